import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { gettingStarted } from '../../repositories/dashboard/gettingStarted.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';

/** A new club's getting-started checklist (issue 28), for managers: what the club has set up so far. */
export const gettingStartedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  app.route({
    ...route(endpoints.dashboardGetGettingStarted, {
      tags: ['Dashboard'],
      summary: "What the club has set up so far: its seasons, teams, trainers and players (invited or active), and whether its skills were reviewed",
    }),
    handler: async (request) => gettingStarted(db, request.user.clubId),
  });
};
