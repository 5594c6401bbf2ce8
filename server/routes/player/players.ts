import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody } from '../../../contract/schemas.js';
import { InvitedRow, PlayerOverviewRow, PlayerProfile, RemovePeopleRequest, Succeeded } from '../../../contract/people.js';
import { httpErrors } from '@fastify/sensible';
import { listInvitationRows, listPlayerOverview, resolveSeason } from '../../repositories/peopleLists.js';
import { findPlayerProfile } from '../../repositories/profiles.js';
import { removeOrFail } from '../../services/peopleRemoval.js';

/**
 * The players list is written with JSON.stringify: its rows are built to PlayerOverviewRow already,
 * and fast-json-stringify checks each of the row's eleven nullable fields (an anyOf) against its schema,
 * which made a 10,000-row answer 2–4× slower to write (npm run bench). The schema still documents it.
 */
const plainJson = () => (data: unknown) => JSON.stringify(data);

/** /api/Player: the players lists (204 = empty, spec §7), their removal and a player's profile. */
export const playerListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const { db } = database;
  const security = [{ bearer: [] }];
  const empty = { 204: Type.Null({ description: 'No players' }) };

  app.get(
    '/api/Player/GetPlayerOverviewReportByClubId',
    {
      schema: {
        tags: ['Player'],
        summary: "The club's active players with team, trainers, progress and average score in the season (the current one unless given); 204 when there are none",
        security,
        querystring: Type.Object({ clubSeasonId: Type.Optional(Type.String({ format: 'uuid' })) }),
        response: { 200: Type.Array(PlayerOverviewRow), ...empty, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
      serializerCompiler: plainJson,
    },
    async (request, reply) => {
      const season = await resolveSeason(db, request.user.clubId, request.query.clubSeasonId);
      if (!season.found) throw httpErrors.notFound('This season does not exist.');
      const rows = await listPlayerOverview(db, request.user.clubId, season.seasonId);
      return rows.length ? rows : reply.status(204).send(null);
    },
  );

  app.get(
    '/api/Player/GetUserManagerOverviewByClubId',
    {
      schema: {
        tags: ['Player'],
        summary: 'The invited players (isActive=false) or the active ones (isActive=true) with who invited them and when; 204 when there are none',
        security,
        querystring: Type.Object({ isActive: Type.Optional(Type.Boolean()) }),
        response: { 200: Type.Array(InvitedRow), ...empty, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const status = request.query.isActive === true ? 'active' : 'invited';
      const rows = await listInvitationRows(db, request.user.clubId, 'Player', status);
      return rows.length ? rows : reply.status(204).send(null);
    },
  );

  app.post(
    '/api/Player/RemovePlayers',
    {
      schema: {
        tags: ['Player'],
        summary: 'Remove players (soft delete; their reports stay). isActive confines it to the active or the invited ones',
        security,
        querystring: Type.Object({ isActive: Type.Optional(Type.Boolean()) }),
        body: RemovePeopleRequest,
        response: { 200: Succeeded, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const { isActive } = request.query;
      const status = isActive === undefined ? undefined : isActive ? 'active' : 'invited';
      await removeOrFail(db, request.user, 'Player', request.body, status, { missing: 'Some of the selected players do not exist.' });
      return { isSucceeded: true, errorMessage: null };
    },
  );

  const detail = async (clubId: string, userId: string, clubSeasonId?: string) => {
    const profile = await findPlayerProfile(db, clubId, userId, clubSeasonId);
    if (!profile) throw httpErrors.notFound(clubSeasonId ? 'This player or season does not exist.' : 'This player does not exist.');
    return profile;
  };

  app.get(
    '/api/Player/GetPlayerDetailById',
    {
      schema: {
        tags: ['Player'],
        summary: "A player's profile with team, position and the current season's report numbers",
        security,
        querystring: Type.Object({ userId: Type.String({ format: 'uuid' }) }),
        response: { 200: PlayerProfile, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => detail(request.user.clubId, request.query.userId),
  );

  app.get(
    '/api/Player/GetPlayerDetailByIdBySeason',
    {
      schema: {
        tags: ['Player'],
        summary: "A player's profile with the report numbers of the season given (else the current one)",
        security,
        querystring: Type.Object({
          userId: Type.String({ format: 'uuid' }),
          clubSeasonId: Type.Optional(Type.String({ format: 'uuid' })),
        }),
        response: { 200: PlayerProfile, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => detail(request.user.clubId, request.query.userId, request.query.clubSeasonId),
  );
};
