/**
 * Restores a backup file (npm run backup) into the configured database (DATABASE_URL, or the
 * embedded one in DATA_DIR; the environment, then .env) and migrates it up to this version:
 *
 *   npm run restore -- FILE [--force]
 *
 * The file is checked whole first; a target that holds data is refused unless --force (which replaces
 * it). Stop the server first. Everything happens in one transaction: on any failure nothing is written.
 */
import { parseArgs } from 'node:util';
import path from 'node:path';
import { loadSharedConfig } from '../config.js';
import { BackupError, restoreBackup } from '../db/backup.js';

const usage = 'Usage: npm run restore -- FILE [--force]   (--force replaces a database that holds data)';

async function main(): Promise<number> {
  let file: string | undefined;
  let force = false;
  try {
    const { values, positionals } = parseArgs({ options: { force: { type: 'boolean' } }, allowPositionals: true });
    if (positionals.length !== 1) throw new Error(positionals.length === 0 ? 'Name the backup file.' : 'Name one backup file.');
    file = path.resolve(positionals[0]!);
    force = values.force ?? false;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    return 2;
  }
  const started = Date.now();
  try {
    const config = loadSharedConfig();
    const target = config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir };
    const done = await restoreBackup(file, target, { force });
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.dataDir}`;
    console.log(
      `Restored ${done.rows} rows of ${done.tables} tables into ${where}${done.replaced ? ', replacing what it held' : ''}: ` +
        `a backup made ${done.header.createdAt} by Touchline ${done.header.touchlineVersion} on the ${done.header.engine} engine at schema level ` +
        `${done.header.migration}, migrated to ${done.migratedTo}, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof BackupError) {
      console.error(error.message);
      return 1;
    }
    console.error(`The restore failed, nothing was written: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

process.exitCode = await main();
