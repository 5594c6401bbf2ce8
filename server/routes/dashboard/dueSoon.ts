import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../contract/schemas.js';
import { DUE_SOON_DAYS } from '../../../contract/rounds.js';
import { dueSoon, seasonRounds } from '../../repositories/seasons/rounds.js';
import { roundSeasonOrNotFound, seasonInViewOrNotFound } from '../../services/seasonInView.js';
import { localTime } from '../../domain/timeZones.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';


/** Report rounds (issue 15), for managers: the trainers with reports due soon or overdue. */
export const dueSoonRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;

  app.route({
    ...route(endpoints.dashboardGetDueSoon, {
      tags: ['Dashboard'],
      summary: `Trainers with reports missing for a round that is overdue or due within ${DUE_SOON_DAYS} days, in the season (the current one unless given)`,
      response: { 400: ErrorBody, 404: ErrorBody },
    }),
    handler: async (request) => {
      const { clubId } = request.user;
      const seasonId = await seasonInViewOrNotFound(db, clubId, request.query.clubSeasonId);
      if (!seasonId) return [];
      const season = await roundSeasonOrNotFound(db, clubId, seasonId);
      const today = localTime(app.clock(), season.timeZone).date;
      const { rounds } = await seasonRounds(db, seasonId, season, today);
      return dueSoon(db, clubId, seasonId, rounds, today, DUE_SOON_DAYS);
    },
  });
};
