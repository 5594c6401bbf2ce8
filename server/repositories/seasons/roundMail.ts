import { sql, type Kysely } from 'kysely';
import { Type } from 'typebox';
import { selectRows } from '../rawRows.js';
import type { DB, MailTopic, RoleName } from '../../db/schema.js';
import { progressPercent, seasonN } from '../reports/progress.js';
import { personName } from '../../../contract/personName.js';

/** The queries of the reminders and the digest (issue 15). */

export interface ReminderSeason {
  seasonId: string;
  seasonName: string;
  clubId: string;
  timeZone: string;
  startDate: string;
  endDate: string;
  reportFrequency: number;
}

/** Every season whose reminders are on, with its club's time zone. */
export async function seasonsWithReminders(db: Kysely<DB>): Promise<ReminderSeason[]> {
  const rows = await db
    .selectFrom('seasons as s')
    .innerJoin('clubs as c', 'c.id', 's.club_id')
    .select(['s.id', 's.name', 's.club_id', 'c.time_zone', 's.start_date', 's.end_date', 's.report_frequency'])
    .where('s.reminders_enabled', '=', true)
    .where('s.report_frequency', '>', 0)
    .execute();
  return rows.map((row) => ({
    seasonId: row.id, seasonName: row.name, clubId: row.club_id, timeZone: row.time_zone,
    startDate: row.start_date, endDate: row.end_date, reportFrequency: row.report_frequency,
  }));
}

export async function clubsWithTimeZones(db: Kysely<DB>): Promise<Array<{ clubId: string; timeZone: string }>> {
  const rows = await db.selectFrom('clubs').select(['id', 'time_zone']).execute();
  return rows.map((row) => ({ clubId: row.id, timeZone: row.time_zone }));
}

/** A club's active managers, who get the digest. */
export async function activeManagerIds(db: Kysely<DB>, clubId: string): Promise<string[]> {
  const rows = await db.selectFrom('people').select('id')
    .where('club_id', '=', clubId).where('role', '=', 'Manager').where('status', '=', 'active').where('removed_at', 'is', null)
    .execute();
  return rows.map((row) => row.id);
}

/** The players a trainer trains now whose completed reports in the season do not reach `round` yet. */
export async function playersMissingRound(db: Kysely<DB>, clubId: string, seasonId: string, trainerId: string, round: number) {
  return selectRows(db, Type.Object({ playerId: Type.String(), name: Type.String(), teamName: Type.String() }), sql`
    SELECT p.id AS "playerId", person_name(p.first_name, p.infix, p.last_name) AS name, tm.name AS "teamName"
    FROM pair_progress pair
    JOIN people p ON p.id = pair.player_id
    JOIN teams tm ON tm.id = pair.team_id
    WHERE pair.season_id = ${seasonId} AND pair.club_id = ${clubId} AND pair.trainer_id = ${trainerId}
      AND pair.team_id IS NOT NULL AND pair.completed < ${round}
    ORDER BY p.last_name, p.first_name, p.id`);
}

export interface MailRecipient {
  email: string;
  firstName: string;
  clubId: string;
  clubName: string;
  language: 'en' | 'nl';
  optedOut: boolean;
}

