import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Child } from '../../../contract/guardians.js';
import { ErrorBody } from '../../../contract/schemas.js';
import { childrenOf } from '../../repositories/guardians.js';
import { todayUtc } from '../../domain/seasons.js';

/** /api/Guardian: the signed-in guardian's own children (issue 25). */
export const childrenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;

  app.get(
    '/api/Guardian/GetChildren',
    {
      schema: {
        tags: ['Guardian'],
        summary: "The signed-in guardian's children in the club, with their team and consents (a photo only with consent)",
        security: [{ bearer: [] }],
        response: { 200: Type.Array(Child), 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => childrenOf(db, request.user.clubId, request.user.id, todayUtc()),
  );
};
