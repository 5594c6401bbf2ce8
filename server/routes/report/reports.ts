import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../contract/schemas.js';
import { isValidScore, MAX_COMMENT_LENGTH, MAX_FEEDBACK_LENGTH } from '../../../contract/reportWriting.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { SessionUser } from '../../repositories/accounts/sessions.js';
import {
  clubSkills, deleteReport, findReport, playerOwnReports, reportDetail, scoredSkillIds, setReportStatus,
  startOrFindOpenReport, teamTrainingPlayer, trainerPlayers, writeReportSave, type ReportHead,
} from '../../repositories/reports/writing.js';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { recordAccess } from '../../repositories/privacy/accessLog.js';
import { refuse } from '../../domain/refusal.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';
import { findClubSeason } from '../../repositories/seasons/seasons.js';

const errors = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/**
 * The report of the club that the caller may use: a manager any of the club's, a trainer only their
 * own. Anything else is answered like an id that does not exist.
 */
async function reportFor(db: Kysely<DB>, user: SessionUser, reportId: string, lock = false): Promise<ReportHead> {
  const report = await findReport(db, user.clubId, reportId, lock);
  if (!report || (user.role !== 'Manager' && report.trainer_id !== user.id)) throw refuse.notFound('reportMissing');
  return report;
}

/** The trainer's own open report, locked, that they may still write: they train the player now. */
async function writableReport(trx: Kysely<DB>, user: SessionUser, reportId: string): Promise<ReportHead> {
  const report = await reportFor(trx, user, reportId, true);
  if (report.status === 'Completed') throw refuse.conflict('reportCompleted');
  if (!(await teamTrainingPlayer(trx, user.clubId, user.id, report.player_id))) throw refuse.notFound('playerNotTrained');
  return report;
}

/*
 * /api/Report: trainers write evaluation reports (the calls of the trainers' mobile app and web
 * workspace), managers read and reopen them, players read their own completed ones. The rules are
 * the domain guide's "Evaluation reports"; what the manager's screens compute from them is in
 * progress.ts. Each group of calls below is registered for its roles in routes/report/index.ts.
 */

/**
 * /api/Report: the trainer's own reports (the players to report on, starting, saving, completing and
 * deleting one), one report for its trainer or a manager, a manager's reopening of a completed one,
 * and the player's own completed reports.
 */
