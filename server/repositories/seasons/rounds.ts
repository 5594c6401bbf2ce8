import { sql, type Kysely } from 'kysely';
import { Type } from 'typebox';
import { Nullable, selectRows } from '../rawRows.js';
import type { DB } from '../../db/schema.js';
import type { DueSoonRow } from '../../../contract/rounds.js';
import { roundsInForce, type Round } from '../../domain/rounds.js';
import { photoUrl } from '../photos.js';
import type { ClubSeason } from './seasons.js';

/** Switches a season's reminder e-mails (the club's season: checked by the caller). */
export async function setSeasonReminders(db: Kysely<DB>, clubId: string, seasonId: string, enabled: boolean): Promise<void> {
  await db.updateTable('seasons').set({ reminders_enabled: enabled }).where('id', '=', seasonId).where('club_id', '=', clubId).execute();
}

/** The rounds in force for a season (services/rounds.ts: stored, default, or re-planned). */
export async function seasonRounds(db: Kysely<DB>, seasonId: string, season: Pick<ClubSeason, 'startDate' | 'endDate' | 'reportFrequency'>, today: string) {
  const stored = await db
    .selectFrom('season_rounds')
    .select(['round', 'due_date as dueDate'])
    .where('season_id', '=', seasonId)
    .orderBy('round')
    .execute();
  return roundsInForce(season, stored, today);
}

/** Replaces a season's plan (already checked against the season) in one transaction. */
export async function saveSeasonRounds(db: Kysely<DB>, seasonId: string, rounds: Round[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('season_rounds').where('season_id', '=', seasonId).execute();
    if (rounds.length > 0) {
      await trx.insertInto('season_rounds').values(rounds.map((r) => ({ season_id: seasonId, round: r.round, due_date: r.dueDate }))).execute();
    }
  });
}

/**
 * Trainers with reports missing for a round that is overdue (due before today) or due within
 * `days` days: per trainer and round, the current pairs whose completed reports in the season do not
 * reach that round yet (the k-th completed report fills round k). Overdue first, then by due date.
 */
export async function dueSoon(
  db: Kysely<DB>,
  clubId: string,
  seasonId: string,
  rounds: Round[],
  today: string,
  days: number,
): Promise<DueSoonRow[]> {
  const horizon = new Date(Date.parse(`${today}T00:00:00Z`) + days * 24 * 3600_000).toISOString().slice(0, 10);
  const watched = rounds.filter((round) => round.dueDate <= horizon);
  if (watched.length === 0) return [];
  const values = sql.join(watched.map((round) => sql`(${round.round}::int, ${round.dueDate}::date)`));
  const rows = await selectRows(db, Type.Object({
    userId: Type.String(),
    trainerName: Type.String(),
    photoId: Nullable(Type.String()),
    round: Type.Number(),
    dueDate: Type.String(),
    missingReports: Type.Number(),
    isOverdue: Type.Boolean(),
  }), sql`
    WITH pair AS (
      -- The season's current pairs, stored (reports/progress.ts).
      SELECT pp.trainer_id, pp.completed FROM pair_progress pp
      WHERE pp.season_id = ${seasonId} AND pp.club_id = ${clubId} AND pp.team_id IS NOT NULL
    ),
    round (round, due_date) AS (VALUES ${values}),
    -- Counted per trainer before the trainers are read: their people rows are then found by the club's
    -- id, not by probing (or hashing) the people of every club once per pair (issue 26).
    missing AS (
      SELECT pair.trainer_id, r.round, r.due_date, count(*) FILTER (WHERE pair.completed < r.round)::int AS reports
      FROM pair CROSS JOIN round r
      GROUP BY pair.trainer_id, r.round, r.due_date
      HAVING count(*) FILTER (WHERE pair.completed < r.round) > 0
    )
    SELECT t.id AS "userId", person_name(t.first_name, t.infix, t.last_name) AS "trainerName", t.photo_id AS "photoId",
           missing.round, to_char(missing.due_date, 'YYYY-MM-DD') AS "dueDate",
           missing.reports AS "missingReports",
           (missing.due_date < ${today}::date) AS "isOverdue"
    FROM missing
    JOIN people t ON t.id = missing.trainer_id AND t.club_id = ${clubId}
    ORDER BY missing.due_date, t.last_name, t.first_name, t.id`);
  return rows.map(({ photoId, ...row }) => ({ ...row, profilePicture: photoUrl(photoId) }));
}
