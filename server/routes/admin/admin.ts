import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { Type } from 'typebox';
import { ErrorBody } from '../../../contract/schemas.js';
import { AdminClub, AdminSeason, AdminTeam, BatchResult } from '../../../contract/admin.js';
import { httpErrors } from '@fastify/sensible';
import { multipartRefusal } from '../../plugins/multipartErrors.js';
import { batchTargetExists, listAllClubs, listSeasonsOfClub, listTeamsOfSeasonClub } from '../../repositories/admin.js';
import { BATCH_MAX_BYTES, BatchError, importBatch, parseBatchFile } from '../../services/batchImport.js';
import { isUuid } from '../../services/invitations.js';
import { dateToApi } from '../../domain/seasons.js';
import { recordAudit } from '../../repositories/audit.js';
import { keyed, refuse } from '../../domain/refusal.js';

/**
 * The platform operators' calls (spec §7 "Admin page"): the clubs, seasons and teams for the page's
 * cascade, and the batch upload that invites a file of people into a team. Not for clubs: they are
 * registered in the operator's scope (routes/index.ts), which asks for an operator's token (the
 * console, /admin). Each upload is written to the audit log.
 */
export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, config } = app;
  const { db } = database;
  const { mailer } = app;
  await app.register(multipart, { limits: { fileSize: BATCH_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  const security = [{ operatorBearer: [] }];
  const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };

  app.get(
    '/Admin/Clubs',
    { schema: { tags: ['Admin'], summary: 'Every club on the platform', security, response: { 200: Type.Array(AdminClub), ...errors } } },
    async () => listAllClubs(db),
  );

  app.get(
    '/Admin/Seasons',
    {
      schema: {
        tags: ['Admin'],
        summary: "A club's seasons, oldest first",
        security,
        querystring: Type.Object({ clubId: Type.String({ format: 'uuid' }) }),
        response: { 200: Type.Array(AdminSeason), ...errors },
      },
    },
    async (request) => {
      const rows = await listSeasonsOfClub(db, request.query.clubId);
      return rows.map((s) => ({ id: s.id, seasonName: s.name, startDate: dateToApi(s.start_date), endDate: dateToApi(s.end_date) }));
    },
  );

  app.get(
    '/Admin/Teams',
    {
      schema: {
        tags: ['Admin'],
        summary: "The teams of the season's club (teams are not tied to a season)",
        security,
        querystring: Type.Object({ seasonId: Type.String({ format: 'uuid' }) }),
        response: { 200: Type.Array(AdminTeam), ...errors },
      },
    },
    async (request) => listTeamsOfSeasonClub(db, request.query.seasonId),
  );

  app.post(
    '/HomeAdmin',
    {
      schema: {
        tags: ['Admin'],
        summary: 'Batch upload: invite the people of a CSV file (field batchData) into a team',
        description:
          'multipart/form-data with the fields clubId, seasonId, teamId and the file batchData: a CSV with a header ' +
          'row and the columns role (Player, Trainer or Manager; default Player), firstName, lastName, email, ' +
          'phoneNumber (optional), position (optional). One bad line refuses the whole file; nobody is invited then.',
        security,
        consumes: ['multipart/form-data'],
        response: { 200: BatchResult, ...errors, 413: ErrorBody },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw refuse.badRequest('batchNotMultipart');
      const fields: Record<string, string> = {};
      let file: Buffer | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'batchData') throw refuse.badRequest('batchUnexpectedField', { field: part.fieldname });
            file = await part.toBuffer();
          } else {
            fields[part.fieldname] = String(part.value);
          }
        }
      } catch (error) {
        throw multipartRefusal(error, app.multipartErrors, {
          tooLarge: keyed('batchTooLarge', { limit: BATCH_MAX_BYTES.toLocaleString('en') }),
          unreadable: keyed('batchUnreadable'),
        });
      }
      const { clubId = '', seasonId = '', teamId = '' } = fields;
      if (!file) throw refuse.badRequest('batchFileMissing');
      if (![clubId, seasonId, teamId].every(isUuid)) throw refuse.badRequest('batchTargetRequired');
      if (!(await batchTargetExists(db, { clubId, seasonId, teamId }))) throw refuse.notFound('batchTargetMissing');
      try {
        const result = await importBatch(db, mailer, config, { clubId, teamId }, parseBatchFile(file));
        request.log.info({ clubId, teamId, invited: result.invited.length }, 'batch upload imported');
        await recordAudit(db, {
          actor: { kind: 'operator', id: request.operator.id, email: request.operator.email }, action: 'club.batchUpload', clubId,
          target: { kind: 'team', id: teamId }, details: { invited: result.invited.length }, ip: request.ip,
        });
        return result;
      } catch (error) {
        if (error instanceof BatchError) throw httpErrors.badRequest(error.message);
        throw error;
      }
    },
  );
};
