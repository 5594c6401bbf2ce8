import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../contract/schemas.js';
import { trainerCalibration } from '../../repositories/reports/insight.js';
import { seasonOrNotFound } from '../../services/seasonInView.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';

/** Insight (issue 14), for managers: how each trainer scores compared with the other trainers of the same players. */
export const trainerCalibrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const refused = { 400: ErrorBody, 404: ErrorBody };

  app.route({
    ...route(endpoints.dashboardGetTrainerCalibration, {
      tags: ['Dashboard'],
      summary: 'How each trainer scores compared with the other trainers of the same players in the season (the current one unless given), most lenient first',
      response: refused,
    }),
    handler: async (request) => trainerCalibration(db, request.user.clubId, await seasonOrNotFound(db, request.user.clubId, request.query.clubSeasonId)),
  });
};
