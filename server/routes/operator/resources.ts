import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { refuse } from '../../domain/refusal.js';
import { ErrorBody } from '../../../contract/schemas.js';
import { AuditRow, BackupRow, ClubRow, ImportRow, InvitationRow, MailRow, PersonRow } from '../../../contract/operators.js';
import { findConsoleRow } from '../../repositories/console/lists.js';
import {
  auditResource, backupsResource, clubsResource, importsResource, invitationsResource, mailResource, peopleResource,
} from '../../repositories/console/resources.js';
import { errorRowsFile } from '../../services/memberImport/index.js';
import {
  createClubAsOperator, endSessionsAsOperator, resendInvitationAsOperator, resendMailAsOperator,
  unblockAsOperator, updateClubAsOperator, type OperatorContext,
} from '../../services/consoleActions.js';
import { endpoints, type Endpoint } from '../../../contract/endpoints.js';
import { englishMessage } from '../../../contract/serverMessages.js';
import { route } from '../endpointRoute.js';
import { operatorErrors, recordId, RecordIdParams, registerRestReads } from './rest.js';

/**
 * The console's simple-REST API (issue 24): every resource's reads, and the writes and actions that
 * make sense. The audit log has no write call at all.
 */
export const consoleResourceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, config, mailer } = app;
  const { db } = database;
  const tags = ['Operators\' console'];
  const contextOf = (request: { operator: OperatorContext['operator']; ip: string }): OperatorContext => ({ operator: request.operator, ip: request.ip });

  const reads = (list: Endpoint, one: Endpoint) => ({ list, one });
  registerRestReads(app, reads(endpoints.adminRestClubs, endpoints.adminRestClubsById), clubsResource, ClubRow, 'Clubs with their counts');
  // Every read of a person's record and of an e-mail is in the audit log (issue 41).
  registerRestReads(app, reads(endpoints.adminRestPeople, endpoints.adminRestPeopleById), peopleResource, PersonRow, 'People of every club', { kind: 'person' });
  registerRestReads(app, reads(endpoints.adminRestInvitations, endpoints.adminRestInvitationsById), invitationsResource, InvitationRow, 'Open and expired invitations');
  registerRestReads(app, reads(endpoints.adminRestMail, endpoints.adminRestMailById), mailResource, MailRow, 'The outbox and the e-mails the SMTP server refused, their links in words', { kind: 'mail' });
  registerRestReads(app, reads(endpoints.adminRestAudit, endpoints.adminRestAuditById), auditResource, AuditRow, 'The audit log (read only)');
  registerRestReads(app, reads(endpoints.adminRestImports, endpoints.adminRestImportsById), importsResource, ImportRow, "Every club's imports of members");
  registerRestReads(app, reads(endpoints.adminRestBackups, endpoints.adminRestBackupsById), backupsResource, BackupRow, 'The backups the servers took themselves (BACKUP_DIR), and why one failed');

  app.route({
    ...route(endpoints.adminRestImportsByIdErrorsCsv, {
      tags, summary: "An import's result file: the rows in error with the file's own columns and a last column saying why",
      params: RecordIdParams, produces: ['text/csv'], response: { 200: Type.String(), ...operatorErrors },
    }),
    handler: async (request, reply) => {
      const id = recordId(importsResource, request.params.id);
      const row = (await findConsoleRow(db, importsResource, id)) as ImportRow | undefined;
      if (!row) throw refuse.notFound('importMissing');
      const file = await errorRowsFile(db, row.clubId, id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="errors-${id}.csv"`)
        .send(file);
    },
  });

  app.route({
    ...route(endpoints.adminRestClubsPost, {
      tags, summary: 'Create a club and invite its first manager (as npm run club:create)',
      response: { ...operatorErrors, 409: ErrorBody },
    }),
    handler: async (request) => {
      const body = request.body;
      const clubId = await createClubAsOperator(db, mailer, config, contextOf(request), {
        name: body.name, country: body.country, language: body.language, managerEmail: body.managerEmail,
        firstName: body.managerFirstName, lastName: body.managerLastName,
      });
      return (await findConsoleRow(db, clubsResource, clubId)) as ClubRow;
    },
  });

  app.route({
    ...route(endpoints.adminRestClubsByIdPut, {
      tags, summary: "Change a club's name, country and e-mail language",
      params: RecordIdParams, response: { ...operatorErrors, 409: ErrorBody },
    }),
    handler: async (request) => {
      const id = recordId(clubsResource, request.params.id);
      const { name, country, language } = request.body;
      await updateClubAsOperator(db, contextOf(request), id, { name, country, language });
      return (await findConsoleRow(db, clubsResource, id)) as ClubRow;
    },
  });

  const actions = [
    { call: endpoints.adminRestPeopleByIdResendInvitation, summary: 'Send the invitation of an invited person again (a new link)', run: (ctx: OperatorContext, id: string) => resendInvitationAsOperator(db, mailer, config, ctx, id), resource: peopleResource },
    { call: endpoints.adminRestPeopleByIdEndSessions, summary: "End every session of the person's account (every club, every device)", run: (ctx: OperatorContext, id: string) => endSessionsAsOperator(db, ctx, id), resource: peopleResource },
    { call: endpoints.adminRestPeopleByIdUnblock, summary: "Forget the account's failed sign-ins: a blocked person signs in at once", run: (ctx: OperatorContext, id: string) => unblockAsOperator(db, ctx, id), resource: peopleResource },
    { call: endpoints.adminRestMailByIdResend, summary: 'Send a kept or refused e-mail once more; one with an activation or reset link sends the person a new invitation or reset link instead', run: (ctx: OperatorContext, id: string) => resendMailAsOperator(db, mailer, config, ctx, id), resource: mailResource },
  ];
  for (const action of actions) {
    app.route({
      ...route(action.call, {
        tags, summary: action.summary,
        params: RecordIdParams, response: { ...operatorErrors, 409: ErrorBody },
      }),
      handler: async (request) => {
        const id = recordId(action.resource, request.params.id);
        const done = await action.run(contextOf(request), id);
        return { id, message: englishMessage(done.messageKey, done.messageValues), ...done };
      },
    });
  }
};
