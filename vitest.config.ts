import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Three projects:
 * - web: the React app's components and providers, in happy-dom;
 * - server-embedded: the server suite against the embedded PostgreSQL (PGlite);
 * - server-postgres: the same suite against a PostgreSQL server, when TEST_DATABASE_URL is set
 *   (CI sets it; each test file creates and drops a database of its own there).
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) {
  console.warn('TEST_DATABASE_URL is not set: the server suite runs on the embedded database only.');
}

const serverProject = (name: string, databaseUrl: string | undefined) => ({
  test: {
    name,
    include: ['test/server/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { TOUCHLINE_TEST_DATABASE: databaseUrl ?? 'embedded' },
  },
});

export default defineConfig({
  test: {
    // Two test files at a time, also on a 2-core machine (vitest's default there is one): a server test
    // file spends much of its time waiting for PostgreSQL or the embedded engine's thread, so a second
    // file fills that time. Measured 2026-11-27 on a quiet 2-core machine: the files' own times add up
    // to 1,878 s, and two at a time the run took 1,339 s.
    maxWorkers: 2,
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['test/web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['test/web/setup.ts'],
          // The server's declared answers, for checking the fetch fixtures (test/web/apiContract.ts).
          globalSetup: ['test/web/serverAnswers.ts'],
          testTimeout: 20_000,
        },
      },
      serverProject('server-embedded', undefined),
      ...(postgresUrl ? [serverProject('server-postgres', postgresUrl)] : []),
    ],
  },
});
