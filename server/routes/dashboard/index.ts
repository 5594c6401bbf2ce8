import type { RoutePlugin } from '../area.js';
import { trainerCalibrationRoutes } from './calibration.js';
import { dueSoonRoutes } from './dueSoon.js';
import { gettingStartedRoutes } from './gettingStarted.js';
import { dashboardRoutes } from './panels.js';

/** /api/Dashboard: the overview dashboard's panels, the trainers due soon, the trainers' calibration and a new club's getting-started checklist. */
export const dashboardArea: RoutePlugin[] = [trainerCalibrationRoutes, dueSoonRoutes, gettingStartedRoutes, dashboardRoutes];
