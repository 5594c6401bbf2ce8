import { Authenticated } from 'react-admin';
import { Route } from 'react-router-dom';
import { PlayersPage } from './PlayersPage';
import { ReportPage } from './ReportPage';
import { REPORT_PATH, WORKSPACE_PATH } from './paths';

/** The trainer's workspace: its own frame made for a phone, outside the managers' shell. */
export const workspaceRoutes = [
  <Route key={WORKSPACE_PATH} path={WORKSPACE_PATH} element={<Authenticated><PlayersPage /></Authenticated>} />,
  <Route key={REPORT_PATH} path={REPORT_PATH} element={<Authenticated><ReportPage /></Authenticated>} />,
];
