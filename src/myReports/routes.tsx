import { Authenticated } from 'react-admin';
import { Route } from 'react-router-dom';
import { lazyPage } from '../common/lazyPage';
import { MY_REPORTS_PATH } from '../paths';

/** The player's page loads its code when a player first opens it (issue 13). */
const MyReportsPage = lazyPage(() => import('./MyReportsPage'), 'MyReportsPage');

/** A page of its own (no managers' shell), for signed-in people only. */
export const myReportsRoute = (
  <Route
    key={MY_REPORTS_PATH}
    path={MY_REPORTS_PATH}
    element={
      <Authenticated>
        <MyReportsPage />
      </Authenticated>
    }
  />
);
