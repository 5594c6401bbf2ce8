/**
 * The embedded engine's stall figure: how long a cheap call waits while another client keeps asking
 * for the heaviest list. It generates a club in a fresh data folder, starts the server on it as an
 * operator does (`tsx server/main.ts`, embedded engine, production mode) in a child process, then
 * times GET /api/Manager/GetUserDetailHeader, first alone, then while a second client loops a change
 * of the club and the players list (Player/GetPlayerOverviewReportByClubId, built afresh each time),
 * over real HTTP on loopback.
 *
 *   npm run bench:stall                                 # 1,000 players, 20 s of load
 *   npm run bench:stall -- --players 2000 --seconds 30
 *
 * It prints the latencies; nothing is asserted (speed is measured, not tested).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openConfiguredDatabase } from '../db/open.js';
import { DEMO_MANAGER, generateClub } from '../seed/demoClub.js';
import { describeLatencies, loop, startServer } from './benchServer.js';

const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '20' },
  },
});
const players = Number(values.players);
const loadMs = Number(values.seconds) * 1000;
const QUIET_MS = 3000;
/** The cheap call is asked about this often (a client polling), not back to back. */
const CHEAP_CALL_GAP_MS = 10;

const CHEAP_CALL = '/api/Manager/GetUserDetailHeader';
const HEAVY_CALL = '/api/Player/GetPlayerOverviewReportByClubId?clubSeasonId=';

/** Generates the club in dataDir with the server's own code (the data folder is locked meanwhile). */
async function generate(dataDir: string): Promise<string> {
  const database = await openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir }));
  try {
    const teams = Math.max(1, Math.round(players / 19));
    const started = Date.now();
    const club = await generateClub(database.db, { size: { players, teams, trainers: teams * 2 } });
    console.log(`A club of ${players} players, ${teams} teams, ${teams * 2} trainers generated in ${Date.now() - started} ms.`);
    return club.currentSeasonId;
  } finally {
    await database.close();
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-bench-stall-'));
try {
  const seasonId = await generate(dataDir);
  const server = await startServer(dataDir);
  try {
    const login = await fetch(`${server.url}/Account/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: DEMO_MANAGER.email, password: DEMO_MANAGER.password, rememberLogin: true }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const headers = { authorization: `Bearer ${accessToken}` };
    const cheap = `${server.url}${CHEAP_CALL}`;
    const heavy = `${server.url}${HEAVY_CALL}${seasonId}`;
    await loop(heavy, headers, performance.now() + 1); // warm up the heavy call's plans

    // Each list request follows a change of the club (its name, back and forth), so the server
    // builds the list every time instead of sending the one it kept (docs/decisions.md, "Answers
    // kept per data version"): the worst case, as while trainers save reports.
    const club = (await (await fetch(`${server.url}/api/user/GetClubDetails`, { headers })).json()) as { id: string; clubName: string; country: string; logoUrl: string | null };
    let renamed = false;
    const changeTheClub = async () => {
      renamed = !renamed;
      const response = await fetch(`${server.url}/api/user/UpdateClubDetails`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ Id: club.id, ClubName: renamed ? `${club.clubName} (bench)` : club.clubName, Country: club.country, LogoUrl: club.logoUrl }),
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`UpdateClubDetails answered ${response.status}.`);
    };

    const alone = await loop(cheap, headers, performance.now() + QUIET_MS, CHEAP_CALL_GAP_MS);
    const until = performance.now() + loadMs;
    const [list, underLoad] = await Promise.all([
      loop(heavy, headers, until, 0, changeTheClub),
      loop(cheap, headers, until, CHEAP_CALL_GAP_MS),
    ]);
    const line = (label: string, latencies: number[]) => console.log(`${label.padEnd(58)} ${describeLatencies(latencies)}`);
    line(`${CHEAP_CALL} alone:`, alone);
    line(`${CHEAP_CALL} while the list loops:`, underLoad);
    line('the players list meanwhile (after each change):', list);
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
