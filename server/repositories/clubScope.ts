import { sql, type RawBuilder } from 'kysely';
import type { PersonStatus, RoleName } from '../db/schema.js';

/**
 * The one definition of "the club's teams, trainers and players" (docs/decisions.md, "Counts"):
 * teams not removed; people of the role with status active (or the status asked) and not removed,
 * whether or not they are in a team now. The overview's totals, its club overview panel and the
 * people lists (whose badge counts their rows) all select through here, so they cannot disagree.
 */

/** People of a role and status, not removed, of the club, as a WHERE condition on `p`. */
export const peopleOf = (clubId: string, role: RoleName, status: PersonStatus = 'active') => sql`
  p.club_id = ${clubId} AND p.role = ${role} AND p.status = ${status} AND p.removed_at IS NULL`;

/**
 * CTEs `scope_team` (id, name) and `scope_member` (person_id, role) of the club, narrowed to the
 * chosen teams when `teamIds` is not empty: then a member is a trainer or player with a current
 * membership in one of them. Without teams chosen, every active trainer and player of the club
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
      WHERE (${peopleOf(clubId, 'Trainer')} OR ${peopleOf(clubId, 'Player')})
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
