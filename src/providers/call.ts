import { HttpError } from 'react-admin';
import { serviceOf, type EndpointAddress } from '../../contract/endpointAddresses';
import type { SaveResult } from '../../contract/schemas';
import type { WebEndpoint } from './endpoints';
import { buildUrl, download, request, type QueryValue, type RequestOptions } from './apiClient';
import { localizedServerMessage } from './serverMessages';

/**
 * The one door to the server: `call(endpoints.reportGetReport, { query: { reportId } })`. The method,
 * the path and the service come from the endpoint table (contract/endpointAddresses.ts, through
 * ./endpoints.ts), and so does the answer's type: a page never writes it (test/web/callsByEntry.test.ts).
 */
export interface CallInput extends Omit<RequestOptions, 'method' | 'query'> {
  query?: Record<string, QueryValue>;
  /** The values of the path's `:name` parts (e.g. { id } for /admin/rest/clubs/:id). */
  params?: Record<string, string>;
}


/** The endpoint's path with its `:name` parts filled in (each value URL-encoded). */
export function pathOf(endpoint: EndpointAddress, params: Record<string, string> = {}): string {
  return endpoint.path.replace(/:(\w+)/g, (_whole, name: string) => encodeURIComponent(params[name] ?? ''));
}

export async function call<Answer>(endpoint: WebEndpoint<Answer>, input: CallInput = {}): Promise<Answer> {
  const { params, ...options } = input;
  const answer = (await request(serviceOf(endpoint), pathOf(endpoint, params), { ...options, method: endpoint.method })) as Answer;
  if (endpoint.saved) refuseUnsaved(answer as SaveResult | undefined);
  return answer;
}

/**
 * The one place a refused save becomes an error: a `saved` call answered `isSucceeded: false` (a name
 * taken, an address in use) throws an HttpError whose message is the server's reason in the person's
 * language, and whose body is the answer with that reason (refusedSave tells it from a failed call).
 */
function refuseUnsaved(answer: SaveResult | undefined): void {
  if (answer?.isSucceeded !== false) return;
  const errorMessage = answer.errorMessage ? localizedServerMessage(answer.errorMessage, { messageKey: answer.messageKey }) : answer.errorMessage;
  throw new HttpError(errorMessage ?? '', 400, { ...answer, errorMessage });
}

/**
 * The server's answer when it refused a save (isSucceeded false), as opposed to a failed call;
 * undefined for any other error. Screens word the two differently.
 */
export const refusedSave = (error: unknown): SaveResult | undefined =>
  error instanceof HttpError && (error.body as SaveResult | undefined)?.isSucceeded === false ? (error.body as SaveResult) : undefined;

/** A call whose answer is a file (a spreadsheet), with the name the server gives it. */
export function callForFile(endpoint: EndpointAddress, input: CallInput = {}): Promise<{ blob: Blob; fileName: string }> {
  const { params, ...options } = input;
  return download(serviceOf(endpoint), pathOf(endpoint, params), { ...options, method: endpoint.method });
}

/**
 * A call's full address, for a caller that sends it itself: the operators' console, whose calls carry
 * the operator's token (console/operatorSession.ts), never the club session's that `call` adds.
 */
export const urlOf = (endpoint: EndpointAddress, input: Pick<CallInput, 'params' | 'query'> = {}): string =>
  buildUrl(serviceOf(endpoint), pathOf(endpoint, input.params), input.query);
