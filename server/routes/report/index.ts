import type { RouteArea } from '../area.js';
import { playerReportRoutes, reportReadingRoutes, reportReopeningRoutes, reportWritingRoutes } from './reports.js';
import { reportReleaseRoutes } from './releases.js';
import { seasonExportRoutes } from './seasonExport.js';

/** /api/Report: evaluation reports, written by trainers, read and reopened by managers, read by their players. */
export const reportArea: RouteArea = {
  managers: [reportReopeningRoutes, seasonExportRoutes, reportReleaseRoutes],
  forRoles: [
    { roles: ['Trainer'], routes: [reportWritingRoutes] },
    { roles: ['Trainer', 'Manager'], routes: [reportReadingRoutes] },
    { roles: ['Player'], routes: [playerReportRoutes] },
  ],
};
