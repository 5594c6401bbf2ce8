import type { RaRecord } from 'react-admin';
import type { QueryValue } from './apiClient';
import type { WebEndpoint } from './endpoints';
import { call } from './call';

export type Row = RaRecord & Record<string, unknown>;
export type Filter = Record<string, unknown>;

/**
 * How one resource maps onto the club API: the methods of react-admin's DataProvider it has, in the
 * shape the API gives them. The API answers every row at once, so `getList` answers them all and the
 * dataProvider (dataProvider.ts) sorts and pages; `getMany`, `getManyReference` and `delete` are
 * made there from these. A resource without `getOne` finds its record in its list; one without
 * `create`, `update` or `deleteMany` refuses them. Each resource folder owns its adapter.
 */
export interface ResourceAdapter {
  getList(filter: Filter): Promise<Row[]>;
  /** One record; `meta.clubSeasonId` asks for that season's numbers where the resource has them. */
  getOne?(id: string, meta: Filter): Promise<Row>;
  create?(data: Filter): Promise<Row>;
  /** `data` is the record as it was with the form's changes over it. */
  update?(id: string, data: Filter): Promise<Row>;
  deleteMany?(ids: string[], meta: Filter): Promise<void>;
}

/** isActive filter: true unless the filter says otherwise (the lists open on the active toggle). */
export const isActive = (filter: Filter) => filter.isActive !== false && filter.isActive !== 'false';

/** A filter's value as query text, or nothing for an empty one. */
export const text = (value: unknown) => (value === undefined || value === null || value === '' ? undefined : String(value));

/**
 * A list call's rows (204, no body, is an empty list), as react-admin's records: each adapter's list
 * answers rows with their `id` (or gives them one, as the team's players do).
 */
export const rowsOf = async (endpoint: WebEndpoint<readonly object[] | undefined>, query?: Record<string, QueryValue>): Promise<Row[]> =>
  ((await call(endpoint, { query })) ?? []) as Row[];

/** A removal call of the club API: a list of {Id}, refused as a whole when the answer says so (call's `saved`). */
export const removeByIds = async (endpoint: WebEndpoint, ids: string[], query?: Record<string, QueryValue>): Promise<void> => {
  await call(endpoint, { query, body: ids.map((id) => ({ Id: id })) });
};
