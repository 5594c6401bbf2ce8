import { sql, type RawBuilder } from 'kysely';
import type { PersonStatus, RoleName } from '../../db/schema.js';

/**
 * The one definition of "the club's teams, trainers and players" (docs/decisions.md, "Counts"):
 * teams not removed; trainers active and not removed; players not removed, invited or active (issue
 * 37: signing in never decides whether a player is evaluated or counted); whether or not they are in
 * a team now. The overview's totals and its club overview panel select through here; the people
 * lists keep their active and invited views apart (`peopleOf`), and the two views' rows of players
 * add up to the overview's number.
 */

/** People of a role and status, not removed, of the club, as a WHERE condition on `p` (the people lists' views). */
export const peopleOf = (clubId: string, role: RoleName, status: PersonStatus = 'active') => sql`
  p.club_id = ${clubId} AND p.role = ${role} AND p.status = ${status} AND p.removed_at IS NULL`;

/**
 * The club's counted people of a role, as a WHERE condition on `p`: trainers active (an invited
 * trainer cannot sign in to write), players invited or active; never removed ones. The same rule as
 * the stored pairs and counts (migration 0022).
 */
export const countedPeopleOf = (clubId: string, role: 'Trainer' | 'Player') => role === 'Player'
  ? sql`p.club_id = ${clubId} AND p.role = 'Player' AND p.removed_at IS NULL`
  : sql`p.club_id = ${clubId} AND p.role = 'Trainer' AND p.status = 'active' AND p.removed_at IS NULL`;

/**
 * CTEs `scope_team` (id, name) and `scope_member` (person_id, role) of the club, narrowed to the
 * chosen teams when `teamIds` is not empty: then a member is a trainer or player with a current
 * membership in one of them. Without teams chosen, every counted trainer and player (countedPeopleOf)
 * counts, those in no team included (a player without a team has progress 0, domain guide).
 * An id of another club matches no team.
 */
export function clubScope(clubId: string, teamIds: string[]): RawBuilder<unknown> {
  const all = teamIds.length === 0;
  return sql`
    scope_team AS (
      SELECT id, name FROM teams
      WHERE club_id = ${clubId} AND removed_at IS NULL
        AND (${all}::boolean OR id::text = ANY(string_to_array(${teamIds.join(',')}, ',')))
    ),
    -- Not materialized: each use is planned on the people table's statistics (a materialized CTE
    -- is guessed at a few rows, and a join to 10,000 players then became 10,000 index probes).
    scope_member AS NOT MATERIALIZED (
      SELECT p.id AS person_id, p.role FROM people p
      WHERE (${countedPeopleOf(clubId, 'Trainer')} OR ${countedPeopleOf(clubId, 'Player')})
        AND (${all}::boolean OR EXISTS (
          SELECT 1 FROM team_memberships m JOIN scope_team st ON st.id = m.team_id
          WHERE m.person_id = p.id AND m.ended_at IS NULL))
    )`;
}

/** The counts of a scope (after `WITH ${clubScope(…)}`): teams, trainers, players. */
export const scopeCounts = sql`
  (SELECT count(*) FROM scope_team)::int AS team,
  (SELECT count(*) FROM scope_member WHERE role = 'Trainer')::int AS trainer,
  (SELECT count(*) FROM scope_member WHERE role = 'Player')::int AS player`;
