import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { openDatabase } from './database.js';

/**
 * A fresh database named `<prefix>_<random>` on the PostgreSQL server of postgresUrl, and how to drop it:
 * for the benchmarks and the browser tests that run a server on PostgreSQL. A module of its own so that
 * they load the database layer only, not the whole server.
 */
export async function freshPostgresDatabase(postgresUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ url: postgresUrl });
  await sql.raw(`CREATE DATABASE ${name}`).execute(admin.db);
  const target = new URL(postgresUrl);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      await sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).execute(admin.db);
      await admin.close();
    },
  };
}
