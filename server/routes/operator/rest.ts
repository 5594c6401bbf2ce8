import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import { Type } from 'typebox';
import { refuse } from '../../domain/refusal.js';
import { ErrorBody } from '../../../contract/schemas.js';
import { RestListQuery } from '../../../contract/operators.js';
import type { Endpoint } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';
import { findConsoleRow, listConsoleRows, type ConsoleResource } from '../../repositories/console/lists.js';
import { parseListQuery } from './restQuery.js';
import { recordAudit } from '../../repositories/audit.js';

/** The refusals every console call may answer (the operator scope adds 401). */
export const operatorErrors = { 400: ErrorBody, 404: ErrorBody };

/** The `:id` of a record's address; an id the resource cannot hold is a record that is not there (404). */
export const RecordIdParams = Type.Object({ id: Type.String({ maxLength: 100 }) });

/** A resource's two reads in the endpoint table: its list and one record. */
export interface RestReads {
  list: Endpoint;
  one: Endpoint;
}

/** The id in a path must be one the resource's id field can hold, else the row is simply not there. */
function idOrNotFound(resource: ConsoleResource, id: string): string {
  const { type } = resource.fields.id;
  const valid = type === 'uuid' ? /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) : type === 'integer' ? /^\d{1,15}$/.test(id) : true;
  if (!valid) throw refuse.notFound('restRecordMissing', { resource: resource.name });
  return id.toLowerCase();
}

/**
 * The resources whose every read leaves a line in the audit log (issue 41): what an operator saw of a
 * person's record or of an e-mail, `person.read` / `person.list`, `mail.read` / `mail.list`.
 */
export interface AuditedReads {
  /** The audit's target kind and the start of its actions. */
  kind: 'person' | 'mail';
}

/** An operator's read in the audit log: who, which list (its filter and page) or which record. */
async function recordRead(
  app: FastifyInstance,
  request: { operator: { id: string; email: string }; ip: string },
  read: { action: string; clubId?: string | null; target?: { kind: string; id: string }; details?: Record<string, unknown> },
): Promise<void> {
  await recordAudit(app.database.db, {
    actor: { kind: 'operator', id: request.operator.id, email: request.operator.email },
    action: read.action, clubId: read.clubId ?? null, target: read.target ?? null, details: read.details ?? null, ip: request.ip,
  });
}

/**
 * The two reads of every resource in ra-data-simple-rest's conventions: the list (getList, and
 * getMany/getManyReference through filter) with Content-Range, and one record (getOne). With `audited`,
 * each read is written to the audit log before it is answered.
 */
export function registerRestReads(app: FastifyInstance, calls: RestReads, resource: ConsoleResource, row: TSchema, title: string, audited?: AuditedReads): void {
  const { db } = app.database;
  const tags = ['Operators\' console'];
  app.route({
    ...route(calls.list, {
      tags,
      summary: `${title}: a page, sorted and filtered (ra-data-simple-rest getList / getMany)`,
      description:
        'sort=["field","ASC"|"DESC"], range=[first,last] (both included), filter={"field": value or [values] (getMany: ' +
        '{"id":[…]}), "q": full text}. The answer is the page of rows; the header Content-Range: ' +
        `${resource.name} first-last/total gives the count of all matching rows.`,
      response: { 200: Type.Array(row, { description: 'The page; header Content-Range: {resource} first-last/total' }), ...operatorErrors },
    }),
    handler: async (request, reply) => {
      const listRequest = parseListQuery(resource, request.query as RestListQuery);
      const { rows, total } = await listConsoleRows(db, resource, listRequest);
      if (audited) {
        const { sort, range, filter, q } = listRequest;
        await recordRead(app, request, {
          action: `${audited.kind}.list`,
          details: { sort, range, filter, ...(q ? { q } : {}), total, shown: rows.map((shown) => String(shown.id)) },
        });
      }
      const [first] = listRequest.range;
      const last = rows.length > 0 ? first + rows.length - 1 : first;
      reply.header('content-range', rows.length > 0 ? `${resource.name} ${first}-${last}/${total}` : `${resource.name} */${total}`);
      reply.header('access-control-expose-headers', 'Content-Range');
      return rows;
    },
  });

  app.route({
    ...route(calls.one, {
      tags,
      summary: `${title}: one record (getOne)`,
      params: RecordIdParams,
      response: operatorErrors,
    }),
    handler: async (request) => {
      const { id } = request.params as { id: string };
      const found = await findConsoleRow(db, resource, idOrNotFound(resource, id));
      if (!found) throw refuse.notFound('restRecordMissing', { resource: resource.name });
      if (audited) {
        const clubId = typeof found.clubId === 'string' ? found.clubId : null;
        await recordRead(app, request, { action: `${audited.kind}.read`, clubId, target: { kind: audited.kind, id: String(found.id) } });
      }
      return found;
    },
  });
}

/** The id of a path, checked as the resource's ids are (404 otherwise), for the actions' routes. */
export function recordId(resource: ConsoleResource, id: string): string {
  return idOrNotFound(resource, id);
}
