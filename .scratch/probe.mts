// Where the built team overview's time goes at 10k players on PostgreSQL.
import { sql } from 'kysely';
import http from 'node:http';
const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, constants } from 'node:zlib';
import { openBenchDatabase, serveOnLoopback, signedInHeaders } from '../server/scripts/benchInProcess.js';
import { migrateToLatest } from '../server/db/database.js';
import { generateBenchClub, BENCH_MANAGER } from '../server/scripts/benchClub.js';
import { teamOverview } from '../server/repositories/teams.js';

const { database, drop } = await openBenchDatabase('postgresql', 'postgres://postgres@127.0.0.1:5432/postgres', 'probe');
try {
  await migrateToLatest(database.db);
  const ids = await generateBenchClub(database.db, Number(process.env.PLAYERS ?? 10000));
  await sql`ANALYZE`.execute(database.db);
  const time = async (label: string, n: number, f: () => Promise<unknown> | unknown) => {
    for (let i = 0; i < 5; i++) await f();
    const t0 = performance.now();
    for (let i = 0; i < n; i++) await f();
    console.log(label.padEnd(40), ((performance.now() - t0) / n).toFixed(3), 'ms');
  };
  await time('statement', 200, () => teamOverview(database.db, ids.clubId, ids.seasonId));
  const rows = await teamOverview(database.db, ids.clubId, ids.seasonId);
  const json = JSON.stringify(rows);
  await time('JSON.stringify', 200, () => JSON.stringify(rows));
  for (const q of [1, 4]) await time(`brotli q${q} (${json.length} B)`, 100, () => brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: q } }));
  const body = (json: boolean) => sql`SELECT ${json ? sql`coalesce(json_agg(json_build_object(
             'id', t.id, 'teamName', t.name, 'division', t.division,
             'logoClub', CASE WHEN t.logo_photo_id IS NULL THEN NULL ELSE '/photos/' || t.logo_photo_id::text END,
             'totalTrainer', coalesce(l.trainers, 0),
             'topTrainerId', l.head_trainer_id,
             'topTrainerName', l.head_trainer_name,
             'topTrainerPicture', CASE WHEN l.head_trainer_photo_id IS NULL THEN NULL ELSE '/photos/' || l.head_trainer_photo_id::text END,
             'overallProgress', coalesce(tp.percent, 0),
             'totalPlayer', coalesce(l.players, 0)
           ) ORDER BY t.name), '[]')::text AS json` : sql`t.id, t.name, t.division, l.trainers, l.head_trainer_id, l.head_trainer_name, l.head_trainer_photo_id, tp.percent, l.players`}
    FROM teams t
    LEFT JOIN team_line_ups l ON l.club_id = ${ids.clubId} AND l.team_id = t.id
    LEFT JOIN team_progress tp ON tp.season_id = ${ids.seasonId} AND tp.team_id = t.id
    WHERE t.club_id = ${ids.clubId} AND t.removed_at IS NULL ${json ? sql`` : sql`ORDER BY t.name`}`;
  for (const json of [true, false]) {
    const plan = await sql`EXPLAIN (ANALYZE, BUFFERS) ${body(json)}`.execute(database.db);
    console.log(plan.rows.map((r) => Object.values(r as object)[0]).join('\n'));
    await time(`statement json=${json}`, 100, () => body(json).execute(database.db));
  }
  const building = await serveOnLoopback(database, { keptAnswersBytes: 0 });
  const headers = await signedInHeaders(building.base, BENCH_MANAGER.email, BENCH_MANAGER.password);
  const url = `${building.base}/api/team/GetTeamOverviewByClubId?clubSeasonId=${ids.seasonId}`;
  await time('HTTP built, br', 100, async () => (await fetch(url, { headers })).arrayBuffer());
  await time('HTTP built, identity', 100, async () => (await fetch(url, { headers: { ...headers, 'accept-encoding': 'identity' } })).arrayBuffer());
  const base = `${building.base}/api/Manager/GetUserDetailHeader`;
  await time('HTTP baseline', 200, async () => (await fetch(base, { headers })).arrayBuffer());
  const throughput = async (label: string, u: string, h: Record<string, string>, n = 400) => {
    const one = () => new Promise<void>((resolve, reject) => {
      const request = http.request(u, { headers: h, agent }, (response) => { response.on('data', () => undefined); response.on('end', () => resolve()); response.on('error', reject); });
      request.on('error', reject); request.end();
    });
    for (let i = 0; i < 20; i++) await one();
    const t0 = performance.now();
    let left = n;
    await Promise.all(Array.from({ length: 10 }, async () => { while (left-- > 0) await one(); }));
    const ms = (performance.now() - t0) / n;
    console.log(label.padEnd(40), ms.toFixed(3), 'ms/request (10 clients)');
    return ms;
  };
  if (process.env.PROFILE) {
    const { Session } = await import('node:inspector/promises');
    const session = new Session(); session.connect();
    await session.post('Profiler.enable'); await session.post('Profiler.setSamplingInterval', { interval: 100 }); await session.post('Profiler.start');
    await throughput('profiled x10 built br', url, headers, 1500);
    const { profile } = await session.post('Profiler.stop');
    (await import('node:fs')).writeFileSync('/work/scratch/built.cpuprofile', JSON.stringify(profile));
  }
  for (let round = 0; round < 3; round++) {
    const b = await throughput('x10 baseline', base, headers, 2000);
    const c = await throughput('x10 built br', url, headers);
    const d = await throughput('x10 built identity', url, { ...headers, 'accept-encoding': 'identity' });
    console.log('ratio br', (c / b).toFixed(2), 'identity', (d / b).toFixed(2));
  }
  await building.app.close();
} finally {
  await database.close();
  await drop();
}
