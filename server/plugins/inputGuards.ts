import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpErrors } from '@fastify/sensible';
import { refuseForbiddenText } from '../services/storableText.js';

/** The parts of a request a route reads: the path parameters, the query string and the body. */
function checkRequestText(request: FastifyRequest): void {
  const sources: Array<[unknown, string]> = [
    [request.params, ''],
    [request.query, ''],
    // A body that is one string (JSON "…" or text/plain) is named as a whole.
    [request.body, typeof request.body === 'string' ? 'The request body' : ''],
  ];
  for (const [value, root] of sources) refuseForbiddenText(value, root);
}

/**
 * Where a list of the body holds null ('[2]', 'skills[0]'), if one does. Walks with an explicit
 * stack, as findForbiddenText (services/storableText.ts) does: a deeply nested body must not exhaust the call stack.
 */
function findNullItem(body: unknown): string | undefined {
  const stack: Array<{ value: unknown; path: string }> = [{ value: body, path: '' }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (Array.isArray(value)) {
      const index = value.indexOf(null);
      if (index >= 0) return `${path}[${index}]`;
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: `${path}[${i}]` });
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value).reverse()) stack.push({ value: item, path: path ? `${path}.${key}` : key });
    }
  }
  return undefined;
}

/**
 * No list of any call takes null as an item: refused here, as the validation would otherwise turn
 * it into an empty text (its coercion of types) and take [null] for [''].
 */
function checkNullItems(request: FastifyRequest): void {
  const where = findNullItem(request.body);
  if (where !== undefined) throw httpErrors.badRequest(`Item ${where} of the request body is null: leave it out or send a value.`);
}

/**
 * A query parameter the call does not know: refused rather than ignored, so a misspelt one
 * (?clubSeasonID=…) is not silently answered for the default. Only calls that describe their
 * inputs (an OpenAPI schema) are checked; a call without a querystring schema takes none.
 */
function checkQueryKeys(request: FastifyRequest): void {
  const schema = request.routeOptions.schema as { hide?: boolean; querystring?: { properties?: object } } | undefined;
  if (!schema || schema.hide) return;
  const known = Object.keys(schema.querystring?.properties ?? {});
  const unknown = Object.keys((request.query as object | undefined) ?? {}).find((key) => !known.includes(key));
  if (unknown === undefined) return;
  const takes = known.length ? `it takes ${known.join(', ')}` : 'it takes none';
  throw httpErrors.badRequest(`The query parameter '${unknown.slice(0, 100)}' is not one this call knows: ${takes}.`);
}

/**
 * Refuses, before any route sees it, a request with a query parameter the call does not know, a
 * null list item, or parameters, query or JSON body holding text the database cannot keep: 400 with
 * the field named. Registered on the root instance before the routes, so every call has it,
 * including calls added later.
 */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    checkQueryKeys(request);
    checkNullItems(request);
    checkRequestText(request);
  });
}
