import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../contract/schemas.js';
import { findTeam } from '../../repositories/teams/teams.js';
import { availablePeople } from '../../repositories/teams/memberships.js';
import { refuse } from '../../domain/refusal.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';

/** /api/Manager/getAvailablePlayersOrTrainers: the people a manager can add to a team. */
export const availablePeopleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;

  app.route({
    ...route(endpoints.managerGetAvailablePlayersOrTrainers, {
      tags: ['Manager'],
      summary: "The club's players (key=player) or trainers (key=trainer) with the team(s) they are in now",
      description: 'teamId (optional) leaves out the people already in that team.',
      response: { 400: ErrorBody, 404: ErrorBody },
    }),
    handler: async (request) => {
      const { clubId } = request.user;
      const { key, teamId } = request.query;
      if (teamId && !(await findTeam(db, clubId, teamId))) throw refuse.notFound('teamMissing');
      return availablePeople(db, clubId, key.toLowerCase() === 'player' ? 'Player' : 'Trainer', teamId);
    },
  });
};
