import type { RouteArea } from '../area.js';
import { playerReportRoutes, reportReadingRoutes, reportReopeningRoutes, reportWritingRoutes } from './reports.js';

/** /api/Report: evaluation reports, written by trainers, read and reopened by managers, read by their players. */
export const reportArea: RouteArea = {
  trainers: [reportWritingRoutes],
  trainersAndManagers: [reportReadingRoutes],
  managers: [reportReopeningRoutes],
  players: [playerReportRoutes],
};
