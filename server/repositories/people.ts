import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { photoUrl } from './photos.js';

/** The person who signs in with this e-mail address (case-insensitive), if any. */
export async function findPersonByEmail(db: Kysely<DB>, email: string) {
  return db
    .selectFrom('people')
    .select(['id', 'role', 'status', 'password_hash', 'club_id'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

export async function recordLogin(db: Kysely<DB>, personId: string): Promise<void> {
  await db.updateTable('people').set({ last_login_at: new Date() }).where('id', '=', personId).execute();
}

/** Name and picture for the header's profile box. */
export async function findHeaderDetail(db: Kysely<DB>, clubId: string, personId: string) {
  const row = await db
    .selectFrom('people')
    .select(['id', 'first_name', 'last_name', 'photo_id'])
    .where('id', '=', personId)
    .where('club_id', '=', clubId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return (
    row && { id: row.id, firstName: row.first_name, lastName: row.last_name, profilePicture: photoUrl(row.photo_id) }
  );
}
