import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { recordClubAction } from '../../repositories/audit.js';
import { refuse } from '../../domain/refusal.js';
import { ErrorBody } from '../../../contract/schemas.js';
import { accessLogOf, recordAccess } from '../../repositories/privacy/accessLog.js';
import { exportPerson } from '../../repositories/privacy/personExport.js';
import { erasePerson } from '../../repositories/privacy/erasure.js';
import { assertMayReadPersonFile, exportScopeNote, exportViewFor } from '../../services/privacy/personFile.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';

const refused = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** /api/Privacy: a person's access log and export, for whoever may read their file (services/privacy/personFile.ts), and the erasure of a person by a manager (art. 17; it cannot be undone). */
export const privacyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;

  app.route({
    ...route(endpoints.privacyGetAccessLog, {
      tags: ['Privacy'],
      summary: "Who read or changed a person's file, newest first: for the club's managers, and for the person themselves",
      response: refused,
    }),
    handler: async (request) => {
      const userId = request.query.userId.toLowerCase();
      await assertMayReadPersonFile(db, request.user, userId);
      return accessLogOf(db, request.user.clubId, userId);
    },
  });

  app.route({
    ...route(endpoints.privacyExportPerson, {
      tags: ['Privacy'],
      summary: 'Everything the club holds on a person (art. 15/20): profile, memberships, reports with scores and comments, access log',
      description:
        "For the club's managers (any person of the club), the person themselves and a guardian for their child. A manager's " +
        "export is the club's full file for a formal access request (scope 'formalRequest'): every report. The person's own " +
        "(scope 'own') holds the reports their own pages show: completed ones the club has released, to a guardian only while " +
        "sharing reports is consented to. scopeNote says which, in the file's language. Logged as an export in the person's access log.",
      response: refused,
    }),
    handler: async (request) => {
      const userId = request.query.userId.toLowerCase();
      await assertMayReadPersonFile(db, request.user, userId);
      const view = await exportViewFor(db, request.user, userId);
      return db.transaction().execute(async (trx) => {
        await recordAccess(trx, request.user, request.user.clubId, userId, 'export');
        const file = await exportPerson(trx, request.user.clubId, userId, app.clock(), view);
        return { ...file, scopeNote: exportScopeNote(file.scope, file.language) };
      });
    },
  });

  // /api/Privacy/ErasePerson: managers erase a person of the club (art. 17); it cannot be undone.

  app.route({
    ...route(endpoints.privacyErasePerson, {
      tags: ['Privacy'],
      summary: 'Erase what identifies a person of the club; their scores stay as anonymous figures. Cannot be undone',
      description:
        'The person is removed (signed out everywhere, no sign-in), and their name, e-mail address, phone, birth date, ' +
        'address, photo and the comments about them are gone from every table. Erasing an erased person changes nothing.',
      response: refused,
    }),
    handler: async (request) => {
      const userId = request.body.userId.toLowerCase();
      const outcome = await db.transaction().execute(async (trx) => {
        const erased = await erasePerson(trx, request.user.clubId, userId, request.user, app.clock());
        // After the erasure's own pseudonymising: this entry names nobody but the anonymous row's id.
        if ('erased' in erased) await recordClubAction(trx, request, 'person.erase', { kind: 'person', id: userId });
        return erased;
      });
      if ('missing' in outcome) throw refuse.notFound('personMissing');
      if ('ownAccount' in outcome) throw refuse.badRequest('ownAccountErase');
      return { isSucceeded: true, errorMessage: null };
    },
  });
};
