import type { RoutePlugin } from '../area.js';
import { consentRoutes } from './consents.js';
import { guardianManagementRoutes } from './guardians.js';
import { playerInsightRoutes } from './insight.js';
import { playerRoutes } from './players.js';
import { teamPlayerRoutes } from './teamPlayers.js';

/** /api/Player: the players lists and profiles, a team's players, a player's insight, guardians and consents. */
export const playerArea: RoutePlugin[] = [consentRoutes, guardianManagementRoutes, playerInsightRoutes, playerRoutes, teamPlayerRoutes];
