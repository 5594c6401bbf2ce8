/**
 * The meta of the lists whose rows are overview rows, not the records a detail page reads (a trainer's
 * row has a name and progress, the trainer's record a first name and a profile). react-admin seeds
 * each row into the getOne cache under the list's meta; with this marker the seeds never stand in
 * for a record asked for without it (detail pages, the generic Edit screens).
 */
export const OVERVIEW_ROWS = { rows: 'overview' } as const;

/**
 * The meta of a form's create or update: the dataProvider answers the fields the form sent, not the
 * whole record, and react-admin seeds that answer into the getOne cache under the call's meta. With
 * this marker it never stands in for the record a detail page reads (which would then lack fields).
 */
export const SAVED_FIELDS = { rows: 'saved' } as const;
