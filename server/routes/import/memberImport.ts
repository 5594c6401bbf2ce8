import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { recordClubAction } from '../../repositories/audit.js';
import multipart from '@fastify/multipart';
import { ErrorBody } from '../../../contract/schemas.js';
import { IMPORT_FIELDS, IMPORT_MAX_BYTES, type ImportField } from '../../../contract/memberImport.js';
import { multipartRefusal } from '../../plugins/multipartErrors.js';
import {
  errorRowsFile, importStatus, previewImport, readImportTable, runImport,
} from '../../services/memberImport/index.js';
import { keyed, refuse } from '../../domain/refusal.js';
import { sendPendingInvitations } from '../../services/invitations.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';

/** The multipart form around the file: a few short fields. */
const FORM_SLACK = 64 * 1024;

/** The optional `mapping` field of a preview asked again after the manager changed columns: JSON, header → field. */
function readMapping(text: string): Record<string, ImportField> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  const entries = value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : undefined;
  if (!entries || !entries.every(([, field]) => (IMPORT_FIELDS as readonly unknown[]).includes(field))) {
    throw refuse.badRequest('importMappingNotValid', { fields: IMPORT_FIELDS.join(', ') });
  }
  return Object.fromEntries(entries) as Record<string, ImportField>;
}


/**
 * POST /api/Import/Preview, POST /api/Import/Run, GET /api/Import/Status (issue 23): a manager's import of
 * the club's members from a .csv or .xlsx file. The work is services/memberImport's; these calls only
 * read the upload and answer.
 */
export const memberImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  app.route({
    ...route(endpoints.importPreview, {
      tags: ['Import'],
      summary: 'Read a file of members (.csv or .xlsx, at most 5,000 rows and 10 MB) and answer what importing it would do',
      description:
        'multipart/form-data: `file`, and optionally `role` (Player, Trainer or Manager: the role of rows without a role ' +
        'column; default Player; also accepted in the query) and `mapping` (JSON, header → field: the manager\'s changes ' +
        'to the recognised columns, to see their effect before running). Columns are recognised from their headers (English, Dutch, ' +
        'Sportlink). Nothing is written to the club: the file is kept for POST /api/Import/Run.',
      consumes: ['multipart/form-data'],
      response: { 400: ErrorBody, 413: ErrorBody },
    }),
    bodyLimit: IMPORT_MAX_BYTES + FORM_SLACK,
    handler: async (request) => {
      if (!request.isMultipart()) throw refuse.badRequest('importNoFile');
      let bytes: Buffer | undefined;
      let fileName = '';
      let role = request.query.role as string | undefined;
      let mapping: Record<string, ImportField> | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file') throw refuse.badRequest('importNoFile');
            fileName = part.filename;
            bytes = await part.toBuffer();
          } else if (part.fieldname === 'role') {
            role = String(part.value);
          } else if (part.fieldname === 'mapping') {
            mapping = readMapping(String(part.value));
          }
        }
      } catch (error) {
        throw multipartRefusal(error, app.multipartErrors, { tooLarge: keyed('importTooLarge'), unreadable: keyed('importNoFile') });
      }
      if (!bytes) throw refuse.badRequest('importNoFile');
      if (role !== undefined && role !== 'Player' && role !== 'Trainer' && role !== 'Manager') {
        throw refuse.badRequest('importRoleUnknown', { value: role });
      }
      const table = await readImportTable(bytes);
      return previewImport(db, {
        clubId: request.user.clubId, managerId: request.user.id, fileName: fileName.slice(0, 255), table, defaultRole: role ?? 'Player', mapping,
      });
    },
  });

  app.route({
    ...route(endpoints.importRun, {
      tags: ['Import'],
      summary: 'Import the good rows of a previewed file; the rows in error are skipped and listed',
      description:
        'A changed mapping (header → field) is applied first. Teams the file names that the club lacks are created ' +
        'when createTeams is true; otherwise their rows are errors. The rows are imported in batches by the job ' +
        'runner: follow them with GET /api/Import/Status. A previewed file runs once (409 after).',
      response: { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
    }),
    handler: async (request, reply) => {
      const { importId, mapping, createTeams, invite } = request.body;
      await runImport(db, app.scheduler, { clubId: request.user.clubId, importId, mapping, createTeams, invite, now: app.clock() });
      await recordClubAction(db, request, 'import.run', { kind: 'import', id: importId }, { createTeams, invite: invite ?? true });
      return reply.code(202).send({ importId });
    },
  });

  app.route({
    ...route(endpoints.importStatus, {
      tags: ['Import'],
      summary: "An import's progress, its counts and the rows in error",
      response: { 400: ErrorBody, 404: ErrorBody },
    }),
    handler: async (request) => importStatus(db, request.user.clubId, request.query.importId),
  });

  app.route({
    ...route(endpoints.importErrorRows, {
      tags: ['Import'],
      summary: 'The rows in error of a run as a CSV file (the file\'s columns and a last column saying why), to fix and import again',
      description: 'The last column, its header and every reason, is in the Accept-Language (en or nl), else in the club\'s language.',
      produces: ['text/csv'],
      response: { 400: ErrorBody, 404: ErrorBody },
    }),
    handler: async (request, reply) => {
      const file = await errorRowsFile(db, request.user.clubId, request.query.importId, request.headers['accept-language']);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="import-errors.csv"')
        .send('\uFEFF' + file);
    },
  });

  app.route({
    ...route(endpoints.importSendInvitations, {
      tags: ['Import'],
      summary: 'Send the invitations an import left unsent (Run with invite: false): all, or those of the given roles, teams or people',
      description:
        "To the club's invited people with an address of their own who were never sent an invitation; children without " +
        'an address get none (their guardians are invited). Each gets a new link in the club\'s e-mail language.',
      response: { 400: ErrorBody },
    }),
    handler: async (request) => {
      const { roles, teamIds, personIds } = request.body;
      const answer = await sendPendingInvitations(db, app.mailer, app.config, request.user.clubId, { roles, teamIds, personIds });
      // Logged when something went out; counts only, so ids a caller sent (of another club, say) are never kept.
      if (answer.sent + answer.failed > 0) {
        await recordClubAction(db, request, 'import.sendInvitations', { kind: 'club', id: request.user.clubId }, {
          ...answer, roles: roles ?? null, teams: teamIds?.length ?? null, people: personIds?.length ?? null,
        });
      }
      return answer;
    },
  });
};
