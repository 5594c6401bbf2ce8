import type { RouteArea } from '../area.js';
import { trainerReportRoutes } from './reports.js';
import { teamTrainerRoutes } from './teamTrainers.js';
import { trainerListRoutes } from './trainers.js';

/** /api/trainer: the trainers lists and profiles, a trainer's reports, and a team's trainers. */
export const trainerArea: RouteArea = {
  managers: [trainerListRoutes, trainerReportRoutes, teamTrainerRoutes],
};
