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

/** An invited person chose their first password: they become active. */
export async function activateWithPassword(db: Kysely<DB>, personId: string, passwordHash: string): Promise<void> {
  await db
    .updateTable('people')
    .set({ password_hash: passwordHash, status: 'active', activated_at: new Date() })
    .where('id', '=', personId)
    .execute();
}

/** A new password (reset); answers the person's e-mail address. */
export async function setPassword(db: Kysely<DB>, personId: string, passwordHash: string): Promise<string> {
  const person = await db
    .updateTable('people')
    .set({ password_hash: passwordHash })
    .where('id', '=', personId)
    .returning('email')
    .executeTakeFirstOrThrow();
  return person.email;
}

/** What a person's password may not be built from (services/passwordStrength.ts). */
export interface PasswordOwner {
  firstName: string;
  lastName: string;
  email: string;
  clubName: string;
}

/** The person's names, e-mail address and club: what their password may not be built from. */
export async function findPasswordOwner(db: Kysely<DB>, personId: string): Promise<PasswordOwner> {
  const row = await db
    .selectFrom('people')
    .innerJoin('clubs', 'clubs.id', 'people.club_id')
    .select(['people.first_name', 'people.last_name', 'people.email', 'clubs.name as club_name'])
    .where('people.id', '=', personId)
    .executeTakeFirstOrThrow();
  return { firstName: row.first_name, lastName: row.last_name, email: row.email, clubName: row.club_name };
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
