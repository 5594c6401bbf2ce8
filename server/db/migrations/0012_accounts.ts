import { sql, type Kysely } from 'kysely';

/**
 * One person, several clubs (issue 28). An e-mail address identifies one account (the login name and
 * the password); a row of `people` is now the account's membership of one club, with everything the
 * club keeps about that person: role, status, names and profile fields, team memberships, reports,
 * sessions and invitation tokens. Unique indexes hold the two rules: one account per address
 * (case-insensitive), one live membership per account and club.
 *
 * Existing data: each address becomes one account. Before this migration an address was unique among
 * live people, but removed people could share one with a live person or with each other; they join
 * the same account, whose password is the one of the live (else the most recently activated) row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE accounts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text NOT NULL CHECK (length(btrim(email)) > 0),
      password_hash text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX accounts_email_unique ON accounts (lower(email))`.execute(db);

  await sql`
    INSERT INTO accounts (email, password_hash)
    SELECT DISTINCT ON (lower(email)) email, password_hash FROM people
    ORDER BY lower(email), (removed_at IS NULL) DESC, (password_hash IS NOT NULL) DESC,
      activated_at DESC NULLS LAST, created_at DESC`.execute(db);
  await sql`ALTER TABLE people ADD COLUMN account_id uuid REFERENCES accounts (id)`.execute(db);
  await sql`UPDATE people SET account_id = a.id FROM accounts a WHERE lower(a.email) = lower(people.email)`.execute(db);
  await sql`ALTER TABLE people ALTER COLUMN account_id SET NOT NULL`.execute(db);

  // The address and the password now live on the account (the check that an active person has a
  // password goes with the column: an account's password serves all its clubs).
  await sql`DROP INDEX people_email_unique`.execute(db);
  await sql`ALTER TABLE people DROP COLUMN email, DROP COLUMN password_hash`.execute(db);
  await sql`CREATE UNIQUE INDEX people_account_club_unique ON people (account_id, club_id) WHERE removed_at IS NULL`.execute(db);

  // The account of an address, created when there is none: one statement, so two invitations of a new
  // address at once (in two clubs) end up with the same account. A password hash, when given, is
  // set only on an account that has none (seeding; the server sets passwords through the account).
  await sql.raw(`
    CREATE FUNCTION account_for(address text, new_password_hash text DEFAULT NULL) RETURNS uuid
    LANGUAGE plpgsql AS $$
    DECLARE found uuid; BEGIN
      INSERT INTO accounts (email, password_hash) VALUES (btrim(address), new_password_hash)
      ON CONFLICT ((lower(email))) DO UPDATE SET password_hash = COALESCE(accounts.password_hash, EXCLUDED.password_hash)
      RETURNING id INTO found; RETURN found; END $$`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION IF EXISTS account_for(text, text)`.execute(db);
  await sql`DROP INDEX IF EXISTS people_account_club_unique`.execute(db);
  await sql`ALTER TABLE people ADD COLUMN email text, ADD COLUMN password_hash text`.execute(db);
  await sql`UPDATE people SET email = a.email, password_hash = a.password_hash FROM accounts a WHERE a.id = people.account_id`.execute(db);
  await sql`ALTER TABLE people ALTER COLUMN email SET NOT NULL, DROP COLUMN account_id`.execute(db);
  // As migration 0001 made them (fails, as it should, when an address is now live in two clubs).
  await sql`CREATE UNIQUE INDEX people_email_unique ON people (lower(email)) WHERE removed_at IS NULL`.execute(db);
  await sql`ALTER TABLE people ADD CHECK (status = 'invited' OR password_hash IS NOT NULL)`.execute(db);
  await sql`DROP TABLE accounts`.execute(db);
}
