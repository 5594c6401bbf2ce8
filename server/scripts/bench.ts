/**
 * The API's speed on generated clubs, as ratios to a cheap signed-in call measured in the same run
 * (issue 13): the cost of each call (wall time per answered request, 10 connections at a time over
 * real HTTP on loopback) divided by the cost of GET /api/Manager/GetUserDetailHeader, for a club of
 * 1,000 and one of 10,000 players, on PostgreSQL and on the embedded engine. Each call is measured in
 * rounds, each a burst of the baseline right before a burst of the call, and its ratio is the median of
 * the rounds' ratios: a machine whose load changes during the run (other work on it) moves both sides
 * of a round alike. It prints the ratio table and the growth table (the ratio at 10,000 ÷ the ratio at
 * 1,000: the call's cost growth in baseline units). Nothing is asserted: speed is measured here, never
 * in the tests.
 *
 *   npm run bench:calls                                       # embedded engine only
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:calls   # and PostgreSQL
 *   npm run bench:calls -- --players 1000 --engines embedded --seconds 2
 *   npm run bench:calls -- --calls team/GetTeamOverviewByClubId   # one call (and its "built" row), with the baseline
 *
 * On PostgreSQL it works in a database of its own that it creates and drops; the embedded engine runs
 * in memory. The clubs are generated with a few set-based statements (bench club shapes below).
 */
import http from 'node:http';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { migrateToLatest, type Database, type Engine } from '../db/database.js';
import { BENCH_MANAGER as MANAGER, benchManagerEmail, generateBenchClub, type BenchIds } from './benchClub.js';
import { hashPassword } from '../services/passwords.js';
import { benchEngines, openBenchDatabase as openDatabaseOf, serveOnLoopback, signedInHeaders } from './benchInProcess.js';

const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '1000,10000' },
    engines: { type: 'string', default: 'postgresql,embedded' },
    seconds: { type: 'string', default: '1' },
    rounds: { type: 'string', default: '5' },
    concurrency: { type: 'string', default: '10' },
    // Issue 26: a club measured alone and among this many clubs of its size, interleaved (see benchAmongClubs).
    clubs: { type: 'string', default: '1' },
    // Only these calls (comma-separated names as in the tables; a name also selects its "built" row), with the baseline.
    calls: { type: 'string' },
  },
});
const clubs = Number(values.clubs);
const sizes = values.players.split(',').map(Number);
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const concurrency = Number(values.concurrency);
const postgresUrl = process.env.DATABASE_URL;
const engines = benchEngines(values.engines, postgresUrl);

const BASELINE = 'GetUserDetailHeader';

interface Call {
  name: string;
  kind: 'baseline' | 'record' | 'list' | 'search';
  path: (ids: BenchIds) => string;
  method?: 'POST';
  /**
   * Asked of a second server on the same database that keeps no answers (KEPT_ANSWERS_MB=0): the cost
   * of the answer built afresh, as the first request after a change of the club's data pays it, rather
   * than sent as kept (docs/decisions.md, "Answers kept per data version"). (Moving the version before
   * each request instead measured the bench's ten clients queueing for the one version row.)
   */
  built?: boolean;
}

