import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpErrors } from '@fastify/sensible';
import { findForbiddenText, forbiddenCharacterMessage } from '../services/storableText.js';

/** The parts of a request a route reads: the path parameters, the query string and the body. */
function checkRequestText(request: FastifyRequest): void {
  const sources: Array<[unknown, string]> = [
    [request.params, ''],
    [request.query, ''],
    // A body that is one string (JSON "…" or text/plain) is named as a whole.
    [request.body, typeof request.body === 'string' ? 'The request body' : ''],
  ];
  for (const [value, root] of sources) {
    const found = findForbiddenText(value, root);
    if (found) throw httpErrors.badRequest(forbiddenCharacterMessage(found.field, found.what));
  }
}

/**
 * Refuses, before any route sees it, a request whose parameters, query or JSON body hold text the
 * database cannot keep: 400 with the field named. Registered on the root instance before the
 * routes, so every call has it, including calls added later.
 */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => checkRequestText(request));
}
