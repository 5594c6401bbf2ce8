import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { systemClock, type AppContext, type Clock } from '../context.js';
import type { Database } from '../db/database.js';
import { createMailer, type Mailer } from '../services/mail/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's configuration (environment variables, see config.ts). */
    config: Config;
    /** The database: PostgreSQL or the embedded one; `database.db` is the Kysely handle every query uses. */
    database: Database;
    /** Sends e-mail over SMTP, or keeps it in the outbox when no SMTP server is configured. */
    mailer: Mailer;
    /** What time it is (the system clock, or a test's). */
    clock: Clock;
  }
}

/**
 * The server's shared parts, decorated once on the root instance (fastify-plugin lifts them out of
 * this plugin's scope), so every route plugin reads them from `app` instead of being handed them.
 */
export const configPlugin = fp<Pick<AppContext, 'config'>>(
  async (app, { config }) => {
    app.decorate('config', config);
  },
  { name: 'config' },
);

export const databasePlugin = fp<Pick<AppContext, 'database'>>(
  async (app, { database }) => {
    app.decorate('database', database);
  },
  { name: 'database' },
);

/** One mailer for the whole server (one SMTP transport), written to the server's log. */
export const mailPlugin = fp(
  async (app) => {
    app.decorate('mailer', createMailer(app.config, app.database.db, app.log));
  },
  { name: 'mailer', dependencies: ['config', 'database'] },
);

export const clockPlugin = fp<Pick<AppContext, 'clock'>>(
  async (app, { clock }) => {
    app.decorate('clock', clock ?? systemClock);
  },
  { name: 'clock' },
);
