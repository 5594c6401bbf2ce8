import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { NewJob } from '../../repositories/scheduledJobs.js';
import { activeManagerIds, clubsWithTimeZones, seasonsWithReminders } from '../../repositories/seasons/roundMail.js';
import { dueSoon, seasonRounds } from '../../repositories/seasons/rounds.js';
import type { ReminderKind } from '../mail/roundMails.js';
import { addDays, daysBetween, localTime } from '../../domain/timeZones.js';

/**
 * What the scheduler should send at a moment: the jobs it plans. Planning is repeated on every run of
 * every server; a job's key makes it happen once (scheduled_jobs' primary key).
 */

/** A reminder goes 7 days before the due date, 1 day before, and when overdue, up to this many days after. */
export const OVERDUE_REMINDER_DAYS = 14;
/** The digest goes on Monday from this hour in the club's time zone (or on Tuesday, when no server ran on Monday). */
export const DIGEST_HOUR = 8;

export interface ReminderPayload {
  seasonId: string;
  round: number;
  dueDate: string;
  trainerId: string;
  kind: ReminderKind;
}

export interface DigestPayload {
  managerId: string;
  /** The Monday of the digest's week, in the club's time zone. */
  weekStart: string;
}

/**
 * Which reminder a round calls for, `daysLeft` days before its due date: the week reminder from 7
 * days before, the day reminder from 1 day before, the overdue one after; none otherwise. Each is a
 * window, so a server that was down on the day still sends the reminder late rather than never.
 */
export function reminderKindFor(daysLeft: number): Exclude<ReminderKind, 'now'> | null {
  if (daysLeft >= 2 && daysLeft <= 7) return 'week';
  if (daysLeft >= 0 && daysLeft <= 1) return 'day';
  if (daysLeft < 0 && daysLeft >= -OVERDUE_REMINDER_DAYS) return 'overdue';
  return null;
}

/**
 * A reminder's key: once per trainer, round, due date and kind. The due date is part of it, so that a
 * round whose due date the manager moves (or that a change of n re-plans) is reminded again for its new date.
 */
export const reminderKey = (p: Pick<ReminderPayload, 'seasonId' | 'round' | 'dueDate' | 'trainerId' | 'kind'>) =>
  `reminder:${p.seasonId}:${p.round}:${p.dueDate}:${p.trainerId}:${p.kind}`;

/** The reminders due at `now`: per trainer, round and kind, for every season with reminders on. */
export async function plannedReminders(db: Kysely<DB>, now: Date): Promise<NewJob[]> {
  const jobs: NewJob[] = [];
  for (const season of await seasonsWithReminders(db)) {
    const today = localTime(now, season.timeZone).date;
    if (today < season.startDate || today > addDays(season.endDate, OVERDUE_REMINDER_DAYS)) continue;
    const { rounds } = await seasonRounds(db, season.seasonId, season, today);
    for (const row of await dueSoon(db, season.clubId, season.seasonId, rounds, today, 7)) {
      const kind = reminderKindFor(daysBetween(today, row.dueDate));
      if (!kind) continue;
      const payload: ReminderPayload = { seasonId: season.seasonId, round: row.round, dueDate: row.dueDate, trainerId: row.userId, kind };
      jobs.push({ key: reminderKey(payload), kind: 'reminder', clubId: season.clubId, payload, runAfter: now });
    }
  }
  return jobs;
}

/** Whether `now` is in the digest's window in the club's time zone: Monday from 08:00, or Tuesday. */
export function digestWeekStart(now: Date, timeZone: string): string | null {
  const local = localTime(now, timeZone);
  const due = (local.weekday === 1 && local.hour >= DIGEST_HOUR) || local.weekday === 2;
  return due ? addDays(local.date, 1 - local.weekday) : null;
}

/** The digests due at `now`: one per active manager and week. */
export async function plannedDigests(db: Kysely<DB>, now: Date): Promise<NewJob[]> {
  const jobs: NewJob[] = [];
  for (const club of await clubsWithTimeZones(db)) {
    const weekStart = digestWeekStart(now, club.timeZone);
    if (!weekStart) continue;
    for (const managerId of await activeManagerIds(db, club.clubId)) {
      const payload: DigestPayload = { managerId, weekStart };
      jobs.push({ key: `digest:${managerId}:${weekStart}`, kind: 'digest', clubId: club.clubId, payload, runAfter: now });
    }
  }
  return jobs;
}
