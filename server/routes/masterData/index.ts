import type { RouteArea } from '../area.js';
import { referenceDataRoutes } from './referenceData.js';
import { roundListRoutes, roundPlanRoutes } from './rounds.js';
import { seasonChangeRoutes } from './seasons.js';
import { skillListRoutes, skillSetRoutes } from './skills.js';

/**
 * /api/MasterData: seasons, positions, teams, skills and report rounds; everyone of the club reads
 * them (the rounds: managers and trainers), managers change them.
 */
export const masterDataArea: RouteArea = {
  signedIn: [referenceDataRoutes, skillListRoutes],
  managers: [seasonChangeRoutes, skillSetRoutes, roundPlanRoutes],
  forRoles: [{ roles: ['Manager', 'Trainer'], routes: [roundListRoutes] }],
};