/** The calls of the issue's table, and the baseline they are measured against. */
const ALL_CALLS: Call[] = [
  { name: BASELINE, kind: 'baseline', path: () => '/api/Manager/GetUserDetailHeader' },
  { name: 'GetClubDetails', kind: 'record', path: () => '/api/user/GetClubDetails' },
  { name: 'GetClubSeason', kind: 'record', path: () => '/api/MasterData/GetClubSeason' },
  { name: 'GetMainDashboard', kind: 'record', path: (ids) => `/api/Dashboard/GetMainDashboard?clubSeasonId=${ids.seasonId}&teamIds=` },
  { name: 'GetPlayerDevelopment', kind: 'record', method: 'POST', path: (ids) => `/api/Dashboard/GetPlayerDevelopment?clubSeasonId=${ids.seasonId}` },
  { name: 'Player/GetPlayerDetailByIdBySeason', kind: 'record', path: (ids) => `/api/Player/GetPlayerDetailByIdBySeason?userId=${ids.playerId}&clubSeasonId=${ids.seasonId}` },
  { name: 'Player/GetPlayerDetailByIdBySeason, built (as after a change)', kind: 'record', built: true, path: (ids) => `/api/Player/GetPlayerDetailByIdBySeason?userId=${ids.playerId}&clubSeasonId=${ids.seasonId}` },
  { name: 'team/GetTeamOverviewByClubId', kind: 'list', path: (ids) => `/api/team/GetTeamOverviewByClubId?clubSeasonId=${ids.seasonId}` },
  { name: 'team/GetTeamOverviewByClubId, built (as after a change)', kind: 'list', built: true, path: (ids) => `/api/team/GetTeamOverviewByClubId?clubSeasonId=${ids.seasonId}` },
  { name: 'Player/GetPlayerOverviewReportByClubId', kind: 'list', path: (ids) => `/api/Player/GetPlayerOverviewReportByClubId?clubSeasonId=${ids.seasonId}` },
  { name: 'Player/GetPlayerOverviewReportByClubId, built (as after a change)', kind: 'list', built: true, path: (ids) => `/api/Player/GetPlayerOverviewReportByClubId?clubSeasonId=${ids.seasonId}` },
  { name: 'Manager/SearchByKeyword', kind: 'search', path: () => '/api/Manager/SearchByKeyword?key=van' },
  // Issue 26: the two calls whose cost depended on the other clubs' data.
  { name: 'trainer/GetTrainersOverview', kind: 'list', path: (ids) => `/api/trainer/GetTrainersOverview?isactive=true&clubSeasonId=${ids.seasonId}` },
  { name: 'trainer/GetTrainerPersonalDetail', kind: 'record', path: (ids) => `/api/trainer/GetTrainerPersonalDetail?userId=${ids.trainerId}` },
];

/** The calls `--calls` names (each with its "built" row), after the baseline they are measured against. */
const asked = values.calls?.split(',').map((name) => name.trim()).filter(Boolean);
const unknown = asked?.filter((name) => !ALL_CALLS.some((call) => call.name === name));
if (unknown?.length) throw new Error(`--calls: no call named ${unknown.join(', ')}; the calls are ${ALL_CALLS.map((call) => call.name).join(', ')}`);
const CALLS = asked
  ? ALL_CALLS.filter((call) => call.kind === 'baseline' || asked.some((name) => call.name === name || call.name.startsWith(`${name}, `)))
  : ALL_CALLS;

const openBenchDatabase = (engine: Engine) => openDatabaseOf(engine, postgresUrl, 'touchline_bench');

interface Measure {
  /** Milliseconds of the run per answered request: the inverse of the throughput. */
  cost: number;
  /** The median over the rounds of cost ÷ the baseline's cost just before (1 for the baseline). */
  ratio: number;
  p50: number;
  bytes: number;
  requests: number;
  failures: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

/**
 * One request, its answer read to the end as it arrives, not decompressed: as load generators (wrk,
 * autocannon) do. Decompressing is the browser's work, on the manager's machine; done here it ran on
 * the server's two cores and a 5 MB list measured the bench's own inflating more than the server.
 */
function rawRequest(url: string, init: { method: string; headers: Record<string, string>; body?: string }): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: init.method, headers: init.headers, agent }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(init.body);
  });
}

/** Base addresses of the two servers: the one as deployed, and one that keeps no answers. */
interface Servers {
  keeping: string;
  building: string;
}

