import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../context.js';
import type { SchedulerConfig } from '../../config.js';
import type { Delivery, Mailer } from '../mail/index.js';
import { claimJobs, completeJob, holdClaim, planJobs, type ClaimedJob, type NewJob } from '../../repositories/scheduledJobs.js';
import { composeDigest, composeReminder, type Composed } from './mails.js';
import { plannedDigests, plannedReminders, type DigestPayload, type ReminderPayload } from './plans.js';
import { eraseExpiredMembers } from '../privacy/retention.js';
import { invitationMails } from '../invitations.js';
import { failImportOfJob, importChunk, isRowsJob, prepareBatch, sendRowInvitation, storeRunRows, type ImportJobPayload } from '../memberImport/index.js';
import { FIRST_CHUNK_ROWS, giveWay, nextChunkRows } from '../memberImport/pace.js';
import { runInBackground } from '../../db/fairPool.js';
import { plannedSeasonPlanJobs, seasonPlanJob } from './seasonPlans.js';
import { takeScheduledBackup } from '../backups/scheduledBackups.js';
import type { BackupConfig } from '../../config.js';
import type { Database } from '../../db/database.js';

/**
 * The scheduler of reminders and digests (issue 15), the same on both engines: each run first erases
 * the removed members past their club's retention period (issue 25, services/privacy/retention.ts), then plans the
 * jobs due (idempotent: a job's key exists once), then claims due jobs with FOR UPDATE SKIP LOCKED
 * and a lease, and completes each in the transaction that writes its e-mail to the outbox. Several
 * servers on one PostgreSQL run it side by side; a job whose server died is claimed again once its
 * lease has run out. Why own code and not a queue library: docs/decisions.md.
 */

/** Jobs claimed at once: small, so that a server does not hold many claims it may not live to finish. */
const CLAIM_BATCH = 20;
/** A job that failed this often (its e-mail could not be sent) is given up, marked 'failed'. */
const MAX_ATTEMPTS = 5;

export interface SchedulerLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  /** A failed backup is an error in the log (a warning where the log has no errors). */
  error?(details: object, message: string): void;
}

export interface RunReport {
  planned: number;
  sent: number;
  skipped: number;
  failed: number;
}

export interface Scheduler {
  /** The name its claims carry: host, process, and a random part (two apps in one process differ). */
  readonly worker: string;
  /** One run: plan what is due now, then send every due job not claimed elsewhere. */
  runOnce(): Promise<RunReport>;
  /** Plans the given jobs (a manager's "send now") and runs them at once; answers per key whether an e-mail went. */
  runNow(jobs: NewJob[]): Promise<Map<string, Composed>>;
  /**
   * Plans jobs due now (an import's batches) and starts a run at once, without waiting for it: the
   * batches are claimed like every job (FOR UPDATE SKIP LOCKED), by this server or another.
   */
  planAndWake(jobs: NewJob[]): Promise<void>;
  /** Starts the periodic run (config.intervalMs; 0 = never). */
  start(): void;
  /** Stops it, waiting for a run under way to end. */
  stop(): Promise<void>;
}

