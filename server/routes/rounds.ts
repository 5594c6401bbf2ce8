import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody, Uuid } from '../../contract/schemas.js';
import { SaveOutcome } from '../../contract/reportWriting.js';
import { DUE_SOON_DAYS, DueSoon, SaveSeasonRoundsRequest, SeasonRounds } from '../../contract/rounds.js';
import type { AppContext } from '../app.js';
import { authenticate, requireManager, requireRole } from '../plugins/auth.js';
import { HttpError } from '../plugins/errors.js';
import { resolveSeason } from '../repositories/peopleLists.js';
import { dueSoon, findRoundSeason, saveSeasonRounds, seasonRounds } from '../repositories/rounds.js';
import { planProblem } from '../services/rounds.js';
import { todayUtc } from '../services/seasons.js';

const SEASON_MISSING = 'This season does not exist.';

/**
 * Report rounds (issue 15): each season's rounds with their due dates, which managers move, and
 * the trainers with reports due soon or overdue. Trainers read the rounds (their workspace shows the
 * next due date).
 */
export const roundRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { database }) => {
  const { db } = database;
  app.addHook('onRequest', authenticate(db));
  const security = [{ bearer: [] }];

  const seasonOf = async (clubId: string, seasonId: string) => {
    const season = await findRoundSeason(db, clubId, seasonId);
    if (!season) throw new HttpError(404, SEASON_MISSING);
    return season;
  };

  app.get(
    '/api/MasterData/GetSeasonRounds',
    {
      preValidation: requireRole('Manager', 'Trainer'),
      schema: {
        tags: ['Master data'],
        summary: "The season's report rounds and their due dates (by default the season's dates split evenly)",
        security,
        querystring: Type.Object({ clubSeasonId: Uuid }),
        response: { 200: SeasonRounds, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const { clubSeasonId } = request.query;
      const season = await seasonOf(request.user.clubId, clubSeasonId);
      const { rounds, replanned } = await seasonRounds(db, clubSeasonId, season, todayUtc());
      return { clubSeasonId, rounds, replanned };
    },
  );

  app.post(
    '/api/MasterData/SaveSeasonRounds',
    {
      preValidation: requireManager,
      schema: {
        tags: ['Master data'],
        summary: "Sets the due date of each round of a season: one per report the season asks per player, inside the season's dates, in order",
        security,
        body: SaveSeasonRoundsRequest,
        response: { 200: SaveOutcome, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const { clubSeasonId } = request.body;
      const season = await seasonOf(request.user.clubId, clubSeasonId);
      const rounds = [...request.body.rounds].sort((a, b) => a.round - b.round);
      const problem = planProblem(season, rounds);
      if (problem) throw new HttpError(400, problem);
      await saveSeasonRounds(db, clubSeasonId, rounds);
      return { isSucceeded: true, errorMessage: null };
    },
  );

  app.get(
    '/api/Dashboard/GetDueSoon',
    {
      preValidation: requireManager,
      schema: {
        tags: ['Dashboard'],
        summary: `Trainers with reports missing for a round that is overdue or due within ${DUE_SOON_DAYS} days, in the season (the current one unless given)`,
        security,
        querystring: Type.Object({ clubSeasonId: Type.Optional(Uuid) }),
        response: { 200: DueSoon, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const { clubId } = request.user;
      const resolved = await resolveSeason(db, clubId, request.query.clubSeasonId);
      if (!resolved.found) throw new HttpError(404, SEASON_MISSING);
      if (!resolved.seasonId) return [];
      const season = await seasonOf(clubId, resolved.seasonId);
      const today = todayUtc();
      const { rounds } = await seasonRounds(db, resolved.seasonId, season, today);
      return dueSoon(db, clubId, resolved.seasonId, rounds, today, DUE_SOON_DAYS);
    },
  );
};
