import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { recordClubAction } from '../../repositories/audit.js';
import { Type } from 'typebox';
import { ErrorBody } from '../../../contract/schemas.js';
import { findTeam, ownTeamOrNull } from '../../repositories/teams/teams.js';
import { addMemberships, clubPeopleOfRole, endTrainerMemberships, movePlayersToTeam, teamPlayerRows } from '../../repositories/teams/memberships.js';
import { removeFromTeam, teamAndSeason } from '../team/members.js';
import { refuse } from '../../domain/refusal.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';

/** /api/Player calls of the team detail page: a team's players, taking them out, moving people between teams. */
export const teamPlayerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;

  app.route({
    ...route(endpoints.playerGetTeamPlayerOverview, {
      tags: ['Player'],
      summary: "A team's players with progress (percent), trainers and average score for the season; 204 when none",
      response: {
        204: Type.Null({ description: 'The team has no players' }),
        404: ErrorBody,
      },
    }),
    handler: async (request, reply) => {
      const { clubId } = request.user;
      const seasonId = await teamAndSeason(db, clubId, request.query.teamId, request.query.clubSeasonId);
      const rows = await teamPlayerRows(db, clubId, request.query.teamId, seasonId);
      if (rows.length === 0) return reply.status(204).send(null);
      return rows;
    },
  });

  app.route({
    ...route(endpoints.playerRemovePlayersFromTeam, {
      tags: ['Player'],
      summary: 'Take players out of their team (Id = the row\'s teamPlayerId); they stay in the club, reports are kept',
      response: { 400: ErrorBody, 404: ErrorBody },
    }),
    handler: removeFromTeam(db, 'Player'),
  });

  app.route({
    ...route(endpoints.playerChangeTeam, {
      tags: ['Player'],
      summary: 'Move a player (type Player) or a trainer (type Trainer) to another team',
      description:
        'A player leaves their team and joins newTeamId. A trainer leaves oldTeamId (or, without it, every team) and ' +
        'joins newTeamId. Reports keep the team they were written in.',
      response: { 400: ErrorBody, 404: ErrorBody },
    }),
    handler: async (request) => {
      const { clubId } = request.user;
      const { userId, newTeamId, type, oldTeamId } = request.body;
      await db.transaction().execute(async (trx) => {
        if (!(await findTeam(trx, clubId, newTeamId))) throw refuse.notFound('teamMissing');
        const [person] = await clubPeopleOfRole(trx, clubId, type, [userId]);
        if (!person) throw refuse.notFound(type === 'Player' ? 'playerMissing' : 'trainerMissing');
        await recordClubAction(trx, request, 'person.changeTeam', { kind: 'person', id: person.id }, { role: type, newTeamId, oldTeamId: await ownTeamOrNull(trx, clubId, oldTeamId) });
        if (type === 'Player') {
          await movePlayersToTeam(trx, newTeamId, [userId]);
          return;
        }
        if (oldTeamId && oldTeamId !== newTeamId) {
          if (!(await findTeam(trx, clubId, oldTeamId))) throw refuse.notFound('teamMissing');
          if ((await endTrainerMemberships(trx, [userId], { teamId: oldTeamId })) === 0) {
            throw refuse.badRequest('trainerNotInTeam');
          }
        } else if (!oldTeamId) {
          // Without oldTeamId the trainer moves entirely: every other team ends.
          await endTrainerMemberships(trx, [userId], { exceptTeamId: newTeamId });
        }
        await addMemberships(trx, newTeamId, 'Trainer', [userId]);
      });
      return { isSucceeded: true };
    },
  });
};
