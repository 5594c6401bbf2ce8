import type { RoutePlugin } from '../area.js';
import { reportRoutes } from './reports.js';
import { reportReleaseRoutes } from './releases.js';
import { seasonExportRoutes } from './seasonExport.js';

/** /api/Report: evaluation reports, written by trainers, read and reopened by managers, read by their players; releases and the season's export. */
export const reportArea: RoutePlugin[] = [reportRoutes, reportReleaseRoutes, seasonExportRoutes];
