import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../contract/schemas.js';
import { AcceptPolicyRequest, AcceptPolicyResponse, TermsAndPrivacy, TermsQuery } from '../../../contract/accounts.js';
import { httpErrors } from '@fastify/sensible';
import { currentTerms, recordAcceptance } from '../../repositories/terms.js';

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
      if (!terms) throw httpErrors.notFound('No terms and privacy have been published yet.');
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
        throw httpErrors.forbidden('You can only accept the terms and privacy for your own account.');
      }
      const terms = await currentTerms(db);
      if (!terms) throw httpErrors.notFound('No terms and privacy have been published yet.');
      if (request.body.version !== undefined && request.body.version !== terms.version) {
        throw httpErrors.conflict(`The terms and privacy have changed to version ${terms.version}. Please read them again.`);
      }
      await recordAcceptance(db, request.user.id, terms.id);
      return { isSucceeded: true, version: terms.version };
    },
  );
};
