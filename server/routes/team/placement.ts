import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { recordClubAction } from '../../repositories/audit.js';
import { refuse } from '../../domain/refusal.js';
import { ErrorBody } from '../../../contract/schemas.js';
import { lockClubPlayers, placementBoard } from '../../repositories/teams/placement.js';
import { seasonInViewOrNotFound } from '../../services/seasonInView.js';
import { findTeam } from '../../repositories/teams/teams.js';
import { movePlayersToTeam } from '../../repositories/teams/memberships.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';

/** The team placement board (issue 23): every player at a glance, and moving many players at once. */
export const teamPlacementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;

  app.route({
    ...route(endpoints.teamGetPlacementBoard, {
      tags: ['Team'],
      summary: "Every player of the club with birth year, current team and average of the season before clubSeasonId",
      description:
        'clubSeasonId is the season being formed (default: the newest season); lastSeasonAverage is the stored ' +
        'average of the club season that starts latest before it.',
      response: { 400: ErrorBody, 404: ErrorBody },
    }),
    handler: async (request) => {
      const { clubId } = request.user;
      const { clubSeasonId } = request.query;
      // Only checked here: without one, the board is of the club's newest season (the one being formed), not the current one.
      await seasonInViewOrNotFound(db, clubId, clubSeasonId);
      return placementBoard(db, clubId, clubSeasonId);
    },
  });

  app.route({
    ...route(endpoints.teamMovePlayers, {
      tags: ['Team'],
      summary: 'Move players to a team, all or none: an unknown or another club\'s id moves nobody',
      description:
        'Each player leaves the team they are in and joins teamId; players already in it stay. Stored progress ' +
        'follows in the same transaction; reports keep the team and season they were written in.',
      response: { 400: ErrorBody, 404: ErrorBody },
    }),
    handler: async (request) => {
      const { clubId } = request.user;
      const { teamId } = request.body;
      const userIds = [...new Set(request.body.userIds)];
      await db.transaction().execute(async (trx) => {
        if (!(await findTeam(trx, clubId, teamId))) throw refuse.notFound('teamMissing');
        const players = await lockClubPlayers(trx, clubId, userIds);
        if (players.length !== userIds.length) throw refuse.notFound('selectedPlayerMissing');
        // The same move as Player/ChangeTeam and Team/AddPlayerToTeam: migration 0007's triggers keep progress right.
        await movePlayersToTeam(trx, teamId, userIds);
        await recordClubAction(trx, request, 'team.movePlayers', { kind: 'team', id: teamId }, { playerIds: userIds });
      });
      return { isSucceeded: true };
    },
  });
};
