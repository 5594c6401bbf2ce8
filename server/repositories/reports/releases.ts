import { sql, type Kysely, type RawBuilder } from 'kysely';
import { Type } from 'typebox';
import type { FamilySettings } from '../../../contract/guardians.js';
import type { DB } from '../../db/schema.js';
import { Nullable, selectRows, SqlDate } from '../rawRows.js';

/*
 * The release of completed reports to players and guardians (issue 25). A report belongs to the round
 * it fills (domain/rounds.ts): the k-th completed report of a (player, trainer) pair in the season
 * fills round k, reports beyond the season's n fill the last round.
 */

/**
 * The one rule of which reports a player and their family read (issue 25, issue 41): completed ones
 * the club has released. The player's own pages, a guardian's view of their child and the export a
 * player or guardian asks for themselves all filter with it; only the club's managers (and a formal
 * access request they answer) see the rest. `report` is the alias of the reports table in the query.
 */
export function releasedToFamily(report = 'r'): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${report}.status`)} = 'Completed' AND ${sql.ref(`${report}.released_at`)} IS NOT NULL)`;
}

/** The season's completed reports with the round each fills. */
const reportRounds = (clubId: string, seasonId: string, n: number) => sql`
  SELECT id, released_at,
         least(row_number() OVER (PARTITION BY player_id, trainer_id ORDER BY completed_at, id), ${n})::int AS round
  FROM reports
  WHERE club_id = ${clubId} AND season_id = ${seasonId} AND status = 'Completed'`;

/** Per round: completed reports waiting for release, released ones, and the round's last release. */
export async function releaseFigures(db: Kysely<DB>, clubId: string, seasonId: string, n: number) {
  return selectRows(db, Type.Object({
    round: Type.Number(),
    waiting: Type.Number(),
    released: Type.Number(),
    last_released_at: Nullable(SqlDate),
    last_released_by: Nullable(Type.String()),
  }), sql`
    WITH counted AS (
      SELECT round, count(*) FILTER (WHERE released_at IS NULL)::int AS waiting, count(*) FILTER (WHERE released_at IS NOT NULL)::int AS released
      FROM (${reportRounds(clubId, seasonId, n)}) r GROUP BY round
    ),
    last_release AS (
      SELECT DISTINCT ON (rr.round) rr.round, rr.released_at, person_name(p.first_name, p.infix, p.last_name) AS by_name
      FROM report_releases rr JOIN people p ON p.id = rr.released_by
      WHERE rr.club_id = ${clubId} AND rr.season_id = ${seasonId}
      ORDER BY rr.round, rr.released_at DESC
    )
    SELECT g.round, coalesce(c.waiting, 0) AS waiting, coalesce(c.released, 0) AS released,
           l.released_at AS last_released_at, l.by_name AS last_released_by
    FROM generate_series(1, ${n}::int) AS g(round)
    LEFT JOIN counted c ON c.round = g.round
    LEFT JOIN last_release l ON l.round = g.round
    ORDER BY g.round`);
}

/** Releases the round's completed reports not yet released, and logs the release; answers how many. */
export async function releaseRound(
  trx: Kysely<DB>,
  release: { clubId: string; seasonId: string; n: number; round: number; managerId: string },
): Promise<number> {
  const { clubId, seasonId, n, round, managerId } = release;
  const released = await selectRows(trx, Type.Object({ id: Type.String() }), sql`
    UPDATE reports AS r SET released_at = now(), released_by = ${managerId}
    FROM (${reportRounds(clubId, seasonId, n)}) AS ranked
    WHERE r.id = ranked.id AND ranked.round = ${round} AND ranked.released_at IS NULL
    RETURNING r.id`);
  await trx
    .insertInto('report_releases')
    .values({ club_id: clubId, season_id: seasonId, round, reports: released.length, released_by: managerId })
    .execute();
  return released.length;
}

export async function familySettings(db: Kysely<DB>, clubId: string): Promise<FamilySettings | undefined> {
  const row = await db
    .selectFrom('clubs')
    .select(['release_mode', 'privacy_statement_en', 'privacy_statement_nl'])
    .where('id', '=', clubId)
    .executeTakeFirst();
  return row && { releaseMode: row.release_mode, privacyStatementEn: row.privacy_statement_en, privacyStatementNl: row.privacy_statement_nl };
}

/**
 * Saves the club's family settings. Switching to release on completion releases at once every
 * completed report still waiting (by this manager): from now on completed means released.
 */
export async function saveFamilySettings(trx: Kysely<DB>, clubId: string, managerId: string, settings: FamilySettings): Promise<void> {
  await trx
    .updateTable('clubs')
    .set({ release_mode: settings.releaseMode, privacy_statement_en: settings.privacyStatementEn, privacy_statement_nl: settings.privacyStatementNl })
    .where('id', '=', clubId)
    .execute();
  if (settings.releaseMode === 'onCompletion') {
    await trx
      .updateTable('reports')
      .set({ released_at: new Date(), released_by: managerId })
      .where('club_id', '=', clubId)
      .where('status', '=', 'Completed')
      .where('released_at', 'is', null)
      .execute();
  }
}

/** The club's name and privacy statement in one language. */
export async function privacyStatement(db: Kysely<DB>, clubId: string, language: 'en' | 'nl') {
  const row = await db
    .selectFrom('clubs')
    .select(['name', 'privacy_statement_en', 'privacy_statement_nl'])
    .where('id', '=', clubId)
    .executeTakeFirstOrThrow();
  return { clubName: row.name, statement: language === 'nl' ? row.privacy_statement_nl : row.privacy_statement_en };
}
