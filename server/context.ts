import type { Config } from './config.js';
import type { Database } from './db/database.js';

/**
 * What the server is built from: its database and its configuration. In a module of its own so
 * that the parts of the server can name it without importing the app that composes them.
 */
export interface AppContext {
  database: Database;
  config: Config;
  /**
   * What time it is; the system clock unless given. The scheduler reads it for what is due, so
   * tests move time forward instead of waiting for it.
   */
  clock?: Clock;
}

/** The current moment. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
