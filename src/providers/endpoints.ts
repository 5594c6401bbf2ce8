import type { Static, TSchema } from 'typebox';
import { endpointAddresses, type EndpointAddress, type EndpointName } from '../../contract/endpointAddresses';
import type { endpoints as endpointsWithSchemas } from '../../contract/endpoints';

/**
 * The endpoint table as the web app holds it: each call's method and path (contract/endpointAddresses.ts)
 * at run time, and the type of its answer from the server's schemas at compile time only. The schemas
 * themselves (and TypeBox) stay out of the web app's scripts: the sign-in page loads this module.
 */
declare const answerType: unique symbol;

/** A call's address, carrying the type of its answer (never a value: the key exists only for the compiler). */
export type WebEndpoint<Answer = unknown> = EndpointAddress & { readonly [answerType]?: Answer };

type Schemas = typeof endpointsWithSchemas;
/** The answer of a call: its schema's type, and `undefined` for a call that answers 204 when there is nothing. */
type AnswerOf<N extends EndpointName> =
  | (Schemas[N] extends { answer: infer S extends TSchema } ? Static<S> : unknown)
  | ((typeof endpointAddresses)[N] extends { empty: true } ? undefined : never);

export const endpoints: { readonly [N in EndpointName]: (typeof endpointAddresses)[N] & WebEndpoint<AnswerOf<N>> } = endpointAddresses;

const names = new Map<EndpointAddress, EndpointName>(
  (Object.entries(endpointAddresses) as [EndpointName, EndpointAddress][]).map(([name, entry]) => [entry, name]),
);

/** An entry's name in the table (what its reads' query keys begin with). */
export const nameOf = (endpoint: EndpointAddress): EndpointName => {
  const name = names.get(endpoint);
  if (!name) throw new Error(`Not an entry of the endpoint table: ${endpoint.method} ${endpoint.path}`);
  return name;
};
