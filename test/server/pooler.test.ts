import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig, type Config } from '../../server/config.js';
import { openDatabase, type Database } from '../../server/db/database.js';
import { openConfiguredDatabase } from '../../server/db/open.js';
import { migratePostgres } from '../../server/db/pooledMigrations.js';
import { accountFor } from '../../server/repositories/accounts/accounts.js';
import { listPlayerOverview } from '../../server/repositories/people/lists.js';
import { DEMO_MANAGER, seedDemoClubIfEmpty } from '../../server/seed/demoClub.js';
import { buildHandBuiltClub } from './clubStructureClub.js';
import { buildSmallClub, SMALL_PASSWORD } from './peopleClub.js';
import { pgbouncerBinary, startPrivatePgbouncer, type PrivatePgbouncer } from './privatePgbouncer.js';
import { buildRoundMailClub, mailsTo } from './roundMailClub.js';
import { bearer, signIn } from './testApp.js';

/**
 * The server through pgbouncer in transaction pooling mode (issue 43): every transaction may run on
 * another server connection, so nothing may rely on session state (session advisory locks, SET,
 * named prepared statements, temporary tables). Servers here reach the test PostgreSQL only through
 * a private pgbouncer with fewer server connections than the servers have client connections, and do
 * what the suite's tests of those parts do: migrate and seed side by side, parallel saves, the
 * scheduler on two servers, kept answers on two servers, and an outage of the pooler under load.
 */
const serverUrl = process.env.TOUCHLINE_TEST_DATABASE;
const onPostgres = !!serverUrl && serverUrl !== 'embedded';
const binary = pgbouncerBinary();
const skipReason = !onPostgres
  ? 'PostgreSQL only: the embedded database has no pooler in front'
  : !binary && !process.env.CI
    ? 'pgbouncer is not installed (apt-get install pgbouncer; .ci/run installs it)'
    : undefined;
if (skipReason && onPostgres) console.warn(`The pooler test is skipped: ${skipReason}.`);

