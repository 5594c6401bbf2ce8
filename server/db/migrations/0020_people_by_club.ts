import { sql, type Kysely } from 'kysely';

/**
 * All of a club's people, removed ones included, by club (issue 26). The people lists name who invited
 * each person, and that inviter may have been removed since: the join reads the club's people whatever
 * their removal, which no index served (people_club_role and the others hold only people not removed,
 * people_removed_by_club only the removed), so PostgreSQL read every club's people to hash the club's
 * (109,593 rows of other clubs among 100 clubs, for the players list built afresh).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX people_club ON people (club_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS people_club`.execute(db);
}
