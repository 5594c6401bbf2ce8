import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { childrenOf } from '../../repositories/people/guardians.js';
import { todayUtc } from '../../domain/seasons.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';

/** /api/Guardian: the signed-in guardian's own children (issue 25). */
export const childrenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;

  app.route({
    ...route(endpoints.guardianGetChildren, {
      tags: ['Guardian'],
      summary: "The signed-in guardian's children in the club, with their team and consents (a photo only with consent)",
    }),
    handler: async (request) => childrenOf(db, request.user.clubId, request.user.id, todayUtc()),
  });
};
