import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../contract/schemas.js';
import { listPositions } from '../../repositories/clubs/positions.js';
import { seasonInViewOrNotFound } from '../../services/seasonInView.js';
import { listTeams } from '../../repositories/teams/teams.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';

/**
 * /api/MasterData: reference data (positions, teams). Readable by every signed-in person of the club:
 * the trainers' mobile app needs them too.
 */
export const referenceDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const { db } = database;

  app.route({
    ...route(endpoints.masterDataGetPositions, {
      tags: ['Master data'],
      summary: 'Playing positions for a player invitation',
    }),
    handler: async () => listPositions(db),
  });

  app.route({
    ...route(endpoints.masterDataGetTeams, {
      tags: ['Master data'],
      summary: "The club's teams by name (teams are not tied to a season; clubSeasonId, if given, must be the club's)",
      response: { 403: ErrorBody, 404: ErrorBody },
    }),
    handler: async (request) => {
      // Teams are not a season's: the season is only checked.
      await seasonInViewOrNotFound(db, request.user.clubId, request.query.clubSeasonId);
      return listTeams(db, request.user.clubId);
    },
  });
};
