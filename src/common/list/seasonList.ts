/** No paging (spec §2): a list asks for every row; the API answers them all anyway. */
export const ALL_ROWS = 100_000;

/**
 * The season list as every season dropdown asks for it, oldest first. A module without react-admin:
 * the sign-in page reads it ahead for the overview (dashboard/overviewKeys.ts).
 */
export const SEASON_LIST = { pagination: { page: 1, perPage: ALL_ROWS }, sort: { field: 'startDate', order: 'ASC' as const } };
