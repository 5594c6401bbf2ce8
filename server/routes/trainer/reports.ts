import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../contract/schemas.js';
import { TrainerPersonalDetail, TrainerReportFilterQuery } from '../../../contract/reports.js';
import { trainerReports, trainerReportScope, type ReportFilter } from '../../repositories/reports.js';
import { refuse } from '../../domain/refusal.js';

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

  app.get(
    '/api/trainer/GetTrainerPersonalDetail',
    {
      schema: {
        tags: ['Trainer'],
        summary: "A trainer's reports of a season (the current one unless given, or every season): completed ones grouped per player, or the open ones, with the season's open and completed counts; searchable by player name",
        security: [{ bearer: [] }],
        querystring: TrainerReportFilterQuery,
        response: { 200: TrainerPersonalDetail, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const { userId, filter, searchname, clubSeasonId, allSeasons } = request.query;
      const { clubId } = request.user;
      const parsed = parseReportFilter(filter);
      const scope = await trainerReportScope(db, clubId, { clubSeasonId, allSeasons });
      if (!scope) throw refuse.notFound('seasonMissing');
      const detail = await trainerReports(db, clubId, userId, parsed, searchname ?? '', scope);
      if (!detail) throw refuse.notFound('trainerMissing');
      return detail;
    },
  );
};
