import type { RoutePlugin } from '../area.js';
import { teamPlacementRoutes } from './placement.js';
import { teamSeasonPlanRoutes } from './seasonPlan.js';
import { teamSkillProfileRoutes } from './skillProfile.js';
import { teamRoutes } from './teams.js';

/** /api/team: the teams list, saving and removing teams, a team's skill profile, the placement board and its season plans. */
export const teamArea: RoutePlugin[] = [teamPlacementRoutes, teamSeasonPlanRoutes, teamSkillProfileRoutes, teamRoutes];
