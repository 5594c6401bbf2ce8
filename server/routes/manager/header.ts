import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, UserDetailHeader } from '../../../contract/schemas.js';
import { findHeaderDetail } from '../../repositories/people.js';
import { refuse } from '../../domain/refusal.js';

/** /api/Manager: the managers' calls. */
export const headerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const { db } = database;

  app.get(
    '/api/Manager/GetUserDetailHeader',
    {
      schema: {
        tags: ['Manager'],
        summary: "The signed-in manager's name and picture for the header",
        security: [{ bearer: [] }],
        response: { 200: UserDetailHeader, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const header = await findHeaderDetail(db, request.user.clubId, request.user.id);
      if (!header) throw refuse.notFound('personMissing');
      return header;
    },
  );
};
