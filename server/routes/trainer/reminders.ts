import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { randomUUID } from 'node:crypto';
import { ErrorBody } from '../../../contract/schemas.js';
import { SendRemindersResult } from '../../../contract/rounds.js';
import { clubTrainers } from '../../repositories/seasons/roundMail.js';
import { dueSoon, seasonRounds } from '../../repositories/seasons/rounds.js';
import type { NewJob } from '../../repositories/scheduledJobs.js';
import { roundSeasonOrNotFound, seasonOrNotFound } from '../../services/seasonInView.js';
import { reminderKey, type ReminderPayload } from '../../services/scheduler/plans.js';
import { localTime } from '../../domain/timeZones.js';
import { refuse } from '../../domain/refusal.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';

/** Far enough ahead to reach every round of any season. */
const ALL_ROUNDS_DAYS = 100 * 366;

/**
 * A manager reminds trainers now (issue 15, from the trainers list): each trainer gets the reminder
 * of their earliest round with reports missing, sent through the scheduler like any other reminder.
 */
export const reminderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;

  app.route({
    ...route(endpoints.trainerSendReminders, {
      tags: ['Trainer'],
      summary: "E-mail a reminder now to the selected trainers, listing their players whose report for the trainer's earliest unfinished round is missing",
      response: { 400: ErrorBody, 404: ErrorBody },
    }),
    handler: async (request) => {
      const { clubId } = request.user;
      const trainerIds = [...new Set(request.body.trainerIds)];
      const trainers = await clubTrainers(db, clubId, trainerIds);
      if (trainers.length !== trainerIds.length) throw refuse.notFound('someTrainersMissing');
      const seasonId = await seasonOrNotFound(db, clubId, request.body.clubSeasonId);
      const season = await roundSeasonOrNotFound(db, clubId, seasonId);
      const now = app.clock();
      const today = localTime(now, season.timeZone).date;
      const { rounds } = await seasonRounds(db, seasonId, season, today);
      // Rows come by due date: a trainer's first row is the earliest round with reports missing.
      const earliest = new Map<string, { round: number; dueDate: string }>();
      for (const row of await dueSoon(db, clubId, seasonId, rounds, today, ALL_ROUNDS_DAYS)) {
        if (!earliest.has(row.userId)) earliest.set(row.userId, { round: row.round, dueDate: row.dueDate });
      }

      const jobs: NewJob[] = [];
      const notSent: SendRemindersResult['notSent'] = [];
      const keyOf = new Map<string, string>();
      const invited = new Set(trainers.filter((trainer) => trainer.status !== 'active').map((trainer) => trainer.id));
      for (const trainerId of trainerIds) {
        const round = earliest.get(trainerId);
        if (invited.has(trainerId)) {
          notSent.push({ userId: trainerId, reason: 'inactive' });
          continue;
        }
        if (!round) {
          notSent.push({ userId: trainerId, reason: 'nothingMissing' });
          continue;
        }
        const payload: ReminderPayload = { seasonId, trainerId, kind: 'now', ...round };
        // Every press sends: the key is made unique by the request.
        const key = `${reminderKey(payload)}:${randomUUID()}`;
        keyOf.set(trainerId, key);
        jobs.push({ key, kind: 'reminder', clubId, payload, runAfter: now });
      }
      const outcomes = await app.scheduler.runNow(jobs);
      const sent: string[] = [];
      for (const [trainerId, key] of keyOf) {
        const outcome = outcomes.get(key);
        if (outcome && 'mail' in outcome) sent.push(trainerId);
        else {
          const reason = outcome && 'skipped' in outcome ? outcome.skipped : 'failed';
          notSent.push({ userId: trainerId, reason: reason === 'unsubscribed' || reason === 'inactive' || reason === 'nothingMissing' ? reason : 'failed' });
        }
      }
      return { sent, notSent };
    },
  });
};
