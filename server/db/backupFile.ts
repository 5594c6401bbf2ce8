import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { BackupError, verifyBackupFile, writeBackup, type BackupSummary, type RestoreTarget } from './backup.js';
import { backupThroughServer } from './backupSocket.js';
import { openDatabase, type Database } from './database.js';
import type { Writable } from 'node:stream';
import { dataDirOwner, lockDataDir } from './lock.js';
import { backupLiveDatabase } from './liveBackup.js';

/** The file a backup goes to when none is named: ./backups/touchline-<UTC time>.backup.gz */
export function datedBackupFile(now = new Date(), folder = 'backups'): string {
  const stamp = now.toISOString().replace(/\.\d+Z$/, 'Z').replaceAll(':', '-');
  return path.resolve(folder, `touchline-${stamp}.backup.gz`);
}

/**
 * Writes a backup of the source into `file`: under a temporary name (`<file>.<pid>.partial`, readable by
 * its owner only: it holds password hashes and signing keys), flushed to disk, read back whole and
 * checked, and only then renamed to `file`. A backup cut short leaves at most the .partial file, which
 * restore refuses. The embedded database held by a running server is backed up through that server
 * (backupSocket.ts); otherwise the command opens the database itself (the data folder locked meanwhile).
 */
export async function writeBackupFile(source: RestoreTarget, file: string): Promise<BackupSummary & { bytes: number; through: 'server' | 'database' }> {
  let through: 'server' | 'database' = 'database';
  const done = await writeVerifiedFile(file, async (out) => {
    if ('databaseUrl' in source) {
      const database = await openDatabase({ url: source.databaseUrl });
      try {
        await writeBackup(database.db, database.engine, out);
      } finally {
        await database.close();
      }
      return;
    }
    const owner = dataDirOwner(source.dataDir);
    if (owner) {
      through = 'server';
      await backupThroughServer(source.dataDir, owner, out);
      return;
    }
    if (!existsSync(path.join(source.dataDir, 'db'))) throw new BackupError(`${source.dataDir} holds no embedded database (no db folder): there is nothing to back up.`);
    const unlock = lockDataDir(source.dataDir);
    try {
      const database = await openDatabase({ dataDir: path.join(source.dataDir, 'db') });
      try {
        await writeBackup(database.db, database.engine, out);
      } finally {
        await database.close();
      }
    } finally {
      unlock();
    }
  });
  return { ...done, through };
}

/** A backup of the database a server has open (its scheduled backups), into `file` as writeBackupFile writes one. */
export function writeDatabaseBackupFile(database: Database, file: string): Promise<BackupSummary & { bytes: number }> {
  return writeVerifiedFile(file, async (out) => {
    await backupLiveDatabase(database, out);
  });
}

/** Writes under `<file>.<pid>.partial`, flushes, reads back and checks the whole backup, then renames it to `file`. */
async function writeVerifiedFile(file: string, write: (out: Writable) => Promise<void>): Promise<BackupSummary & { bytes: number }> {
  if (existsSync(file)) throw new BackupError(`${file} exists already: name another file (a backup never overwrites one).`);
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  try {
    await write(createWriteStream(partial, { mode: 0o600 }));
    const handle = await open(partial, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    let summary: BackupSummary;
    try {
      summary = await verifyBackupFile(partial);
    } catch (error) {
      throw new BackupError(`The backup did not come out whole (${(error as Error).message.replace(/ Nothing was restored.*$/, '')}); no backup was written.`);
    }
    await rename(partial, file);
    return { ...summary, bytes: (await stat(file)).size };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
