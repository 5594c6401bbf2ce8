import { sql, type Kysely } from 'kysely';
import { Type, type Static } from 'typebox';
import { selectRows } from '../rawRows.js';
import type { DB } from '../../db/schema.js';

/**
 * Writes of the club's seasons (AddOrUpdateSeason, UpdateSeasons). Reads are in seasons.ts.
 * Names are unique per club, compared case-insensitively (as the seasons_name_unique index).
 */

export const SeasonRow = Type.Object({
  id: Type.String(),
  name: Type.String(),
  reportFrequency: Type.Number(),
  /** The most completed reports any (player, trainer) pair has in the season: the lowest frequency allowed. */
  amountOfCompleted: Type.Number(),
});
export type SeasonRow = Static<typeof SeasonRow>;

/** The club's seasons among `ids` (another club's id is simply missing), with amountOfCompleted. */
export async function findClubSeasons(db: Kysely<DB>, clubId: string, ids: readonly string[]): Promise<SeasonRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectRows(db, SeasonRow, sql`
    SELECT s.id, s.name, s.report_frequency AS "reportFrequency",
           coalesce((SELECT max(completed) FROM pair_progress WHERE season_id = s.id), 0)::int AS "amountOfCompleted"
    FROM seasons s
    WHERE s.club_id = ${clubId} AND s.id IN (${sql.join(ids.map((id) => sql`${id}::uuid`))})`);
  return rows;
}

/** The id of a season of the club with this name (case-insensitive), other than `exceptIds`. */
export async function seasonNameTaken(
  db: Kysely<DB>,
  clubId: string,
  name: string,
  exceptIds: readonly string[] = [],
): Promise<boolean> {
  let query = db
    .selectFrom('seasons')
    .select('id')
    .where('club_id', '=', clubId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptIds.length > 0) query = query.where('id', 'not in', [...exceptIds]);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertSeason(
  db: Kysely<DB>,
  clubId: string,
  season: { name: string; reportFrequency: number; startDate: string; endDate: string },
): Promise<string> {
  const row = await db
    .insertInto('seasons')
    .values({
      club_id: clubId,
      name: season.name,
      report_frequency: season.reportFrequency,
      start_date: season.startDate,
      end_date: season.endDate,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSeason(
  db: Kysely<DB>,
  clubId: string,
  id: string,
  season: { name: string; reportFrequency: number; startDate?: string; endDate?: string },
): Promise<void> {
  await db
    .updateTable('seasons')
    .set({
      name: season.name,
      report_frequency: season.reportFrequency,
      ...(season.startDate ? { start_date: season.startDate } : {}),
      ...(season.endDate ? { end_date: season.endDate } : {}),
    })
    .where('id', '=', id)
    .where('club_id', '=', clubId)
    .execute();
}


