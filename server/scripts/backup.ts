/**
 * Writes a backup of the configured database (DATABASE_URL, or the embedded one in DATA_DIR; the
 * environment, then .env, as the server reads them) into one file, whether the server runs or not:
 *
 *   npm run backup [-- FILE]     without FILE: ./backups/touchline-<UTC time>.backup.gz
 *
 * The file's path is the last line printed. Restore it with `npm run restore -- FILE`.
 */
import { loadSharedConfig } from '../config.js';
import { BackupError } from '../db/backup.js';
import { datedBackupFile, writeBackupFile } from '../db/backupFile.js';
import path from 'node:path';

const usage = 'Usage: npm run backup [-- FILE]   (without FILE: a dated file under ./backups)';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length > 1 || args.some((arg) => arg.startsWith('-'))) {
    console.error(usage);
    return 2;
  }
  const file = args[0] ? path.resolve(args[0]) : datedBackupFile();
  const started = Date.now();
  try {
    const config = loadSharedConfig();
    const source = config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir };
    const done = await writeBackupFile(source, file);
    const where = config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}${done.through === 'server' ? ' (through the running server)' : ''}`;
    console.log(
      `Backed up ${done.rows} rows of ${done.tables} tables from ${where}, schema level ${done.header.migration}, ` +
        `${(done.bytes / 1024 / 1024).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s. Restore with: npm run restore -- FILE`,
    );
    console.log(file);
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(error instanceof BackupError ? message : `The backup failed, no backup was written: ${message}`);
    return 1;
  }
}

process.exitCode = await main();