export const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;

  app.route({
    ...route(endpoints.reportGetMyPlayers, {
      tags: ['Report'],
      summary: "The players of the trainer's current teams, with the trainer's reports on each in the season",
      response: errors,
    }),
    handler: async (request) => {
      const season = await findClubSeason(db, request.user.clubId, request.query.clubSeasonId);
      if (!season) throw refuse.notFound('seasonMissing');
      return trainerPlayers(db, request.user.clubId, request.user.id, season);
    },
  });

  app.route({
    ...route(endpoints.reportStartReport, {
      tags: ['Report'],
      summary: 'Start a report on a player of a team the trainer trains now',
      description:
        'Starting again while the trainer has an open report on the player in that season answers that report ' +
        "(a trainer has one open report per player and season). More reports than the season's reportFrequency " +
        'may be written; progress stops at 100% and every completed report counts in the averages.',
      response: errors,
    }),
    handler: async (request) => {
      const { clubId, id: trainerId } = request.user;
      const { playerUserId, clubSeasonId } = request.body;
      return db.transaction().execute(async (trx) => {
        const season = await findClubSeason(trx, clubId, clubSeasonId);
        if (!season) throw refuse.notFound('seasonMissing');
        const teamId = await teamTrainingPlayer(trx, clubId, trainerId, playerUserId);
        if (!teamId) throw refuse.notFound('playerNotTrained');
        const reportId = await startOrFindOpenReport(trx, { clubId, seasonId: season.id, trainerId, playerId: playerUserId, teamId });
        await recordAccess(trx, request.user, clubId, playerUserId, 'change');
        return { reportId };
      });
    },
  });

  app.route({
    ...route(endpoints.reportSaveReport, {
      tags: ['Report'],
      summary: "Save scores, comments and feedback of the trainer's open report (partial saves are fine)",
      description:
        `Only the listed skills change: a score is 1 to 10 in steps of 0.5, null removes the skill's score and comment; a ` +
        `comment (at most ${MAX_COMMENT_LENGTH.toLocaleString('en')} characters) needs a score. feedback (at most ` +
        `${MAX_FEEDBACK_LENGTH.toLocaleString('en')} characters) changes when present. A wrong value is a 400 naming the ` +
        'skill, and nothing is saved. The same save twice leaves the same report: clients may replay saves. A completed ' +
        'report answers 409.',
      response: errors,
    }),
    handler: async (request) => {
      const { reportId, feedback, skillReports = [] } = request.body;
      const user = request.user;
      const skills = await clubSkills(db, user.clubId);
      const seen = new Set<string>();
      const scores = skillReports.map((item) => {
        const skill = skills.get(item.skillId);
        if (!skill) throw refuse.notFound('saveSkillMissing');
        if (seen.has(item.skillId)) throw refuse.badRequest('skillListedTwice', { name: skill.name });
        seen.add(item.skillId);
        if (item.score !== null && !isValidScore(item.score)) {
          throw refuse.badRequest('scoreOutOfRange', { name: skill.name, score: String(item.score) });
        }
        const comment = item.comment?.trim() ? item.comment : null;
        if (comment !== null && comment.length > MAX_COMMENT_LENGTH) {
          throw refuse.badRequest('commentTooLong', { name: skill.name, length: comment.length.toLocaleString('en'), limit: MAX_COMMENT_LENGTH.toLocaleString('en') });
        }
        if (comment !== null && item.score === null) throw refuse.badRequest('commentNeedsScore', { name: skill.name });
        return { skillId: item.skillId, score: item.score, comment, skill };
      });
      const cleanFeedback = feedback === undefined ? undefined : feedback?.trim() ? feedback : null;
      if (cleanFeedback && cleanFeedback.length > MAX_FEEDBACK_LENGTH) {
        throw refuse.badRequest('feedbackTooLong', { limit: MAX_FEEDBACK_LENGTH.toLocaleString('en') });
      }
      await db.transaction().execute(async (trx) => {
        const report = await writableReport(trx, user, reportId);
        const scored = await scoredSkillIds(trx, report.id);
        // A deactivated skill is no longer asked: only a score the report already has may change.
        const dropped = scores.find((item) => !item.skill.is_active && item.score !== null && !scored.has(item.skillId));
        if (dropped) throw refuse.badRequest('skillNoLongerInSet', { name: dropped.skill.name });
        await writeReportSave(trx, report.id, { feedback: cleanFeedback, scores });
        await recordAccess(trx, user, user.clubId, report.player_id, 'change');
      });
      return { isSucceeded: true, errorMessage: null };
    },
  });

  app.route({
    ...route(endpoints.reportCompleteReport, {
      tags: ['Report'],
      summary: "Complete the trainer's open report: every active skill must have a score",
      description:
        'Refused (400) with a message naming the skills still without a score. A completed report counts at once in ' +
        "every progress and score of the manager's screens. Completing an already completed report changes nothing.",
      response: errors,
    }),
    handler: async (request) => {
      const user = request.user;
      await db.transaction().execute(async (trx) => {
        const current = await reportFor(trx, user, request.body.reportId, true);
        if (current.status === 'Completed') return;
        const report = await writableReport(trx, user, current.id);
        const scored = await scoredSkillIds(trx, report.id);
        const missing = [...(await clubSkills(trx, user.clubId)).values()].filter((skill) => skill.is_active && !scored.has(skill.id));
        if (missing.length > 0) {
          throw refuse.badRequest('reportUnscored', { skills: missing.map((skill) => skill.name).join(', ') });
        }
        await setReportStatus(trx, report.id, 'Completed');
        await recordAccess(trx, user, user.clubId, report.player_id, 'change');
      });
      return { isSucceeded: true, errorMessage: null };
    },
  });

  app.route({
    ...route(endpoints.reportDeleteReport, {
      tags: ['Report'],
      summary: "Delete the trainer's open report; a completed report cannot be deleted (409)",
      response: errors,
    }),
    handler: async (request) => {
      await db.transaction().execute(async (trx) => {
        const report = await reportFor(trx, request.user, request.body.reportId, true);
        if (report.status === 'Completed') throw refuse.conflict('completedNotDeletable');
        await deleteReport(trx, report.id);
        await recordAccess(trx, request.user, request.user.clubId, report.player_id, 'change');
      });
      return { isSucceeded: true, errorMessage: null };
    },
  });

  // One report, for its trainer or a manager of the club.

  app.route({
    ...route(endpoints.reportGetReport, {
      tags: ['Report'],
      summary: 'One report: for its trainer, or a manager of the club',
      description:
        'An open report lists every active skill of the club (score null while not scored) and any deactivated skill ' +
        'it already scored; a completed report lists the skills it scored.',
      response: errors,
    }),
    handler: async (request) => {
      await reportFor(db, request.user, request.query.reportId);
      const report = await reportDetail(db, request.user.clubId, request.query.reportId);
      if (!report) throw refuse.notFound('reportMissing');
      await recordAccess(db, request.user, request.user.clubId, report.playerUserId, 'view');
      return report;
    },
  });

  // A manager reopens a completed report for a correction.

  app.route({
    ...route(endpoints.reportReopenReport, {
      tags: ['Report'],
      summary: 'Reopen a completed report for a correction by its trainer',
      description:
        'The report stops counting in progress and scores until it is completed again. Refused (409) while the ' +
        'trainer has another open report on the player in that season. Reopening an open report changes nothing.',
      response: errors,
    }),
    handler: async (request) => {
      try {
        await db.transaction().execute(async (trx) => {
          const report = await reportFor(trx, request.user, request.body.reportId, true);
          if (report.status === 'Open') return;
          await setReportStatus(trx, report.id, 'Open');
          await recordAccess(trx, request.user, request.user.clubId, report.player_id, 'change');
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw refuse.conflict('reopenBlocked');
        }
        throw error;
      }
      return { isSucceeded: true, errorMessage: null };
    },
  });

  // The player's own completed reports.

  app.route({
    ...route(endpoints.reportGetMyReports, {
      tags: ['Report'],
      summary: "The player's own completed reports of a season, newest first, with their averages",
      response: errors,
    }),
    handler: async (request) => {
      const season = await findClubSeason(db, request.user.clubId, request.query.clubSeasonId);
      if (!season) throw refuse.notFound('seasonMissing');
      return playerOwnReports(db, request.user.clubId, request.user.id, season);
    },
  });
};
