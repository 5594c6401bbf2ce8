import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody, Uuid } from '../../../contract/schemas.js';
import { TrainerCalibration } from '../../../contract/insight.js';
import { trainerCalibration } from '../../repositories/insight.js';
import { seasonOrNotFound } from '../../services/seasonInView.js';

/** Insight (issue 14), for managers: how each trainer scores compared with the other trainers of the same players. */
export const trainerCalibrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const security = [{ bearer: [] }];
  const refused = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
  const seasonQuery = { clubSeasonId: Type.Optional(Uuid) };

  app.get(
    '/api/Dashboard/GetTrainerCalibration',
    {
      schema: {
        tags: ['Dashboard'],
        summary: 'How each trainer scores compared with the other trainers of the same players in the season (the current one unless given), most lenient first',
        security,
        querystring: Type.Object(seasonQuery),
        response: { 200: TrainerCalibration, ...refused },
      },
    },
    async (request) => trainerCalibration(db, request.user.clubId, await seasonOrNotFound(db, request.user.clubId, request.query.clubSeasonId)),
  );
};
