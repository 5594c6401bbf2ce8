import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../server/db/database';
import { freshPostgresDatabase } from '../server/db/freshDatabase';
import { test, expect } from './fixtures';
import { freePort, serverEnv, startServer, type RunningServer } from './globalSetup';

/** The PostgreSQL server the run may make databases on (.ci/run sets TEST_DATABASE_URL). */
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Gives the tests of the calling describe block a server of their own on PostgreSQL: a fresh database
 * with the demo club (the server seeds it on an empty database when SEED_DEMO is on, which it is not by
 * default beside DATABASE_URL), started before the block's first test, and stopped and its database
 * dropped after the block, also when a test or the start failed. The block's pages and API calls go to it.
 * Answers a way to read that database, to show that what the screens did landed there.
 */
export function useServerOnFreshPostgres(prefix: string): { query: <T>(read: (db: Database['db']) => Promise<T>) => Promise<T> } {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>> | undefined;
  let server: RunningServer | undefined;
  let dataDir = '';

  test.beforeAll(async () => {
    // Creating the database, migrating it and seeding the demo club: seconds, more on a busy machine.
    test.setTimeout(120_000);
    database = await freshPostgresDatabase(POSTGRES_URL, prefix).catch((error: unknown) => {
      throw new Error(`These browser tests could not make a database of their own on the PostgreSQL server at ${POSTGRES_URL} (set TEST_DATABASE_URL): ${error instanceof Error ? error.message : String(error)}`);
    });
    dataDir = mkdtempSync(path.join(tmpdir(), `touchline-e2e-${prefix}-`));
    server = await startServer(serverEnv(await freePort(), dataDir, { DATABASE_URL: database.url, SEED_DEMO: 'true' }));
    // The server names its engine when it starts: the block really runs on PostgreSQL, with the demo club.
    expect(server.output()).toContain('on PostgreSQL.');
    expect(server.output()).toContain('The demo club was created.');
  });

  test.afterAll(async () => {
    await server?.stop();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  // eslint-disable-next-line no-empty-pattern
  test.use({ baseURL: async ({}, use) => use(server?.baseUrl) });

  return {
    query: async (read) => {
      const reader = await openDatabase({ url: database!.url });
      try {
        return await read(reader.db);
      } finally {
        await reader.close();
      }
    },
  };
}