/** `concurrency` clients loop on the call for `seconds` (at least one request per connection), after a warm-up. */
async function measure(servers: Servers, headers: Record<string, string>, call: Call, ids: BenchIds): Promise<Measure> {
  const url = `${call.built ? servers.building : servers.keeping}${call.path(ids)}`;
  const init = { method: call.method ?? 'GET', headers: call.method ? { ...headers, 'content-type': 'application/json' } : headers, ...(call.method ? { body: '""' } : {}) };
  let bytes = 0;
  for (let i = 0, tries = 0; i < 3; i++) {
    const response = await fetch(url, init);
    const body = await response.arrayBuffer();
    // A 503 is the database gate's answer while its probe waits behind the load: wait and go on.
    if (response.status === 503 && tries++ < 10) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      i--;
      continue;
    }
    if (!response.ok) throw new Error(`${call.name} answered ${response.status}: ${Buffer.from(body).toString().slice(0, 200)}`);
    bytes = body.byteLength;
  }
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (performance.now() < deadline || latencies.length + failures < concurrency) {
      const t0 = performance.now();
      const status = await rawRequest(url, init);
      if (status >= 200 && status < 300) latencies.push(performance.now() - t0);
      else failures++;
    }
  }));
  const elapsed = performance.now() - started;
  latencies.sort((a, b) => a - b);
  return {
    cost: elapsed / Math.max(1, latencies.length),
    ratio: 1,
    p50: latencies[Math.floor(latencies.length / 2)] ?? Number.NaN,
    bytes,
    requests: latencies.length,
    failures,
  };
}

type Results = Map<string, Map<number, Map<string, Measure>>>; // engine → players → call → measure

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The call in `rounds` rounds of (baseline burst, call burst): median cost, p50 and ratio. */
async function measureAgainstBaseline(servers: Servers, headers: Record<string, string>, call: Call, ids: BenchIds): Promise<Measure> {
  const baseline = CALLS[0]!;
  const costs: number[] = [];
  const ratios: number[] = [];
  let last: Measure | undefined;
  for (let round = 0; round < rounds; round++) {
    const reference = await measure(servers, headers, baseline, ids);
    last = call === baseline ? reference : await measure(servers, headers, call, ids);
    costs.push(last.cost);
    ratios.push(last.cost / reference.cost);
  }
  return { ...last!, cost: median(costs), ratio: median(ratios) };
}

async function benchEngine(engine: Engine, players: number, results: Results): Promise<void> {
  const { database, drop } = await openBenchDatabase(engine);
  try {
    await migrateToLatest(database.db);
    const generating = performance.now();
    const ids = await generateBenchClub(database.db, players);
    const counts = await sql<{ teams: number; trainers: number; reports: number; scores: number }>`
      SELECT (SELECT count(*) FROM teams WHERE club_id = ${ids.clubId})::int AS teams,
             (SELECT count(*) FROM people WHERE club_id = ${ids.clubId} AND role = 'Trainer')::int AS trainers,
             (SELECT count(*) FROM reports WHERE club_id = ${ids.clubId})::int AS reports,
             (SELECT count(*) FROM report_scores)::int AS scores`.execute(database.db);
    const c = counts.rows[0]!;
    console.log(`${engine}: ${players.toLocaleString('en')} players, ${c.teams} teams, ${c.trainers} trainers, ${c.reports.toLocaleString('en')} reports, ${c.scores.toLocaleString('en')} scores generated in ${((performance.now() - generating) / 1000).toFixed(1)} s`);
    // The state a database reaches after a bulk load once autovacuum has been by: statistics, and
    // the trigram indexes' pending lists merged (until then the planner prices them out).
    await sql`VACUUM ANALYZE`.execute(database.db);

    const { servers, headers, close } = await startServers(database, MANAGER.email);
    try {
      const measured = new Map<string, Measure>();
      // Warm-up: the first requests compile the server's code paths.
      for (const call of CALLS) await measure(servers, headers, call, ids);
      for (const call of CALLS) {
        const result = await measureAgainstBaseline(servers, headers, call, ids);
        measured.set(call.name, result);
        console.log(`  ${call.name.padEnd(56)} ${result.cost.toFixed(2).padStart(8)} ms/request  ${result.ratio.toFixed(2).padStart(6)}×  p50 ${result.p50.toFixed(1).padStart(7)} ms  ${result.bytes.toLocaleString('en').padStart(11)} bytes${result.failures ? `  ${result.failures} failed` : ''}`);
      }
      if (!results.has(engine)) results.set(engine, new Map());
      results.get(engine)!.set(players, measured);
    } finally {
      await close();
    }
  } finally {
    await database.close();
    await drop();
  }
}

