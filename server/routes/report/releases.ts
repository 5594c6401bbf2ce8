import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { refuse } from '../../domain/refusal.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';
import { recordClubAction } from '../../repositories/audit.js';
import { ErrorBody } from '../../../contract/schemas.js';
import { releaseFigures, releaseRound } from '../../repositories/reports/releases.js';
import { seasonRounds } from '../../repositories/seasons/rounds.js';
import { todayUtc } from '../../domain/seasons.js';
import { roundSeasonOrNotFound } from '../../services/seasonInView.js';

/**
 * /api/Report: managers release a round's completed reports to players and guardians (issue 25), when
 * the club releases per round. Each release is logged (who, when, how many reports).
 */
export const reportReleaseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const refused = { 400: ErrorBody, 404: ErrorBody };

  app.route({
    ...route(endpoints.reportGetReleaseRounds, {
      tags: ['Report'],
      summary: "A season's rounds with their completed reports waiting for release, those released, and each round's last release",
      response: refused,
    }),
    handler: async (request) => {
      const { clubId } = request.user;
      const seasonId = request.query.clubSeasonId;
      const season = await roundSeasonOrNotFound(db, clubId, seasonId);
      const { rounds } = await seasonRounds(db, seasonId, season, todayUtc());
      const figures = new Map((await releaseFigures(db, clubId, seasonId, rounds.length)).map((row) => [row.round, row]));
      return rounds.map((round) => {
        const row = figures.get(round.round);
        return {
          round: round.round,
          dueDate: round.dueDate,
          waiting: row?.waiting ?? 0,
          released: row?.released ?? 0,
          lastReleasedAt: row?.last_released_at?.toISOString() ?? null,
          lastReleasedBy: row?.last_released_by ?? null,
        };
      });
    },
  });

  app.route({
    ...route(endpoints.reportReleaseRound, {
      tags: ['Report'],
      summary: "Release a round's completed reports to the players and their guardians",
      description:
        "A report fills the round of its rank among its trainer's completed reports on the player in the season (the " +
        'last round also takes the ones beyond). Reports released before stay released; releasing again releases the ' +
        'ones completed since.',
      response: refused,
    }),
    handler: async (request) => {
      const { clubId, id: managerId } = request.user;
      const { clubSeasonId: seasonId, round } = request.body;
      const season = await roundSeasonOrNotFound(db, clubId, seasonId);
      const n = season.reportFrequency;
      if (round > n) throw refuse.notFound('roundMissing', { round: String(round) });
      const released = await db.transaction().execute(async (trx) => {
        const count = await releaseRound(trx, { clubId, seasonId, n, round, managerId });
        await recordClubAction(trx, request, 'reports.releaseRound', { kind: 'season', id: seasonId }, { round, released: count });
        return count;
      });
      return { released };
    },
  });
};