export function createScheduler(deps: {
  db: Kysely<DB>;
  mailer: Mailer;
  config: SchedulerConfig;
  appUrl: string;
  invitationLifetimeMs: number;
  clock: Clock;
  log: SchedulerLog;
  /** The scheduled backups (issue 39): taken at the end of a run when BACKUP_DIR is set. */
  backups?: { database: Database; config: BackupConfig };
}): Scheduler {
  const { db, mailer, config, appUrl, clock, log } = deps;
  const invitationConfig = { appUrl, invitationLifetimeMs: deps.invitationLifetimeMs };
  const worker = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  const compose = (trx: Kysely<DB>, job: ClaimedJob, now: Date): Promise<Composed> =>
    job.kind === 'reminder'
      ? composeReminder(trx, appUrl, job.payload as ReminderPayload)
      : composeDigest(trx, appUrl, job.payload as DigestPayload, now);

  /** Throws when an e-mail could not be sent (or kept), so that the job stays claimed and is retried. */
  const delivered = async (delivery: Promise<Delivery>): Promise<void> => {
    const outcome = await delivery;
    if (!outcome.delivered) throw new Error(outcome.error);
  };

  /**
   * Writes a claimed job's e-mail and marks the job done; null when another server owns it now. Into
   * the outbox both happen in one transaction (exactly once). Over SMTP the delivery happens outside
   * any transaction: a slow or unreachable SMTP server must not hold a database connection (the
   * embedded engine has one for every call), so a crash between delivery and commit sends it again.
   */
  const deliver = async (job: ClaimedJob, now: Date): Promise<Composed | null> => {
    const outcome = (composed: Composed) => ('mail' in composed ? 'sent' : 'skipped');
    if (mailer.mode === 'outbox') {
      return db.transaction().execute(async (trx) => {
        if (!(await holdClaim(trx, job.key, worker))) return null;
        const composed = await compose(trx, job, now);
        if ('mail' in composed) await delivered(mailer.sendWithin(trx, composed.mail));
        await completeJob(trx, job.key, now, outcome(composed));
        return composed;
      });
    }
    const composed = await db.transaction().execute(async (trx) => ((await holdClaim(trx, job.key, worker)) ? compose(trx, job, now) : null));
    if (!composed) return null;
    if ('mail' in composed) await delivered(mailer.send(composed.mail));
    await db.transaction().execute(async (trx) => {
      if (await holdClaim(trx, job.key, worker)) await completeJob(trx, job.key, now, outcome(composed));
    });
    return composed;
  };

  /** The rows of an import's next chunk: sized by how long the last chunk took (memberImport/pace.ts). */
  let importChunkRows = FIRST_CHUNK_ROWS;

  /** The first job of an import's run (issue 23): plans it and stores its rows, then its batches' jobs are due. */
  const importRowsJob = async (job: ClaimedJob, now: Date): Promise<Composed | null> => {
    const jobs = await storeRunRows(db, { importId: (job.payload as ImportJobPayload).importId, now }, {
      hold: (trx) => holdClaim(trx, job.key, worker),
      complete: (trx) => completeJob(trx, job.key, now, 'sent'),
      giveWay,
    });
    return jobs ? { skipped: 'imported' } : null;
  };

  /**
   * One batch of an import (issue 23): its rows are written in chunks, each a short transaction of
   * set-based statements that holds the job's claim and records the rows' outcomes, so a row is imported
   * once whichever server runs the job (a batch taken over resumes after its last chunk). A chunk is sized
   * to take about CHUNK_BUDGET_MS and the run gives way after each, so no call waits long for the
   * database, also on the embedded engine's one connection. Into the outbox the invitation e-mails are
   * written in the chunk's transaction; over SMTP they go after its commit, so a slow mail server holds no
   * database connection.
   */
  const importJob = async (job: ClaimedJob, now: Date): Promise<Composed | null> => {
    const payload = job.payload as ImportJobPayload;
    if (isRowsJob(payload)) return importRowsJob(job, now);
    const context = await prepareBatch(db, payload);
    const lines = context?.lines ?? [];
    let failed = 0;
    for (let start = 0; start < lines.length;) {
      const chunk = lines.slice(start, start + importChunkRows);
      start += chunk.length;
      const began = performance.now();
      const outcomes = await db.transaction().execute(async (trx) => {
        if (!(await holdClaim(trx, job.key, worker))) return null;
        const imported = await importChunk(trx, invitationConfig, context!, chunk, now);
        if (mailer.mode === 'outbox') {
          // The chunk's invitations from one read of their recipients, kept in one insert.
          const mails = await invitationMails(trx, invitationConfig, imported.flatMap((outcome) => (outcome.invitation ? [outcome.invitation] : [])));
          if (mails.length > 0 && !(await mailer.sendAllWithin(trx, mails)).delivered) throw new Error('the invitations could not be kept in the outbox');
        }
        return imported;
      });
      importChunkRows = nextChunkRows(chunk.length, performance.now() - began);
      if (!outcomes) return null;
      for (const outcome of outcomes) {
        if (mailer.mode === 'smtp' && !(await sendRowInvitation(db, mailer, invitationConfig, outcome))) failed++;
      }
      await giveWay();
    }
    if (failed > 0) log.warn({ job: job.key, failed }, "some invitation e-mails of an import could not be sent; 'Invite again' sends them");
    const completed = await db.transaction().execute(async (trx) => {
      if (!(await holdClaim(trx, job.key, worker))) return false;
      await completeJob(trx, job.key, now, 'sent');
      return true;
    });
    return completed ? { skipped: 'imported' } : null;
  };

  /**
   * Runs one claimed job; answers what happened, or null when another server owns it now. A failed
   * delivery is retried once the claim's lease has run out, unless `retry` is off (a manager's "send
   * now", who is told at once that it failed and may press again): then it is given up at once.
   */
  const runJob = async (job: ClaimedJob, report: RunReport, retry = true): Promise<Composed | null> => {
    const now = clock();
    try {
      const composed = job.kind === 'import'
        ? await importJob(job, now)
        : job.kind === 'seasonPlan'
          ? await seasonPlanJob(db, job, now, { hold: (trx) => holdClaim(trx, job.key, worker), complete: (trx, outcome) => completeJob(trx, job.key, now, outcome), log })
          : await deliver(job, now);
      if (composed && 'mail' in composed) report.sent++;
      else if (composed) report.skipped++;
      return composed;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      report.failed++;
      if (!retry || job.attempts >= MAX_ATTEMPTS) {
        await db.transaction().execute(async (trx) => {
          if (!(await holdClaim(trx, job.key, worker))) return;
          await completeJob(trx, job.key, now, 'failed');
          if (job.kind === 'import') await failImportOfJob(trx, job.payload as ImportJobPayload, now);
        });
        log.warn({ job: job.key, reason }, retry ? 'a scheduled e-mail failed too often and is given up' : 'an e-mail sent now failed');
      } else {
        // The claim stays until its lease runs out: then a run of any server tries again, so an SMTP
        // server that is down for a while does not use up the attempts within one run.
        log.warn({ job: job.key, reason }, 'a scheduled e-mail failed; it is tried again once its claim has run out');
      }
      return { skipped: 'failed' };
    }
  };

  const runDue = async (report: RunReport): Promise<void> => {
    for (;;) {
      const jobs = await claimJobs(db, { worker, now: clock(), leaseMs: config.leaseMs, limit: CLAIM_BATCH });
      if (jobs.length === 0) return;
      for (const job of jobs) await runJob(job, report);
    }
  };

  const runOnce = async (): Promise<RunReport> => {
    const report: RunReport = { planned: 0, sent: 0, skipped: 0, failed: 0 };
    const now = clock();
    // The clubs' retention periods (issue 25): removed members past it are erased, each once.
    const erased = await eraseExpiredMembers(db, now);
    if (erased > 0) log.info({ erased }, 'removed members erased after their club\'s retention period');
    // Next season's planned line-up takes effect once the season is the current one (issue 37): a job per
    // plan, claimed and completed like every job, so one server applies it.
    const planned = [...(await plannedSeasonPlanJobs(db, now)), ...(await plannedReminders(db, now)), ...(await plannedDigests(db, now))];
    report.planned = (await planJobs(db, planned)).length;
    await runDue(report);
    if (report.sent + report.failed > 0) log.info({ ...report }, 'scheduled e-mails sent');
    // Last: this interval's backup, when it is due and no other server has taken it.
    if (deps.backups) {
      const backupLog = { info: log.info.bind(log), error: (log.error ?? log.warn).bind(log) };
      await takeScheduledBackup({ ...deps.backups, worker, now, clock, log: backupLog });
    }
    return report;
  };

  /** One run at a time in this process: a run still going when the next is due lets that one pass. */
  let again = false;
  const tick = async (): Promise<void> => {
    if (running) {
      again = true;
      return;
    }
    again = false;
    // Background work: every call's queries get the database before the jobs' (db/fairPool.ts).
    running = runInBackground(runOnce).catch((error: unknown) => {
      log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'the scheduled e-mails could not be run; trying again on the next run');
    }).finally(() => { running = undefined; });
    await running;
    // Jobs planned while that run was ending (an import's batches) are not left for the next interval.
    if (again) await tick();
  };

  return {
    worker,
    runOnce,
    async runNow(jobs) {
      // Planned already claimed by this server, so that a periodic run (here or on another server)
      // cannot take them while this request sends them one by one.
      const now = clock();
      await planJobs(db, jobs, { worker, leaseUntil: new Date(now.getTime() + config.leaseMs) });
      const outcomes = new Map<string, Composed>();
      const report: RunReport = { planned: jobs.length, sent: 0, skipped: 0, failed: 0 };
      for (const job of jobs) {
        const outcome = await runJob({ key: job.key, kind: job.kind, clubId: job.clubId, payload: job.payload, attempts: 1 }, report, false);
        if (outcome) outcomes.set(job.key, outcome);
      }
      return outcomes;
    },
    async planAndWake(jobs) {
      await planJobs(db, jobs);
      void tick();
    },
    start() {
      if (config.intervalMs <= 0 || timer) return;
      timer = setInterval(() => void tick(), config.intervalMs);
      // The server's own handles keep the process alive; the schedule alone should not.
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
