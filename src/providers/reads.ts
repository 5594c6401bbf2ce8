import type { EndpointAddress } from '../../contract/endpointAddresses';
import { call, type CallInput } from './call';
import { nameOf, type WebEndpoint } from './endpoints';

/** The answer of an entry, for the rare page that updates a cached answer itself (e.g. setQueryData). */
export type AnswerOf<Endpoint> = Endpoint extends WebEndpoint<infer Answer> ? Answer : never;

/**
 * A read by entry: `useQuery(read(endpoints.masterDataGetTeams, { query: { clubSeasonId } }))`. The
 * query key is made here and nowhere else, from the entry's name and what the read asks (its query,
 * body and path values; never its credentials), so two pages reading the same thing share one cache
 * and a write names the entries it changes (useWrite's `invalidates`), never a key. A plain object
 * without react-query: the sign-in page, which loads no query library, reads the overview ahead with it
 * (dashboard/overviewReads.ts).
 */
export interface Read<Answer> {
  readonly queryKey: ReadKey;
  readonly queryFn: () => Promise<Answer>;
}

/** [entry name] for every read of an entry, [entry name, input] for one. */
export type ReadKey = readonly [string] | readonly [string, ReadKeyInput];
type ReadKeyInput = Pick<CallInput, 'query' | 'body' | 'params'>;

/** The key every read of the entry begins with: what a write that changes its answers invalidates. */
export const readsOf = (endpoint: EndpointAddress): readonly [string] => [nameOf(endpoint)];

/** The query key of one read of the entry. */
export const readKey = (endpoint: EndpointAddress, input: CallInput = {}): ReadKey => {
  const { query, body, params } = input;
  const asked: ReadKeyInput = { ...(query && { query }), ...(body !== undefined && { body }), ...(params && { params }) };
  return Object.keys(asked).length > 0 ? [nameOf(endpoint), asked] : readsOf(endpoint);
};

export const read = <Answer>(endpoint: WebEndpoint<Answer>, input: CallInput = {}): Read<Answer> => ({
  queryKey: readKey(endpoint, input),
  queryFn: () => call(endpoint, input),
});

/** A list's answer, or no rows when the server answered 204 without a body (a read's `select`). */
export const rowsOrNone = <Row,>(rows: Row[] | undefined): Row[] => rows ?? [];
