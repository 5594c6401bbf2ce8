import { sql, type Kysely } from 'kysely';

/**
 * The club's removed people, by club (issue 26). The team overview counts each team's open memberships
 * of people not removed; it counts the club's open memberships and leaves out those of its removed
 * people (a removal ends the memberships, so these are few or none) instead of joining every member to
 * their person. This index finds those removed people without reading other clubs' people, and stays
 * small: only removed rows are in it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX people_removed_by_club ON people (club_id) WHERE removed_at IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS people_removed_by_club`.execute(db);
}
