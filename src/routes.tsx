import { Authenticated } from 'react-admin';
import { Route } from 'react-router-dom';
import { NotFound } from './common/NotFound';
import { SeasonPage } from './seasons/SeasonPage';
import { SettingsPage } from './settings/SettingsPage';
import { TeamList } from './teams/TeamList';
import { TeamDetail } from './teams/TeamDetail';
import { ManagerList } from './managers/ManagerList';
import { ManagerDetail } from './managers/ManagerDetail';
import { TrainerList } from './trainers/TrainerList';
import { TrainerDetail } from './trainers/TrainerDetail';
import { PlayerList } from './players/PlayerList';
import { PlayerDetail } from './players/PlayerDetail';

/**
 * The spec's protected routes (§2) other than / . Each is guarded now (no token → /login); until its
 * page lands it shows the catch-all. A later issue replaces `element` with its page.
 */
export const protectedPages: { path: string; element?: React.ReactElement }[] = [
  { path: '/teams', element: <TeamList /> },
  { path: '/teams/team-detail', element: <TeamDetail /> },
  { path: '/manager', element: <ManagerList /> },
  { path: '/manager/detail-manager', element: <ManagerDetail /> },
  { path: '/players', element: <PlayerList /> },
  { path: '/players/detail-player', element: <PlayerDetail /> },
  { path: '/trainers', element: <TrainerList /> },
  { path: '/trainers/detail-trainer', element: <TrainerDetail /> },
  { path: '/general-settings', element: <SettingsPage /> },
  { path: '/season', element: <SeasonPage /> },
];

export const protectedRoutes = protectedPages.map(({ path, element }) => (
  <Route key={path} path={path} element={<Authenticated>{element ?? <NotFound />}</Authenticated>} />
));
