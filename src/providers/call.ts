import type { Static, TSchema } from 'typebox';
import { serviceOf, type Endpoint } from '../../contract/endpoints';
import { download, request, type QueryValue, type RequestOptions } from './apiClient';

/**
 * The one door to the server: `call(endpoints.reportGetReport, { query: { reportId } })`. The method,
 * the path and the service come from the endpoint table (contract/endpoints.ts); the answer's type from
 * its answer schema, or the type given (`call<Row[]>(…)`) for a call whose schema is still inline.
 */
export interface CallInput extends Omit<RequestOptions, 'method' | 'query'> {
  query?: Record<string, QueryValue>;
  /** The values of the path's `:name` parts (e.g. { id } for /admin/rest/clubs/:id). */
  params?: Record<string, string>;
}


/** The endpoint's path with its `:name` parts filled in (each value URL-encoded). */
export function pathOf(endpoint: Endpoint, params: Record<string, string> = {}): string {
  return endpoint.path.replace(/:(\w+)/g, (_whole, name: string) => encodeURIComponent(params[name] ?? ''));
}

export function call<E extends Endpoint & { answer: TSchema }>(endpoint: E, input?: CallInput): Promise<Static<E['answer']>>;
/** A call whose answer schema is not in the table yet: the answer's type is given, `call<Row[]>(…)`. */
export function call<Answer>(endpoint: Endpoint, input?: CallInput): Promise<Answer>;
export function call(endpoint: Endpoint, input: CallInput = {}): Promise<unknown> {
  const { params, ...options } = input;
  return request(serviceOf(endpoint), pathOf(endpoint, params), { ...options, method: endpoint.method });
}

/** A call whose answer is a file (a spreadsheet), with the name the server gives it. */
export function callForFile(endpoint: Endpoint, input: CallInput = {}): Promise<{ blob: Blob; fileName: string }> {
  const { params, ...options } = input;
  return download(serviceOf(endpoint), pathOf(endpoint, params), { ...options, method: endpoint.method });
}
