import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** A year, helmet's default: browsers keep to https for that long after one https answer. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * helmet's security headers on every answer. Strict-Transport-Security only on answers to requests
 * that came over https (directly, or through a proxy's X-Forwarded-Proto when TRUST_PROXY is on):
 * over plain http browsers ignore it, and it would claim an https the server does not have.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    strictTransportSecurity: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // MUI (emotion) writes its styles into <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
      },
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
