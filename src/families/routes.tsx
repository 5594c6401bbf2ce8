import { Authenticated } from 'react-admin';
import { Route } from 'react-router-dom';
import { lazyPage } from '../common/lazyPage';
import { FAMILY_PATH } from './path';

/** The guardians' page loads its code when a guardian first opens it. */
const FamilyPage = lazyPage(() => import('./FamilyPage'), 'FamilyPage');

/** A page of its own (no managers' shell), for signed-in people only. */
export const familyRoute = (
  <Route
    key={FAMILY_PATH}
    path={FAMILY_PATH}
    element={
      <Authenticated>
        <FamilyPage />
      </Authenticated>
    }
  />
);
