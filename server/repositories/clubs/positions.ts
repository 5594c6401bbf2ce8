import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** The playing positions in their display order, as the API answers them. */
export async function listPositions(db: Kysely<DB>) {
  return db.selectFrom('positions').select(['id', 'name as position']).orderBy('sort_order').execute();
}

/** Every position's id and name (the batch upload accepts either). */
export async function positionNames(db: Kysely<DB>) {
  return db.selectFrom('positions').select(['id', 'name']).execute();
}
