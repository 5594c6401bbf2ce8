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

/**
 * A script's work on the configured database, closed afterwards whatever happens. An error of one of
 * the kinds in `said` (a refusal, an onboarding problem) is a sentence the person can act on: it is
 * printed without a stack trace and the script ends with 1. Any other error is a defect and goes on up.
 */
export async function runOnScriptDatabase(
  said: ReadonlyArray<abstract new (...args: never[]) => Error>,
  work: (opened: { config: Config; database: Database }) => Promise<number>,
): Promise<number> {
  const opened = await openScriptDatabase();
  try {
    return await work(opened);
  } catch (error) {
    if (said.some((kind) => error instanceof kind)) {
      console.error((error as Error).message);
      return 1;
    }
    throw error;
  } finally {
    await opened.database.close();
  }
}
