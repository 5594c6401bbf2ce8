import { sql, type Kysely } from 'kysely';

/**
 * Report rounds (issue 15): the due date a manager gives each round of a season. A season without
 * rows here follows the default plan (its dates split evenly, server/services/rounds.ts); a stored
 * plan that no longer fits the season (n or the dates changed) is re-planned for the rounds not yet due.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE season_rounds (
      season_id uuid NOT NULL REFERENCES seasons (id) ON DELETE CASCADE,
      round integer NOT NULL CHECK (round >= 1),
      due_date date NOT NULL,
      PRIMARY KEY (season_id, round)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE season_rounds`.execute(db);
}
