import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../app.js';
import { accountRoutes } from './account.js';
import { adminRoutes } from './admin.js';
import { reportRoutes } from './reports.js';
import { reportWritingRoutes } from './reportWriting.js';
import { skillRoutes } from './skills.js';
import { userRoutes } from './user.js';
import { managerRoutes } from './manager.js';
import { masterDataRoutes } from './masterData.js';
import { dashboardRoutes } from './dashboard.js';
import { healthRoutes } from './health.js';
import { photoRoutes } from './photos.js';
import { seasonRoutes } from './seasons.js';
import { clubSettingsRoutes } from './clubSettings.js';
import { teamRoutes } from './team.js';
import { teamMemberRoutes } from './teamMembers.js';
import { uploadRoutes } from './upload.js';
import { invitationRoutes } from './invitations.js';
import { passwordRoutes } from './passwords.js';
import { termsRoutes } from './terms.js';
import { devOutboxRoutes } from './devOutbox.js';
import { managersRoutes } from './managers.js';
import { playersRoutes } from './players.js';
import { trainersRoutes } from './trainers.js';
import { profileRoutes } from './profile.js';
import { insightRoutes } from './insight.js';

/**
 * Every route module of the server, one per area of the spec's call table (and per slice of an
 * area where it grew large). A module registers its calls with their full spec paths.
 */
export const routeModules: FastifyPluginAsyncTypebox<AppContext>[] = [
  accountRoutes,
  userRoutes,
  managerRoutes,
  masterDataRoutes,
  dashboardRoutes,
  healthRoutes,
  photoRoutes,
  seasonRoutes,
  clubSettingsRoutes,
  teamRoutes,
  teamMemberRoutes,
  uploadRoutes,
  invitationRoutes,
  passwordRoutes,
  termsRoutes,
  devOutboxRoutes,
  managersRoutes,
  playersRoutes,
  trainersRoutes,
  profileRoutes,
  adminRoutes,
  reportRoutes,
  skillRoutes,
  reportWritingRoutes,
  insightRoutes,
];
