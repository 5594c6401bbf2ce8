import { useGetList } from 'react-admin';
import type { Season } from '../../../contract/schemas';
import { SEASON_LIST } from './seasonList';

export { ALL_ROWS } from './seasonList';

/**
 * The club's seasons, oldest first, through the `season` resource: every dropdown shares one cached
 * query, refreshed when a season is saved (react-query invalidation of `season`).
 */
export const useSeasons = (options: { enabled?: boolean } = {}) => useGetList<Season>('season', SEASON_LIST, options);
