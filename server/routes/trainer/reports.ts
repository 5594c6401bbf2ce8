import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../contract/schemas.js';
import { trainerReports, trainerReportScope, type ReportFilter } from '../../repositories/reports/detailPages.js';
import { refuse } from '../../domain/refusal.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';

/** The report filter of the trainer page: completed (the default) or open. */
export function parseReportFilter(value: string | undefined): ReportFilter {
  const filter = (value ?? '').trim().toLowerCase();
  if (filter === '' || filter === 'completed') return 'completed';
  if (filter === 'open') return 'open';
  throw refuse.badRequest('reportFilterUnknown', { filter: value ?? '' });
}

/** The reports panel of the trainer detail page (spec §2 Trainer detail, §7 GetTrainerPersonalDetail). */
export const trainerReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const { db } = database;

  app.route({
    ...route(endpoints.trainerGetTrainerPersonalDetail, {
      tags: ['Trainer'],
      summary: "A trainer's reports of a season (the current one unless given, or every season): completed ones grouped per player, or the open ones, with the season's open and completed counts; searchable by player name",
      response: { 400: ErrorBody, 404: ErrorBody },
    }),
    handler: async (request) => {
      const { userId, filter, searchname, clubSeasonId, allSeasons } = request.query;
      const { clubId } = request.user;
      const parsed = parseReportFilter(filter);
      const scope = await trainerReportScope(db, clubId, { clubSeasonId, allSeasons });
      if (!scope) throw refuse.notFound('seasonMissing');
      const detail = await trainerReports(db, clubId, userId, parsed, searchname ?? '', scope);
      if (!detail) throw refuse.notFound('trainerMissing');
      return detail;
    },
  });
};
