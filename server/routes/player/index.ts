import type { RouteArea } from '../area.js';
import { consentRoutes } from './consents.js';
import { guardianManagementRoutes } from './guardians.js';
import { playerHistoryRoutes, playerInsightRoutes } from './insight.js';
import { playerListRoutes, playerSeasonDetailRoutes } from './players.js';
import { teamPlayerRoutes } from './teamPlayers.js';

/**
 * /api/Player: the players lists and profiles, a team's players, a player's guardians and consents.
 * A guardian reads their own child's season page and development (the routes check the child).
 */
export const playerArea: RouteArea = {
  managers: [playerListRoutes, teamPlayerRoutes, playerInsightRoutes, guardianManagementRoutes],
  forRoles: [
    { roles: ['Manager', 'Guardian'], routes: [playerSeasonDetailRoutes, playerHistoryRoutes] },
    { roles: ['Manager', 'Player', 'Guardian'], routes: [consentRoutes] },
  ],
};
