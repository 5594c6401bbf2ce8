import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { BackupConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { datedBackupFile, writeDatabaseBackupFile } from '../../db/backupFile.js';

/**
 * The backups a server takes itself (issue 39): one per BACKUP_INTERVAL_HOURS, whichever server of the
 * database comes first. The interval's row in backup_runs (migration 0029) is the claim: inserted, or
 * taken over once its lease has run out (its server died mid-backup), by one server only. The backup is
 * the one `npm run backup` writes (a consistent snapshot; on the embedded engine calls wait while it is
 * read), checked whole before it gets its name; the newest BACKUP_KEEP files stay in BACKUP_DIR.
 */

/** How long a claim holds: longer than the backup of the largest club takes (10,000 players: minutes). */
export const BACKUP_LEASE_MS = 60 * 60 * 1000;

/** The files a scheduled backup writes (datedBackupFile's names): they sort by time. */
const BACKUP_FILE = /^touchline-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.backup\.gz$/;

export interface BackupLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export type BackupOutcome =
  | { taken: false }
  | { taken: true; file: string; bytes: number }
  | { taken: true; failed: string };

/** The start of the interval `now` is in, counted from 1970-01-01 UTC (midnight UTC for whole days). */
export const backupSlot = (now: Date, intervalMs: number): Date => new Date(Math.floor(now.getTime() / intervalMs) * intervalMs);

/** Takes this interval's backup when it is due and no other server has it; nothing when BACKUP_DIR is unset. */
export async function takeScheduledBackup(deps: {
  database: Database;
  config: BackupConfig;
  worker: string;
  now: Date;
  clock: () => Date;
  log: BackupLog;
}): Promise<BackupOutcome> {
  const { database, config, worker, now, clock, log } = deps;
  if (!config.dir) return { taken: false };
  const { db } = database;
  const slot = backupSlot(now, config.intervalMs);
  if (!(await claimSlot(db, slot, worker, now))) return { taken: false };

  const file = datedBackupFile(now, config.dir);
  const started = performance.now();
  try {
    const { bytes, rows } = await writeDatabaseBackupFile(database, file);
    await finish(db, slot, worker, { finished_at: clock(), outcome: 'done', file, bytes, error: null });
    log.info({ file, bytes, rows, seconds: Math.round((performance.now() - started) / 100) / 10 }, 'scheduled backup taken');
    await keepNewest(config.dir, config.keep, log);
    return { taken: true, file, bytes };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await finish(db, slot, worker, { finished_at: clock(), outcome: 'failed', file: null, bytes: null, error: reason });
    log.error({ file, reason }, 'the scheduled backup failed; no backup was written for this interval');
    return { taken: true, failed: reason };
  }
}

/** The interval's claim for this server: a new row, or one whose claim ran out unfinished. */
async function claimSlot(db: Kysely<DB>, slot: Date, worker: string, now: Date): Promise<boolean> {
  const leaseUntil = new Date(now.getTime() + BACKUP_LEASE_MS);
  const claimed = await db
    .insertInto('backup_runs')
    .values({ slot, claimed_by: worker, lease_until: leaseUntil, started_at: now })
    .onConflict((conflict) =>
      conflict.column('slot').doUpdateSet({ claimed_by: worker, lease_until: leaseUntil, started_at: now })
        .where('backup_runs.finished_at', 'is', null)
        .where('backup_runs.lease_until', '<', now))
    .returning('slot')
    .executeTakeFirst();
  return claimed !== undefined;
}

async function finish(
  db: Kysely<DB>,
  slot: Date,
  worker: string,
  result: { finished_at: Date; outcome: 'done' | 'failed'; file: string | null; bytes: number | null; error: string | null },
): Promise<void> {
  await db.updateTable('backup_runs').set(result).where('slot', '=', slot).where('claimed_by', '=', worker).execute();
}

/** Deletes the oldest scheduled backups beyond `keep` (files of other names in the folder are left alone). */
async function keepNewest(dir: string, keep: number, log: BackupLog): Promise<void> {
  const backups = (await readdir(dir)).filter((name) => BACKUP_FILE.test(name)).sort();
  for (const name of backups.slice(0, Math.max(0, backups.length - keep))) {
    try {
      await rm(path.join(dir, name));
    } catch (error) {
      log.error({ file: name, reason: error instanceof Error ? error.message : String(error) }, 'an old backup could not be deleted');
    }
  }
}

/** The latest backup a server took itself, and whether it went well: for /api/health. */
export async function lastScheduledBackup(db: Kysely<DB>): Promise<{ at: Date; outcome: 'done' | 'failed'; bytes: number | null } | undefined> {
  const row = await db
    .selectFrom('backup_runs')
    .select(['finished_at', 'outcome', sql<number | null>`bytes::float8`.as('bytes')])
    .where('finished_at', 'is not', null)
    .orderBy('finished_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { at: row.finished_at!, outcome: row.outcome!, bytes: row.bytes } : undefined;
}
