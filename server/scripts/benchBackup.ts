/**
 * Backup and restore (issue 39) of a 1,000- and a 10,000-player club, on each engine, as an operator
 * runs them: the server runs (`tsx server/main.ts`, production mode) on the club while `npm run
 * backup`'s code writes the file (PostgreSQL: its own snapshot beside the server; embedded: through the
 * running server's socket), and a client polls a cheap call (GET /api/Manager/GetUserDetailHeader) every
 * 10 ms meanwhile; then the file is restored into a fresh target of the same engine.
 *
 *   npm run bench:backup                                                              # embedded
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:backup      # and PostgreSQL
 *   npm run bench:backup -- --players 1000 --engines postgresql
 *
 * It prints the figures (the cheap call's p99 during the backup against its p99 alone: the bound the
 * issue sets is 2×); nothing is asserted.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { restoreBackup } from '../db/backup.js';
import { writeBackupFile } from '../db/backupFile.js';
import { freshPostgresDatabase } from '../db/freshDatabase.js';
import { migrateToLatest } from '../db/database.js';
import { openConfiguredDatabase } from '../db/open.js';
import { BENCH_MANAGER, generateBenchClub } from './benchClub.js';
import { benchEngines } from './benchInProcess.js';
import { describeLatencies, loop, startServer } from './benchServer.js';

const { values } = parseArgs({ options: { players: { type: 'string', default: '1000,10000' }, engines: { type: 'string', default: 'postgresql,embedded' } } });
const sizes = values.players.split(',').map(Number);
const postgresUrl = process.env.DATABASE_URL;
const engines = benchEngines(values.engines, postgresUrl);
const CHEAP_CALL = '/api/Manager/GetUserDetailHeader';
const CHEAP_CALL_GAP_MS = 10;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function benchOne(engine: string, players: number): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), 'touchline-bench-backup-'));
  const dataDir = path.join(work, 'data');
  const source = engine === 'postgresql' ? await freshPostgresDatabase(postgresUrl!, 'touchline_backup_bench') : undefined;
  const target = engine === 'postgresql' ? await freshPostgresDatabase(postgresUrl!, 'touchline_restore_bench') : undefined;
  try {
    const database = await openConfiguredDatabase(loadConfig(source ? { DATABASE_URL: source.url } : { DATA_DIR: dataDir }));
    try {
      await migrateToLatest(database.db);
      await generateBenchClub(database.db, players);
    } finally {
      await database.close();
    }
    const server = await startServer(dataDir, source?.url);
    const file = path.join(work, 'club.backup.gz');
    try {
      const login = await fetch(`${server.url}/Account/Login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userName: BENCH_MANAGER.email, password: BENCH_MANAGER.password, rememberLogin: true }),
      });
      const { accessToken } = (await login.json()) as { accessToken: string };
      const headers = { authorization: `Bearer ${accessToken}` };
      const alone = await loop(`${server.url}${CHEAP_CALL}`, headers, performance.now() + 3000, CHEAP_CALL_GAP_MS);

      let done = false;
      const started = performance.now();
      const backup = writeBackupFile(source ? { databaseUrl: source.url } : { dataDir }, file).finally(() => (done = true));
      const during: number[] = [];
      while (!done) during.push(...(await loop(`${server.url}${CHEAP_CALL}`, headers, performance.now() + 200, CHEAP_CALL_GAP_MS)));
      const summary = await backup;
      const backupMs = performance.now() - started;
      const p99 = (list: number[]) => [...list].sort((a, b) => a - b)[Math.max(0, Math.ceil(list.length * 0.99) - 1)] ?? 0;
      console.log(`${engine}, ${players.toLocaleString('en')} players: backup of ${summary.rows.toLocaleString('en')} rows, ${(summary.bytes / 1024 / 1024).toFixed(1)} MB in ${seconds(backupMs)} (${summary.through === 'server' ? 'through the running server' : 'beside the server'})`);
      console.log(`  ${`${CHEAP_CALL} alone:`.padEnd(58)} ${describeLatencies(alone)}`);
      console.log(`  ${`${CHEAP_CALL} during the backup:`.padEnd(58)} ${describeLatencies(during)}  (p99 ${(p99(during) / Math.max(p99(alone), 0.001)).toFixed(1)}× alone)`);
    } finally {
      await server.stop();
    }
    const restoring = performance.now();
    await restoreBackup(file, target ? { databaseUrl: target.url } : { dataDir: path.join(work, 'restored') });
    console.log(`  restore into a fresh ${engine === 'postgresql' ? 'PostgreSQL database' : 'data folder'}: ${seconds(performance.now() - restoring)}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
    await source?.drop();
    await target?.drop();
  }
}

for (const engine of engines) for (const players of sizes) await benchOne(engine, players);
