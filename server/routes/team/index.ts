import type { RouteArea } from '../area.js';
import { teamPlacementRoutes } from './placement.js';
import { teamSkillProfileRoutes } from './skillProfile.js';
import { teamRoutes } from './teams.js';

/** /api/team: the teams list, saving and removing teams, putting people in a team, a team's skill profile, the placement board. */
export const teamArea: RouteArea = {
  managers: [teamRoutes, teamSkillProfileRoutes, teamPlacementRoutes],
};
