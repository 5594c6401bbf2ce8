import type { Season } from '../../../contract/schemas';
import { listPage } from '../../providers/rowOrder';

/** No paging (spec §2): a list asks for every row; the API answers them all anyway. */
export const ALL_ROWS = 100_000;

/** The season list as every season list asks for it, oldest first. */
export const SEASON_LIST = { pagination: { page: 1, perPage: ALL_ROWS }, sort: { field: 'startDate', order: 'ASC' as const } };

/** The club's seasons as every season dropdown shows them, oldest first (204: none). */
export const seasonsInOrder = (seasons: Season[] | undefined): Season[] => listPage(seasons ?? [], SEASON_LIST).data;
