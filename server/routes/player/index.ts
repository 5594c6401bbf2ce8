import type { RouteArea } from '../area.js';
import { playerInsightRoutes } from './insight.js';
import { playerListRoutes } from './players.js';
import { teamPlayerRoutes } from './teamPlayers.js';

/** /api/Player: the players lists and profiles, and a team's players. */
export const playerArea: RouteArea = {
  managers: [playerListRoutes, teamPlayerRoutes, playerInsightRoutes],
};
