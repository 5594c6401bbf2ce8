import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { photoUrl } from '../photos.js';
import { infixField } from '../../../contract/personName.js';

/** Whether the person is one of the club's (not removed). */
export async function clubPersonExists(db: Kysely<DB>, clubId: string, personId: string): Promise<boolean> {
  const row = await db
    .selectFrom('people')
    .select('id')
    .where('id', '=', personId)
    .where('club_id', '=', clubId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the person is (or was: removed members too) of the club. */
export async function clubPersonOnRecord(db: Kysely<DB>, clubId: string, personId: string): Promise<boolean> {
  const row = await db.selectFrom('people').select('id').where('id', '=', personId).where('club_id', '=', clubId).executeTakeFirst();
  return row !== undefined;
}

/** Name and picture for the header's profile box. */
export async function findHeaderDetail(db: Kysely<DB>, clubId: string, personId: string) {
  const row = await db
    .selectFrom('people')
    .select(['id', 'first_name', 'infix', 'last_name', 'photo_id'])
    .where('id', '=', personId)
    .where('club_id', '=', clubId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return (
    row && { id: row.id, firstName: row.first_name, ...infixField(row.infix), lastName: row.last_name, profilePicture: photoUrl(row.photo_id) }
  );
}
