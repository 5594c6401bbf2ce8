import { sql, type Kysely } from 'kysely';

/**
 * The header search reads only the club's people (issue 42). Its trigram indexes (migration 0007,
 * `people_search_name` made again by 0025, and `teams_search_name`) held every club's names: among 64
 * clubs, for a key like 'van' or 'visser' the planner took the trigram index, matched the people of every
 * club (10,240 for 'van') and kept the club's 160 after, a cost that grows with every club added. The
 * same indexes led by the club (btree_gin makes `club_id` a GIN column beside the trigrams) give the
 * planner no way to match other clubs' names: it reads the club's matches from the index, or walks
 * `people_name_order` (migration 0011, also led by the club) for a common key, whatever the number of
 * clubs. A search on the name alone (the operators' console, across clubs) is still served: a GIN index
 * answers a condition on any of its columns. btree_gin is a contrib extension of PostgreSQL 15 and of
 * PGlite (server/db/pgliteExtensions.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS btree_gin`.execute(db);
  await sql`CREATE INDEX people_club_search_name ON people USING gin (club_id, search_name gin_trgm_ops)`.execute(db);
  await sql`DROP INDEX IF EXISTS people_search_name`.execute(db);
  await sql`CREATE INDEX teams_club_search_name ON teams USING gin (club_id, search_name gin_trgm_ops)`.execute(db);
  await sql`DROP INDEX IF EXISTS teams_search_name`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS people_search_name ON people USING gin (search_name gin_trgm_ops)`.execute(db);
  await sql`DROP INDEX IF EXISTS people_club_search_name`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS teams_search_name ON teams USING gin (search_name gin_trgm_ops)`.execute(db);
  await sql`DROP INDEX IF EXISTS teams_club_search_name`.execute(db);
}
