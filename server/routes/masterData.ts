import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody, Position, Season } from '../../contract/schemas.js';
import { authenticate } from '../plugins/auth.js';
import { listSeasons } from '../repositories/seasons.js';

/**
 * /api/MasterData: reference data. Readable by every signed-in person of the club (the trainers'
 * mobile app needs seasons and positions too); changes are for managers only.
 */
export const masterDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const { db } = database;
  app.addHook('onRequest', authenticate(db));

  app.get(
    '/api/MasterData/GetClubSeason',
    {
      schema: {
        tags: ['Master data'],
        summary: "The club's seasons, oldest first; isCurrent marks the current one",
        security: [{ bearer: [] }],
        response: { 200: Type.Array(Season), 401: ErrorBody },
      },
    },
    async (request) => listSeasons(db, request.user.clubId),
  );

  app.get(
    '/api/MasterData/GetPositions',
    {
      schema: {
        tags: ['Master data'],
        summary: 'Playing positions for a player invitation',
        security: [{ bearer: [] }],
        response: { 200: Type.Array(Position), 401: ErrorBody },
      },
    },
    async () => db.selectFrom('positions').select(['id', 'name as position']).orderBy('sort_order').execute(),
  );
};
