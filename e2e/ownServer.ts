import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, expect } from './fixtures';
import { freePort, serverEnv, startServer, type RunningServer } from './globalSetup';

/** The two engines the server runs on; a spec that must hold on both runs its describe block once per engine. */
export const ENGINES = ['embedded', 'postgresql'] as const;
export type Engine = (typeof ENGINES)[number];

/** What an engine's helper prepares before its server starts, given the server's data folder. */
export interface PreparedDatabase {
  /** Settings over serverEnv's (DATABASE_URL for PostgreSQL; none for the embedded engine, which is serverEnv's default). */
  settings: Record<string, string>;
  /** The end of the line the server prints when it starts, naming its engine: proof the block runs where it says. */
  engineLine: string;
  /** Removes what prepare made beyond the data folder (the PostgreSQL database); called after the server stopped. */
  drop?: () => Promise<void>;
}

/**
 * Gives the tests of the calling describe block a server of their own with the demo club (SEED_DEMO on:
 * the embedded engine seeds it by default, PostgreSQL does not), so the shared demo club of the global
 * setup is left as it was. Started before the block's first test on a fresh data folder; stopped, its
 * database dropped and its folder removed after the block, also when a test, the start or one of these
 * steps failed. The block's pages and API calls (baseURL) go to it. The engine's part is prepare's:
 * useServerOnFreshEmbedded and useServerOnFreshPostgres (postgresServer.ts) share the rest here.
 */
export function useOwnServer(prefix: string, prepare: (dataDir: string) => Promise<PreparedDatabase>): void {
  let server: RunningServer | undefined;
  let prepared: PreparedDatabase | undefined;
  let dataDir = '';

  test.beforeAll(async () => {
    // Making the database, migrating it and seeding the demo club: seconds, more on a busy machine.
    test.setTimeout(120_000);
    dataDir = mkdtempSync(path.join(tmpdir(), `touchline-e2e-${prefix}-`));
    prepared = await prepare(dataDir);
    server = await startServer(serverEnv(await freePort(), dataDir, { ...prepared.settings, SEED_DEMO: 'true' }));
    expect(server.output()).toContain(prepared.engineLine);
    expect(server.output()).toContain('The demo club was created.');
  });

  test.afterAll(async () => {
    try {
      await server?.stop();
      await prepared?.drop?.();
    } finally {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  });

  // eslint-disable-next-line no-empty-pattern
  test.use({ baseURL: async ({}, use) => use(server?.baseUrl) });
}

/**
 * A server of the block's own on the embedded engine (PGlite) in a fresh data folder. Nothing reads that
 * database beside the server: the running server holds the folder locked, so a test checks what landed
 * there through the server's API.
 */
export function useServerOnFreshEmbedded(prefix: string): void {
  useOwnServer(prefix, async (dataDir) => ({ settings: {}, engineLine: `on the embedded database in ${dataDir}.` }));
}
