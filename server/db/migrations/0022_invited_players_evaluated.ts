import { sql, type Kysely } from 'kysely';
import { countsTrigger, REFRESH_CLUB_COUNTS as REFRESH_CLUB_COUNTS_0009, REFRESH_PROGRESS as REFRESH_PROGRESS_0009 } from './0009_progress_roll_up.js';

/**
 * A player is a player whether or not they have signed in (issue 37; docs/decisions.md, "Invited
 * players are evaluated and counted"). After an import most children are invited and many never
 * activate an account; their trainers must still evaluate them, and the overview and the team pages
 * must count them. Activation only decides whether a person can sign in.
 *
 * So the stored figures of migrations 0007 and 0009 change their rule for PLAYERS only:
 * - a (player, trainer) pair is a player not removed (invited or active) with a current membership in a
 *   live team, and each ACTIVE trainer of that team (an invited trainer cannot sign in and write, so
 *   a pair with them could never be done: trainers stay as they were);
 * - `player_progress.counted` (in season_progress's sums) is every player not removed;
 * - `club_counts.players` is every player not removed; `club_counts.trainers` stays the active ones.
 *
 * The functions are redefined (the triggers call them by name and stay); the players whose figures
 * move (every player who is not active) are recomputed, and every club's counts recounted. Team
 * line-ups (migration 0021) already counted every member not removed.
 */

/** One exact replacement in a function's text; a text that no longer matches is a mistake here, not a silent no-op. */
function replaceOnce(text: string, from: string, to: string): string {
  const at = text.indexOf(from);
  if (at < 0 || text.indexOf(from, at + from.length) >= 0) throw new Error(`0022: expected exactly one ${JSON.stringify(from)}`);
  return text.slice(0, at) + to + text.slice(at + from.length);
}

const ACTIVE_PLAYER_JOIN = `JOIN people p ON p.id = pm.person_id AND p.status = 'active' AND p.removed_at IS NULL`;
const PLAYER_JOIN = `JOIN people p ON p.id = pm.person_id AND p.removed_at IS NULL`;
const ACTIVE_PLAYER_COUNTED = `(p.role = 'Player' AND p.status = 'active' AND p.removed_at IS NULL)`;
const PLAYER_COUNTED = `(p.role = 'Player' AND p.removed_at IS NULL)`;

const REFRESH_PROGRESS = replaceOnce(
  replaceOnce(REFRESH_PROGRESS_0009, ACTIVE_PLAYER_JOIN, PLAYER_JOIN),
  ACTIVE_PLAYER_COUNTED, PLAYER_COUNTED);

const ACTIVE_PLAYERS_COUNT = `(SELECT count(*) FROM people WHERE club_id = club AND role = 'Player' AND status = 'active' AND removed_at IS NULL)`;
const PLAYERS_COUNT = `(SELECT count(*) FROM people WHERE club_id = club AND role = 'Player' AND removed_at IS NULL)`;
const REFRESH_CLUB_COUNTS = replaceOnce(
  replaceOnce(REFRESH_CLUB_COUNTS_0009, 'CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION'),
  ACTIVE_PLAYERS_COUNT, PLAYERS_COUNT);

/** people_moved_counts with its condition (0009's triggers keep calling it); the function only, not its triggers. */
const peopleMovedCounts = (counted: string) =>
  replaceOnce(countsTrigger('people', 'role', counted)[0]!, 'CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION');
const COUNTED_0009 = `role IN ('Trainer', 'Player') AND status = 'active' AND removed_at IS NULL`;
const COUNTED = `(role = 'Player' OR (role = 'Trainer' AND status = 'active')) AND removed_at IS NULL`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [REFRESH_PROGRESS, REFRESH_CLUB_COUNTS, peopleMovedCounts(COUNTED)]) await sql.raw(statement).execute(db);
  // Only a player who is not active has figures that move: their pairs, their row's `counted`, and the
  // rows of the teams they are in (recomputed from all of those teams' pairs).
  await sql`SELECT refresh_progress(ARRAY(SELECT id FROM people WHERE role = 'Player' AND status <> 'active' ORDER BY id))`.execute(db);
  await sql`SELECT refresh_club_counts(id) FROM clubs ORDER BY id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [REFRESH_PROGRESS_0009, REFRESH_CLUB_COUNTS.replace(PLAYERS_COUNT, ACTIVE_PLAYERS_COUNT), peopleMovedCounts(COUNTED_0009)]) {
    await sql.raw(statement).execute(db);
  }
  await sql`SELECT refresh_progress(ARRAY(SELECT id FROM people WHERE role = 'Player' AND status <> 'active' ORDER BY id))`.execute(db);
  await sql`SELECT refresh_club_counts(id) FROM clubs ORDER BY id`.execute(db);
}
