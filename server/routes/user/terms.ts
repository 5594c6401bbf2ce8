import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../contract/schemas.js';
import { AcceptPolicyRequest, AcceptPolicyResponse, TermsAndPrivacy, TermsQuery } from '../../../contract/accounts.js';
import { currentTerms, recordAcceptance } from '../../repositories/terms.js';
import { refuse } from '../../domain/refusal.js';

/** The terms and privacy in force: anyone may read them, before signing in too. */
export const termsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;

  app.get(
    '/api/user/GetTermsAndPrivacy',
    {
      schema: {
        tags: ['User'],
        summary: 'The terms and privacy in force (description, version), in English or Dutch',
        querystring: TermsQuery,
        response: { 200: TermsAndPrivacy, 404: ErrorBody },
      },
    },
    async (request) => {
      const terms = await currentTerms(db);
      if (!terms) throw refuse.notFound('termsNotPublished');
      return { description: request.query.language === 'nl' ? terms.description_nl : terms.description_en, version: terms.version };
    },
  );
};

/** The signed-in person's acceptance of the terms and privacy, recorded per person and version. */
export const termsAcceptanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;

  app.post(
    '/api/user/AcceptPolicy',
    {
      schema: {
        tags: ['User'],
        summary: 'Accept the terms and privacy in force, for the signed-in person',
        security: [{ bearer: [] }],
        body: AcceptPolicyRequest,
        response: { 200: AcceptPolicyResponse, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
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
  );
};
