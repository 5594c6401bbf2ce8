import { Authenticated } from 'react-admin';
import { Route } from 'react-router-dom';
import { NotFound } from './common/NotFound';

/**
 * The spec's protected routes (§2) other than / . Each is guarded now (no token → /login); until its
 * page lands it shows the catch-all. A later issue replaces `element` with its page.
 */
export const protectedPages: { path: string; element?: React.ReactElement }[] = [
  { path: '/teams' },
  { path: '/teams/team-detail' },
  { path: '/manager' },
  { path: '/manager/detail-manager' },
  { path: '/players' },
  { path: '/players/detail-player' },
  { path: '/trainers' },
  { path: '/trainers/detail-trainer' },
  { path: '/general-settings' },
  { path: '/season' },
];

export const protectedRoutes = protectedPages.map(({ path, element }) => (
  <Route key={path} path={path} element={<Authenticated>{element ?? <NotFound />}</Authenticated>} />
));
