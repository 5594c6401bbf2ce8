import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody, Uuid } from '../../../contract/schemas.js';
import { DUE_SOON_DAYS } from '../../../contract/rounds.js';
import { resolveSeason } from '../../repositories/peopleLists.js';
import { dueSoon, seasonRounds } from '../../repositories/rounds.js';
import { roundSeasonOrNotFound } from '../../services/seasonInView.js';
import { localTime } from '../../domain/timeZones.js';
import { refuse } from '../../domain/refusal.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';


/** Report rounds (issue 15), for managers: the trainers with reports due soon or overdue. */
export const dueSoonRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;

  app.route({
    ...route(endpoints.dashboardGetDueSoon, {
      tags: ['Dashboard'],
      summary: `Trainers with reports missing for a round that is overdue or due within ${DUE_SOON_DAYS} days, in the season (the current one unless given)`,
      querystring: Type.Object({ clubSeasonId: Type.Optional(Uuid) }),
      response: { 400: ErrorBody, 404: ErrorBody },
    }),
    handler: async (request) => {
      const { clubId } = request.user;
      const resolved = await resolveSeason(db, clubId, request.query.clubSeasonId);
      if (!resolved.found) throw refuse.notFound('seasonMissing');
      if (!resolved.seasonId) return [];
      const season = await roundSeasonOrNotFound(db, clubId, resolved.seasonId);
      const today = localTime(app.clock(), season.timeZone).date;
      const { rounds } = await seasonRounds(db, resolved.seasonId, season, today);
      return dueSoon(db, clubId, resolved.seasonId, rounds, today, DUE_SOON_DAYS);
    },
  });
};
