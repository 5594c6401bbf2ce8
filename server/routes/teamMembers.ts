import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody } from '../../contract/schemas.js';
import {
  AvailablePerson,
  ChangeTeamRequest,
  IdList,
  Succeeded,
  TeamPlayerRow,
  TeamTrainerRow,
} from '../../contract/clubStructure.js';
import { authenticate, managerOnly } from '../plugins/auth.js';
import { HttpError } from '../plugins/errors.js';
import { seasonForView } from '../repositories/seasonsAdmin.js';
import {
  addMemberships,
  availablePeople,
  clubPeopleOfRole,
  endMemberships,
  endTrainerMemberships,
  findTeam,
  movePlayersToTeam,
  teamPlayerRows,
  teamTrainerRows,
} from '../repositories/teams.js';

const TEAM_MISSING = 'This team does not exist.';

const TeamSeasonQuery = Type.Object({
  teamId: Type.String({ format: 'uuid' }),
  /** Default: the club's current season. */
  clubSeasonId: Type.Optional(Type.String({ format: 'uuid' })),
});

/**
 * The team detail page's member calls under /api/Player, /api/Trainer and /api/Manager: who is in a
 * team, with progress for a season, and moving people in and out of teams.
 */
export const teamMemberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const { db } = database;
  app.addHook('onRequest', authenticate(db));
  managerOnly(app);

  /** The team and season of a member list; an unknown or foreign one is a 404. */
  const teamAndSeason = async (clubId: string, teamId: string, clubSeasonId: string | undefined) => {
    const [team, season] = await Promise.all([findTeam(db, clubId, teamId), seasonForView(db, clubId, clubSeasonId)]);
    if (!team) throw new HttpError(404, TEAM_MISSING);
    if (!season.found) throw new HttpError(404, 'This season does not exist.');
    return season.seasonId;
  };

  app.get(
    '/api/Player/GetTeamPlayerOverview',
    {
      schema: {
        tags: ['Player'],
        summary: "A team's players with progress (percent), trainers and average score for the season; 204 when none",
        security: [{ bearer: [] }],
        querystring: TeamSeasonQuery,
        response: {
          200: Type.Array(TeamPlayerRow),
          204: Type.Null({ description: 'The team has no players' }),
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { clubId } = request.user;
      const seasonId = await teamAndSeason(clubId, request.query.teamId, request.query.clubSeasonId);
      const rows = await teamPlayerRows(db, clubId, request.query.teamId, seasonId);
      if (rows.length === 0) return reply.status(204).send(null);
      return rows;
    },
  );

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
      const seasonId = await teamAndSeason(clubId, request.query.teamId, request.query.clubSeasonId);
      return teamTrainerRows(db, clubId, request.query.teamId, seasonId);
    },
  );

  app.get(
    '/api/Manager/getAvailablePlayersOrTrainers',
    {
      schema: {
        tags: ['Manager'],
        summary: "The club's players (key=player) or trainers (key=trainer) with the team(s) they are in now",
        description: 'teamId (optional) leaves out the people already in that team.',
        security: [{ bearer: [] }],
        querystring: Type.Object({
          key: Type.String({ pattern: '^(?:[Pp][Ll][Aa][Yy][Ee][Rr]|[Tt][Rr][Aa][Ii][Nn][Ee][Rr])$' }),
          teamId: Type.Optional(Type.String({ format: 'uuid' })),
        }),
        response: { 200: Type.Array(AvailablePerson), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const { clubId } = request.user;
      const { key, teamId } = request.query;
      if (teamId && !(await findTeam(db, clubId, teamId))) throw new HttpError(404, TEAM_MISSING);
      return availablePeople(db, clubId, key.toLowerCase() === 'player' ? 'Player' : 'Trainer', teamId);
    },
  );

  const removeFromTeam = (role: 'Player' | 'Trainer') => async (request: { user: { clubId: string }; body: IdList }) => {
    const ids = [...new Set(request.body.map((item) => item.Id))];
    if (ids.length === 0) throw new HttpError(400, role === 'Player' ? 'No selected players' : 'No selected trainers');
    await db.transaction().execute(async (trx) => {
      const ended = await endMemberships(trx, request.user.clubId, role, ids);
      if (ended !== ids.length) {
        throw new HttpError(404, `One of the selected ${role === 'Player' ? 'players' : 'trainers'} is not in this team.`);
      }
    });
    return { isSucceeded: true };
  };

  app.post(
    '/api/Player/RemovePlayersFromTeam',
    {
      schema: {
        tags: ['Player'],
        summary: 'Take players out of their team (Id = the row\'s teamPlayerId); they stay in the club, reports are kept',
        security: [{ bearer: [] }],
        body: IdList,
        response: { 200: Succeeded, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    removeFromTeam('Player'),
  );

  app.post(
    '/api/Trainer/RemoveTrainersFromTeam',
    {
      schema: {
        tags: ['Trainer'],
        summary: 'Take trainers out of a team (Id = the row\'s teamTrainerId); they stay in the club',
        security: [{ bearer: [] }],
        body: IdList,
        response: { 200: Succeeded, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    removeFromTeam('Trainer'),
  );

  app.post(
    '/api/Player/ChangeTeam',
    {
      schema: {
        tags: ['Player'],
        summary: 'Move a player (type Player) or a trainer (type Trainer) to another team',
        description:
          'A player leaves their team and joins newTeamId. A trainer leaves oldTeamId (or, without it, every team) and ' +
          'joins newTeamId. Reports keep the team they were written in.',
        security: [{ bearer: [] }],
        body: ChangeTeamRequest,
        response: { 200: Succeeded, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const { clubId } = request.user;
      const { userId, newTeamId, type, oldTeamId } = request.body;
      await db.transaction().execute(async (trx) => {
        if (!(await findTeam(trx, clubId, newTeamId))) throw new HttpError(404, TEAM_MISSING);
        const [person] = await clubPeopleOfRole(trx, clubId, type, [userId]);
        if (!person) throw new HttpError(404, `This ${type === 'Player' ? 'player' : 'trainer'} does not exist.`);
        if (type === 'Player') {
          await movePlayersToTeam(trx, newTeamId, [userId]);
          return;
        }
        if (oldTeamId && oldTeamId !== newTeamId) {
          if (!(await findTeam(trx, clubId, oldTeamId))) throw new HttpError(404, TEAM_MISSING);
          if ((await endTrainerMemberships(trx, [userId], { teamId: oldTeamId })) === 0) {
            throw new HttpError(400, 'This trainer is not in the team they would leave.');
          }
        } else if (!oldTeamId) {
          // Without oldTeamId the trainer moves entirely: every other team ends.
          await endTrainerMemberships(trx, [userId], { exceptTeamId: newTeamId });
        }
        await addMemberships(trx, newTeamId, 'Trainer', [userId]);
      });
      return { isSucceeded: true };
    },
  );
};