/** Whom an e-mail goes to: an active person of the club, with the club's language and whether they opted out of `topic`. */
export async function mailRecipient(db: Kysely<DB>, personId: string, topic: MailTopic): Promise<MailRecipient | null> {
  const row = await db
    .selectFrom('people as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .innerJoin('clubs as c', 'c.id', 'p.club_id')
    .leftJoin('mail_opt_outs as o', (join) => join.onRef('o.person_id', '=', 'p.id').on('o.topic', '=', topic))
    .select(['a.email', 'p.first_name', 'c.id as club_id', 'c.name as club_name', 'c.language', 'o.person_id as opted_out'])
    .where('p.id', '=', personId)
    .where('p.status', '=', 'active')
    .where('p.removed_at', 'is', null)
    .executeTakeFirst();
  // A member without an address of their own (a child reached through their guardians) gets no e-mail.
  return row?.email ? {
    email: row.email, firstName: row.first_name, clubId: row.club_id, clubName: row.club_name,
    language: row.language === 'nl' ? 'nl' : 'en', optedOut: row.opted_out !== null,
  } : null;
}

/** Keeps a person's wish to get no more e-mails of a topic (or to get them again). */
/** The club's time zone and its seasons, for the weekly digest's current season. */
export async function digestClub(db: Kysely<DB>, clubId: string) {
  const club = await db.selectFrom('clubs').select('time_zone').where('id', '=', clubId).executeTakeFirstOrThrow();
  const seasons = await db.selectFrom('seasons').select(['id', 'name', 'start_date', 'end_date', 'report_frequency']).where('club_id', '=', clubId).execute();
  return { timeZone: club.time_zone, seasons };
}

/** The e-mail address of a person still in their club (an unsubscribe link's holder), or undefined. */
export async function livePersonEmail(db: Kysely<DB>, personId: string): Promise<string | undefined> {
  const person = await db.selectFrom('people as p').innerJoin('accounts as a', 'a.id', 'p.account_id').select('a.email')
    .where('p.id', '=', personId).where('p.removed_at', 'is', null).executeTakeFirst();
  return person?.email ?? undefined;
}

/** The club's trainers among the ids (not removed), with their status. */
export async function clubTrainers(db: Kysely<DB>, clubId: string, trainerIds: string[]) {
  return db.selectFrom('people').select(['id', 'status'])
    .where('club_id', '=', clubId).where('role', '=', 'Trainer').where('removed_at', 'is', null).where('id', 'in', trainerIds)
    .execute();
}

export async function setOptOut(db: Kysely<DB>, personId: string, topic: MailTopic, optedOut: boolean): Promise<void> {
  if (optedOut) {
    await db.insertInto('mail_opt_outs').values({ person_id: personId, topic }).onConflict((c) => c.columns(['person_id', 'topic']).doNothing()).execute();
  } else {
    await db.deleteFrom('mail_opt_outs').where('person_id', '=', personId).where('topic', '=', topic).execute();
  }
}

export async function personOptedOut(db: Kysely<DB>, personId: string, topic: MailTopic): Promise<boolean> {
  const row = await db.selectFrom('mail_opt_outs').select('person_id').where('person_id', '=', personId).where('topic', '=', topic).executeTakeFirst();
  return row !== undefined;
}

export interface DigestFigures {
  progressPercent: number;
  reportsThisWeek: number;
  playersCompleted: number;
  players: number;
}

/** The season's figures for the digest: progress now, reports completed since `since`, players with all their reports. */
export async function digestFigures(db: Kysely<DB>, clubId: string, seasonId: string, since: Date): Promise<DigestFigures> {
  const [progress] = await selectRows(db, Type.Object({ progressPercent: Type.Number() }), sql`
    SELECT ${progressPercent(sql`sum(pair.done)`, sql`count(*)`, seasonN(clubId, seasonId))} AS "progressPercent"
    FROM pair_progress pair
    WHERE pair.season_id = ${seasonId} AND pair.club_id = ${clubId} AND pair.team_id IS NOT NULL`);
  const [week] = await selectRows(db, Type.Object({ reports: Type.Number() }), sql`
    SELECT count(*)::int AS reports FROM reports
    WHERE club_id = ${clubId} AND season_id = ${seasonId} AND status = 'Completed' AND completed_at >= ${since}`);
  const [players] = await selectRows(db, Type.Object({ completed: Type.Number(), players: Type.Number() }), sql`
    SELECT count(*) FILTER (WHERE pp.done >= s.report_frequency * pp.trainers)::int AS completed, count(*)::int AS players
    FROM player_progress pp
    JOIN seasons s ON s.id = pp.season_id AND s.club_id = ${clubId}
    WHERE pp.season_id = ${seasonId} AND pp.trainers > 0`);
  return {
    progressPercent: progress?.progressPercent ?? 0,
    reportsThisWeek: week?.reports ?? 0,
    playersCompleted: players?.completed ?? 0,
    players: players?.players ?? 0,
  };
}

/** People of the club whose account was activated since `since`. */
export async function activatedSince(db: Kysely<DB>, clubId: string, since: Date): Promise<Array<{ name: string; role: RoleName }>> {
  const rows = await db.selectFrom('people').select(['first_name', 'infix', 'last_name', 'role'])
    .where('club_id', '=', clubId).where('status', '=', 'active').where('removed_at', 'is', null).where('activated_at', '>=', since)
    .orderBy('activated_at').orderBy('last_name').execute();
  return rows.map((row) => ({ name: personName({ firstName: row.first_name, infix: row.infix, lastName: row.last_name }), role: row.role }));
}

/** A season's name and whether its reminders are on; null when it is gone. */
export async function reminderSeason(db: Kysely<DB>, seasonId: string) {
  return db.selectFrom('seasons').select(['name', 'reminders_enabled', 'start_date', 'end_date', 'report_frequency'])
    .where('id', '=', seasonId).executeTakeFirst();
}
