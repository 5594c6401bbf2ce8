import { Authenticated } from 'react-admin';
import { Route } from 'react-router-dom';
import { NotFound } from './common/NotFound';
import { SeasonPage } from './seasons/SeasonPage';
import { SettingsPage } from './settings/SettingsPage';
import { TeamList } from './teams/TeamList';
import { TeamDetail } from './teams/TeamDetail';

/**
 * The spec's protected routes (§2) other than / . Each is guarded now (no token → /login); until its
 * page lands it shows the catch-all. A later issue replaces `element` with its page.
 */
export const protectedPages: { path: string; element?: React.ReactElement }[] = [
  { path: '/teams', element: <TeamList /> },
  { path: '/teams/team-detail', element: <TeamDetail /> },
  { path: '/manager' },
  { path: '/manager/detail-manager' },
  { path: '/players' },
  { path: '/players/detail-player' },
  { path: '/trainers' },
  { path: '/trainers/detail-trainer' },
  { path: '/general-settings', element: <SettingsPage /> },
  { path: '/season', element: <SeasonPage /> },
];

export const protectedRoutes = protectedPages.map(({ path, element }) => (
  <Route key={path} path={path} element={<Authenticated>{element ?? <NotFound />}</Authenticated>} />
));
