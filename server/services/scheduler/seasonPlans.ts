import type { Kysely } from 'kysely';
import type { DB, JobOutcome } from '../../db/schema.js';
import type { ClaimedJob, NewJob } from '../../repositories/scheduledJobs.js';
import { applySeasonPlan, duePlans, planSeason } from '../../repositories/seasons/plans.js';
import { todayUtc } from '../../domain/seasons.js';
import type { Composed } from './mails.js';

/**
 * Next season's plan takes effect (issue 37, repositories/seasons/plans.ts): when a season with a plan
 * becomes the club's current one (by its dates; `isCurrent` is derived, never stored, so "becoming
 * current" is only seen by looking), each scheduler run plans one job for it. Its key names the plan's
 * newest change, so the same plan is one job among all servers (planJobs keeps a key once), claimed by
 * one (FOR UPDATE SKIP LOCKED and a lease) and applied in the transaction that completes it.
 */
export interface SeasonPlanPayload {
  seasonId: string;
}

/** One job per due plan (a season with plan rows that is current or has started on the clock's day). */
export async function plannedSeasonPlanJobs(db: Kysely<DB>, now: Date): Promise<NewJob[]> {
  const due = await duePlans(db, todayUtc(now));
  return due.map((plan) => ({
    key: `season-plan:${plan.seasonId}:${plan.version}`,
    kind: 'seasonPlan',
    clubId: plan.clubId,
    payload: { seasonId: plan.seasonId } satisfies SeasonPlanPayload,
    runAfter: now,
  }));
}

/**
 * Applies a claimed plan job, in one transaction with its completion; null when another server owns
 * the job now. The season's row is locked first (as Team/ApplySeasonPlan does), so a manager's apply at
 * the same moment runs before or after, and the later one finds an empty plan (idempotent). A season
 * whose dates moved back into the future meanwhile is left planned: the job is done, a later run plans
 * the job again when the season starts (the key names the plan's newest change, so a key done is not
 * planned again: the season's dates alone changing leaves it to the manager's apply).
 */
export async function seasonPlanJob(
  db: Kysely<DB>,
  job: ClaimedJob,
  now: Date,
  claim: { hold(trx: Kysely<DB>): Promise<boolean>; complete(trx: Kysely<DB>, outcome: JobOutcome): Promise<void>; log: { info(details: object, message: string): void } },
): Promise<Composed | null> {
  const { seasonId } = job.payload as SeasonPlanPayload;
  return db.transaction().execute(async (trx) => {
    if (!(await claim.hold(trx))) return null;
    const season = await planSeason(trx, job.clubId, seasonId, todayUtc(now), true);
    // A season deleted meanwhile took its plan with it; one not started (dates changed) stays planned.
    if (season && season.state !== 'planning') {
      const { moved, skipped } = await applySeasonPlan(trx, job.clubId, seasonId);
      claim.log.info({ club: job.clubId, season: seasonId, moved, skipped }, "a season's planned line-up took effect");
    }
    await claim.complete(trx, 'skipped');
    return { skipped: 'seasonPlan' };
  });
}
