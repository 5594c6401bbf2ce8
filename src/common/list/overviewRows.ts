/**
 * The meta of the lists whose rows are overview rows, not the records a detail page reads (a trainer's
 * row has a name and progress, the trainer's record a first name and a profile). react-admin seeds
 * each row into the getOne cache under the list's meta; with this marker the seeds never stand in
 * for a record asked for without it (detail pages, the generic Edit screens).
 */
export const OVERVIEW_ROWS = { rows: 'overview' } as const;
