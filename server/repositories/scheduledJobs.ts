import { sql, type Kysely } from 'kysely';
import type { DB, JobKind, JobOutcome } from '../db/schema.js';

/**
 * The scheduler's jobs (migration 0008): each e-mail is a row with a unique key, planned at most
 * once, claimed by one server at a time, and done once. The times come from the scheduler's clock,
 * never the database's `now()`, so that a test can move time.
 */
export interface NewJob {
  key: string;
  kind: JobKind;
  clubId: string;
  payload: object;
  runAfter: Date;
}

export interface ClaimedJob {
  key: string;
  kind: JobKind;
  clubId: string;
  payload: unknown;
  attempts: number;
}

/**
 * Plans jobs; a key planned before (by this server or another) is left as it is. Answers the keys added.
 * With `claim`, the jobs are planned already claimed by that worker (a reminder sent now), so no other
 * run takes them before it.
 */
export async function planJobs(db: Kysely<DB>, jobs: NewJob[], claim?: { worker: string; leaseUntil: Date }): Promise<string[]> {
  if (jobs.length === 0) return [];
  const claimed = claim ? { claimed_by: claim.worker, lease_until: claim.leaseUntil, attempts: 1 } : {};
  const rows = await db
    .insertInto('scheduled_jobs')
    .values(jobs.map((job) => ({ key: job.key, kind: job.kind, club_id: job.clubId, payload: JSON.stringify(job.payload), run_after: job.runAfter, ...claimed })))
    .onConflict((conflict) => conflict.column('key').doNothing())
    .returning('key')
    .execute();
  return rows.map((row) => row.key);
}

/**
 * Claims up to `limit` jobs that are due, not done, and not claimed by a server whose lease still
 * holds: SKIP LOCKED lets several servers claim at once without waiting on, or taking, each other's rows.
 */
export async function claimJobs(
  db: Kysely<DB>,
  claim: { worker: string; now: Date; leaseMs: number; limit: number },
): Promise<ClaimedJob[]> {
  const leaseUntil = new Date(claim.now.getTime() + claim.leaseMs);
  const { rows } = await sql<{ key: string; kind: JobKind; club_id: string; payload: unknown; attempts: number }>`
    UPDATE scheduled_jobs SET claimed_by = ${claim.worker}, lease_until = ${leaseUntil}, attempts = attempts + 1
    WHERE key IN (
      SELECT key FROM scheduled_jobs
      WHERE done_at IS NULL AND run_after <= ${claim.now} AND (lease_until IS NULL OR lease_until <= ${claim.now})
      ORDER BY run_after, key
      LIMIT ${claim.limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING key, kind, club_id, payload, attempts`.execute(db);
  return rows.map((row) => ({
    key: row.key,
    kind: row.kind,
    clubId: row.club_id,
    // PGlite and pg both parse jsonb; text would mean a driver that does not.
    payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
    attempts: row.attempts,
  }));
}

/**
 * Inside the transaction that completes it: locks the job if this worker's claim still stands (not
 * done, not taken over after its lease ran out). False means another server owns it now: do nothing.
 */
export async function holdClaim(trx: Kysely<DB>, key: string, worker: string): Promise<boolean> {
  const row = await trx
    .selectFrom('scheduled_jobs')
    .select('key')
    .where('key', '=', key)
    .where('claimed_by', '=', worker)
    .where('done_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

export async function completeJob(trx: Kysely<DB>, key: string, now: Date, outcome: JobOutcome): Promise<void> {
  await trx.updateTable('scheduled_jobs').set({ done_at: now, outcome, lease_until: null }).where('key', '=', key).execute();
}
