import { sql } from 'kysely';

/**
 * The account of an address as a value for `people.account_id`: found, or created when the address is
 * new (the database function of migration 0012, one statement, so two invitations of a new address at
 * once share one account). A password hash is set only on an account that has none: seeding and tests
 * give one; the server sets passwords through the account's own calls.
 */
export const accountFor = (email: string, passwordHash: string | null = null) =>
  sql<string>`account_for(${email.trim()}, ${passwordHash}::text)`;
