import type { RouteArea } from '../area.js';
import { teamPlacementRoutes } from './placement.js';
import { teamSeasonPlanRoutes } from './seasonPlan.js';
import { teamSkillProfileRoutes } from './skillProfile.js';
import { teamRoutes } from './teams.js';

/** /api/team: the teams list, saving and removing teams, putting people in a team, a team's skill profile, the placement board and its season plans. */
export const teamArea: RouteArea = {
  managers: [teamRoutes, teamSkillProfileRoutes, teamPlacementRoutes, teamSeasonPlanRoutes],
};
