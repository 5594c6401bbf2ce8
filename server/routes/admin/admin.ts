import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { ErrorBody } from '../../../contract/schemas.js';
import { multipartRefusal } from '../../plugins/multipartErrors.js';
import { batchTargetTeam, listAllClubs, listSeasonsOfClub, listTeamsOfSeasonClub } from '../../repositories/console/adminPage.js';
import { previewImport, readImportTable, runImport, type ImportTable } from '../../services/memberImport/index.js';
import { recogniseColumns } from '../../services/memberImport/columns.js';
import { IMPORT_MAX_BYTES, type ImportField } from '../../../contract/importFields.js';
import { isUuid } from '../../services/invitations.js';
import { dateToApi } from '../../domain/seasons.js';
import { recordAudit } from '../../repositories/audit.js';
import { keyed, refuse } from '../../domain/refusal.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';

/** The file with every row in the operator's chosen team: a column of its own, any team column of the file ignored. */
function intoTeam(table: ImportTable, teamName: string): { table: ImportTable; mapping: Record<string, ImportField> } {
  const column = 'Touchline team';
  const mapping: Record<string, ImportField> = Object.fromEntries(
    recogniseColumns(table.headers).flatMap((field, index) => (field === 'team' ? [[table.headers[index]!, 'ignore' as const]] : [])),
  );
  mapping[column] = 'team';
  return { table: { ...table, headers: [...table.headers, column], rows: table.rows.map((row) => [...row, teamName]) }, mapping };
}

/**
 * The platform operators' calls (spec §7 "Admin page"): the clubs, seasons and teams for the page's
 * cascade, and the batch upload that invites a file of people into a team. Not for clubs: they are
 * registered in the operator's scope (routes/index.ts), which asks for an operator's token (the
 * console, /admin). Each upload is written to the audit log.
 */
export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  const errors = { 400: ErrorBody, 404: ErrorBody };

  app.route({
    ...route(endpoints.adminClubs, {
      tags: ['Admin'],
      summary: 'Every club on the platform',
      response: errors,
    }),
    handler: async () => listAllClubs(db),
  });

  app.route({
    ...route(endpoints.adminSeasons, {
      tags: ['Admin'],
      summary: "A club's seasons, oldest first",
      response: errors,
    }),
    handler: async (request) => {
      const rows = await listSeasonsOfClub(db, request.query.clubId);
      return rows.map((s) => ({ id: s.id, seasonName: s.name, startDate: dateToApi(s.start_date), endDate: dateToApi(s.end_date) }));
    },
  });

  app.route({
    ...route(endpoints.adminTeams, {
      tags: ['Admin'],
      summary: "The teams of the season's club (teams are not tied to a season)",
      response: errors,
    }),
    handler: async (request) => listTeamsOfSeasonClub(db, request.query.seasonId),
  });

  app.route({
    ...route(endpoints.homeAdmin, {
      tags: ['Admin'],
      summary: 'Batch upload: invite the people of a CSV file (field batchData) into a team',
      description:
        'multipart/form-data with the fields clubId, seasonId, teamId and the file batchData (.csv or .xlsx) with a ' +
        'header row: the import of members (issue 23), whose columns it recognises, among them role (Player, Trainer ' +
        'or Manager; default Player), firstName, lastName, email, phoneNumber, position. Everyone goes into the chosen ' +
        'team. A bad line is refused on its own (errors) and the others are imported; the console lists the import.',
      consumes: ['multipart/form-data'],
      response: { ...errors, 413: ErrorBody },
    }),
    handler: async (request) => {
      if (!request.isMultipart()) throw refuse.badRequest('batchNotMultipart');
      const fields: Record<string, string> = {};
      let file: Buffer | undefined;
      let fileName = 'batch.csv';
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'batchData') throw refuse.badRequest('batchUnexpectedField', { field: part.fieldname });
            file = await part.toBuffer();
            fileName = part.filename || fileName;
          } else {
            fields[part.fieldname] = String(part.value);
          }
        }
      } catch (error) {
        throw multipartRefusal(error, app.multipartErrors, {
          tooLarge: keyed('batchTooLarge', { limit: IMPORT_MAX_BYTES.toLocaleString('en') }),
          unreadable: keyed('batchUnreadable'),
        });
      }
      const { clubId = '', seasonId = '', teamId = '' } = fields;
      if (!file) throw refuse.badRequest('batchFileMissing');
      if (![clubId, seasonId, teamId].every(isUuid)) throw refuse.badRequest('batchTargetRequired');
      const teamName = await batchTargetTeam(db, { clubId, seasonId, teamId });
      if (teamName === undefined) throw refuse.notFound('batchTargetMissing');
      const table = intoTeam(await readImportTable(file), teamName);
      // The managers' import, run for the club by the operator (no manager: created_by stays empty).
      const preview = await previewImport(db, { clubId, managerId: null, fileName: fileName.slice(0, 255), table: table.table, defaultRole: 'Player', mapping: table.mapping });
      await runImport(db, app.scheduler, { clubId, importId: preview.importId, createTeams: false, now: app.clock() });
      await recordAudit(db, {
        actor: { kind: 'operator', id: request.operator.id, email: request.operator.email }, action: 'club.batchUpload', clubId,
        target: { kind: 'import', id: preview.importId }, details: { teamId, ...preview.summary }, ip: request.ip,
      });
      return {
        importId: preview.importId,
        summary: preview.summary,
        errors: preview.rows.filter((row) => row.action === 'error').map((row) => ({ line: row.line, message: row.errors.join(' ') })),
      };
    },
  });
};
