import { Authenticated } from 'react-admin';
import { Route } from 'react-router-dom';
import { lazyPage } from '../common/lazyPage';
import { REPORT_PATH, WORKSPACE_PATH } from '../paths';

// The workspace's code loads when a trainer first opens it (issue 13); the service worker keeps it for offline use.
const PlayersPage = lazyPage(() => import('./PlayersPage'), 'PlayersPage');
const ReportPage = lazyPage(() => import('./ReportPage'), 'ReportPage');

/** The trainer's workspace: its own frame made for a phone, outside the managers' shell. */
export const workspaceRoutes = [
  <Route key={WORKSPACE_PATH} path={WORKSPACE_PATH} element={<Authenticated><PlayersPage /></Authenticated>} />,
  <Route key={REPORT_PATH} path={REPORT_PATH} element={<Authenticated><ReportPage /></Authenticated>} />,
];
