import type { Config } from './config.js';
import type { Database } from './db/database.js';

/**
 * What the server is built from: its database and its configuration. In a module of its own so
 * that the parts of the server can name it without importing the app that composes them.
 */
export interface AppContext {
  database: Database;
  config: Config;
}