const TARGETS: Record<Call['kind'], string> = {
  baseline: '',
  record: '≤ 3× at 1k; 10k ÷ 1k ≤ 2×',
  list: '≤ 10× at 1k; grows no faster than its rows (10×)',
  search: '≤ 3×',
};

function printTables(results: Results): void {
  const engineNames = [...results.keys()];
  const small = Math.min(...sizes);
  const large = Math.max(...sizes);
  const label = (players: number) => (players >= 1000 ? `${players / 1000}k` : String(players));
  console.log('\n### Cost vs baseline (GetUserDetailHeader), 10 connections\n');
  const columns = engineNames.flatMap((engine) => sizes.map((players) => `${engine} ${label(players)}`));
  console.log(`| call | ${columns.join(' | ')} | target |`);
  console.log(`|---|${columns.map(() => '---:').join('|')}|---|`);
  for (const call of CALLS) {
    const cells = engineNames.flatMap((engine) => sizes.map((players) => {
      const measured = results.get(engine)?.get(players)?.get(call.name);
      if (!measured) return '–';
      return call.kind === 'baseline' ? `${measured.cost.toFixed(2)} ms` : `${measured.ratio.toFixed(1)}×`;
    }));
    console.log(`| ${call.name} | ${cells.join(' | ')} | ${TARGETS[call.kind]} |`);
  }
  if (small === large) return;
  console.log(`\n### Growth: cost at ${label(large)} ÷ cost at ${label(small)}, in baseline units (players ×${large / small})\n`);
  console.log(`| call | ${engineNames.join(' | ')} |`);
  console.log(`|---|${engineNames.map(() => '---:').join('|')}|`);
  for (const call of CALLS) {
    const cells = engineNames.map((engine) => {
      const a = results.get(engine)?.get(small)?.get(call.name);
      const b = results.get(engine)?.get(large)?.get(call.name);
      if (!a || !b) return '–';
      // The baseline's own row is its raw cost growth (how much the cheap call itself moved).
      return call.kind === 'baseline' ? `${(b.cost / a.cost).toFixed(1)}× (raw)` : `${(b.ratio / a.ratio).toFixed(1)}×`;
    });
    console.log(`| ${call.name} | ${cells.join(' | ')} |`);
  }
}

/** The two servers on a database (keeping answers, building them) and the manager's headers there. */
async function startServers(database: Database, managerEmail: string): Promise<{ servers: Servers; headers: Record<string, string>; close: () => Promise<void> }> {
  const keeping = await serveOnLoopback(database);
  const building = await serveOnLoopback(database, { keptAnswersBytes: 0 });
  const { app } = keeping;
  const builder = building.app;
  return {
    servers: { keeping: keeping.base, building: building.base },
    headers: await signedInHeaders(keeping.base, managerEmail, MANAGER.password),
    close: async () => {
      await builder.close();
      await app.close();
    },
  };
}

/**
 * Issue 26: one club of `players` alone in a database, and the same club among `clubs` clubs of that
 * size in another (the measured club is the last one generated), both served at once. Each call is
 * measured in rounds that alternate between the two (baseline burst then call burst on each side), so
 * a change of the machine's load moves both alike; the figure is the median of the rounds' (ratio
 * among ÷ ratio alone). The clubs are generated once per run, in bulk (benchClub.ts).
 */
