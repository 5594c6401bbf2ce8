/**
 * The console's people list with many clubs (issue 24): GET /admin/rest/people, a page of 25 sorted by
 * last name, with 100 clubs × 1,000 people in the database, as a ratio to the authenticated baseline
 * (GET /api/Manager/GetUserDetailHeader of a club manager) measured in the same rounds, as
 * bench.ts measures the club calls. Target: ≤ 3×. Nothing is asserted: speed is measured here, never
 * in the tests.
 *
 *   npm run bench:console                                                   # embedded engine
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:console   # and PostgreSQL
 *   npm run bench:console -- --clubs 100 --people 1000 --seconds 1 --rounds 5
 */
import { parseArgs } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { migrateToLatest, type Engine } from '../db/database.js';
import type { DB } from '../db/schema.js';
import { completeSetup, createOperatorSession, insertOperator } from '../repositories/console/operators.js';
import { FIRST_NAMES, LAST_NAMES } from '../seed/names.js';
import { newTotpSecret } from '../services/totp.js';
import { BENCH_MANAGER, generateBenchClub } from './benchClub.js';
import { benchEngines, openBenchDatabase as openDatabaseOf, serveOnLoopback, signedInHeaders } from './benchInProcess.js';

const { values } = parseArgs({
  options: {
    clubs: { type: 'string', default: '100' },
    people: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '1' },
    rounds: { type: 'string', default: '5' },
    concurrency: { type: 'string', default: '10' },
    engines: { type: 'string', default: 'postgresql,embedded' },
  },
});
const clubs = Number(values.clubs);
const perClub = Number(values.people);
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const concurrency = Number(values.concurrency);
const postgresUrl = process.env.DATABASE_URL;
const engines = benchEngines(values.engines, postgresUrl);

const PEOPLE_PAGE = '/admin/rest/people?sort=%5B%22lastName%22%2C%22ASC%22%5D&range=%5B0%2C24%5D&filter=%7B%7D';
const BASELINE = '/api/Manager/GetUserDetailHeader';

/** The other clubs, each with `perClub` invited players, in set-based statements (one club is the bench club). */
async function generateOtherClubs(db: Kysely<DB>): Promise<void> {
  await sql`INSERT INTO clubs (name, country) SELECT 'Console bench ' || g, 'NL' FROM generate_series(1, ${clubs - 1}::int) g`.execute(db);
  await sql`
    INSERT INTO accounts (email)
    SELECT format('p%s.%s@console.bench', c.n, g)
    FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM clubs WHERE name LIKE 'Console bench %') c, generate_series(1, ${perClub}::int) g`.execute(db);
  await sql`
    INSERT INTO people (club_id, account_id, role, status, first_name, last_name, invited_at)
    SELECT c.id, a.id, 'Player', 'invited',
      (${FIRST_NAMES}::text[])[1 + (g * 7 + c.n) % ${FIRST_NAMES.length}::int],
      (${LAST_NAMES}::text[])[1 + (g * 13 + c.n * 3) % ${LAST_NAMES.length}::int], now()
    FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM clubs WHERE name LIKE 'Console bench %') c
    CROSS JOIN generate_series(1, ${perClub}::int) g
    JOIN accounts a ON lower(a.email) = format('p%s.%s@console.bench', c.n, g)`.execute(db);
}

const openBenchDatabase = (engine: Engine) => openDatabaseOf(engine, postgresUrl, 'touchline_console_bench');

/** `concurrency` clients loop on the address for `seconds`: milliseconds of the run per answered request. */
async function cost(url: string, headers: Record<string, string>): Promise<number> {
  let answered = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (performance.now() < deadline) {
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      answered++;
    }
  }));
  return (performance.now() - started) / Math.max(1, answered);
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

async function benchEngine(engine: Engine): Promise<string> {
  const { database, drop } = await openBenchDatabase(engine);
  try {
    await migrateToLatest(database.db);
    const generating = performance.now();
    await generateBenchClub(database.db, perClub);
    await generateOtherClubs(database.db);
    await sql`VACUUM ANALYZE`.execute(database.db);
    const { rows } = await sql<{ people: number; clubs: number }>`SELECT (SELECT count(*) FROM people)::int AS people, (SELECT count(*) FROM clubs)::int AS clubs`.execute(database.db);
    console.log(`${engine}: ${rows[0]!.clubs} clubs, ${rows[0]!.people.toLocaleString('en')} people generated in ${((performance.now() - generating) / 1000).toFixed(1)} s`);

    const operator = await insertOperator(database.db, 'bench@operators.bench', newTotpSecret(), 60_000);
    await completeSetup(database.db, operator.id, 'not-used-by-the-bench');
    const operatorToken = await createOperatorSession(database.db, operator.id, 60 * 60_000);

    const { app, base } = await serveOnLoopback(database);
    try {
      const manager = await signedInHeaders(base, BENCH_MANAGER.email, BENCH_MANAGER.password);
      const asOperator = { authorization: `Bearer ${operatorToken}`, 'accept-encoding': 'gzip, deflate, br' };
      const page = await fetch(`${base}${PEOPLE_PAGE}`, { headers: asOperator });
      console.log(`  the page: ${page.headers.get('content-range')}`);
      // Warm-up, then rounds of (baseline burst, people page burst).
      await cost(`${base}${BASELINE}`, manager);
      await cost(`${base}${PEOPLE_PAGE}`, asOperator);
      const baselines: number[] = [];
      const pages: number[] = [];
      const ratios: number[] = [];
      for (let round = 0; round < rounds; round++) {
        const b = await cost(`${base}${BASELINE}`, manager);
        const p = await cost(`${base}${PEOPLE_PAGE}`, asOperator);
        baselines.push(b);
        pages.push(p);
        ratios.push(p / b);
      }
      const line = `| ${engine} | ${median(baselines).toFixed(2)} ms | ${median(pages).toFixed(2)} ms | ${median(ratios).toFixed(1)}× | ≤ 3× |`;
      console.log(`  ${line}`);
      return line;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await drop();
  }
}

const lines: string[] = [];
for (const engine of engines) lines.push(await benchEngine(engine));
console.log(`\n### Console people list: page of 25 by last name, ${clubs} clubs × ${perClub.toLocaleString('en')} people, ${concurrency} connections\n`);
console.log('| engine | baseline (GetUserDetailHeader) | /admin/rest/people | ratio | target |');
console.log('|---|---:|---:|---:|---|');
for (const line of lines) console.log(line);
