import { Authenticated } from 'react-admin';
import { Route } from 'react-router-dom';
import { MyReportsPage } from './MyReportsPage';
import { MY_REPORTS_PATH } from './path';


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
