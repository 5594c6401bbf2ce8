import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import type { Dirent } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { DB } from './schema.js';

/** A copy of the embedded engine's data, to open another engine on: a folder (removed by `remove`), or a dump in memory. */
export type EmbeddedCopy = { dataDir: string; image?: undefined; remove(): void } | { dataDir?: undefined; image: Uint8Array; remove(): void };

/**
 * Copies the embedded engine's data as it is between two calls, for a backup to read while the calls go
 * on (liveBackup.ts). `db` is the engine's pool of one connection: holding that connection, no call's
 * transaction is half done and nothing writes; CHECKPOINT then puts every changed page into the folder,
 * so its files are a whole database that opens after replaying only the log written since.
 *
 * The calls wait only while the files are read into memory: the log segments from the checkpoint on,
 * and everything else (67 MB of a club of 1,000 players' 114 MB folder). Writing them into the copy's
 * folder, which takes longer, comes after the connection is free again. PGlite's own dump of the whole
 * folder held the calls for 2–3 s at that size on a busy machine. A database in memory (the tests') is
 * dumped by PGlite.
 */
export async function copyEmbeddedData(db: Kysely<DB>, dataDir: string | undefined, dump: () => Promise<Uint8Array>): Promise<EmbeddedCopy> {
  const taken = await db.connection().execute(async (connection) => {
    await sql`CHECKPOINT`.execute(connection);
    if (!dataDir) return { image: await dump() };
    const { rows } = await sql<{ first: string; last: string }>`
      SELECT pg_walfile_name(redo_lsn) AS first, pg_walfile_name(pg_current_wal_insert_lsn()) AS last
      FROM pg_control_checkpoint()`.execute(connection);
    const { first, last } = rows[0]!;
    const walFolder = path.join(dataDir, 'pg_wal');
    const isLogSegment = (file: string) => path.dirname(file) === walFolder && /^[0-9A-F]{24}$/.test(path.basename(file));
    const needed = (file: string) => !isLogSegment(file) || (path.basename(file) >= first && path.basename(file) <= last);
    return { tree: await readTree(dataDir, needed) };
  });
  if (taken.image) return { image: taken.image, remove: () => undefined };
  const copy = mkdtempSync(path.join(tmpdir(), 'touchline-backup-copy-'));
  const remove = () => rmSync(copy, { recursive: true, force: true });
  try {
    for (const folder of taken.tree.folders) await mkdir(path.join(copy, folder), { recursive: true, mode: 0o700 });
    await inTurns(taken.tree.files, (file) => writeFile(path.join(copy, file.path), file.bytes, { mode: 0o600 }));
  } catch (error) {
    remove();
    throw error;
  }
  return { dataDir: copy, remove };
}

interface Tree {
  /** Every folder, parents first, relative to the root (empty ones too: PostgreSQL expects them). */
  folders: string[];
  files: { path: string; bytes: Buffer }[];
}

/** Reads the folder's files that `keep` keeps into memory. */
async function readTree(root: string, keep: (file: string) => boolean): Promise<Tree> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const relative = (entry: Dirent) => path.relative(root, path.join(entry.parentPath, entry.name));
  const folders = entries.filter((entry) => entry.isDirectory()).map(relative).sort();
  const wanted = entries.filter((entry) => entry.isFile() && keep(path.join(entry.parentPath, entry.name)));
  const files = await inTurns(wanted, async (entry) => ({ path: relative(entry), bytes: await readFile(path.join(entry.parentPath, entry.name)) }));
  return { folders, files };
}

/** Files at once: enough to keep the disk busy, few enough to stay under the limit of open files. */
const FILES_AT_ONCE = 32;

async function inTurns<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(FILES_AT_ONCE, items.length) }, worker));
  return results;
}
