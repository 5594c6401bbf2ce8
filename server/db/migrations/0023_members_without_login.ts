import { sql, type Kysely } from 'kysely';

/**
 * A person is not an e-mail address (issue 37; docs/decisions.md, "Members without a login"). A child
 * of seven has no address of their own: a Sportlink export gives the parent's, or none. Such a player is
 * a member of the club like any other (on a team, evaluated, counted, placed) and is reached through
 * their guardians; they have an account without an address, which cannot sign in, until the club gives
 * them an address of their own and invites them. The account stays the same person throughout.
 *
 * `accounts.email` may therefore be null. The unique index on lower(email) holds for the addresses
 * there are (PostgreSQL's NULLs are distinct), and the check that an address is not blank still holds
 * for every address given.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE accounts ALTER COLUMN email DROP NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM accounts a WHERE a.email IS NULL AND NOT EXISTS (SELECT 1 FROM people p WHERE p.account_id = a.id)`.execute(db);
  await sql`ALTER TABLE accounts ALTER COLUMN email SET NOT NULL`.execute(db);
}
