import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../contract/schemas.js';
import { familySettings, privacyStatement, saveFamilySettings } from '../../repositories/reports/releases.js';
import { refuse } from '../../domain/refusal.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';

/** /api/user: the club's family settings (issue 25): when reports are released, and its privacy statement (read by everyone of the club, with the terms when signing in). */
export const familySettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;

  app.route({
    ...route(endpoints.userGetFamilySettings, {
      tags: ['User'],
      summary: "The club's release of completed reports (on completion, or per round by a manager) and its privacy statement in English and Dutch",
      response: { 404: ErrorBody },
    }),
    handler: async (request) => {
      const settings = await familySettings(db, request.user.clubId);
      if (!settings) throw refuse.notFound('clubMissing');
      return settings;
    },
  });

  app.route({
    ...route(endpoints.userSaveFamilySettings, {
      tags: ['User'],
      summary: "Save the club's release of completed reports and its privacy statement",
      description: 'Switching to release on completion releases every completed report still waiting, at once.',
      response: { 400: ErrorBody },
    }),
    handler: async (request) => {
      const { clubId, id } = request.user;
      await db.transaction().execute((trx) => saveFamilySettings(trx, clubId, id, request.body));
      return { isSucceeded: true, errorMessage: null };
    },
  });

  // The club's privacy statement, for everyone of the club: shown with the terms when signing in.

  app.route({
    ...route(endpoints.userGetPrivacyStatement, {
      tags: ['User'],
      summary: "The signed-in person's club's privacy statement in English or Dutch (empty when the club has written none)",
    }),
    handler: async (request) => privacyStatement(db, request.user.clubId, request.query.language ?? 'en'),
  });
};
