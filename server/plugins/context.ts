import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { systemClock, type AppContext, type Clock } from '../context.js';
import type { Database } from '../db/database.js';
import { openReadReplica, primaryOnly, type ReadRouting } from '../db/readReplica.js';
import { createMailer, type Mailer } from '../services/mail/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's configuration (environment variables, see config.ts). */
    config: Config;
    /** The database: PostgreSQL or the embedded one; `database.db` is the Kysely handle every query uses. */
    database: Database;
    /**
     * Where the reads that may lag go (DATABASE_READ_URL): `reads.read(clubId, (db) => …)` runs on the
     * replica when it has every change of the club, else on the primary (server/db/readReplica.ts).
     */
    reads: ReadRouting;
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
    const { databaseReadUrl, readReplicaMaxLagMs } = app.config;
    const reads = database.engine === 'postgresql' && databaseReadUrl
      ? openReadReplica(database.db, databaseReadUrl, readReplicaMaxLagMs, (message) => app.log.warn(message))
      : primaryOnly(database.db);
    app.decorate('reads', reads);
    app.addHook('onClose', () => reads.close());
  },
  { name: 'database', dependencies: ['config'] },
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
