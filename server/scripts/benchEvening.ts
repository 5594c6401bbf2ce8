/**
 * A training evening (issue 42): in one club of 1,000 players (benchClub.ts), 20 trainers save reports
 * through the calls a trainer's phone makes (GetMyPlayers, StartReport, GetReport, then one SaveReport
 * per skill about every 10 s each, CompleteReport when every skill is scored, and on to the next
 * player), while 3 managers browse: the overview (its calls at once, as the browser asks them), the
 * players list, the trainers list, the team overview and a player's page, a short pause between pages.
 * The managers' calls are timed with no writers and with the trainers writing, in alternating phases
 * of one run (a change of the machine's load moves both sides alike), and printed side by side: p50
 * and p99 of each call, and the ratio evening ÷ quiet. The server runs as an operator runs it
 * (`tsx server/main.ts`, production mode) in a child process, on PostgreSQL (DATABASE_URL, in a
 * database of its own that is dropped after) and on the embedded engine (in a fresh data folder).
 *
 *   npm run bench:evening
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:evening
 *   npm run bench:evening -- --engines embedded --seconds 20 --rounds 2
 *
 * Nothing is asserted: speed is measured here, never in the tests. The machine's load average is
 * printed with the figures; read them with it.
 */
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { loadConfig } from '../config.js';
import { migrateToLatest, openDatabase, type Engine } from '../db/database.js';
import { openConfiguredDatabase } from '../db/open.js';
import { freshPostgresDatabase } from '../db/freshDatabase.js';
import { hashPassword } from '../services/passwords.js';
import { BENCH_MANAGER, generateBenchClub, type BenchIds } from './benchClub.js';
import { benchEngines } from './benchInProcess.js';
import { startServer } from './benchServer.js';

const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '1000' },
    engines: { type: 'string', default: 'postgresql,embedded' },
    trainers: { type: 'string', default: '20' },
    managers: { type: 'string', default: '3' },
    // Seconds between two saves of one trainer.
    'save-every': { type: 'string', default: '10' },
    // Seconds of each phase (quiet, then evening), and how many pairs of phases.
    seconds: { type: 'string', default: '40' },
    rounds: { type: 'string', default: '2' },
    // Milliseconds a manager waits between two pages.
    pause: { type: 'string', default: '300' },
  },
});
const players = Number(values.players);
const trainerCount = Number(values.trainers);
const managerCount = Number(values.managers);
const saveEveryMs = Number(values['save-every']) * 1000;
const phaseMs = Number(values.seconds) * 1000;
const rounds = Number(values.rounds);
const pauseMs = Number(values.pause);
const postgresUrl = process.env.DATABASE_URL;
const engines = benchEngines(values.engines, postgresUrl);
const TRAINER_PASSWORD = 'Bench-Trainer-1';

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  body: Buffer;
}

