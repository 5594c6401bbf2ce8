import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../contract/schemas.js';
import { GettingStarted } from '../../../contract/dashboard.js';
import { gettingStarted } from '../../repositories/gettingStarted.js';

/** A new club's getting-started checklist (issue 28), for managers: what the club has set up so far. */
export const gettingStartedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  app.get(
    '/api/Dashboard/GetGettingStarted',
    {
      schema: {
        tags: ['Dashboard'],
        summary: "What the club has set up so far: its seasons, teams, trainers and players (invited or active), and whether its skills were reviewed",
        security: [{ bearer: [] }],
        response: { 200: GettingStarted, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => gettingStarted(db, request.user.clubId),
  );
};
