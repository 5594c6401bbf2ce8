import { sql, type Kysely } from 'kysely';

/**
 * One person, several roles in a club (issue 37): a mother who trains JO8-1 and is the guardian of her
 * son there, a JO19 player who is also leider of a younger team. A row of `people` stays a membership
 * (everything the club keeps of the person in that role: status, names, teams, reports, sessions,
 * tokens), now one per account, club *and role*: the unique index that held "one live membership per
 * account and club" (migration 0012) becomes one per account, club and role; the member number, unique per
 * club (0013), becomes unique per club and role. Nothing else changes: every
 * per-club query already reads one membership (`people.id`) in its role; the account ties the roles of
 * one person together (sign-in, switching, address, password).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE UNIQUE INDEX people_account_club_role_unique ON people (account_id, club_id, role) WHERE removed_at IS NULL`.execute(db);
  await sql`DROP INDEX IF EXISTS people_account_club_unique`.execute(db);
  // A member number is the person's, so a player who is leider too has it on both memberships: unique
  // per club and role (migration 0013 made it unique per club). That both are one account is the
  // import's rule: a second role of a member number takes its address (services/memberImport/plan.ts).
  await sql`
    CREATE UNIQUE INDEX people_member_number_role_unique ON people (club_id, member_number, role)
    WHERE removed_at IS NULL AND member_number IS NOT NULL`.execute(db);
  await sql`DROP INDEX IF EXISTS people_member_number_unique`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Fails, as it should, while an account holds two live roles in one club.
  await sql`CREATE UNIQUE INDEX people_account_club_unique ON people (account_id, club_id) WHERE removed_at IS NULL`.execute(db);
  await sql`DROP INDEX IF EXISTS people_account_club_role_unique`.execute(db);
  await sql`
    CREATE UNIQUE INDEX people_member_number_unique ON people (club_id, member_number)
    WHERE removed_at IS NULL AND member_number IS NOT NULL`.execute(db);
  await sql`DROP INDEX IF EXISTS people_member_number_role_unique`.execute(db);
}
