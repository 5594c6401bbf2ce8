import { sql, type Kysely } from 'kysely';

/**
 * Privacy (issue 25): the access log, erasure and the retention period.
 *
 * - `access_log`: one row per read of a person's file by someone else, and per change, export or
 *   erasure of it (who, in which role, what, when). The subject is a row of `people` (the club's
 *   file on the person); the actor's name is read through `by_person_id` when the log is shown, so
 *   an actor who is erased later is not named by the log either.
 * - `people.erased_at`: when the club erased what identified the person (art. 17). The row stays, so
 *   the reports on and by the person keep counting as anonymous figures.
 * - `clubs.retention_months`: how long a removed member's file is kept before the job runner erases
 *   it (default 24 months).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE access_log (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      club_id uuid NOT NULL REFERENCES clubs (id),
      person_id uuid NOT NULL REFERENCES people (id),
      -- null: the job runner (an erasure after the retention period), not a person.
      by_person_id uuid REFERENCES people (id),
      role text NOT NULL,
      action text NOT NULL CHECK (action IN ('view', 'change', 'export', 'erase')),
      at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX access_log_person ON access_log (person_id, at DESC)`.execute(db);
  await sql`ALTER TABLE people ADD COLUMN erased_at timestamptz`.execute(db);
  // The job runner's question: removed, not yet erased members, oldest removal first.
  await sql`CREATE INDEX people_erasable ON people (removed_at) WHERE removed_at IS NOT NULL AND erased_at IS NULL`.execute(db);
  await sql`
    ALTER TABLE clubs ADD COLUMN retention_months integer NOT NULL DEFAULT 24
      CHECK (retention_months BETWEEN 1 AND 120)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE clubs DROP COLUMN IF EXISTS retention_months`.execute(db);
  await sql`DROP INDEX IF EXISTS people_erasable`.execute(db);
  await sql`ALTER TABLE people DROP COLUMN IF EXISTS erased_at`.execute(db);
  await sql`DROP TABLE IF EXISTS access_log`.execute(db);
}
