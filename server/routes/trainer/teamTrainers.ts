import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody } from '../../../contract/schemas.js';
import { IdList, Succeeded, TeamTrainerRow } from '../../../contract/clubStructure.js';
import { teamTrainerRows } from '../../repositories/teams.js';
import { removeFromTeam, teamAndSeason, TeamSeasonQuery } from '../team/members.js';

/** /api/trainer calls of the team detail page: a team's trainers with their progress, and taking them out. */
export const teamTrainerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;

  app.get(
    '/api/trainer/GetTrainerOverviewByClubId',
    {
      schema: {
        tags: ['Trainer'],
        summary: "A team's trainers with their progress on this team's players (percent) and last update for the season",
        security: [{ bearer: [] }],
        querystring: TeamSeasonQuery,
        response: { 200: Type.Array(TeamTrainerRow), 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const { clubId } = request.user;
      const seasonId = await teamAndSeason(db, clubId, request.query.teamId, request.query.clubSeasonId);
      return teamTrainerRows(db, clubId, request.query.teamId, seasonId);
    },
  );

  app.post(
    '/api/Trainer/RemoveTrainersFromTeam',
    {
      schema: {
        tags: ['Trainer'],
        summary: 'Take trainers out of a team (Id = the row\'s teamTrainerId); they stay in the club',
        security: [{ bearer: [] }],
        body: IdList('noTrainerSelected'),
        response: { 200: Succeeded, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    removeFromTeam(db, 'Trainer'),
  );
};
