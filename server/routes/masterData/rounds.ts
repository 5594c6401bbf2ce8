import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../contract/schemas.js';
import { saveSeasonRounds, seasonRounds, setSeasonReminders } from '../../repositories/seasons/rounds.js';
import { planProblem } from '../../domain/rounds.js';
import { roundSeasonOrNotFound } from '../../services/seasonInView.js';
import { localTime } from '../../domain/timeZones.js';
import { refuse } from '../../domain/refusal.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';

/*
 * Report rounds (issue 15): each season's rounds with their due dates, which managers move. Trainers
 * read the rounds too (their workspace shows the next due date). Who is due soon is in
 * dashboard/dueSoon.ts.
 */


/** The rounds of a season: managers and trainers read them, managers set their due dates. */
export const roundRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;

  app.route({
    ...route(endpoints.masterDataGetSeasonRounds, {
      tags: ['Master data'],
      summary: "The season's report rounds and their due dates (by default the season's dates split evenly)",
      response: { 400: ErrorBody, 404: ErrorBody },
    }),
    handler: async (request) => {
      const { clubSeasonId } = request.query;
      const season = await roundSeasonOrNotFound(db, request.user.clubId, clubSeasonId);
      const { rounds, replanned } = await seasonRounds(db, clubSeasonId, season, localTime(app.clock(), season.timeZone).date);
      return { clubSeasonId, rounds, replanned, remindersEnabled: season.remindersEnabled };
    },
  });

  // Managers set the rounds' due dates.

  app.route({
    ...route(endpoints.masterDataSaveSeasonRounds, {
      tags: ['Master data'],
      summary: "Sets the due date of each round of a season: one per report the season asks per player, inside the season's dates, in order",
      response: { 400: ErrorBody, 404: ErrorBody },
    }),
    handler: async (request) => {
      const { clubSeasonId } = request.body;
      const season = await roundSeasonOrNotFound(db, request.user.clubId, clubSeasonId);
      const rounds = [...request.body.rounds].sort((a, b) => a.round - b.round);
      const problem = planProblem(season, rounds);
      if (problem) throw refuse.all([problem]);
      await saveSeasonRounds(db, clubSeasonId, rounds);
      return { isSucceeded: true, errorMessage: null };
    },
  });

  app.route({
    ...route(endpoints.masterDataSetSeasonReminders, {
      tags: ['Master data'],
      summary: "Switches the season's reminder e-mails to trainers on or off (a manager's reminder sent now still goes)",
      response: { 400: ErrorBody, 404: ErrorBody },
    }),
    handler: async (request) => {
      const { clubSeasonId, remindersEnabled } = request.body;
      await roundSeasonOrNotFound(db, request.user.clubId, clubSeasonId);
      await setSeasonReminders(db, request.user.clubId, clubSeasonId, remindersEnabled);
      return { isSucceeded: true, errorMessage: null };
    },
  });
};