/** Server connections pgbouncer keeps per database: fewer than one server's pool of 10. */
const POOL_SIZE = 4;
const UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(skipReason !== undefined)(`the server through pgbouncer, pool_mode=transaction (${skipReason ?? 'private pgbouncer'})`, () => {
  let bouncer: PrivatePgbouncer;
  let admin: Database;
  const created: string[] = [];
  const opened: Database[] = [];
  const apps: FastifyInstance[] = [];
  /** Queries the driver sent as named (prepared) statements: a transaction pooler cannot keep them. */
  const named: string[] = [];
  const originalQuery = pg.Client.prototype.query;

  /** A fresh database on the test PostgreSQL: its name, its URL through the pooler and the direct one. */
  async function freshDatabase() {
    const name = `touchline_test_${randomBytes(6).toString('hex')}`;
    await sql.raw(`CREATE DATABASE ${name}`).execute(admin.db);
    created.push(name);
    const direct = new URL(serverUrl!);
    direct.pathname = `/${name}`;
    return { name, pooled: bouncer.urlFor(name), direct: direct.toString() };
  }
  async function open(url: string): Promise<Database> {
    const database = await openDatabase({ url });
    opened.push(database);
    return database;
  }
  async function server(database: Database, overrides: Partial<Config> = {}, clock?: () => Date): Promise<FastifyInstance> {
    const config = { ...loadConfig({}), webAppDir: undefined, seedDemo: false, scheduler: { intervalMs: 0, leaseMs: 300_000 }, ...overrides };
    const app = await buildApp({ database, config, clock });
    apps.push(app);
    return app;
  }
  /** Advisory locks held now in a database (none may outlive a transaction). */
  const advisoryLocks = async (database: string) =>
    (await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database WHERE l.locktype = 'advisory' AND d.datname = ${database}`.execute(admin.db)).rows[0]!.n;

  beforeAll(async () => {
    if (!binary) throw new Error('pgbouncer is not installed, and CI is set: .ci/run installs it (apt-get install pgbouncer).');
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const config = args[0] as { name?: string; text?: string } | undefined;
      if (config && typeof config === 'object' && config.name) named.push(config.text ?? config.name);
      return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof pg.Client.prototype.query;
    admin = await openDatabase({ url: serverUrl! });
    bouncer = await startPrivatePgbouncer(binary, serverUrl!, { poolSize: POOL_SIZE });
  });

  afterAll(async () => {
    pg.Client.prototype.query = originalQuery;
    await Promise.all(apps.map((app) => app.close().catch(() => undefined)));
    await Promise.all(opened.map((database) => database.close().catch(() => undefined)));
    await bouncer?.destroy();
    if (admin) {
      await Promise.all(created.map((name) => sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).execute(admin.db).catch(() => undefined)));
      await admin.close();
    }
  });

  /** The database the first test migrates and seeds with the demo club; the outage test's server runs on it. */
  let seededDatabase: Awaited<ReturnType<typeof freshDatabase>> | undefined;

  it('migrates and seeds from three servers starting at once, leaving no lock behind', async () => {
    const target = await freshDatabase();
    seededDatabase = target;
    await Promise.all([migratePostgres(target.pooled), migratePostgres(target.pooled), migratePostgres(target.pooled)]);
    const databases = await Promise.all([open(target.pooled), open(target.pooled), open(target.pooled)]);
    const seeded = await Promise.all(databases.map((database) => seedDemoClubIfEmpty(database.db)));
    expect(seeded.filter(Boolean)).toHaveLength(1);
    const clubs = await databases[0]!.db.selectFrom('clubs').select('id').execute();
    expect(clubs).toHaveLength(1);
    const migrations = await databases[0]!.db.selectFrom('kysely_migration' as never).select(sql`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    expect((migrations as { n: number }).n).toBeGreaterThan(20);
    // A session lock taken through the pooler would stay on whichever server connection took it.
    expect(await advisoryLocks(target.name)).toBe(0);
    // Migrating again finds nothing to do, and holds nothing afterwards either.
    await migratePostgres(target.pooled);
    expect(await advisoryLocks(target.name)).toBe(0);
  }, 60_000);

  it('keeps the uniqueness rules under 50 parallel saves on two servers, and counts parallel placements', async () => {
    const target = await freshDatabase();
    await migratePostgres(target.pooled);
    const [one, two] = [await open(target.pooled), await open(target.pooled)];
    const [a, b] = [await server(one), await server(two)];
    const club = await buildHandBuiltClub(one.db, 'Pooled FC', 'pooled.club');
    const post = (app: FastifyInstance, url: string, payload: object) =>
      app.inject({ method: 'POST', url, payload, headers: bearer(club.managerToken) });
    const EMPTY = '00000000-0000-0000-0000-000000000000';
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => post(i % 2 ? a : b, '/api/team/addteam', { Id: EMPTY, TeamName: 'JO11-1', Division: '' })));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(49);
    expect(await one.db.selectFrom('teams').select('id').where('club_id', '=', club.clubId).where(sql`lower(name)`, '=', 'jo11-1').execute()).toHaveLength(1);

    const { id: team } = (await post(a, '/api/team/addteam', { Id: EMPTY, TeamName: 'Side by side', Division: '' })).json();
    const person = async (role: 'Trainer' | 'Player', i: number) => (await one.db.insertInto('people')
      .values({ club_id: club.clubId, role, status: 'active', account_id: accountFor(`${role.toLowerCase()}${i}@side.pooled.club`, 'x'), first_name: `${role}${i}`, last_name: 'Side' })
      .returning('id').executeTakeFirstOrThrow()).id;
    const players = await Promise.all(Array.from({ length: 20 }, (_, i) => person('Player', i)));
    const trainers = await Promise.all(Array.from({ length: 5 }, (_, i) => person('Trainer', i)));
    const placed = await Promise.all([
      ...players.map((id, i) => post(i % 2 ? a : b, '/api/Team/AddPlayerToTeam', { userIds: [id], newTeamId: team })),
      ...trainers.map((id, i) => post(i % 2 ? b : a, '/api/Team/AddTrainerToTeam', { userIds: [id], newTeamId: team })),
    ]);
    expect(placed.map((answer) => answer.statusCode)).toEqual(placed.map(() => 200));
    for (const app of [a, b]) {
      const overview = await app.inject({ method: 'GET', url: '/api/team/GetTeamOverviewByClubId', headers: bearer(club.managerToken) });
      expect(overview.json().find((row: { id: string }) => row.id === team)).toMatchObject({ totalPlayer: 20, totalTrainer: 5 });
    }
    // Twenty client connections (two servers' pools) over POOL_SIZE server connections.
    const pool = (await bouncer.show('POOLS')).find((row) => row.database === target.name)!;
    expect(Number(pool.sv_active) + Number(pool.sv_idle) + Number(pool.sv_used)).toBeLessThanOrEqual(POOL_SIZE);
  });

  it('sends each reminder once from two servers whose runs overlap', async () => {
    const target = await freshDatabase();
    await migratePostgres(target.pooled);
    let now = new Date('2026-10-20T10:00:00Z');
    const clock = () => now;
    const [one, two] = [await open(target.pooled), await open(target.pooled)];
    const [a, b] = [await server(one, {}, clock), await server(two, {}, clock)];
    const club = await buildRoundMailClub(one.db);
    const trainers = ['Tom', 'Tia'];
    for (let i = 1; i <= 10; i++) {
      const person = (role: 'Trainer' | 'Player', name: string) => one.db.insertInto('people')
        .values({ club_id: club.id.club!, role, status: 'active', account_id: accountFor(club.email(name), 'x'), first_name: name, last_name: 'Round' })
        .returning('id').executeTakeFirstOrThrow();
      const teamRow = await one.db.insertInto('teams').values({ club_id: club.id.club!, name: `Team ${i}`, division: '' }).returning('id').executeTakeFirstOrThrow();
      const trainer = await person('Trainer', `Trainer${i}`);
      const player = await person('Player', `Player${i}`);
      await one.db.insertInto('team_memberships').values([
        { team_id: teamRow.id, person_id: trainer.id, role: 'Trainer' },
        { team_id: teamRow.id, person_id: player.id, role: 'Player' },
      ]).execute();
      trainers.push(`Trainer${i}`);
    }
    now = new Date('2026-11-04T10:00:00Z');
    const reports = await Promise.all([a.scheduler.runOnce(), b.scheduler.runOnce(), a.scheduler.runOnce(), b.scheduler.runOnce()]);
    for (const name of trainers) {
      expect((await mailsTo(one.db, club.email(name))).map((mail) => mail.subject), name).toEqual(['Reports overdue: round 1 at Reminder FC']);
    }
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(trainers.length);
    expect(await advisoryLocks(target.name)).toBe(0);
  });

  it('answers kept lists that follow every change, whichever server made it', async () => {
    const target = await freshDatabase();
    await migratePostgres(target.pooled);
    const [one, two] = [await open(target.pooled), await open(target.pooled)];
    const [a, b] = [await server(one), await server(two)];
    const club = await buildSmallClub(one.db);
    const token = await signIn(a, club.managerEmail, SMALL_PASSWORD);
    const url = `/api/Player/GetPlayerOverviewReportByClubId?clubSeasonId=${club.seasonNow}`;
    const list = (app: FastifyInstance, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-encoding': 'identity', ...headers } });
    const fresh = async () => JSON.parse(JSON.stringify(await listPlayerOverview(one.db, club.clubId, club.seasonNow)));
    const everyServerAnswersTheFreshList = async () => {
      const expected = await fresh();
      for (const app of [a, b, a, b]) expect((await list(app)).json()).toEqual(expected);
      return expected;
    };
    await everyServerAnswersTheFreshList();
    const etag = String((await list(a)).headers.etag);
    expect((await list(b, { 'if-none-match': etag })).statusCode).toBe(304);

    // A change through a call on one server shows on the other at once.
    const moved = await b.inject({ method: 'POST', url: '/api/Team/AddPlayerToTeam', headers: bearer(token), payload: { userIds: [club.people.P2], newTeamId: club.teams.beta } });
    expect(moved.statusCode).toBe(200);
    expect((await list(a, { 'if-none-match': etag })).statusCode).toBe(200);
    const rows = await everyServerAnswersTheFreshList();
    expect(rows.find((row: { id: string }) => row.id === club.people.P2).teamName).toBe('Beta');
    // A change by another writer, straight into the database.
    await one.db.updateTable('people').set({ first_name: 'Pooled' }).where('id', '=', club.people.P1).execute();
    expect((await everyServerAnswersTheFreshList()).find((row: { id: string }) => row.id === club.people.P1).name).toMatch(/^Pooled /);
    // Nothing in this process sent a named statement through the pooler.
    expect(named).toEqual([]);
  });

  describe('an outage of the pooler under load', () => {
    let base: string;
    let token: string;

    beforeAll(async () => {
      // As an operator configures it: DATABASE_URL at the pooler, the migrations past it
      // (DATABASE_DIRECT_URL), on the database the first test seeded with the demo club. In this
      // process (as scaleOut.test.ts runs its servers), listening on a port of its own.
      if (!seededDatabase) throw new Error('the first test did not make its database');
      const config = { ...loadConfig({ DATABASE_URL: seededDatabase.pooled, DATABASE_DIRECT_URL: seededDatabase.direct }), webAppDir: undefined, seedDemo: false, scheduler: { intervalMs: 0, leaseMs: 300_000 } };
      const database = await openConfiguredDatabase(config);
      opened.push(database);
      const app = await buildApp({ database, config });
      apps.push(app);
      await app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
      const login = await fetch(`${base}/Account/Login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userName: DEMO_MANAGER.email, password: DEMO_MANAGER.password, rememberLogin: true }),
      });
      token = ((await login.json()) as { accessToken: string }).accessToken;
    });

    it('answers 503 with Retry-After while pgbouncer is down, and serves again by itself when it is back', async () => {
      interface Answer { kind: 'read' | 'write'; name?: string; started: number; ms: number; status: number; message?: string }
      const call = async (kind: Answer['kind'], path: string, body?: unknown, name?: string): Promise<Answer> => {
        const started = Date.now();
        try {
          const response = await fetch(`${base}${path}`, {
            method: body === undefined ? 'GET' : 'POST',
            headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
            body: body === undefined ? undefined : JSON.stringify(body),
            signal: AbortSignal.timeout(10_000),
          });
          const text = await response.text();
          return { kind, name, started, ms: Date.now() - started, status: response.status, message: response.ok ? undefined : (JSON.parse(text) as { message?: string }).message };
        } catch (error) {
          return { kind, name, started, ms: Date.now() - started, status: 0, message: String(error) };
        }
      };
      const until = async <T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> => {
        const deadline = Date.now() + timeoutMs;
        for (;;) {
          const value = await probe().catch(() => undefined);
          if (value !== undefined) return value;
          if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
          await sleep(100);
        }
      };
      const health = async () => {
        const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5000) });
        return { status: response.status, body: (await response.json()) as Record<string, unknown> };
      };

      const answers: Answer[] = [];
      let running = true;
      const client = async (n: number) => {
        for (let i = 0; running; i++) {
          if (i % 2 === 0) {
            const name = `Pooled ${n}-${i}`;
            answers.push(await call('write', '/api/team/addteam', { TeamName: name, Division: '' }, name));
          } else {
            answers.push(await call('read', i % 4 === 1 ? '/api/team/GetTeamOverviewByClubId' : '/api/user/GetClubDetails'));
          }
          await sleep(20);
        }
      };
      const clients = Array.from({ length: 10 }, (_, n) => client(n));
      const acknowledged = () => answers.filter((answer) => answer.kind === 'write' && answer.status === 200);
      await until('writes before the outage', async () => (acknowledged().length >= 20 ? true : undefined));

      await bouncer.stop();
      const down = Date.now();
      const reported = await until('the health to report the database down', async () => {
        const answer = await health();
        return answer.status === 503 ? answer : undefined;
      });
      expect(reported.body).toMatchObject({ server: 'ok', database: 'unavailable', engine: 'postgresql' });
      await sleep(2000);
      const during = await fetch(`${base}/api/user/GetClubDetails`, { headers: { authorization: `Bearer ${token}` } });
      expect(during.status).toBe(503);
      expect(await during.json()).toMatchObject({ message: UNAVAILABLE });
      expect(during.headers.get('retry-after')).toBe('5');

      const restarting = Date.now();
      await bouncer.start();
      const recovered = await until('a call to succeed after the restart', async () => {
        const answer = await call('read', '/api/user/GetClubDetails');
        return answer.status === 200 ? Date.now() : undefined;
      });
      expect((await health()).body).toMatchObject({ database: 'ok' });
      await until('writes after the recovery', async () =>
        acknowledged().filter((answer) => answer.started > recovered).length >= 10 ? true : undefined);
      running = false;
      await Promise.all(clients);

      console.log(`Pooler outage: pgbouncer down ${restarting - down} ms; served again ${recovered - restarting} ms after its start; ` +
        `${answers.length} calls, ${acknowledged().length} writes acknowledged.`);
      expect(answers.filter((answer) => answer.status !== 200 && !(answer.status === 503 && answer.message === UNAVAILABLE))).toEqual([]);
      const whileDown = answers.filter((answer) => answer.started >= down && answer.started + answer.ms <= restarting);
      expect(whileDown.length).toBeGreaterThan(10);
      expect(whileDown.filter((answer) => answer.status !== 503 || answer.ms >= 1000)).toEqual([]);
      expect(answers.filter((answer) => answer.started > recovered && answer.status !== 200)).toEqual([]);
      // No write answered 2xx is lost.
      const check = await open(seededDatabase!.direct);
      const stored = new Set((await check.db.selectFrom('teams').select('name').where('name', 'like', 'Pooled %').execute()).map((row) => row.name));
      expect(acknowledged().map((answer) => answer.name!).filter((name) => !stored.has(name))).toEqual([]);
      expect(acknowledged().length).toBeGreaterThan(30);
      expect(named).toEqual([]);
    }, 60_000);
  });
});
