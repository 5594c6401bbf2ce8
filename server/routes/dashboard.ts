import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DashboardTotals, ErrorBody } from '../../contract/schemas.js';
import type { AppContext } from '../app.js';
import { authenticate, requireManager } from '../plugins/auth.js';
import { dashboardTotals } from '../repositories/dashboard.js';
import { seasonBelongsToClub } from '../repositories/seasons.js';
import { HttpError } from '../plugins/errors.js';

/** /api/Dashboard: the overview dashboard's panels. */
export const dashboardRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { database }) => {
  const { db } = database;
  app.addHook('onRequest', authenticate(db));
  app.addHook('preHandler', requireManager);

  app.get(
    '/api/Dashboard/GetDashboardTotalHeader',
    {
      schema: {
        tags: ['Dashboard'],
        summary: "The club's number of teams, active trainers and active players",
        security: [{ bearer: [] }],
        querystring: Type.Object({ clubSeasonId: Type.Optional(Type.String({ format: 'uuid' })) }),
        response: { 200: DashboardTotals, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const { clubSeasonId } = request.query;
      if (clubSeasonId && !(await seasonBelongsToClub(db, request.user.clubId, clubSeasonId))) {
        throw new HttpError(404, 'This season does not exist.');
      }
      return dashboardTotals(db, request.user.clubId);
    },
  );
};
