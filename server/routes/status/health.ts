import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Health } from '../../../contract/schemas.js';
import { ANSWERS_DURING_OUTAGE } from '../../plugins/databaseGate.js';
import { APP_VERSION } from '../../version.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';
import { lastScheduledBackup } from '../../services/backups/scheduledBackups.js';

/** Public status for the /version page: does the server answer, does the database answer, when was the last backup. */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  app.route({
    ...route(endpoints.health, {
      tags: ['Status'],
      summary: 'App version and whether the server and its database answer',
      response: { 503: Health },
    }),
    // Answers while the database is down, to say so (503 with this body, not the general one).
    config: ANSWERS_DURING_OUTAGE,
    handler: async (_request, reply) => {
      const databaseUp = await database.isReachable();
      const lastBackup = databaseUp ? await lastScheduledBackup(database.db).catch(() => undefined) : undefined;
      return reply.status(databaseUp ? 200 : 503).send({
        version: APP_VERSION,
        server: 'ok',
        database: databaseUp ? 'ok' : 'unavailable',
        engine: database.engine,
        ...(app.reads.state() ? { replica: app.reads.state() } : {}),
        ...(lastBackup ? { lastBackup: { ...lastBackup, at: lastBackup.at.toISOString() } } : {}),
      });
    },
  });
};
