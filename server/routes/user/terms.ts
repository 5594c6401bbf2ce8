import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../contract/schemas.js';
import { currentTerms, recordAcceptance } from '../../repositories/accounts/terms.js';
import { refuse } from '../../domain/refusal.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';

/** The terms and privacy in force (anyone may read them, before signing in too), and the signed-in person's acceptance, recorded per person and version. */
export const termsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;

  app.route({
    ...route(endpoints.userGetTermsAndPrivacy, {
      tags: ['User'],
      summary: 'The terms and privacy in force (description, version), in English or Dutch',
      response: { 404: ErrorBody },
    }),
    handler: async (request) => {
      const terms = await currentTerms(db);
      if (!terms) throw refuse.notFound('termsNotPublished');
      return { description: request.query.language === 'nl' ? terms.description_nl : terms.description_en, version: terms.version };
    },
  });

  // The signed-in person's acceptance of the terms and privacy, recorded per person and version.

  app.route({
    ...route(endpoints.userAcceptPolicy, {
      tags: ['User'],
      summary: 'Accept the terms and privacy in force, for the signed-in person',
      response: { 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
    }),
    handler: async (request) => {
      if (request.body.userId !== request.user.id) {
        throw refuse.forbidden('termsOwnAccountOnly');
      }
      const terms = await currentTerms(db);
      if (!terms) throw refuse.notFound('termsNotPublished');
      if (request.body.version !== undefined && request.body.version !== terms.version) {
        throw refuse.conflict('termsChanged', { version: String(terms.version) });
      }
      await recordAcceptance(db, request.user.id, terms.id);
      return { isSucceeded: true, version: terms.version };
    },
  });
};
