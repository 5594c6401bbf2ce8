import { sql, type Kysely } from 'kysely';
import { Type } from 'typebox';
import { selectRows } from '../rawRows.js';
import type { DB } from '../../db/schema.js';
import type { Season } from '../../../contract/schemas.js';
import { currentSeasonId, dateToApi, todayUtc } from '../../domain/seasons.js';

/** The club's seasons, oldest first, with the derived isCurrent flag and amountOfCompleted. */
export async function listSeasons(db: Kysely<DB>, clubId: string, today = todayUtc()): Promise<Season[]> {
  // amount_of_completed: the highest number of completed reports of any (player, trainer) pair in
  // the season (stored in pair_progress, read through its index). It is the lowest value the season's
  // report frequency can be set to.
  const rows = await selectRows(db, Type.Object({
    id: Type.String(),
    name: Type.String(),
    report_frequency: Type.Number(),
    start_date: Type.String(),
    end_date: Type.String(),
    amount_of_completed: Type.Number(),
  }), sql`
    SELECT s.id, s.name, s.report_frequency, s.start_date, s.end_date,
           coalesce((SELECT max(completed) FROM pair_progress WHERE season_id = s.id), 0)::int AS amount_of_completed
    FROM seasons s
    WHERE s.club_id = ${clubId}
    ORDER BY s.start_date, s.name`);
  const current = currentSeasonId(
    rows.map((r) => ({ id: r.id, startDate: r.start_date, endDate: r.end_date })),
    today,
  );
  return rows.map((r) => ({
    id: r.id,
    seasonName: r.name,
    isCurrent: r.id === current,
    reportFrequency: r.report_frequency,
    startDate: dateToApi(r.start_date),
    endDate: dateToApi(r.end_date),
    amountOfCompleted: r.amount_of_completed,
  }));
}

/** A season of a club as its row holds it, with the club's time zone (a round is due by the club's calendar day). */
export interface ClubSeason {
  id: string;
  name: string;
  reportFrequency: number;
  startDate: string;
  endDate: string;
  remindersEnabled: boolean;
  timeZone: string;
}

/**
 * The one lookup of "this club's season by id": the season when it is the club's, else undefined
 * (another club's season behaves as a missing one). With `lock`, the season's row is locked (FOR NO
 * KEY UPDATE: reports written in the season still go on), so writes about the season run one after another.
 */
export async function findClubSeason(db: Kysely<DB>, clubId: string, seasonId: string, { lock = false } = {}): Promise<ClubSeason | undefined> {
  let query = db
    .selectFrom('seasons as s')
    .innerJoin('clubs as c', 'c.id', 's.club_id')
    .select(['s.id', 's.name', 's.report_frequency', 's.start_date', 's.end_date', 's.reminders_enabled', 'c.time_zone'])
    .where('s.id', '=', seasonId.toLowerCase())
    .where('s.club_id', '=', clubId);
  if (lock) query = query.forNoKeyUpdate('s');
  const row = await query.executeTakeFirst();
  return row && {
    id: row.id, name: row.name, reportFrequency: row.report_frequency, startDate: row.start_date, endDate: row.end_date,
    remindersEnabled: row.reminders_enabled, timeZone: row.time_zone,
  };
}

/** Which season a call means, answered by seasonInView. */
export interface SeasonInView {
  /** False for a season named that is not the club's: the call answers it as one that does not exist. */
  found: boolean;
  /** The season named, or the club's current one; undefined when none was named and none is current. */
  seasonId: string | undefined;
}

/**
 * The one answer to "which season does this call mean": the season it names when that is the club's
 * (another club's season behaves as a missing one), else the club's current season on `today`
 * (domain/seasons.ts currentSeasonId). Every call with an optional season goes through here, most
 * through services/seasonInView.ts, which turns a season that is not there into the 404.
 */
export async function seasonInView(db: Kysely<DB>, clubId: string, askedSeasonId: string | undefined, today = todayUtc()): Promise<SeasonInView> {
  const seasons = await db.selectFrom('seasons').select(['id', 'start_date', 'end_date']).where('club_id', '=', clubId).execute();
  if (askedSeasonId) {
    const named = seasons.find((season) => season.id === askedSeasonId.toLowerCase());
    return { found: named !== undefined, seasonId: named?.id };
  }
  const current = currentSeasonId(seasons.map((season) => ({ id: season.id, startDate: season.start_date, endDate: season.end_date })), today);
  return { found: true, seasonId: current };
}
