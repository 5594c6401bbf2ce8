import path from 'node:path';
import type { Config } from '../config.js';
import { lockDataDir } from './lock.js';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase, type Database } from './database.js';
import { migratePostgres } from './pooledMigrations.js';

/**
 * The embedded engine runs no autovacuum, so its planner statistics would never be refreshed and
 * queries would be planned as if every table were empty (measured: the dashboard 8× slower).
 */
const EMBEDDED_ANALYZE_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Opens and migrates the configured database: PostgreSQL when DATABASE_URL is set, otherwise the
 * embedded one in DATA_DIR/db, locked against a second process. On PostgreSQL the migrations run over
 * DATABASE_DIRECT_URL when it is set (past a pooler), else over DATABASE_URL: they hold no session
 * state, so a transaction-pooling pgbouncer there is fine too (pooledMigrations.ts).
 */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) {
    await migratePostgres(config.databaseDirectUrl ?? config.databaseUrl);
    return openDatabase({ url: config.databaseUrl });
  }
  const unlock = lockDataDir(config.dataDir);
  try {
    const database = await openDatabase({ dataDir: path.join(config.dataDir, 'db') });
    await migrateToLatest(database.db);
    const analyze = () => sql`ANALYZE`.execute(database.db).catch(() => undefined);
    void analyze();
    const timer = setInterval(analyze, EMBEDDED_ANALYZE_INTERVAL_MS).unref();
    return {
      ...database,
      close: async () => {
        clearInterval(timer);
        await database.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