async function benchAmongClubs(engine: Engine, players: number): Promise<void> {
  const alone = await openBenchDatabase(engine);
  const among = await openBenchDatabase(engine);
  try {
    await migrateToLatest(alone.database.db);
    await migrateToLatest(among.database.db);
    const passwordHash = await hashPassword(MANAGER.password);
    const generating = performance.now();
    const aloneIds = await generateBenchClub(alone.database.db, players, { passwordHash });
    let amongIds: BenchIds | undefined;
    for (let number = 1; number <= clubs; number++) {
      amongIds = await generateBenchClub(among.database.db, players, { number, passwordHash });
      if (number % 10 === 0) console.log(`  ${engine}: ${number} of ${clubs} clubs generated (${((performance.now() - generating) / 1000).toFixed(0)} s)`);
    }
    const totals = await sql<{ players: number; reports: number; scores: number; bytes: string }>`
      SELECT (SELECT count(*) FROM people WHERE role = 'Player')::int AS players, (SELECT count(*) FROM reports)::int AS reports,
             (SELECT count(*) FROM report_scores)::int AS scores, pg_database_size(current_database())::text AS bytes`.execute(among.database.db);
    const t = totals.rows[0]!;
    console.log(`${engine}: ${clubs} clubs, ${t.players.toLocaleString('en')} players, ${t.reports.toLocaleString('en')} reports, ${t.scores.toLocaleString('en')} scores, database ${(Number(t.bytes) / 1e6).toFixed(0)} MB, generated in ${((performance.now() - generating) / 1000).toFixed(0)} s`);
    await sql`VACUUM ANALYZE`.execute(alone.database.db);
    await sql`VACUUM ANALYZE`.execute(among.database.db);
    const one = await startServers(alone.database, benchManagerEmail());
    const many = await startServers(among.database, benchManagerEmail(clubs));
    try {
      for (const call of CALLS) {
        await measure(one.servers, one.headers, call, aloneIds);
        await measure(many.servers, many.headers, call, amongIds!);
      }
      console.log(`\n### A club of ${players.toLocaleString('en')} alone and among ${clubs} such clubs (${engine}), cost vs baseline, ${rounds} interleaved rounds\n`);
      console.log('| call | alone | among | among ÷ alone | target |');
      console.log('|---|---:|---:|---:|---|');
      for (const call of CALLS) {
        const aloneRatios: number[] = [];
        const amongRatios: number[] = [];
        const factors: number[] = [];
        for (let round = 0; round < rounds; round++) {
          const [a, b] = [await againstBaseline(one, call, aloneIds), await againstBaseline(many, call, amongIds!)];
          aloneRatios.push(a);
          amongRatios.push(b);
          factors.push(b / a);
        }
        const cell = (value: number) => (call.kind === 'baseline' ? `${value.toFixed(2)} ms` : `${value.toFixed(2)}×`);
        console.log(`| ${call.name} | ${cell(median(aloneRatios))} | ${cell(median(amongRatios))} | ${median(factors).toFixed(2)}× | ≤ 1.2× |`);
      }
    } finally {
      await many.close();
      await one.close();
    }
  } finally {
    for (const side of [alone, among]) {
      await side.database.close();
      await side.drop();
    }
  }
}

/** One round: a baseline burst, then the call's: the call's cost in baselines (the baseline's own: its ms). */
async function againstBaseline(side: { servers: Servers; headers: Record<string, string> }, call: Call, ids: BenchIds): Promise<number> {
  const reference = await measure(side.servers, side.headers, CALLS[0]!, ids);
  if (call === CALLS[0]) return reference.cost;
  return (await measure(side.servers, side.headers, call, ids)).cost / reference.cost;
}

if (clubs > 1) {
  for (const engine of engines) await benchAmongClubs(engine, sizes[0]!);
} else {
  const results: Results = new Map();
  for (const engine of engines) {
    for (const players of sizes) await benchEngine(engine, players, results);
  }
  printTables(results);
}
agent.destroy();
