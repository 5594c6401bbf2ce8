import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ErrorBody } from '../../../contract/schemas.js';
import { listInvitationRows, listPlayerOverview } from '../../repositories/people/lists.js';
import { findFamilyPlayerProfile, findPlayerProfile } from '../../repositories/people/profiles.js';
import { hasConsent } from '../../repositories/people/guardians.js';
import { playerInReach } from '../../services/familyAccess.js';
import { keptAnswers, notModified } from '../../services/keptAnswers.js';
import { todayUtc } from '../../domain/seasons.js';
import { removeOrFail } from '../../services/peopleRemoval.js';
import { recordAccess } from '../../repositories/privacy/accessLog.js';
import { refuse } from '../../domain/refusal.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';

/** Answers kept per club, season and data version (services/keptAnswers.ts): the players list and a player's page. */
const PLAYERS_LIST = 'players list';
const PLAYER_PAGE = 'player page';

/** A player's page, kept per club data version as the list is: managers go back and forth between players. */
function playerPage(app: FastifyInstance) {
  const { db } = app.database;
  const keptOrBuilt = keptAnswers(app);
  return async (request: FastifyRequest, reply: FastifyReply, userId: string, clubSeasonId?: string) => {
    const { clubId } = request.user;
    const key = `${PLAYER_PAGE} ${userId} ${clubSeasonId ?? `current ${todayUtc()}`}`;
    const answer = await keptOrBuilt(request, reply, key, async () => {
      const profile = await findPlayerProfile(db, clubId, userId, clubSeasonId);
      if (!profile) throw refuse.notFound(clubSeasonId ? 'playerOrSeasonMissing' : 'playerMissing');
      // Written by the route's schema, as an answer not kept is.
      return reply.serializeInput(profile, '200') as string;
    }, { player: userId });
    // Kept or built, the page was read (a kept one exists only for a player of the club).
    await recordAccess(db, request.user, clubId, userId.toLowerCase(), 'view');
    return answer;
  };
}

/**
 * /api/Player: the players lists (204 = empty, spec §7), their removal and a player's profile, and a
 * player's page of a season: for managers, and for a guardian their own child as the family sees it
 * (completed, released reports only; issue 25). A guardian asking for any other player meets 404.
 */
export const playerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const { db } = database;
  const empty = { 204: Type.Null({ description: 'No players' }) };
  const keptOrBuilt = keptAnswers(app);
  const detail = playerPage(app);

  app.route({
    ...route(endpoints.playerGetPlayerOverviewReportByClubId, {
      tags: ['Player'],
      summary: "The club's active players with team, trainers, progress and average score in the season (the current one unless given); 204 when there are none",
      response: {
        ...empty,
        ...notModified,
        404: ErrorBody,
      },
    }),
    handler: async (request, reply) => {
      const { clubId } = request.user;
      const asked = request.query.clubSeasonId;
      // The current season follows the calendar as well as the club's data.
      const key = `${PLAYERS_LIST} ${asked ?? `current ${todayUtc()}`}`;
      return keptOrBuilt(request, reply, key, async (version) => {
        // May lag: on the replica when it has the club's data version (server/db/readReplica.ts).
        const rows = await app.reads.read(clubId, (from) => listPlayerOverview(from, clubId, asked), version);
        if (!rows) throw refuse.notFound('seasonMissing');
        if (!rows.length) return reply.status(204).send(null);
        // Its rows are built to PlayerOverviewRow already: JSON.stringify writes them 2–4× faster than the
        // schema's serializer, which checks each of the row's eleven nullable fields (an anyOf).
        return JSON.stringify(rows);
      });
    },
  });

  app.route({
    ...route(endpoints.playerGetUserManagerOverviewByClubId, {
      tags: ['Player'],
      summary: 'The invited players (isActive=false) or the active ones (isActive=true) with who invited them and when; 204 when there are none',
      response: empty,
    }),
    handler: async (request, reply) => {
      const status = request.query.isActive === true ? 'active' : 'invited';
      const rows = await listInvitationRows(db, request.user.clubId, 'Player', status);
      return rows.length ? rows : reply.status(204).send(null);
    },
  });

  app.route({
    ...route(endpoints.playerRemovePlayers, {
      tags: ['Player'],
      summary: 'Remove players (soft delete; their reports stay). isActive confines it to the active or the invited ones',
      response: { 400: ErrorBody, 404: ErrorBody },
    }),
    handler: async (request) => {
      const { isActive } = request.query;
      const status = isActive === undefined ? undefined : isActive ? 'active' : 'invited';
      await removeOrFail(db, request.user, 'Player', request.body, status, { missing: 'somePlayersMissing' });
      return { isSucceeded: true, errorMessage: null };
    },
  });

  app.route({
    ...route(endpoints.playerGetPlayerDetailById, {
      tags: ['Player'],
      summary: "A player's profile with team, position and the current season's report numbers",
      response: { ...notModified, 404: ErrorBody },
    }),
    handler: async (request, reply) => detail(request, reply, request.query.userId),
  });

  // A player's page of a season: for managers, and for a guardian their own child as the family sees it (completed, released reports only; issue 25). A guardian asking for any other player meets 404.

  app.route({
    ...route(endpoints.playerGetPlayerDetailByIdBySeason, {
      tags: ['Player'],
      summary: "A player's profile with the report numbers of the season given (else the current one)",
      description:
        "A guardian may ask it for their own child only (404 for anyone else): the reports are the completed ones the club " +
        'has released, and only while sharing reports with guardians is consented to; no open reports; the photo only with ' +
        'consent for photos.',
      response: { ...notModified, 404: ErrorBody },
    }),
    handler: async (request, reply) => {
      const { userId, clubSeasonId } = request.query;
      if (request.user.role !== 'Guardian') return detail(request, reply, userId, clubSeasonId);
      await playerInReach(db, request.user, userId);
      const profile = await findFamilyPlayerProfile(db, request.user.clubId, userId, clubSeasonId, {
        photoShown: await hasConsent(db, userId, 'photos'),
        reportsShared: await hasConsent(db, userId, 'sharing'),
      });
      if (!profile) throw refuse.notFound('playerOrSeasonMissing');
      await recordAccess(db, request.user, request.user.clubId, userId.toLowerCase(), 'view');
      return profile;
    },
  });
};
