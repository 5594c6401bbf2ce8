import { useGetList } from 'react-admin';
import type { Season } from '../../../contract/schemas';

/** No paging (spec §2): a list asks for every row; the API answers them all anyway. */
export const ALL_ROWS = 100_000;

/**
 * The club's seasons, oldest first, through the `season` resource: every dropdown shares one cached
 * query, refreshed when a season is saved (react-query invalidation of `season`).
 */
export const useSeasons = (options: { enabled?: boolean } = {}) =>
  useGetList<Season>('season', { pagination: { page: 1, perPage: ALL_ROWS }, sort: { field: 'startDate', order: 'ASC' } }, options);
