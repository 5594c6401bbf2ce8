import type { RoutePlugin } from '../area.js';
import { referenceDataRoutes } from './referenceData.js';
import { roundRoutes } from './rounds.js';
import { seasonRoutes } from './seasons.js';
import { skillRoutes } from './skills.js';

/** /api/MasterData: seasons, positions, teams, skills and report rounds. */
export const masterDataArea: RoutePlugin[] = [referenceDataRoutes, roundRoutes, seasonRoutes, skillRoutes];
