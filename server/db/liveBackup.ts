import type { Writable } from 'node:stream';
import { writeBackup, type BackupSummary } from './backup.js';
import type { Database } from './database.js';

/**
 * A backup of the database a running server has open, taken while the server goes on serving: the
 * scheduled backups, and `npm run backup` asking the server for one (backupSocket.ts).
 *
 * - PostgreSQL: the snapshot is read over a connection of the pool, and other calls go on beside it.
 * - Embedded: PGlite runs one session, so a snapshot read there would hold every call for as long as
 *   the reading takes (1.3 s for 1,000 players, up to 13.7 s for 10,000: docs/benchmarks.md). The
 *   server copies its data instead (embeddedCopy.ts: the calls wait for the copy only), opens the copy
 *   in a thread of its own, reads the backup from it there, and removes it.
 */
export async function backupLiveDatabase(database: Database, out: Writable): Promise<BackupSummary> {
  if (!database.snapshot) return writeBackup(database.db, database.engine, out);
  const copy = await database.snapshot();
  try {
    return await writeBackup(copy.db, 'embedded', out);
  } finally {
    await copy.close();
  }
}

