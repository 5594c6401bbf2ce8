import type { RouteArea } from '../area.js';
import { teamRoutes } from './teams.js';

/** /api/team: the teams list, saving and removing teams, putting people in a team. */
export const teamArea: RouteArea = {
  managers: [teamRoutes],
};
