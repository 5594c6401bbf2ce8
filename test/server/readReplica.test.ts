import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { openDatabase, type Database } from '../../server/db/database.js';
import { migratePostgres } from '../../server/db/pooledMigrations.js';
import { buildSmallClub, SMALL_PASSWORD, type SmallClub } from './peopleClub.js';
import { postgresBinaries, startPrivatePostgres, type PrivatePostgres } from './privatePostgres.js';
import { startPrivateStandby } from './privateStandby.js';
import { bearer, signIn } from './testApp.js';

/**
 * A read replica (issue 43, DATABASE_READ_URL): a private PostgreSQL primary and a streaming replica
 * of it made by pg_basebackup, both started by this test. The calls that may lag (the overview's
 * panels, the players, team and trainer lists) are served from the replica (its pg_stat_statements
 * counts them), every other call from the primary; a person who just saved sees it even while the
 * replica has not replayed it; a replica behind beyond the bound or stopped sends every read to the
 * primary by itself, without a failed request, and /api/health says so.
 */
const binaries = postgresBinaries();
const skipReason =
  process.env.TOUCHLINE_TEST_DATABASE === 'embedded'
    ? 'PostgreSQL only: the embedded database has no replicas'
    : 'missing' in binaries
      ? `no private PostgreSQL server can be started here: ${binaries.missing}`
      : undefined;
if (skipReason && process.env.TOUCHLINE_TEST_DATABASE !== 'embedded') console.warn(`The read replica test is skipped: ${skipReason}.`);

const DATABASE = 'touchline_replicated';
const MAX_LAG_SECONDS = 2;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(100);
  }
}

