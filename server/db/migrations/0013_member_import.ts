import { sql, type Kysely } from 'kysely';

/**
 * Importing members from a file (issue 23).
 * - people get `infix` (the Dutch tussenvoegsel, 'van der') and `member_number` (the membership
 *   administration's relation code): unique per club among live people when present, the first key by
 *   which an import recognises a person again.
 * - `member_imports` is one uploaded file: the table as read (headers and cells, so a changed mapping can
 *   be applied at Run without uploading again), the mapping, and once run its state and counts, which
 *   the progress bar reads (it survives a reload: it is stored).
 * - `member_import_rows` is one row of a run: what the plan said, and after its batch ran, what happened.
 *   The guardian columns of a row are kept here (`guardians`) until guardians exist in Touchline.
 * - The scheduler's jobs get the kind 'import': one job per batch of rows, claimed once across servers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE people ADD COLUMN infix text, ADD COLUMN member_number text`.execute(db);
  await sql`
    CREATE UNIQUE INDEX people_member_number_unique ON people (club_id, member_number)
    WHERE removed_at IS NULL AND member_number IS NOT NULL`.execute(db);

  await sql`
    CREATE TABLE member_imports (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      club_id uuid NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
      created_by uuid REFERENCES people (id),
      file_name text NOT NULL,
      default_role text NOT NULL CHECK (default_role IN ('Player', 'Trainer', 'Manager')),
      headers jsonb NOT NULL,
      cells jsonb NOT NULL,
      mapping jsonb NOT NULL,
      state text NOT NULL DEFAULT 'previewed' CHECK (state IN ('previewed', 'queued', 'running', 'done', 'failed')),
      create_teams boolean NOT NULL DEFAULT false,
      total integer NOT NULL DEFAULT 0,
      processed integer NOT NULL DEFAULT 0,
      invited integer NOT NULL DEFAULT 0,
      updated integer NOT NULL DEFAULT 0,
      unchanged integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      started_at timestamptz,
      finished_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX member_imports_club ON member_imports (club_id, created_at)`.execute(db);

  await sql`
    CREATE TABLE member_import_rows (
      import_id uuid NOT NULL REFERENCES member_imports (id) ON DELETE CASCADE,
      line integer NOT NULL,
      batch integer NOT NULL,
      data jsonb NOT NULL,
      guardians jsonb,
      errors jsonb NOT NULL DEFAULT '[]',
      outcome text CHECK (outcome IN ('invite', 'update', 'unchanged', 'error')),
      PRIMARY KEY (import_id, line)
    )`.execute(db);
  await sql`CREATE INDEX member_import_rows_batch ON member_import_rows (import_id, batch)`.execute(db);

  await sql`ALTER TABLE scheduled_jobs DROP CONSTRAINT scheduled_jobs_kind_check`.execute(db);
  await sql`ALTER TABLE scheduled_jobs ADD CONSTRAINT scheduled_jobs_kind_check CHECK (kind IN ('reminder', 'digest', 'import'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM scheduled_jobs WHERE kind = 'import'`.execute(db);
  await sql`ALTER TABLE scheduled_jobs DROP CONSTRAINT scheduled_jobs_kind_check`.execute(db);
  await sql`ALTER TABLE scheduled_jobs ADD CONSTRAINT scheduled_jobs_kind_check CHECK (kind IN ('reminder', 'digest'))`.execute(db);
  await sql`DROP TABLE member_import_rows`.execute(db);
  await sql`DROP TABLE member_imports`.execute(db);
  await sql`DROP INDEX IF EXISTS people_member_number_unique`.execute(db);
  await sql`ALTER TABLE people DROP COLUMN member_number, DROP COLUMN infix`.execute(db);
}
