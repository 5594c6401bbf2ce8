import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/**
 * Fixed-window counters in the rate_limits table, shared by every server instance. An attempt is
 * counted before it is judged, so simultaneous attempts cannot slip past a limit together; when a
 * window ends the count starts again at zero, so nobody is locked out for longer than one window.
 *
 * countAttempt counts one attempt for each key (one atomic upsert per key) and returns the new counts.
 */
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

/** Takes `count` counted attempts back (a sign-in that turned out to be right), never below zero. */
export async function uncountAttempt(db: Kysely<DB>, key: string, count = 1): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ hits: sql<number>`GREATEST(hits - ${count}, 0)` })
    .where('key', '=', key)
    .where('window_ends_at', '>', new Date())
    .execute();
}

/** Forgets the counter of a key and answers how many attempts its current window had counted. */
export async function takeCount(db: Kysely<DB>, key: string): Promise<number> {
  const row = await db.deleteFrom('rate_limits').where('key', '=', key).returning(['hits', 'window_ends_at']).executeTakeFirst();
  return row && row.window_ends_at > new Date() ? row.hits : 0;
}

/** Forgets the counter of a key (e.g. an account after a password reset). */
export async function clearLimit(db: Kysely<DB>, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** Forgets every counter whose key starts with `prefix`. */
export async function clearLimitsStartingWith(db: Kysely<DB>, prefix: string): Promise<void> {
  await db.deleteFrom('rate_limits').where(sql<boolean>`starts_with(key, ${prefix})`).execute();
}
