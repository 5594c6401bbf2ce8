import { sql, type Kysely } from 'kysely';

/**
 * Reminders and the weekly digest (issue 15).
 * - scheduled_jobs: every e-mail the scheduler sends is one job with a unique key (a reminder per
 *   trainer, round and kind; a digest per manager and week). Planning inserts the key at most once;
 *   a server claims a job (claimed_by, lease_until) with FOR UPDATE SKIP LOCKED, and completes it
 *   (done_at) in the transaction that writes the e-mail. A claim whose lease ran out (its server
 *   died) is taken by another server. See docs/decisions.md.
 * - mail_opt_outs: a person who followed an e-mail's unsubscribe link, per topic; kept.
 * - signing_keys: the secret that signs unsubscribe links, made once and shared by every server.
 * - seasons.reminders_enabled: managers switch a season's reminders off.
 * - clubs.time_zone: the digest goes out on Monday morning in the club's time zone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE scheduled_jobs (
      key text PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('reminder', 'digest')),
      club_id uuid NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
      payload jsonb NOT NULL,
      run_after timestamptz NOT NULL,
      claimed_by text,
      lease_until timestamptz,
      attempts integer NOT NULL DEFAULT 0,
      done_at timestamptz,
      outcome text CHECK (outcome IN ('sent', 'skipped', 'failed')),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  // The claim's search: jobs not done, oldest first.
  await sql`CREATE INDEX scheduled_jobs_pending ON scheduled_jobs (run_after) WHERE done_at IS NULL`.execute(db);
  await sql`
    CREATE TABLE mail_opt_outs (
      person_id uuid NOT NULL REFERENCES people (id) ON DELETE CASCADE,
      topic text NOT NULL CHECK (topic IN ('reminders', 'digest')),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (person_id, topic)
    )`.execute(db);
  await sql`
    CREATE TABLE signing_keys (
      purpose text PRIMARY KEY,
      secret text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`ALTER TABLE seasons ADD COLUMN reminders_enabled boolean NOT NULL DEFAULT true`.execute(db);
  await sql`ALTER TABLE clubs ADD COLUMN time_zone text NOT NULL DEFAULT 'Europe/Amsterdam'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE clubs DROP COLUMN time_zone`.execute(db);
  await sql`ALTER TABLE seasons DROP COLUMN reminders_enabled`.execute(db);
  await sql`DROP TABLE signing_keys`.execute(db);
  await sql`DROP TABLE mail_opt_outs`.execute(db);
  await sql`DROP TABLE scheduled_jobs`.execute(db);
}
