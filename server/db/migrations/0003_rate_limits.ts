import type { Kysely } from 'kysely';
import { executeScript } from '../script.js';

/**
 * Counters of failed sign-ins and password-reset requests, per account and per client address.
 * They live in the database (not in process memory) so that every server instance behind a load
 * balancer counts the same attempts. A counter only blocks until its window ends.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(db, `
    CREATE TABLE rate_limits (
      key text PRIMARY KEY,
      hits integer NOT NULL,
      window_ends_at timestamptz NOT NULL
    );
    CREATE INDEX rate_limits_window ON rate_limits (window_ends_at);
  `);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await executeScript(db, `DROP TABLE rate_limits;`);
}
