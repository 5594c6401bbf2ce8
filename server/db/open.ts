import path from 'node:path';
import type { Config } from '../config.js';
import { lockDataDir } from './lock.js';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase, type Database } from './database.js';

/**
 * The embedded engine runs no autovacuum, so its planner statistics would never be refreshed and
 * queries would be planned as if every table were empty (measured: the dashboard 8× slower).
 */
const EMBEDDED_ANALYZE_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Opens and migrates the configured database: PostgreSQL when DATABASE_URL is set, otherwise the
 * embedded one in DATA_DIR/db, locked against a second process.
 */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) {
    const database = await openDatabase({ url: config.databaseUrl });
    await migrateToLatest(database.db);
    return database;
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
