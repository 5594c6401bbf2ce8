import { openDatabase, type Database } from '../server/db/database';
import { freshPostgresDatabase } from '../server/db/freshDatabase';
import { useOwnServer } from './ownServer';

/** The PostgreSQL server the run may make databases on (.ci/run sets TEST_DATABASE_URL). */
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Gives the tests of the calling describe block a server of their own on PostgreSQL (useOwnServer): a
 * fresh database with the demo club, dropped after the block. Answers a way to read that database, to
 * show that what the screens did landed there.
 */
export function useServerOnFreshPostgres(prefix: string): { query: <T>(read: (db: Database['db']) => Promise<T>) => Promise<T> } {
  let url = '';
  useOwnServer(prefix, async () => {
    const database = await freshPostgresDatabase(POSTGRES_URL, prefix).catch((error: unknown) => {
      throw new Error(`These browser tests could not make a database of their own on the PostgreSQL server at ${POSTGRES_URL} (set TEST_DATABASE_URL): ${error instanceof Error ? error.message : String(error)}`);
    });
    url = database.url;
    return { settings: { DATABASE_URL: database.url }, engineLine: 'on PostgreSQL.', drop: () => database.drop() };
  });

  return {
    query: async (read) => {
      const reader = await openDatabase({ url });
      try {
        return await read(reader.db);
      } finally {
        await reader.close();
      }
    },
  };
}
