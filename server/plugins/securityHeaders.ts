import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { EARLY_INPUT_SCRIPT } from '../../contract/earlyInput.js';

/** A year, helmet's default: browsers keep to https for that long after one https answer. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** The one inline script the prerendered pages hold, allowed by its hash (contract/earlyInput.ts, issue 42). */
const EARLY_INPUT_HASH = `'sha256-${createHash('sha256').update(EARLY_INPUT_SCRIPT).digest('base64')}'`;

/**
 * helmet's security headers on every answer. Strict-Transport-Security and the policy's
 * upgrade-insecure-requests only on answers to requests that came over https (directly, or through a
 * trusted proxy's X-Forwarded-Proto, TRUST_PROXY): over plain http the first is ignored and claims an
 * https the server does not have, and the second sends the page's own requests to an https that is not there.
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
        scriptSrc: ["'self'", EARLY_INPUT_HASH],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol !== 'https') return;
    reply.header('strict-transport-security', HSTS);
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') reply.header('content-security-policy', `${policy};upgrade-insecure-requests`);
  });
}
