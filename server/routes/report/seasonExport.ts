import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Readable } from 'node:stream';
import { Type } from 'typebox';
import { ErrorBody } from '../../../contract/schemas.js';
import { seasonExport } from '../../repositories/reports/seasonExport.js';
import { XLSX_CONTENT_TYPE, attachment, seasonWorkbook } from '../../services/seasonWorkbook.js';
import { seasonOrNotFound } from '../../services/seasonInView.js';
import { refuse } from '../../domain/refusal.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';

/** Insight (issue 14), for managers: the whole season as an Excel workbook. */
export const seasonExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const refused = { 400: ErrorBody, 404: ErrorBody };

  app.route({
    ...route(endpoints.reportExportSeason, {
      tags: ['Report'],
      summary: 'The season (the current one unless given) as an Excel workbook: one sheet per team, one row per completed report with every skill score, in the club language',
      // The workbook under its own media type; the refusals stay JSON like every other call's.
      response: {
        200: { description: 'The .xlsx workbook', content: { [XLSX_CONTENT_TYPE]: { schema: Type.Unsafe<Readable>({ type: 'string', format: 'binary' }) } } },
        ...refused,
      },
    }),
    handler: async (request, reply) => {
      const seasonId = await seasonOrNotFound(db, request.user.clubId, request.query.clubSeasonId);
      // May lag: on the replica when it has the club's data version (server/db/readReplica.ts).
      const data = await app.reads.read(request.user.clubId, (from) => seasonExport(from, request.user.clubId, seasonId));
      if (!data) throw refuse.notFound('seasonMissing');
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', attachment(`${data.clubName} ${data.seasonName}.xlsx`))
        .send(seasonWorkbook(data));
    },
  });
};
