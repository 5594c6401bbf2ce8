/**
 * Measures the API's speed on a generated club: requests per second and latency percentiles of the
 * main read calls, over real HTTP on loopback.
 *
 *   npm run bench                      # embedded database in memory, a club of 1,000 players
 *   npm run bench -- --players 2000 --requests 400 --concurrency 20
 *   DATABASE_URL=postgres://… npm run bench   # on PostgreSQL (uses a fresh database it drops afterwards)
 *
 * It prints one line per call; nothing is asserted (speed is measured, not tested).
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { migrateToLatest, openDatabase, type Database } from '../db/database.js';
import { generateClub } from '../seed/demoClub.js';

const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '1000' },
    requests: { type: 'string', default: '300' },
    concurrency: { type: 'string', default: '10' },
  },
});
const players = Number(values.players);
const requests = Number(values.requests);
const concurrency = Number(values.concurrency);

/** The calls measured; {season} is the current season's id. Calls the server lacks are reported, not measured. */
const CALLS = [
  '/api/user/GetClubDetails',
  '/api/MasterData/GetClubSeason',
  '/api/Dashboard/GetDashboardTotalHeader?clubSeasonId={season}',
  '/api/team/GetTeamOverviewByClubId?clubSeasonId={season}',
  '/api/Player/GetPlayerOverviewReportByClubId?clubSeasonId={season}',
  '/api/trainer/GetTrainersOverview?isactive=true&clubSeasonId={season}',
  '/api/manager/GetUserManagerOverviewByClubId?isactive=true',
  '/api/Manager/SearchByKeyword?key=van',
];

async function openBenchDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { database: await openDatabase({}), drop: async () => {} };
  const name = `touchline_bench_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ url });
  await sql.raw(`CREATE DATABASE ${name}`).execute(admin.db);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    database: await openDatabase({ url: target.toString() }),
    drop: async () => {
      await sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).execute(admin.db);
      await admin.close();
    },
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const { database, drop } = await openBenchDatabase();
try {
  await migrateToLatest(database.db);
  const teams = Math.max(1, Math.round(players / 19));
  const seeding = Date.now();
  const club = await generateClub(database.db, { size: { players, teams, trainers: teams * 2 } });
  console.log(`Engine ${database.engine}; club of ${players} players, ${teams} teams, ${teams * 2} trainers generated in ${Date.now() - seeding} ms.`);

  const app = await buildApp({ database, config: { ...loadConfig({}), webAppDir: undefined, seedDemo: false } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const login = await fetch(`${base}/Account/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'manager@demo.club', password: 'Demo-Manager-1', rememberLogin: true }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };

  console.log(`${requests} requests per call, ${concurrency} at a time:`);
  console.log('call'.padEnd(72), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'bytes'.padStart(9));
  for (const call of CALLS) {
    const path = call.replace('{season}', club.currentSeasonId);
    const probe = await fetch(`${base}${path}`, { headers });
    if (probe.status === 404 && (await probe.text()).includes('There is no')) {
      console.log(path.padEnd(72), 'not served by this server');
      continue;
    }
    const size = Number(probe.headers.get('content-length') ?? 0);
    const latencies: number[] = [];
    const failures = new Map<number, number>();
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < requests) {
          next++;
          const t0 = performance.now();
          const response = await fetch(`${base}${path}`, { headers });
          await response.arrayBuffer();
          if (response.ok) latencies.push(performance.now() - t0);
          else failures.set(response.status, (failures.get(response.status) ?? 0) + 1);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    if (latencies.length === 0) latencies.push(Number.NaN);
    console.log(
      path.padEnd(72),
      (requests / seconds).toFixed(0).padStart(8),
      percentile(latencies, 50).toFixed(1).padStart(8),
      percentile(latencies, 95).toFixed(1).padStart(8),
      String(size).padStart(9),
      failures.size > 0 ? `failed: ${[...failures].map(([status, n]) => `${n}× ${status}`).join(', ')}` : '',
    );
  }
  await app.close();
} finally {
  await database.close();
  await drop();
}
