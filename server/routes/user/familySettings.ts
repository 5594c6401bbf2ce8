import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FamilySettings, PrivacyStatement } from '../../../contract/guardians.js';
import { TermsLanguage } from '../../../contract/accounts.js';
import { Succeeded } from '../../../contract/people.js';
import { ErrorBody } from '../../../contract/schemas.js';
import { familySettings, privacyStatement, saveFamilySettings } from '../../repositories/releases.js';
import { refuse } from '../../domain/refusal.js';

/** /api/user: the club's family settings (issue 25): when reports are released, and its privacy statement. */
export const familySettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const security = [{ bearer: [] }];

  app.get(
    '/api/user/GetFamilySettings',
    {
      schema: {
        tags: ['User'],
        summary: "The club's release of completed reports (on completion, or per round by a manager) and its privacy statement in English and Dutch",
        security,
        response: { 200: FamilySettings, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const settings = await familySettings(db, request.user.clubId);
      if (!settings) throw refuse.notFound('clubMissing');
      return settings;
    },
  );

  app.post(
    '/api/user/SaveFamilySettings',
    {
      schema: {
        tags: ['User'],
        summary: "Save the club's release of completed reports and its privacy statement",
        description: 'Switching to release on completion releases every completed report still waiting, at once.',
        security,
        body: FamilySettings,
        response: { 200: Succeeded, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const { clubId, id } = request.user;
      await db.transaction().execute((trx) => saveFamilySettings(trx, clubId, id, request.body));
      return { isSucceeded: true, errorMessage: null };
    },
  );
};

/** The club's privacy statement, for everyone of the club: shown with the terms when signing in. */
export const privacyStatementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;

  app.get(
    '/api/user/GetPrivacyStatement',
    {
      schema: {
        tags: ['User'],
        summary: "The signed-in person's club's privacy statement in English or Dutch (empty when the club has written none)",
        security: [{ bearer: [] }],
        querystring: Type.Object({ language: Type.Optional(TermsLanguage) }),
        response: { 200: PrivacyStatement, 401: ErrorBody },
      },
    },
    async (request) => privacyStatement(db, request.user.clubId, request.query.language ?? 'en'),
  );
};
