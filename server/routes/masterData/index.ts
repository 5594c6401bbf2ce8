import type { RouteArea } from '../area.js';
import { referenceDataRoutes } from './referenceData.js';
import { seasonChangeRoutes } from './seasons.js';
import { skillListRoutes, skillSetRoutes } from './skills.js';

/** /api/MasterData: seasons, positions, teams and skills; everyone of the club reads them, managers change them. */
export const masterDataArea: RouteArea = {
  signedIn: [referenceDataRoutes, skillListRoutes],
  managers: [seasonChangeRoutes, skillSetRoutes],
};
