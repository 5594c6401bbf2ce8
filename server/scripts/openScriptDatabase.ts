import { loadSharedConfig, type Config } from '../config.js';
import type { Database } from '../db/database.js';
import { openConfiguredDatabase } from '../db/open.js';

/**
 * Opens the configured database for a command-line script. A reason the database cannot be opened
 * (a bad setting, the embedded data folder in use by a running server, PostgreSQL unreachable) is
 * printed as the sentence the server prints, without a stack trace, and the script stops.
 */
export async function openScriptDatabase(): Promise<{ config: Config; database: Database }> {
  try {
    const config = loadSharedConfig();
    return { config, database: await openConfiguredDatabase(config) };
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
