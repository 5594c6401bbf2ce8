import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { DatabaseUnavailableError, OUTAGE_RETRY_AFTER_SECONDS } from './databaseOutage.js';

/** How often the database is probed; the gate opens again at most this long after it is back. */
const PROBE_INTERVAL_MS = 1000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** @fastify/under-pressure's per-route handler; see ANSWERS_DURING_OUTAGE. */
    pressureHandler?: (request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => Promise<void> | void;
  }
}

/** Route config of a call that answers by itself while the database is down (the health call). */
export const ANSWERS_DURING_OUTAGE = { pressureHandler: () => undefined };

/**
 * The gate in front of the calls registered in `app`. PostgreSQL: @fastify/under-pressure probes the database every second and,
 * while a probe fails, answers every call 503 with Retry-After without touching the database.
 * Calls that were already under way when it went down fail on their own and get the same answer.
 */
export async function registerDatabaseGate(app: FastifyInstance, database: Database): Promise<void> {
  if (database.engine !== 'postgresql') {
    // The embedded engine's thread does not come back once it ended: every call answers 503 (as
    // during an outage of PostgreSQL) instead of failing on a connection that cannot be made.
    app.addHook('onRequest', async (request) => {
      if (!database.running() && !request.routeOptions.config.pressureHandler) throw new DatabaseUnavailableError();
    });
    return;
  }
  let reachable = true;
  await app.register(underPressure, {
    healthCheck: async () => {
      const now = await database.isReachable();
      if (now !== reachable) {
        if (now) app.log.info('The database answers again: calls are served again.');
        else app.log.warn('The database cannot be reached: calls answer 503 until it is back.');
      }
      reachable = now;
      return now;
    },
    healthCheckInterval: PROBE_INTERVAL_MS,
    customError: DatabaseUnavailableError,
    retryAfter: OUTAGE_RETRY_AFTER_SECONDS,
  });
}
