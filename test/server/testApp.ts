import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../../server/app.js';
import { loadConfig, type Config } from '../../server/config.js';
import { migrateToLatest, openDatabase, type Database } from '../../server/db/database.js';
import type { DB } from '../../server/db/schema.js';
import type { Clock } from '../../server/context.js';

/**
 * A server on a fresh, migrated database of the engine this test project runs on: the embedded
 * PostgreSQL in memory, or a database of its own on the PostgreSQL server of TOUCHLINE_TEST_DATABASE,
 * dropped again by close().
 */
export interface TestApp {
  app: FastifyInstance;
  db: Kysely<DB>;
  engine: Database['engine'];
  close(): Promise<void>;
}

/**
 * A fresh, empty (not migrated) database of the engine this test project runs on, and how to drop it.
 */
export async function createScratchDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.TOUCHLINE_TEST_DATABASE;
  if (!serverUrl || serverUrl === 'embedded') return { database: await openDatabase({}), drop: async () => {} };
  const name = `touchline_test_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ url: serverUrl });
  await sql.raw(`CREATE DATABASE ${name}`).execute(admin.db);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    database: await openDatabase({ url: url.toString() }),
    drop: async () => {
      // The pool's connections may still be closing: terminating one of them (FORCE) would surface
      // as an unhandled error in the test run, so wait for them to be gone first.
      for (let tries = 0; tries < 40; tries++) {
        const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = ${name}`.execute(admin.db);
        if (rows[0]!.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).execute(admin.db);
      await admin.close();
    },
  };
}

/**
 * A fresh database migrated to the latest level. The embedded engine starts from one migrated image
 * per set of migrations, kept in the system's temporary folder across test files and runs: an empty
 * cluster (initdb) plus every migration costs seconds per file, a copy of the image a fraction of it.
 */
async function createMigratedDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.TOUCHLINE_TEST_DATABASE;
  if (serverUrl && serverUrl !== 'embedded') {
    const scratch = await createScratchDatabase();
    await migrateToLatest(scratch.database.db);
    return scratch;
  }
  const database = await openDatabase({ image: await migratedImage() });
  // A no-op on a current image; it keeps the database right should the image be older than the code.
  await migrateToLatest(database.db);
  return { database, drop: async () => {} };
}

async function migratedImage(): Promise<Uint8Array> {
  const migrations = new URL('../../server/db/migrations/', import.meta.url);
  const fingerprint = createHash('sha256');
  for (const file of readdirSync(migrations).sort()) fingerprint.update(file).update(readFileSync(new URL(file, migrations)));
  fingerprint.update(readFileSync(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url)));
  const file = path.join(tmpdir(), `touchline-test-image-${fingerprint.digest('hex').slice(0, 16)}.pgdata`);
  try {
    return readFileSync(file);
  } catch {
    const scratch = await openDatabase({});
    try {
      await migrateToLatest(scratch.db);
      const image = await scratch.image!();
      // Written under another name and renamed: a file that is there is whole.
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, image);
      renameSync(partial, file);
      return image;
    } finally {
      await scratch.close();
    }
  }
}

/**
 * `overrides` change the configuration, e.g. an SMTP server started by the test. The scheduler's
 * periodic run is off (a test runs it with app.scheduler.runOnce()); `clock` sets the time it reads.
 */
export async function createTestApp(overrides: Partial<Config> = {}, clock?: Clock): Promise<TestApp> {
  const { database, drop } = await createMigratedDatabase();
  const config = { ...loadConfig({}), webAppDir: undefined, seedDemo: false, scheduler: { intervalMs: 0, leaseMs: 300_000 }, ...overrides };
  const app = await buildApp({ database, config, clock });
  return {
    app,
    db: database.db,
    engine: database.engine,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** Signs in through the API and returns the bearer token. */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/Account/Login', payload: { userName: email, password, rememberLogin: true } });
  if (response.statusCode !== 200) throw new Error(`Sign-in of ${email} failed: ${response.body}`);
  return response.json().accessToken;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** GET with a bearer token. */
export function getAs(app: FastifyInstance, token: string, url: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, headers: bearer(token) });
}

/**
 * An operator of the console, set up as operator:create and the set-up page would (password and TOTP
 * secret), and a token of theirs: for tests of the operators' calls that are not about signing in.
 */
export async function createOperator(t: Pick<TestApp, 'db'>, email = 'operator@touchline.test', password = 'Operator-Passw0rd-Long') {
  const { insertOperator, completeSetup, createOperatorSession } = await import('../../server/repositories/console/operators.js');
  const { newTotpSecret } = await import('../../server/services/totp.js');
  const { hashPassword } = await import('../../server/services/passwords.js');
  const secret = newTotpSecret();
  const { id } = await insertOperator(t.db, email, secret, 60_000);
  await completeSetup(t.db, id, await hashPassword(password));
  const token = await createOperatorSession(t.db, id, 60 * 60_000);
  return { id, email, password, secret, token, headers: bearer(token) };
}
