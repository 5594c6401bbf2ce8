import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { activateOtherRoles } from './memberships.js';

/**
 * Signing in with an account's password: finding the account by its address, a first password that
 * activates an invited person, a reset, and what a password may not be built from.
 */

/** The account that signs in with this e-mail address (case-insensitive), if any. */
export async function findAccountByEmail(db: Kysely<DB>, email: string) {
  return db
    .selectFrom('accounts')
    .select(['id', 'email', 'password_hash'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
}

/** An invited person chose their first password (for their account): this membership becomes active. */
export async function activateWithPassword(db: Kysely<DB>, personId: string, passwordHash: string): Promise<void> {
  const { account_id, club_id } = await db
    .updateTable('people')
    .set({ status: 'active', activated_at: new Date() })
    .where('id', '=', personId)
    .returning(['account_id', 'club_id'])
    .executeTakeFirstOrThrow();
  await db.updateTable('accounts').set({ password_hash: passwordHash }).where('id', '=', account_id).execute();
  // Their other roles in the club (a trainer who is a guardian too) come with this one: one link, one password.
  await activateOtherRoles(db, account_id, club_id);
}

/** A new password (reset) for the account of this person; answers the account's id and e-mail address. */
export async function setPassword(db: Kysely<DB>, personId: string, passwordHash: string): Promise<{ accountId: string; email: string }> {
  const account = await db
    .updateTable('accounts')
    .set({ password_hash: passwordHash })
    .where('id', '=', (eb) => eb.selectFrom('people').select('account_id').where('id', '=', personId))
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
  // Reached by a reset link, which goes only to an address.
  return { accountId: account.id, email: account.email ?? '' };
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
    .innerJoin('accounts', 'accounts.id', 'people.account_id')
    .innerJoin('clubs', 'clubs.id', 'people.club_id')
    .select(['people.first_name', 'people.last_name', 'accounts.email', 'clubs.name as club_name'])
    .where('people.id', '=', personId)
    .executeTakeFirstOrThrow();
  return { firstName: row.first_name, lastName: row.last_name, email: row.email ?? '', clubName: row.club_name };
}

/** Notes when the person last signed in. */
export async function recordLogin(db: Kysely<DB>, personId: string): Promise<void> {
  await db.updateTable('people').set({ last_login_at: new Date() }).where('id', '=', personId).execute();
}
