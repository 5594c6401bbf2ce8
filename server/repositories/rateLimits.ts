import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/**
 * Fixed-window counters in the rate_limits table, shared by every server instance. A key is blocked
 * while its count in the current window has reached the limit; when the window ends it starts again
 * at zero, so nobody is locked out for longer than one window.
 */
export interface LimitState {
  blocked: boolean;
  /** When the current window ends (and a blocked key is free again). */
  retryAt: Date | null;
}

/** Whether any of the keys has reached its limit, without counting an attempt. */
export async function checkLimits(
  db: Kysely<DB>,
  limits: ReadonlyArray<{ key: string; max: number }>,
): Promise<LimitState> {
  if (limits.length === 0) return { blocked: false, retryAt: null };
  const rows = await db
    .selectFrom('rate_limits')
    .select(['key', 'hits', 'window_ends_at'])
    .where('key', 'in', limits.map((limit) => limit.key))
    .where('window_ends_at', '>', new Date())
    .execute();
  let retryAt: Date | null = null;
  for (const row of rows) {
    const max = limits.find((limit) => limit.key === row.key)!.max;
    if (row.hits >= max && (!retryAt || row.window_ends_at > retryAt)) retryAt = row.window_ends_at;
  }
  return { blocked: retryAt !== null, retryAt };
}

/** Counts one attempt for each key (atomically, also under concurrency) and returns the new counts. */
export async function countAttempt(db: Kysely<DB>, keys: readonly string[], windowMs: number): Promise<Map<string, { hits: number; windowEndsAt: Date }>> {
  const result = new Map<string, { hits: number; windowEndsAt: Date }>();
  const windowEnd = new Date(Date.now() + windowMs);
  for (const key of keys) {
    const row = await db
      .insertInto('rate_limits')
      .values({ key, hits: 1, window_ends_at: windowEnd })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          hits: sql<number>`CASE WHEN rate_limits.window_ends_at <= now() THEN 1 ELSE rate_limits.hits + 1 END`,
          window_ends_at: sql<Date>`CASE WHEN rate_limits.window_ends_at <= now() THEN excluded.window_ends_at ELSE rate_limits.window_ends_at END`,
        }),
      )
      .returning(['hits', 'window_ends_at'])
      .executeTakeFirstOrThrow();
    result.set(key, { hits: row.hits, windowEndsAt: row.window_ends_at });
  }
  // Forget windows that ended long ago, so the table stays as small as the set of recent offenders.
  await db.deleteFrom('rate_limits').where('window_ends_at', '<', new Date(Date.now() - 24 * 60 * 60 * 1000)).execute();
  return result;
}

/** Forgets the counter of a key (e.g. an account after a successful sign-in or a password reset). */
export async function clearLimit(db: Kysely<DB>, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}