/** One request over the kept-alive agent; the body is read to the end, not decompressed (a browser's work). */
function request(url: string, method: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = http.request(url, { method, headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' }, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

async function signIn(base: string, email: string, password: string): Promise<Record<string, string>> {
  const answer = await request(`${base}/Account/Login`, 'POST', {}, JSON.stringify({ userName: email, password, rememberLogin: true }));
  if (answer.status !== 200) throw new Error(`${email} could not sign in: ${answer.status} ${answer.body.toString().slice(0, 200)}`);
  const { accessToken } = JSON.parse(answer.body.toString()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}

/** A manager's call: its name in the table, and how it is asked. */
interface Call {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

/** What each manager does, page after page. */
function managerPages(ids: BenchIds, pagePlayers: string[]): Array<(turn: number) => Call[]> {
  const season = ids.seasonId;
  const overview: Call[] = [
    { name: 'MasterData/GetClubSeason', method: 'GET', path: '/api/MasterData/GetClubSeason' },
    { name: 'MasterData/GetTeams', method: 'GET', path: '/api/MasterData/GetTeams' },
    { name: 'Dashboard/GetGettingStarted', method: 'GET', path: '/api/Dashboard/GetGettingStarted' },
    { name: 'Account/Clubs', method: 'GET', path: '/Account/Clubs' },
    { name: 'Dashboard/GetDashboardTotalHeader', method: 'GET', path: `/api/Dashboard/GetDashboardTotalHeader?clubSeasonId=${season}` },
    { name: 'Dashboard/GetMainDashboard', method: 'GET', path: `/api/Dashboard/GetMainDashboard?clubSeasonId=${season}&teamIds=` },
    { name: 'Dashboard/GetPlayerDevelopment', method: 'POST', path: `/api/Dashboard/GetPlayerDevelopment?clubSeasonId=${season}`, body: '""' },
    { name: 'Dashboard/GetDashboardTrainerOverview', method: 'POST', path: `/api/Dashboard/GetDashboardTrainerOverview?clubSeasonId=${season}`, body: '""' },
    { name: 'Dashboard/GetDashboardTeamOverview', method: 'POST', path: `/api/Dashboard/GetDashboardTeamOverview?clubSeasonId=${season}`, body: '""' },
    { name: 'Dashboard/GetDueSoon', method: 'GET', path: `/api/Dashboard/GetDueSoon?clubSeasonId=${season}` },
    { name: 'Dashboard/GetTrainerCalibration', method: 'GET', path: `/api/Dashboard/GetTrainerCalibration?clubSeasonId=${season}` },
  ];
  return [
    () => overview,
    () => [{ name: 'Player/GetPlayerOverviewReportByClubId (players list)', method: 'GET', path: `/api/Player/GetPlayerOverviewReportByClubId?clubSeasonId=${season}` }],
    () => [{ name: 'trainer/GetTrainersOverview (trainers list)', method: 'GET', path: `/api/trainer/GetTrainersOverview?isactive=true&clubSeasonId=${season}` }],
    () => [{ name: 'team/GetTeamOverviewByClubId (team overview)', method: 'GET', path: `/api/team/GetTeamOverviewByClubId?clubSeasonId=${season}` }],
    (turn) => [{
      name: 'Player/GetPlayerDetailByIdBySeason (player page)',
      method: 'GET',
      path: `/api/Player/GetPlayerDetailByIdBySeason?userId=${pagePlayers[turn % pagePlayers.length]}&clubSeasonId=${season}`,
    }],
  ];
}

type Timings = Map<string, number[]>;

const record = (timings: Timings, name: string, ms: number) => {
  if (!timings.has(name)) timings.set(name, []);
  timings.get(name)!.push(ms);
};

async function timed(base: string, headers: Record<string, string>, call: Call, timings: Timings): Promise<void> {
  const started = performance.now();
  const answer = await request(`${base}${call.path}`, call.method, headers, call.body);
  if (answer.status < 200 || answer.status >= 300) throw new Error(`${call.name} answered ${answer.status}: ${answer.body.toString().slice(0, 200)}`);
  record(timings, call.name, performance.now() - started);
}

/** A manager browses page after page until `until`; each page's calls at once, as the browser asks them. */
async function browse(base: string, headers: Record<string, string>, pages: ReturnType<typeof managerPages>, start: number, until: number, timings: Timings): Promise<void> {
  for (let page = start; performance.now() < until; page++) {
    const calls = pages[page % pages.length]!(Math.floor(page / pages.length));
    await Promise.all(calls.map((call) => timed(base, headers, call, timings)));
    await sleep(pauseMs);
  }
}

interface MyPlayer { userId: string; openReportId: string | null }
interface ReportSkill { skillId: string; isActive: boolean; score: number | null }

/**
 * A trainer's evening on the phone: the players of their teams, then report after report, one skill
 * saved about every `saveEveryMs`, each report completed when every skill is scored. `train` goes on
 * with the report it was writing when the last phase ended, so starts and completions keep their
 * share of the writes (about one each per report's worth of saves), whatever the phases' length.
 */
function trainer(base: string, headers: Record<string, string>, seasonId: string, calls: Timings) {
  const json = async (method: string, url: string, body?: unknown) => {
    const started = performance.now();
    const answer = await request(`${base}${url}`, method, headers, body === undefined ? undefined : JSON.stringify(body));
    if (answer.status < 200 || answer.status >= 300) throw new Error(`${url} answered ${answer.status}: ${answer.body.toString().slice(0, 200)}`);
    record(calls, `${method} ${url.split('?')[0]}`, performance.now() - started);
    return answer.body.length ? JSON.parse(answer.body.toString()) : undefined;
  };
  let turn = Math.floor(Math.random() * 19);
  let writing: { reportId: string; unscored: string[] } | undefined;
  return async function train(until: () => boolean): Promise<void> {
    // The first save of a phase at a random moment within `saveEveryMs`, so the saves of 20 trainers spread.
    let delay = Math.random() * saveEveryMs;
    while (!until()) {
      if (!writing) {
        const mine = (await json('GET', `/api/Report/GetMyPlayers?clubSeasonId=${seasonId}`)) as MyPlayer[];
        const player = mine[turn++ % mine.length]!;
        const { reportId } = (await json('POST', '/api/Report/StartReport', { playerUserId: player.userId, clubSeasonId: seasonId })) as { reportId: string };
        const report = (await json('GET', `/api/Report/GetReport?reportId=${reportId}`)) as { skillReports: ReportSkill[] };
        writing = { reportId, unscored: report.skillReports.filter((s) => s.isActive && s.score === null).map((s) => s.skillId) };
      }
      const skillId = writing.unscored[0];
      if (skillId) {
        await sleep(delay);
        delay = saveEveryMs * (0.8 + Math.random() * 0.4);
        if (until()) return;
        await json('POST', '/api/Report/SaveReport', { reportId: writing.reportId, skillReports: [{ skillId, score: 1 + Math.floor(Math.random() * 19) / 2, comment: null }] });
        writing.unscored.shift();
      } else {
        await json('POST', '/api/Report/CompleteReport', { reportId: writing.reportId });
        writing = undefined;
      }
    }
  };
}

/** The club, and a password for its first trainers (the bulk load gives them none). */
async function prepare(db: Kysely<DB>): Promise<{ ids: BenchIds; pagePlayers: string[] }> {
  await migrateToLatest(db);
  const started = performance.now();
  const ids = await generateBenchClub(db, players);
  const hash = await hashPassword(TRAINER_PASSWORD);
  const emails = Array.from({ length: trainerCount }, (_, i) => `trainer${i + 1}@bench.club`);
  await db.updateTable('accounts').set({ password_hash: hash }).where('email', 'in', emails).execute();
  // Player pages: players the trainers write about (teams 1-10) and players of other teams, alternately.
  const written = await sql<{ id: string }>`
    SELECT m.person_id AS id FROM team_memberships m JOIN teams t ON t.id = m.team_id
    WHERE t.club_id = ${ids.clubId} AND m.role = 'Player' AND t.name IN ('Team 1', 'Team 2', 'Team 3') ORDER BY m.person_id LIMIT 6`.execute(db);
  const others = await sql<{ id: string }>`
    SELECT m.person_id AS id FROM team_memberships m JOIN teams t ON t.id = m.team_id
    WHERE t.club_id = ${ids.clubId} AND m.role = 'Player' AND t.name IN ('Team 40', 'Team 41', 'Team 42') ORDER BY m.person_id LIMIT 6`.execute(db);
  const pagePlayers = written.rows.flatMap((row, i) => [row.id, others.rows[i]?.id ?? row.id]);
  await sql`VACUUM ANALYZE`.execute(db);
  console.log(`  a club of ${players.toLocaleString('en')} players generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { ids, pagePlayers };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const load = () => loadavg().map((value) => value.toFixed(1)).join(' / ');

async function benchEngine(engine: Engine): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-bench-evening-'));
  const fresh = engine === 'postgresql' ? await freshPostgresDatabase(postgresUrl!, 'touchline_evening') : undefined;
  try {
    console.log(`\n${engine}:`);
    const database = fresh ? await openDatabase({ url: fresh.url }) : await openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir }));
    let prepared: Awaited<ReturnType<typeof prepare>>;
    try {
      prepared = await prepare(database.db);
    } finally {
      await database.close();
    }
    const { ids, pagePlayers } = prepared;
    const server = await startServer(dataDir, fresh?.url);
    try {
      const managerHeaders = [];
      for (let i = 0; i < managerCount; i++) {
        managerHeaders.push({ ...(await signIn(server.url, BENCH_MANAGER.email, BENCH_MANAGER.password)), 'accept-encoding': 'gzip, deflate, br' });
      }
      const trainerHeaders = [];
      for (let i = 0; i < trainerCount; i++) trainerHeaders.push(await signIn(server.url, `trainer${i + 1}@bench.club`, TRAINER_PASSWORD));
      const pages = managerPages(ids, pagePlayers);
      const writes: Timings = new Map();
      const trainers = trainerHeaders.map((headers) => trainer(server.url, headers, ids.seasonId, writes));
      // Warm-up: every page once, so the first phase does not pay for compiling the server's paths.
      await browse(server.url, managerHeaders[0]!, pages, 0, performance.now() + 1, new Map());
      for (let page = 1; page < pages.length; page++) await browse(server.url, managerHeaders[0]!, pages, page, performance.now() + 1, new Map());

      const quiet: Timings = new Map();
      const evening: Timings = new Map();
      const loads: string[] = [];
      let evenings = 0;
      for (let round = 0; round < rounds; round++) {
        let until = performance.now() + phaseMs;
        await Promise.all(managerHeaders.map((headers, i) => browse(server.url, headers, pages, i, until, quiet)));
        loads.push(`quiet ${load()}`);
        until = performance.now() + phaseMs;
        const writing = trainers.map((train) => train(() => performance.now() >= until));
        // The trainers' first calls (a report to open, three calls each) go before the managers' clock starts.
        await sleep(2000);
        until = performance.now() + phaseMs;
        evenings += phaseMs;
        await Promise.all([...managerHeaders.map((headers, i) => browse(server.url, headers, pages, i, until, evening)), ...writing]);
        loads.push(`evening ${load()}`);
      }

      const ms = (value: number) => value.toFixed(1);
      console.log(`\n### A training evening, ${engine}: ${players.toLocaleString('en')} players, ${trainerCount} trainers saving about every ${saveEveryMs / 1000} s, ${managerCount} managers; ${rounds} × ${phaseMs / 1000} s per side\n`);
      console.log('| call | n quiet | p50 quiet | p99 quiet | n evening | p50 evening | p99 evening | p50 ÷ | p99 ÷ |');
      console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
      for (const [name, latencies] of quiet) {
        const a = [...latencies].sort((x, y) => x - y);
        const b = [...(evening.get(name) ?? [])].sort((x, y) => x - y);
        const [a50, a99, b50, b99] = [percentile(a, 50), percentile(a, 99), percentile(b, 50), percentile(b, 99)];
        console.log(`| ${name} | ${a.length} | ${ms(a50)} ms | ${ms(a99)} ms | ${b.length} | ${ms(b50)} ms | ${ms(b99)} ms | ${(b50 / a50).toFixed(2)}× | ${(b99 / a99).toFixed(2)}× |`);
      }
      console.log('\nThe trainers\' calls during the evenings:\n');
      console.log('| call | n | per second | p50 | p99 |');
      console.log('|---|---:|---:|---:|---:|');
      for (const [name, latencies] of writes) {
        const sorted = [...latencies].sort((x, y) => x - y);
        console.log(`| ${name} | ${sorted.length} | ${(sorted.length / (evenings / 1000)).toFixed(2)} | ${ms(percentile(sorted, 50))} ms | ${ms(percentile(sorted, 99))} ms |`);
      }
      console.log(`\nLoad average (1 / 5 / 15 min) at the end of each phase: ${loads.join('; ')}`);
    } finally {
      await server.stop();
    }
  } finally {
    await fresh?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const engine of engines) await benchEngine(engine);
agent.destroy();
