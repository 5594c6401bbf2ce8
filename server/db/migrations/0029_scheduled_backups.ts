import { sql, type Kysely } from 'kysely';

/**
 * Scheduled backups (issue 39): one row per backup the servers take themselves (BACKUP_DIR). The
 * row's key is the interval the backup belongs to (`slot`, the interval's start), so among several
 * servers on one database the first to insert or take over the row takes that interval's backup, and
 * no other (a claim with a lease, as the scheduler's jobs have: a server that died mid-backup leaves a
 * claim another takes once it has run out). The row then says how it went: when, how big, which file
 * on which server, or why it failed. Rows are few (one per interval) and kept: the console lists them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE backup_runs (
      slot timestamptz PRIMARY KEY,
      claimed_by text NOT NULL,
      lease_until timestamptz NOT NULL,
      started_at timestamptz NOT NULL,
      finished_at timestamptz,
      outcome text CHECK (outcome IN ('done', 'failed')),
      file text,
      bytes bigint,
      error text,
      CHECK ((finished_at IS NULL) = (outcome IS NULL))
    )`.execute(db);
  // The latest finished one, for /api/health and the log.
  await sql`CREATE INDEX backup_runs_finished ON backup_runs (finished_at DESC) WHERE finished_at IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE backup_runs`.execute(db);
}
