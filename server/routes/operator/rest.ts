import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import { Type } from 'typebox';
import { refuse } from '../../domain/refusal.js';
import { ErrorBody } from '../../../contract/schemas.js';
import { RestListQuery } from '../../../contract/operators.js';
import { findConsoleRow, listConsoleRows, type ConsoleResource } from '../../repositories/consoleLists.js';
import { parseListQuery } from './restQuery.js';

export const REST_PREFIX = '/admin/rest';
export const operatorSecurity = [{ operatorBearer: [] }];
export const operatorErrors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };

/** The id in a path must be one the resource's id field can hold, else the row is simply not there. */
function idOrNotFound(resource: ConsoleResource, id: string): string {
  const { type } = resource.fields.id;
  const valid = type === 'uuid' ? /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) : type === 'integer' ? /^\d{1,15}$/.test(id) : true;
  if (!valid) throw refuse.notFound('restRecordMissing', { resource: resource.name });
  return id.toLowerCase();
}

/**
 * The two reads of every resource in ra-data-simple-rest's conventions: the list (getList, and
 * getMany/getManyReference through filter) with Content-Range, and one record (getOne).
 */
export function registerRestReads(app: FastifyInstance, resource: ConsoleResource, row: TSchema, title: string): void {
  const { db } = app.database;
  const tags = ['Operators\' console'];
  app.get(`${REST_PREFIX}/${resource.name}`, {
    schema: {
      tags,
      summary: `${title}: a page, sorted and filtered (ra-data-simple-rest getList / getMany)`,
      description:
        'sort=["field","ASC"|"DESC"], range=[first,last] (both included), filter={"field": value or [values] (getMany: ' +
        '{"id":[…]}), "q": full text}. The answer is the page of rows; the header Content-Range: ' +
        `${resource.name} first-last/total gives the count of all matching rows.`,
      security: operatorSecurity,
      querystring: RestListQuery,
      response: { 200: Type.Array(row, { description: 'The page; header Content-Range: {resource} first-last/total' }), ...operatorErrors },
    },
  }, async (request, reply) => {
    const listRequest = parseListQuery(resource, request.query as RestListQuery);
    const { rows, total } = await listConsoleRows(db, resource, listRequest);
    const [first] = listRequest.range;
    const last = rows.length > 0 ? first + rows.length - 1 : first;
    reply.header('content-range', rows.length > 0 ? `${resource.name} ${first}-${last}/${total}` : `${resource.name} */${total}`);
    reply.header('access-control-expose-headers', 'Content-Range');
    return rows;
  });

  app.get(`${REST_PREFIX}/${resource.name}/:id`, {
    schema: {
      tags,
      summary: `${title}: one record (getOne)`,
      security: operatorSecurity,
      params: Type.Object({ id: Type.String({ maxLength: 100 }) }),
      response: { 200: row, ...operatorErrors },
    },
  }, async (request) => {
    const { id } = request.params as { id: string };
    const found = await findConsoleRow(db, resource, idOrNotFound(resource, id));
    if (!found) throw refuse.notFound('restRecordMissing', { resource: resource.name });
    return found;
  });
}

/** The id of a path, checked as the resource's ids are (404 otherwise), for the actions' routes. */
export function recordId(resource: ConsoleResource, id: string): string {
  return idOrNotFound(resource, id);
}
