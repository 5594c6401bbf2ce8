import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody, Uuid } from '../../../contract/schemas.js';
import { SaveOutcome } from '../../../contract/reportWriting.js';
import { SaveSeasonRoundsRequest, SeasonRounds, SetSeasonRemindersRequest } from '../../../contract/rounds.js';
import { saveSeasonRounds, seasonRounds, setSeasonReminders } from '../../repositories/rounds.js';
import { planProblem } from '../../domain/rounds.js';
import { roundSeasonOrNotFound } from '../../services/seasonInView.js';
import { localTime } from '../../domain/timeZones.js';
import { refuse } from '../../domain/refusal.js';

/*
 * Report rounds (issue 15): each season's rounds with their due dates, which managers move. Trainers
 * read the rounds too (their workspace shows the next due date). Who is due soon is in
 * dashboard/dueSoon.ts.
 */

const security = [{ bearer: [] }];

/** The rounds of a season, for managers and trainers. */
export const roundListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;

  app.get(
    '/api/MasterData/GetSeasonRounds',
    {
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
      const season = await roundSeasonOrNotFound(db, request.user.clubId, clubSeasonId);
      const { rounds, replanned } = await seasonRounds(db, clubSeasonId, season, localTime(app.clock(), season.timeZone).date);
      return { clubSeasonId, rounds, replanned, remindersEnabled: season.remindersEnabled };
    },
  );
};

/** Managers set the rounds' due dates. */
export const roundPlanRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;

  app.post(
    '/api/MasterData/SaveSeasonRounds',
    {
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
      const season = await roundSeasonOrNotFound(db, request.user.clubId, clubSeasonId);
      const rounds = [...request.body.rounds].sort((a, b) => a.round - b.round);
      const problem = planProblem(season, rounds);
      if (problem) throw refuse.all([problem]);
      await saveSeasonRounds(db, clubSeasonId, rounds);
      return { isSucceeded: true, errorMessage: null };
    },
  );

  app.post(
    '/api/MasterData/SetSeasonReminders',
    {
      schema: {
        tags: ['Master data'],
        summary: "Switches the season's reminder e-mails to trainers on or off (a manager's reminder sent now still goes)",
        security,
        body: SetSeasonRemindersRequest,
        response: { 200: SaveOutcome, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const { clubSeasonId, remindersEnabled } = request.body;
      await roundSeasonOrNotFound(db, request.user.clubId, clubSeasonId);
      await setSeasonReminders(db, request.user.clubId, clubSeasonId, remindersEnabled);
      return { isSucceeded: true, errorMessage: null };
    },
  );
};
