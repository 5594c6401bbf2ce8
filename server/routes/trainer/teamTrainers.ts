import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../contract/schemas.js';
import { teamTrainerRows } from '../../repositories/teams/memberships.js';
import { removeFromTeam, teamAndSeason } from '../team/members.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';

/** /api/trainer calls of the team detail page: a team's trainers with their progress, and taking them out. */
export const teamTrainerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;

  app.route({
    ...route(endpoints.trainerGetTrainerOverviewByClubId, {
      tags: ['Trainer'],
      summary: "A team's trainers with their progress on this team's players (percent) and last update for the season",
      response: { 404: ErrorBody },
    }),
    handler: async (request) => {
      const { clubId } = request.user;
      const seasonId = await teamAndSeason(db, clubId, request.query.teamId, request.query.clubSeasonId);
      return teamTrainerRows(db, clubId, request.query.teamId, seasonId);
    },
  });

  app.route({
    ...route(endpoints.trainerRemoveTrainersFromTeam, {
      tags: ['Trainer'],
      summary: 'Take trainers out of a team (Id = the row\'s teamTrainerId); they stay in the club',
      response: { 400: ErrorBody, 404: ErrorBody },
    }),
    handler: removeFromTeam(db, 'Trainer'),
  });
};
