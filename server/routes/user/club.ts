import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ClubDetails, ErrorBody } from '../../../contract/schemas.js';
import { findClub } from '../../repositories/clubs.js';
import { listSeasons } from '../../repositories/seasons.js';
import { refuse } from '../../domain/refusal.js';

/** /api/user: the signed-in person's club. */
export const clubRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const { db } = database;

  app.get(
    '/api/user/GetClubDetails',
    {
      schema: {
        tags: ['User'],
        summary: "The caller's club with its seasons",
        security: [{ bearer: [] }],
        response: { 200: ClubDetails, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const club = await findClub(db, request.user.clubId);
      if (!club) throw refuse.notFound('theClubMissing');
      return { ...club, clubSeasons: await listSeasons(db, club.id) };
    },
  );
};
