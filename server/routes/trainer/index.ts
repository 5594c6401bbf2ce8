import type { RoutePlugin } from '../area.js';
import { reminderRoutes } from './reminders.js';
import { trainerReportRoutes } from './reports.js';
import { teamTrainerRoutes } from './teamTrainers.js';
import { trainerListRoutes } from './trainers.js';

/** /api/trainer: the trainers lists and profiles, a trainer's reports, a team's trainers, and reminders sent now. */
export const trainerArea: RoutePlugin[] = [reminderRoutes, trainerReportRoutes, teamTrainerRoutes, trainerListRoutes];
