import type { FastifyInstance, RouteOptions } from 'fastify';
import { ErrorBody } from '../../contract/schemas.js';

const answer = (description: string) => ({ ...ErrorBody, description });

/** What every call can answer whatever it does, because of the parts every call goes through. */
const EVERY_CALL = {
  400: answer(
    'The request is not one this call takes: a field missing, too long, empty or of the wrong kind, a query ' +
      'parameter it does not know, text the server cannot store; the message names the field.',
  ),
  413: answer("The request body is over this call's limit (announced or sent): a few kB for public calls, what its schema allows for the others; the message says how many bytes it takes."),
  431: { type: 'null', description: 'The request headers are too large (over 16 kB, e.g. a huge cookie): answered by the HTTP server, without a body.' },
  500: answer('Something went wrong on the server (a defect, logged); the message asks to try again.'),
  503: answer(
    'The database cannot be reached for now (PostgreSQL only), or every connection stayed in use by other calls ' +
      '(busy); the Retry-After header says when to try again.',
  ),
};

/** Calls that take a body: another content type than theirs is refused. */
const UNSUPPORTED_MEDIA_TYPE = {
  415: answer('The body is of a content type this call does not take (it takes the type of its request body).'),
};
const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'TRACE']);

/** Calls behind a credential (the bearer token, or the operator's X-Admin-Token). */
const UNAUTHORIZED = { 401: answer('The credential is missing, wrong or no longer valid.') };

/** Calls that name something by id (a path parameter or a uuid field): an id of nothing the caller can see. */
const NOT_FOUND = { 404: answer('Something the request names (by id) does not exist, or not in your club.') };

type Schema = { hide?: boolean; response?: Record<string, unknown>; security?: unknown[]; params?: unknown; querystring?: unknown; body?: unknown };

/** Whether a schema has a uuid somewhere in it (a field, an item of a list, one of a union's branches). */
function namesAnId(schema: unknown): boolean {
  if (!schema || typeof schema !== 'object') return false;
  if ((schema as { format?: unknown }).format === 'uuid') return true;
  return Object.values(schema).some((value) => namesAnId(value));
}

function add(response: Record<string, unknown>, answers: Record<string, unknown>): void {
  for (const [status, body] of Object.entries(answers)) response[status] ??= body;
}

/** The answers a call can give beyond its own, from what the call is: its method, credential and inputs. */
function documentCommonAnswers(route: RouteOptions): void {
  const schema = route.schema as Schema | undefined;
  if (!schema || schema.hide) return;
  // A call that states no answer of its own (a picture, an HTML page) answers 200 with its content.
  const response = (schema.response ??= { 200: { description: 'Default Response' } });
  add(response, EVERY_CALL);
  if ([route.method].flat().some((method) => !BODYLESS_METHODS.has(method.toUpperCase()))) add(response, UNSUPPORTED_MEDIA_TYPE);
  if (schema.security?.length) add(response, UNAUTHORIZED);
  if (schema.params || namesAnId([schema.querystring, schema.body])) add(response, NOT_FOUND);
}

/**
 * Documents on every call the answers the shared parts of the server give (schema validation, the
 * input guards, the body limit, the content-type parsers, authentication, the error handler), so the
 * OpenAPI document lists every status a call can answer without each route repeating them. A route
 * states only its own (200, 204, 409, 429…), and may describe a common one in its own words.
 */
export function registerCommonAnswers(app: FastifyInstance): void {
  app.addHook('onRoute', documentCommonAnswers);
}
