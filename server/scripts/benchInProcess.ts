/**
 * What the benchmarks share that run the server in their own process (bench.ts, benchConsole.ts) or
 * need a database of their own (benchImport.ts): which engines to run on, a PostgreSQL database made
 * for the run and dropped after, the server listening on loopback, and a person signed in there.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type Database, type Engine } from '../db/database.js';
import { freshPostgresDatabase } from '../db/freshDatabase.js';

/** The engines of `--engines` (comma-separated) this machine can run: PostgreSQL only with DATABASE_URL, said when skipped. */
export function benchEngines(asked: string, postgresUrl: string | undefined): Engine[] {
  return asked.split(',').filter((engine): engine is Engine => {
    if (engine === 'postgresql' && !postgresUrl) {
      console.log('PostgreSQL skipped: set DATABASE_URL to a server where the bench may create a database.');
      return false;
    }
    return engine === 'postgresql' || engine === 'embedded';
  });
}

/** The run's database: on PostgreSQL a fresh one (dropped by `drop`), on the embedded engine one in memory. */
export async function openBenchDatabase(engine: Engine, postgresUrl: string | undefined, prefix: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (engine === 'embedded') return { database: await openDatabase({}), drop: async () => {} };
  const fresh = await freshPostgresDatabase(postgresUrl!, prefix);
  return { database: await openDatabase({ url: fresh.url }), drop: fresh.drop };
}

/** The server on the database, listening on a free loopback port, without the web app or the demo club. */
export async function serveOnLoopback(database: Database, change: Partial<Config> = {}): Promise<{ app: FastifyInstance; base: string }> {
  const app = await buildApp({ database, config: { ...loadConfig({}), webAppDir: undefined, seedDemo: false, ...change } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` };
}

/** The headers of a person signed in on the server at base, asking for compression as a browser does (Node's fetch alone would not ask for brotli). */
export async function signedInHeaders(base: string, email: string, password: string): Promise<Record<string, string>> {
  const login = await fetch(`${base}/Account/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: email, password, rememberLogin: true }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}`, 'accept-encoding': 'gzip, deflate, br' };
}
