import type { RouteArea } from '../area.js';
import { trainerCalibrationRoutes } from './calibration.js';
import { dueSoonRoutes } from './dueSoon.js';
import { dashboardRoutes } from './panels.js';

/** /api/Dashboard: the overview dashboard's panels, the trainers due soon and the trainers' calibration, for managers. */
export const dashboardArea: RouteArea = {
  managers: [dashboardRoutes, dueSoonRoutes, trainerCalibrationRoutes],
};
