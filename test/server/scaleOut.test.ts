import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database.js';
import { DEMO_CLUB_NAME, DEMO_MANAGER } from '../../server/seed/demoClub.js';
import { startServerProcess, type ServerProcess } from './serverProcess.js';

/**
 * Scale-out (issue 9): two server processes on one PostgreSQL database, as behind a load balancer,
 * started at the same moment. Migrations run once (Kysely's Migrator holds a PostgreSQL advisory
 * lock while it migrates), and whatever one instance does the other sees: sessions, rate limits,
 * invitation links and pictures live in the database, not in a process.
 */
const serverUrl = process.env.TOUCHLINE_TEST_DATABASE;
const skipReason = !serverUrl || serverUrl === 'embedded'
  ? 'PostgreSQL only: the embedded database admits one server process (DATA_DIR is locked)'
  : undefined;

/**
 * The advisory lock key of Kysely's Migrator on PostgreSQL (LOCK_ID in kysely/dist/dialect/postgres/
 * postgres-adapter.js, taken with pg_advisory_lock): pg_locks shows a bigint key as two halves.
 */
const KYSELY_MIGRATION_LOCK = 3853314791062309107n;
const LOGIN_MAX_FAILURES = 4;

const migrationNames = readdirSync(path.resolve('server/db/migrations'))
  .filter((file) => /^\d{4}_.*\.ts$/.test(file))
  .map((file) => file.replace(/\.ts$/, ''))
  .sort();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(skipReason !== undefined)(`two server processes on one PostgreSQL database (${skipReason ?? 'scale-out'})`, () => {
  const name = `touchline_test_${randomBytes(6).toString('hex')}`;
  let admin: Database;
  let database: Database;
  let databaseUrl: string;
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  let waitedOnLock = 0;

  beforeAll(async () => {
    admin = await openDatabase({ url: serverUrl! });
    await sql.raw(`CREATE DATABASE ${name}`).execute(admin.db);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    database = await openDatabase({ url: databaseUrl });

    // Hold the migration lock, start both at the same moment: both must wait for it, then start.
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    await holder.query('SELECT pg_advisory_lock($1)', [KYSELY_MIGRATION_LOCK.toString()]);
    const env = {
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'true',
      APP_URL: 'https://touchline.example',
      LOGIN_MAX_FAILURES: String(LOGIN_MAX_FAILURES),
    };
    const starting = [startServerProcess(env), startServerProcess(env)];
    try {
      for (let tries = 0; tries < 600 && waitedOnLock < 2; tries++) {
        await sleep(100);
        const { rows } = await holder.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_locks
           WHERE locktype = 'advisory' AND NOT granted AND classid = $1 AND objid = $2 AND objsubid = 1`,
          [(KYSELY_MIGRATION_LOCK >> 32n).toString(), (KYSELY_MIGRATION_LOCK & 0xffffffffn).toString()],
        );
        waitedOnLock = rows[0]!.n;
      }
    } finally {
      await holder.end(); // ends the session, and with it the lock
    }
    [a, b] = await Promise.all(starting);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    if (admin) {
      // Connections still closing would be cut by FORCE (and reported): let them go first.
      for (let tries = 0; tries < 40; tries++) {
        const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = ${name}`.execute(admin.db);
        if (rows[0]!.n === 0) break;
        await sleep(50);
      }
      await sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).execute(admin.db);
      await admin.close();
    }
  });

  const post = (server: ServerProcess, url: string, body: unknown, token?: string) =>
    fetch(`${server.url}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const get = (server: ServerProcess, url: string, token?: string) =>
    fetch(`${server.url}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const signIn = (server: ServerProcess, userName: string, password: string) =>
    post(server, '/Account/Login', { userName, password, rememberLogin: true });
  const managerToken = async (server: ServerProcess) =>
    ((await (await signIn(server, DEMO_MANAGER.email, DEMO_MANAGER.password)).json()) as { accessToken: string }).accessToken;

  it('runs the migrations once when both start at the same moment, and seeds the demo club once', async () => {
    expect(waitedOnLock).toBe(2); // both migrators waited on the advisory lock
    expect(a!.alive() && b!.alive()).toBe(true);
    const ran = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(database.db);
    expect(ran.rows.map((row) => row.name)).toEqual(migrationNames);
    const clubs = await database.db.selectFrom('clubs').select('name').execute();
    expect(clubs).toEqual([{ name: DEMO_CLUB_NAME }]);
  });

  it('accepts a session made on one instance on the other', async () => {
    const token = await managerToken(a!);
    const details = await get(b!, '/api/user/GetClubDetails', token);
    expect(details.status).toBe(200);
    expect(await details.json()).toMatchObject({ clubName: DEMO_CLUB_NAME });
  });

  it('counts failed sign-ins across both instances', async () => {
    const trainer = await database.db
      .selectFrom('people').innerJoin('accounts', 'accounts.id', 'people.account_id').select('accounts.email').$narrowType<{ email: string }>().where('role', '=', 'Trainer').where('status', '=', 'active').orderBy('accounts.email')
      .executeTakeFirstOrThrow();
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES; attempt++) {
      const response = await signIn(attempt % 2 === 0 ? a! : b!, trainer.email, 'Not-The-Password-1');
      expect(response.status).toBe(401);
    }
    // Each instance has seen only half of the failures, yet the account's limit is reached on both.
    for (const server of [a!, b!]) {
      const response = await signIn(server, trainer.email, 'Not-The-Password-1');
      expect(response.status).toBe(429);
      expect(((await response.json()) as { errorMessage: string }).errorMessage).toMatch(/^Too many failed sign-in attempts/);
    }
  });

  it('accepts on one instance an invitation link sent by the other', async () => {
    const email = 'scale.out.trainer@demo.club';
    const invited = await post(a!, '/Account/RegisterUser', {
      email, role: 'Trainer', firstName: 'Sam', lastName: 'Schaal', phoneNumber: '', profilePicture: '', photo: '', teamId: '',
    }, await managerToken(a!));
    expect(await invited.json()).toMatchObject({ isSucceeded: true, emailSent: true });

    // No SMTP server: the e-mail is in the outbox table, with the link of APP_URL.
    const mail = await database.db.selectFrom('outbox').select('text').where('recipient', '=', email).executeTakeFirstOrThrow();
    const link = new URL(/https:\/\/touchline\.example\/account\/tokenconfirmation\?\S+/.exec(mail.text)![0]);
    const token = link.searchParams.get('activatetoken')!;
    const check = await get(b!, `/Account/TokenConfirmation?${new URLSearchParams({ email, activatetoken: token })}`);
    expect(await check.json()).toMatchObject({ invitationValid: true, item2: ['Trainer'] });
    const activated = await post(b!, '/Account/SetupInitialPassword', { token, password: 'Harbour-Lantern-7' });
    expect(await activated.json()).toMatchObject({ isSucceeded: true, item2: ['Trainer'] });
    expect((await signIn(a!, email, 'Harbour-Lantern-7')).status).toBe(200);
  });

  it('serves from one instance a picture uploaded to the other', async () => {
    const png = await sharp({ create: { width: 12, height: 7, channels: 3, background: '#1b5e20' } }).png().toBuffer();
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'logo.png');
    const uploaded = await fetch(`${a!.url}/Account/UploadPhoto?dateTimeTag=t1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await managerToken(a!)}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { id } = (await uploaded.json()) as { id: string };
    const served = await get(b!, `/photos/${id}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: 'png', width: 12, height: 7 });
  });
});
