import type { FastifyInstance, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import { httpErrors } from '@fastify/sensible';

/** A route's URL as a pattern of the paths it answers: ':name' is one segment, a trailing '*' anything. */
function pathPattern(url: string): RegExp {
  const segments = url.split('/').map((segment) => {
    if (segment.startsWith(':')) return '[^/]+';
    if (segment === '*') return '.*';
    return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^${segments.join('/')}$`);
}

/**
 * A path the server knows, asked with a method it has no route for, answers 405 Method Not Allowed
 * with an `Allow` header naming the methods it has (RFC 9110 §15.5.6), in the one error shape; a path
 * it does not know at all stays a 404 (the not-found handler's). The routes are collected as they
 * are registered, so calls added later are covered; the check runs only on requests no route matched.
 */
export const methodNotAllowed = fp(
  async (app: FastifyInstance) => {
    const known = new Map<string, { pattern: RegExp; methods: Set<string> }>();
    app.addHook('onRoute', (route) => {
      const entry = known.get(route.url) ?? { pattern: pathPattern(route.url), methods: new Set<string>() };
      for (const method of [route.method].flat() as HTTPMethods[]) entry.methods.add(method.toUpperCase());
      known.set(route.url, entry);
    });
    app.addHook('onRequest', async (request, reply) => {
      if (!request.is404) return;
      const pathname = request.url.split('?')[0]!;
      const allowed = new Set<string>();
      for (const { pattern, methods } of known.values()) {
        if (pattern.test(pathname)) for (const method of methods) allowed.add(method);
      }
      if (allowed.size === 0 || allowed.has(request.method)) return;
      const allow = [...allowed].sort().join(', ');
      reply.header('allow', allow);
      throw httpErrors.methodNotAllowed(`${request.method} is not allowed on ${pathname}: use ${allow}.`);
    });
  },
  { name: 'method-not-allowed' },
);
