import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The extensions the embedded engine loads; the migrations create them on both engines. */
export const pgliteExtensions = { pg_trgm };
