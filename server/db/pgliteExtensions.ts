import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The extensions the embedded engine loads; the migrations create them on both engines (btree_gin: migration 0026). */
export const pgliteExtensions = { pg_trgm, btree_gin };
