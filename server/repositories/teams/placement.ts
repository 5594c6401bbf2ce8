import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { PlacementRow } from '../../../contract/clubStructure.js';
import { selectRows } from '../rawRows.js';

/**
 * Team/GetPlacementBoard in one statement: every player of the club (invited or active, not removed)
 * with birth year, the team they are in now and their stored average of the season before the board's
 * season. The board's season is `seasonId`, or the club's newest season (the one being formed); "the
 * season before" is the club's season that starts latest before it. Every join is by key (people by
 * club, the open membership by person, player_progress by season and player), so it costs what it reads.
 */
export async function placementBoard(db: Kysely<DB>, clubId: string, seasonId: string | undefined): Promise<PlacementRow[]> {
  return selectRows(db, PlacementRow, sql`
    WITH board AS (
      SELECT start_date FROM seasons
      WHERE club_id = ${clubId} ${seasonId ? sql`AND id = ${seasonId}` : sql``}
      ORDER BY start_date DESC LIMIT 1
    ),
    last_season AS (
      SELECT s.id FROM seasons s, board b
      WHERE s.club_id = ${clubId} AND s.start_date < b.start_date
      ORDER BY s.start_date DESC LIMIT 1
    )
    SELECT p.id AS "userId", p.first_name AS "firstName", p.infix, p.last_name AS "lastName",
           extract(year FROM p.birth_date)::int AS "birthYear",
           team.id AS "teamId", team.name AS "teamName",
           pp.average::float8 AS "lastSeasonAverage"
    FROM people p
    LEFT JOIN LATERAL (
      -- A player is in one team at a time; the newest open membership wins should history say otherwise.
      SELECT t.id, t.name FROM team_memberships m
      JOIN teams t ON t.id = m.team_id AND t.removed_at IS NULL
      WHERE m.person_id = p.id AND m.role = 'Player' AND m.ended_at IS NULL
      ORDER BY m.started_at DESC LIMIT 1
    ) team ON true
    LEFT JOIN player_progress pp
      ON pp.player_id = p.id AND pp.season_id = (SELECT id FROM last_season) AND pp.scored > 0
    WHERE p.club_id = ${clubId} AND p.role = 'Player' AND p.removed_at IS NULL
    ORDER BY p.first_name, p.last_name, p.id`);
}

/**
 * Locks the club's players among `ids` (not removed) and answers their ids. Two moves of the same
 * player at once then run one after the other: the second sees the first's new membership instead of
 * meeting the one-team-per-player index. Locked in id order, so two overlapping moves cannot deadlock.
 */
export async function lockClubPlayers(db: Kysely<DB>, clubId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('people')
    .select('id')
    .where('club_id', '=', clubId)
    .where('role', '=', 'Player')
    .where('removed_at', 'is', null)
    .where('id', 'in', [...ids])
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => row.id);
}
