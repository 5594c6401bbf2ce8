import path from 'node:path';
import type { Config } from '../config.js';
import { lockDataDir } from './lock.js';
import { migrateToLatest, openDatabase, type Database } from './database.js';

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
    return {
      ...database,
      close: async () => {
        await database.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
