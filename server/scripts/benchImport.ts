/**
 * The import of members (issue 23) at its limit: 5,000 rows of a Sportlink-style export. For each engine
 * it generates a small club (embedded: in a fresh data folder; PostgreSQL: in a fresh database on
 * DATABASE_URL's server), starts the server on it as an operator does (`tsx server/main.ts`, production
 * mode), then over real HTTP on loopback times POST /api/Import/Preview of the file, and POST
 * /api/Import/Run until GET /api/Import/Status says done, while a client polls a cheap call
 * (GET /api/Manager/GetUserDetailHeader) every 10 ms, as benchStall.ts measures stalls.
 *
 *   npm run bench:import                                                              # 5,000 rows, embedded
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:import      # and PostgreSQL
 *   npm run bench:import -- --rows 1000 --engines embedded
 *
 * It prints the figures; nothing is asserted (speed is measured, not tested).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openConfiguredDatabase } from '../db/open.js';
import { freshPostgresDatabase } from '../db/freshDatabase.js';
import { DEMO_MANAGER, generateClub } from '../seed/demoClub.js';
import { describeLatencies, loop, startServer } from './benchServer.js';
import { benchEngines } from './benchInProcess.js';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '5000' }, engines: { type: 'string', default: 'postgresql,embedded' } } });
const rows = Number(values.rows);
const postgresUrl = process.env.DATABASE_URL;
const engines = benchEngines(values.engines, postgresUrl);
const CHEAP_CALL = '/api/Manager/GetUserDetailHeader';
const CHEAP_CALL_GAP_MS = 10;

/** A Sportlink-style export: semicolons, Dutch headers, the full name in one column, one bad row in a hundred. */
function sportlinkExport(count: number): string {
  const lines = ['Relatiecode;Naam;E-mail;Geb.dat.;Mobiel;Team;Teamrol;Naam ouder/verzorger 1;E-mail ouder/verzorger 1'];
  for (let n = 1; n <= count; n++) {
    const email = n % 100 === 0 ? `bench.${n}-at-import.test` : `bench.${n}@import.test`;
    lines.push([`BENCH${n}`, `Speler${n} van der Test${n}`, email, `${String((n % 28) + 1).padStart(2, '0')}-0${(n % 9) + 1}-2012`,
      `06${String(n).padStart(8, '0')}`, `JO${9 + (n % 11)}-${1 + (n % 5)}`, 'Teamspeler', `Ouder ${n}`, `ouder.${n}@import.test`].join(';'));
  }
  return lines.join('\r\n') + '\r\n';
}


/** One engine: the club, the server, the previews, the run and the cheap call meanwhile. */
async function benchEngine(engine: string): Promise<void> {
  console.log(`${engine}:`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-bench-import-'));
  const postgres = engine === 'postgresql' ? await freshPostgresDatabase(postgresUrl!, 'touchline_import_bench') : undefined;
  try {
    const database = await openConfiguredDatabase(loadConfig(postgres ? { DATABASE_URL: postgres.url } : { DATA_DIR: dataDir }));
    await generateClub(database.db, { size: { players: 200, teams: 10, trainers: 20 } }).finally(() => database.close());
    const server = await startServer(dataDir, postgres?.url);
    try {
      const login = await fetch(`${server.url}/Account/Login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userName: DEMO_MANAGER.email, password: DEMO_MANAGER.password, rememberLogin: true }),
      });
      const { accessToken } = (await login.json()) as { accessToken: string };
      const headers = { authorization: `Bearer ${accessToken}` };
      const file = sportlinkExport(rows);

      const preview = async () => {
        const form = new FormData();
        form.append('file', new Blob([file], { type: 'text/csv' }), 'leden.csv');
        const started = performance.now();
        const response = await fetch(`${server.url}/api/Import/Preview`, { method: 'POST', headers, body: form });
        const body = (await response.json()) as { importId: string; summary: Record<string, number>; newTeams: string[] };
        if (!response.ok) throw new Error(`Preview answered ${response.status}: ${JSON.stringify(body)}`);
        return { ms: performance.now() - started, body };
      };
      const previews = [await preview(), await preview(), await preview()];
      const { body } = previews.at(-1)!;
      console.log(`${rows} rows (${(file.length / 1024).toFixed(0)} kB): ${JSON.stringify(body.summary)}, ${body.newTeams.length} new teams`);
      console.log(`POST /api/Import/Preview: ${previews.map((p) => `${p.ms.toFixed(0)} ms`).join(', ')}`);

      const alone = await loop(`${server.url}${CHEAP_CALL}`, headers, performance.now() + 2000, CHEAP_CALL_GAP_MS);
      const started = performance.now();
      const run = await fetch(`${server.url}/api/Import/Run`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ importId: body.importId, createTeams: true }),
      });
      if (run.status !== 202) throw new Error(`Run answered ${run.status}: ${await run.text()}`);
      const runAnswered = performance.now() - started;
      let done = false;
      let status: Record<string, unknown> = {};
      const poll = async () => {
        while (!done) {
          status = (await (await fetch(`${server.url}/api/Import/Status?importId=${body.importId}`, { headers })).json()) as Record<string, unknown>;
          done = status.state === 'done' || status.state === 'failed';
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      };
      const cheapWhileRunning = async () => {
        const latencies: number[] = [];
        while (!done) latencies.push(...(await loop(`${server.url}${CHEAP_CALL}`, headers, performance.now() + 200, CHEAP_CALL_GAP_MS)));
        return latencies;
      };
      const [, underLoad] = await Promise.all([poll(), cheapWhileRunning()]);
      const runMs = performance.now() - started;
      const { errors, ...counts } = status as { errors: unknown[] };
      console.log(`POST /api/Import/Run answered in ${runAnswered.toFixed(0)} ms; the run took ${(runMs / 1000).toFixed(1)} s: ${JSON.stringify(counts)}, ${errors.length} rows in error`);
      const line = (label: string, latencies: number[]) => console.log(`${label.padEnd(58)} ${describeLatencies(latencies)}`);
      line(`${CHEAP_CALL} alone:`, alone);
      line(`${CHEAP_CALL} while the import runs:`, underLoad);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  }
}

for (const engine of engines) await benchEngine(engine);