describe.skipIf(skipReason !== undefined)(`a streaming read replica (${skipReason ?? 'private primary and replica'})`, () => {
  let primary: PrivatePostgres;
  let standby: PrivatePostgres;
  let database: Database;
  let app: FastifyInstance;
  /** The same server without the replica: what the primary answers. */
  let primaryOnly: FastifyInstance;
  let club: SmallClub;
  let headers: Record<string, string>;
  const at = (server: PrivatePostgres) => {
    const url = new URL(server.url);
    url.pathname = `/${DATABASE}`;
    return url.toString();
  };

  beforeAll(async () => {
    const { dir } = binaries as { dir: string };
    primary = await startPrivatePostgres(dir);
    const admin = new pg.Client({ connectionString: primary.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${DATABASE}`);
    await admin.end();
    await migratePostgres(at(primary));
    database = await openDatabase({ url: at(primary) });
    await sql`CREATE EXTENSION pg_stat_statements`.execute(database.db);
    club = await buildSmallClub(database.db);
    // The replica counts the statements it runs (the extension's view came with the copy).
    standby = await startPrivateStandby(dir, primary, ['shared_preload_libraries=pg_stat_statements']);
    const config = {
      ...loadConfig({ DATABASE_URL: at(primary), DATABASE_READ_URL: at(standby), DATABASE_READ_MAX_LAG_SECONDS: String(MAX_LAG_SECONDS) }),
      webAppDir: undefined, seedDemo: false, scheduler: { intervalMs: 0, leaseMs: 300_000 },
      // Every request builds its answer: a kept one would read nothing from either database.
      keptAnswersBytes: 0,
    };
    app = await buildApp({ database, config });
    primaryOnly = await buildApp({ database, config: { ...config, databaseReadUrl: undefined } });
    headers = bearer(await signIn(app, club.managerEmail, SMALL_PASSWORD));
    await until('the replica to be in step', async () => ((await health()).replica === 'ok' ? true : undefined));
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await primaryOnly?.close();
    await database?.close();
    await standby?.destroy();
    await primary?.destroy();
  });

  const health = async () => (await app.inject({ method: 'GET', url: '/api/health' })).json() as { database: string; replica?: string };

  /** Statements the replica has run for the calls (not its probe, the data version or this count). */
  async function replicaStatements(): Promise<number> {
    const client = new pg.Client({ connectionString: at(standby) });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(`SELECT coalesce(sum(calls), 0)::int AS n FROM pg_stat_statements
        WHERE query NOT ILIKE '%club_data_versions%' AND query NOT ILIKE '%pg_is_in_recovery%' AND query NOT ILIKE '%pg_stat_statements%'`);
      return rows[0]!.n;
    } finally {
      await client.end();
    }
  }

  const lagTolerant = () => [
    { method: 'GET' as const, url: `/api/Player/GetPlayerOverviewReportByClubId?clubSeasonId=${club.seasonNow}` },
    { method: 'GET' as const, url: `/api/team/GetTeamOverviewByClubId?clubSeasonId=${club.seasonNow}` },
    { method: 'GET' as const, url: `/api/trainer/GetTrainersOverview?isactive=true&clubSeasonId=${club.seasonNow}` },
    { method: 'GET' as const, url: `/api/Dashboard/GetMainDashboard?clubSeasonId=${club.seasonNow}&teamIds=` },
    { method: 'GET' as const, url: `/api/Dashboard/GetDashboardTotalHeader?clubSeasonId=${club.seasonNow}` },
    { method: 'POST' as const, url: `/api/Dashboard/GetPlayerDevelopment?clubSeasonId=${club.seasonNow}`, payload: '""' },
    { method: 'POST' as const, url: `/api/Dashboard/GetDashboardTeamOverview?clubSeasonId=${club.seasonNow}`, payload: '""' },
    { method: 'POST' as const, url: `/api/Dashboard/GetDashboardTrainerOverview?clubSeasonId=${club.seasonNow}`, payload: '""' },
    { method: 'GET' as const, url: `/api/Report/ExportSeason?clubSeasonId=${club.seasonNow}` },
  ];
  const ask = (call: { method: 'GET' | 'POST'; url: string; payload?: string }, server = app) =>
    server.inject({ ...call, headers: { ...headers, ...(call.payload === undefined ? {} : { 'content-type': 'application/json' }) } });
  const playersList = async () => (await ask(lagTolerant()[0]!)).json() as Array<{ id: string; teamName: string }>;

  it('serves the calls that may lag from the replica, with the answers the primary gives, and the others from the primary', async () => {
    for (const call of lagTolerant()) {
      const before = await replicaStatements();
      const answer = await ask(call);
      expect(answer.statusCode, `${call.url}: ${answer.body.slice(0, 300)}`).toBe(200);
      expect(await replicaStatements(), call.url).toBeGreaterThan(before);
      // The workbook's bytes hold the time it was written: its size must match; the JSON answers must be equal.
      const theirs = await ask(call, primaryOnly);
      if (String(answer.headers['content-type']).startsWith('application/json')) expect(answer.json(), call.url).toEqual(theirs.json());
      else expect(answer.rawPayload.length, call.url).toBeGreaterThan(1000);
    }
    // A call that is not among them reads the primary only.
    const before = await replicaStatements();
    expect((await app.inject({ method: 'GET', url: '/api/user/GetClubDetails', headers })).statusCode).toBe(200);
    expect(await replicaStatements()).toBe(before);
  });

  it('shows a person what they just saved while the replica has not replayed it, and says when it lags', async () => {
    const replica = new pg.Client({ connectionString: at(standby) });
    await replica.connect();
    try {
      await replica.query('SELECT pg_wal_replay_pause()');
      const moved = await app.inject({ method: 'POST', url: '/api/Team/AddPlayerToTeam', headers, payload: { userIds: [club.people.P2], newTeamId: club.teams.beta } });
      expect(moved.statusCode).toBe(200);
      // Right after the save: the list shows it, read from the primary (the replica's club version is older).
      const before = await replicaStatements();
      expect((await playersList()).find((row) => row.id === club.people.P2)!.teamName).toBe('Beta');
      expect(await replicaStatements()).toBe(before);
      // Behind by more than the bound: /api/health says so, and every read stays on the primary.
      expect(await until('the replica to be reported lagging', async () => ((await health()).replica === 'lagging' ? true : undefined))).toBe(true);
      await replica.query('SELECT pg_wal_replay_resume()');
      await until('the replica to be in step again', async () => ((await health()).replica === 'ok' ? true : undefined));
      const caughtUp = await replicaStatements();
      expect((await playersList()).find((row) => row.id === club.people.P2)!.teamName).toBe('Beta');
      expect(await replicaStatements()).toBeGreaterThan(caughtUp);
    } finally {
      await replica.query('SELECT pg_wal_replay_resume()').catch(() => undefined);
      await replica.end();
    }
  });

  it('loses no request when the replica stops, reads the primary meanwhile, and reads the replica again once it is back', async () => {
    let running = true;
    const statuses: number[] = [];
    const clients = Array.from({ length: 5 }, async (_, n) => {
      for (let i = n; running; i++) {
        statuses.push((await ask(lagTolerant()[i % lagTolerant().length]!)).statusCode);
        await sleep(10);
      }
    });
    await sleep(500);
    await standby.stop('immediate');
    await until('the replica to be reported unavailable', async () => ((await health()).replica === 'unavailable' ? true : undefined));
    expect(await health()).toMatchObject({ database: 'ok', replica: 'unavailable' });
    await sleep(1000);
    await standby.start();
    await until('the replica to be in step again', async () => ((await health()).replica === 'ok' ? true : undefined));
    await sleep(500);
    running = false;
    await Promise.all(clients);
    expect(statuses.length).toBeGreaterThan(20);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const before = await replicaStatements();
    expect((await ask(lagTolerant()[1]!)).statusCode).toBe(200);
    expect(await replicaStatements()).toBeGreaterThan(before);
  }, 60_000);
});
