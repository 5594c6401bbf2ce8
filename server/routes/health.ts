import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Health } from '../../contract/schemas.js';
import type { AppContext } from '../app.js';
import { APP_VERSION } from '../version.js';

/** Public status for the /version page: does the server answer, does the database answer. */
export const healthRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { database }) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['Status'],
        summary: 'App version and whether the server and its database answer',
        response: { 200: Health, 503: Health },
      },
    },
    async (_request, reply) => {
      const databaseUp = await sql`select 1`
        .execute(database.db)
        .then(() => true)
        .catch(() => false);
      return reply.status(databaseUp ? 200 : 503).send({
        version: APP_VERSION,
        server: 'ok',
        database: databaseUp ? 'ok' : 'unavailable',
        engine: database.engine,
      });
    },
  );
};
