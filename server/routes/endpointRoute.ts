import type { FastifySchema, RouteOptions } from 'fastify';
import type { TSchema } from 'typebox';
import type { Endpoint } from '../../contract/endpoints.js';
import { ErrorBody } from '../../contract/schemas.js';

/** The table's request schemas of an entry, under the names Fastify validates them by. */
type TableRequest<E extends Endpoint> = (E extends { body: infer B extends TSchema } ? { body: B } : unknown) &
  (E extends { query: infer Q extends TSchema } ? { querystring: Q } : unknown);

/** The table's answer of an entry, as the route's 200 (202 for an `accepted` entry). */
type TableAnswer<E extends Endpoint> = E extends { answer: infer A extends TSchema }
  ? E extends { accepted: true } ? { 202: A } : { 200: A }
  : unknown;

type ResponsesOf<S> = S extends { response: infer R } ? R : unknown;

/** A route's schema: what the route writes (tags, summary, its refusals) and what the table holds. */
export type RouteSchema<E extends Endpoint, S extends FastifySchema> = Omit<S, 'response'> &
  TableRequest<E> & { response: TableAnswer<E> & ResponsesOf<S> };

/**
 * A route's method and address from the endpoint table (contract/endpoints.ts), so the path is written
 * once for the server and the web app: `app.route({ ...route(endpoints.x, schema), handler })`. Given
 * the route's own schema (tags, summary, its refusals), it adds the entry's request and answer schemas
 * (`body`, `query` as `querystring`, `answer` as 200, or 202 for an `accepted` entry), so those are written once too and the handler is
 * typed by them. A route whose request or answer the table does not hold writes it in its schema.
 */
export function route<E extends Endpoint, S extends FastifySchema>(
  endpoint: E,
  schema: S,
): { method: E['method']; url: E['path']; schema: RouteSchema<E, S> } {
  const { response, ...rest } = schema as FastifySchema & { response?: Record<string, unknown> };
  const answered = endpoint.accepted ? 202 : 200;
  const twice = [endpoint.body && rest.body && 'body', endpoint.query && rest.querystring && 'querystring', endpoint.answer && response?.[answered] && String(answered)];
  // Written in the route and in the table, the two could drift apart: the table's is the one.
  if (twice.some(Boolean)) throw new Error(`${endpoint.method} ${endpoint.path}: ${twice.filter(Boolean).join(', ')} come from the endpoint table`);
  return {
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...rest,
      ...(endpoint.body && { body: endpoint.body }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...((endpoint.answer || response) && { response: { ...(endpoint.answer && { [answered]: endpoint.answer }), ...response } }),
    } as RouteSchema<E, S>,
  };
}

/**
 * Documents a protected call the same way as every other, so routes do not write it by hand: its
 * credential in `security` and the 401 answer (the roles' 403 is added by onlyFor, plugins/auth.ts).
 * A route that names its own keeps it.
 */
export function documentCredential(options: RouteOptions, scheme: 'bearer' | 'operatorBearer'): void {
  const schema = (options.schema ??= {}) as Record<string, unknown>;
  schema.security ??= [{ [scheme]: [] }];
  const response = (schema.response ??= {}) as Record<string, unknown>;
  response[401] ??= ErrorBody;
}
