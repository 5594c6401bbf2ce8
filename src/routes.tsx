import { Authenticated } from 'react-admin';
import { Route } from 'react-router-dom';
import { lazyPage } from './common/lazyPage';
import { EXPORT_PAGE } from './privacy/paths';

// Each page's code loads when the page is first shown (issue 13).
const SettingsPage = lazyPage(() => import('./settings/SettingsPage'), 'SettingsPage');
const TeamDetail = lazyPage(() => import('./teams/TeamDetail'), 'TeamDetail');
const ManagerDetail = lazyPage(() => import('./managers/ManagerDetail'), 'ManagerDetail');
const TrainerDetail = lazyPage(() => import('./trainers/TrainerDetail'), 'TrainerDetail');
const PlayerDetail = lazyPage(() => import('./players/PlayerDetail'), 'PlayerDetail');
const PlacementPage = lazyPage(() => import('./teams/placement/PlacementPage'), 'PlacementPage');
const PersonExportPage = lazyPage(() => import('./privacy/PersonExportPage'), 'PersonExportPage');

/** A page for signed-in people only (no token → /login). */
const guarded = (element: React.ReactElement) => <Authenticated>{element}</Authenticated>;

/**
 * The detail pages at the spec's query-string URLs (§2), as child routes of their resource
 * (`/players/detail-player` wins over the generic `/players/:id`, a static segment ranks first).
 */
export const detailRoutes = {
  manager: <Route path="detail-manager" element={guarded(<ManagerDetail />)} />,
  trainers: <Route path="detail-trainer" element={guarded(<TrainerDetail />)} />,
  players: <Route path="detail-player" element={guarded(<PlayerDetail />)} />,
  teams: <Route path="team-detail" element={guarded(<TeamDetail />)} />,
};

/** The team placement board (issue 23), a child route of the teams resource. */
export const teamPlacementRoute = <Route path="placement" element={guarded(<PlacementPage />)} />;

/** The spec's protected pages that are not a resource. */
export const protectedRoutes = [
  <Route key="/general-settings" path="/general-settings" element={guarded(<SettingsPage />)} />,
  <Route key={EXPORT_PAGE} path={EXPORT_PAGE} element={guarded(<PersonExportPage />)} />,
];
