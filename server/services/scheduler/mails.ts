import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { OutgoingMail } from '../mail/index.js';
import { digestMail, reminderMail } from '../mail/roundMails.js';
import { activatedSince, digestClub, digestFigures, mailRecipient, playersMissingRound, reminderSeason } from '../../repositories/seasons/roundMail.js';
import { dueSoon, seasonRounds } from '../../repositories/seasons/rounds.js';
import { currentSeasonId } from '../../domain/seasons.js';
import { localTime } from '../../domain/timeZones.js';
import { unsubscribeLink, unsubscribeToken } from '../unsubscribe.js';
import type { DigestPayload, ReminderPayload } from './plans.js';

/**
 * The e-mail a job sends, composed when it runs (so it lists what is missing then), or why it sends
 * none: the person left, opted out, the season's reminders were switched off, or nothing is missing.
 */
export type Composed = { mail: OutgoingMail } | { skipped: SkipReason };

/** Why a job sent no e-mail ('failed': it could not be sent, see the log). */
export type SkipReason = 'inactive' | 'unsubscribed' | 'remindersOff' | 'nothingMissing' | 'seasonGone' | 'failed' | 'imported' | 'seasonPlan';

/** The workspace opened on one player of a season: the player's report, started if need be (src/workspace). */
export function workspacePlayerLink(appUrl: string, seasonId: string, playerId: string): string {
  return `${appUrl}/workspace?${new URLSearchParams({ clubSeasonId: seasonId, playerId }).toString()}`;
}

const WEEK_MS = 7 * 24 * 3600_000;

export async function composeReminder(db: Kysely<DB>, appUrl: string, job: ReminderPayload): Promise<Composed> {
  const trainer = await mailRecipient(db, job.trainerId, 'reminders');
  if (!trainer) return { skipped: 'inactive' };
  if (trainer.optedOut) return { skipped: 'unsubscribed' };
  const season = await reminderSeason(db, job.seasonId);
  if (!season) return { skipped: 'seasonGone' };
  // A manager's "send now" goes even when the season's automatic reminders are off.
  if (job.kind !== 'now' && !season.reminders_enabled) return { skipped: 'remindersOff' };
  const players = await playersMissingRound(db, trainer.clubId, job.seasonId, job.trainerId, job.round);
  if (players.length === 0) return { skipped: 'nothingMissing' };
  const token = await unsubscribeToken(db, job.trainerId, 'reminders');
  const content = reminderMail({
    language: trainer.language, firstName: trainer.firstName, clubName: trainer.clubName, seasonName: season.name,
    round: job.round, dueDate: job.dueDate, kind: job.kind,
    players: players.map((player) => ({ name: player.name, teamName: player.teamName, link: workspacePlayerLink(appUrl, job.seasonId, player.playerId) })),
    workspaceLink: `${appUrl}/workspace`,
    unsubscribeLink: unsubscribeLink(appUrl, token),
  });
  return { mail: { ...content, to: trainer.email, link: workspacePlayerLink(appUrl, job.seasonId, players[0]!.playerId) } };
}

const ROLE_NAMES = {
  en: { Manager: 'manager', Trainer: 'trainer', Player: 'player', Guardian: 'guardian' },
  nl: { Manager: 'manager', Trainer: 'trainer', Player: 'speler', Guardian: 'ouder/verzorger' },
} as const;

export async function composeDigest(db: Kysely<DB>, appUrl: string, job: DigestPayload, now: Date): Promise<Composed> {
  const manager = await mailRecipient(db, job.managerId, 'digest');
  if (!manager) return { skipped: 'inactive' };
  if (manager.optedOut) return { skipped: 'unsubscribed' };
  const { timeZone, seasons } = await digestClub(db, manager.clubId);
  const today = localTime(now, timeZone).date;
  const seasonId = currentSeasonId(seasons.map((s) => ({ id: s.id, startDate: s.start_date, endDate: s.end_date })), today);
  const season = seasons.find((s) => s.id === seasonId);
  const since = new Date(now.getTime() - WEEK_MS);
  const figures = season ? await digestFigures(db, manager.clubId, season.id, since) : { progressPercent: 0, reportsThisWeek: 0, playersCompleted: 0, players: 0 };
  const overdue = new Map<string, { name: string; missingReports: number }>();
  if (season) {
    const roundSeason = { startDate: season.start_date, endDate: season.end_date, reportFrequency: season.report_frequency };
    const { rounds } = await seasonRounds(db, season.id, roundSeason, today);
    for (const row of await dueSoon(db, manager.clubId, season.id, rounds, today, 0)) {
      if (!row.isOverdue) continue;
      const trainer = overdue.get(row.userId) ?? { name: row.trainerName, missingReports: 0 };
      trainer.missingReports += row.missingReports;
      overdue.set(row.userId, trainer);
    }
  }
  const activated = await activatedSince(db, manager.clubId, since);
  const token = await unsubscribeToken(db, job.managerId, 'digest');
  const content = digestMail({
    language: manager.language, firstName: manager.firstName, clubName: manager.clubName, seasonName: season?.name ?? null,
    ...figures,
    overdueTrainers: [...overdue.values()],
    activated: activated.map((person) => ({ name: person.name, role: ROLE_NAMES[manager.language][person.role] })),
    overviewLink: `${appUrl}/`,
    unsubscribeLink: unsubscribeLink(appUrl, token),
  });
  return { mail: { ...content, to: manager.email, link: `${appUrl}/` } };
}
