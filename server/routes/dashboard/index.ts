import type { RouteArea } from '../area.js';
import { dashboardRoutes } from './panels.js';

/** /api/Dashboard: the overview dashboard's panels, for managers. */
export const dashboardArea: RouteArea = {
  managers: [dashboardRoutes],
};
