import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BackupError } from './backup.js';
import type { Database } from './database.js';
import { backupLiveDatabase } from './liveBackup.js';

/**
 * A running server holds the embedded database (one process may open its folder), so `npm run backup`
 * takes its snapshot through that server: the server listens on a Unix socket in a folder of its own
 * that only its user may open (mode 0700, like the embedded engine's), and writes where it is into
 * DATA_DIR/touchline.backup-socket. Whoever connects receives a whole backup (backup.ts's format) and
 * the connection is closed; a backup that fails is cut short, which the backup command notices (the
 * file's checksum) and reports. No HTTP call of the product is involved: reading the socket needs the
 * server's own user on its own machine, the same who may read DATA_DIR itself (docs/decisions.md).
 */
const POINTER_FILE = 'touchline.backup-socket';

interface Pointer {
  pid: number;
  socket: string;
}

/** Offers backups of `database` on a socket named in dataDir; resolves to the function that stops it. */
export async function offerBackups(dataDir: string, database: Database, log: (line: string) => void = console.log): Promise<() => Promise<void>> {
  const socketDir = mkdtempSync(path.join(tmpdir(), 'touchline-backup-'));
  const socketPath = path.join(socketDir, 'backup.sock');
  const server = createServer((socket) => {
    socket.on('error', () => undefined);
    const started = Date.now();
    backupLiveDatabase(database, socket).then(
      (summary) => log(`Backup sent to the backup command: ${summary.rows} rows of ${summary.tables} tables in ${Date.now() - started} ms.`),
      (error: unknown) => {
        log(`A backup asked for by the backup command failed: ${error instanceof Error ? error.message : String(error)}`);
        socket.destroy();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  const pointerFile = path.join(dataDir, POINTER_FILE);
  writeFileSync(pointerFile, JSON.stringify({ pid: process.pid, socket: socketPath } satisfies Pointer), { mode: 0o600 });
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    try {
      if ((JSON.parse(readFileSync(pointerFile, 'utf8')) as Pointer).pid === process.pid) rmSync(pointerFile, { force: true });
    } catch {
      // already gone
    }
    rmSync(socketDir, { recursive: true, force: true });
  };
}

/** Asks the server `owner` that holds dataDir for a backup, written (gzip'd) to out. */
export async function backupThroughServer(dataDir: string, owner: number, out: Writable): Promise<void> {
  let pointer: Pointer | undefined;
  try {
    pointer = JSON.parse(readFileSync(path.join(dataDir, POINTER_FILE), 'utf8')) as Pointer;
  } catch {
    pointer = undefined;
  }
  if (!pointer || pointer.pid !== owner) {
    throw new BackupError(
      `The data folder ${dataDir} is in use by process ${owner}, which offers no backups (a Touchline server started before backups existed, or a script). ` +
        'Stop it and run the backup again, or wait until it has ended.',
    );
  }
  const socket = createConnection(pointer.socket);
  try {
    await pipeline(socket, out);
  } catch (error) {
    throw new BackupError(`The server (process ${owner}) did not send a whole backup (${(error as Error).message}); its log says why. No backup was written.`);
  }
}
