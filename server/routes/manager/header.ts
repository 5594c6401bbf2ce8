import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findHeaderDetail } from '../../repositories/people/records.js';
import { refuse } from '../../domain/refusal.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';

/** /api/Manager: the managers' calls. */
export const headerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const { db } = database;

  app.route({
    ...route(endpoints.managerGetUserDetailHeader, {
      tags: ['Manager'],
      summary: "The signed-in manager's name and picture for the header",
    }),
    handler: async (request) => {
      const header = await findHeaderDetail(db, request.user.clubId, request.user.id);
      if (!header) throw refuse.notFound('personMissing');
      return header;
    },
  });
};
