import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../contract/schemas.js';
import { findClub } from '../../repositories/clubs.js';
import { listSeasons } from '../../repositories/seasons.js';
import { refuse } from '../../domain/refusal.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';

/** /api/user: the signed-in person's club. */
export const clubRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const { db } = database;

  app.route({
    ...route(endpoints.userGetClubDetails, {
      tags: ['User'],
      summary: "The caller's club with its seasons",
      response: { 404: ErrorBody },
    }),
    handler: async (request) => {
      const club = await findClub(db, request.user.clubId);
      if (!club) throw refuse.notFound('theClubMissing');
      return { ...club, clubSeasons: await listSeasons(db, club.id) };
    },
  });
};
