import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** A person of any club (not removed) with the account's address, for the console's actions. */
export async function findConsolePerson(db: Kysely<DB>, personId: string) {
  const row = await db
    .selectFrom('people as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .select(['p.id', 'p.club_id', 'p.account_id', 'p.status', 'a.email'])
    .where('p.id', '=', personId)
    .where('p.removed_at', 'is', null)
    .executeTakeFirst();
  return row && { id: row.id, clubId: row.club_id, accountId: row.account_id, status: row.status, email: row.email ?? '' };
}
