import { sql, type Kysely, type RawBuilder } from 'kysely';
import { Type, type Static } from 'typebox';
import { Nullable, selectRows, SqlDate } from './rawRows.js';
import type { DB } from '../db/schema.js';

/**
 * Progress and scores of a season, computed in SQL exactly as the domain guide defines them.
 *
 * The unit of progress is the (player, trainer) pair: an active player in a team (current
 * membership) and each active trainer of that team. With n = the season's reportFrequency:
 *   pair done = min(completed reports of that trainer on that player in the season, n)
 *   player progress  = Σ done over the player's pairs  ÷ (n × the player's trainers)
 *   trainer progress = Σ done over the trainer's pairs ÷ (n × the trainer's players)
 *   team progress    = Σ done over the team's pairs    ÷ (n × players × trainers)
 * A player without a trainer, or n = 0, has progress 0 and is not completed; progress never
 * exceeds 1 (shown capped at 100%). Completed reports count for the pair whichever team they were
 * written in: a report keeps its team for display ("team name if not active"), and a moved player's
 * reports by a trainer who does not train the new team simply belong to no current pair.
 *
 * Scores count completed reports only: a report's average is the mean of its skill scores; a
 * player's average is the mean of their completed reports' averages; overallDiff is the latest
 * completed report's average minus the one before it (0 with fewer than two).
 */

/**
 * Common table expressions for one season of one club: `season_n` (n), `pair` (team_id,
 * player_id, trainer_id, completed, done). Use as `WITH ${seasonPairs(clubId, seasonId)} SELECT …`.
 * An unknown or foreign season gives no rows.
 */
export function seasonPairs(clubId: string, seasonId: string): RawBuilder<unknown> {
  return sql`
    season_n AS (
      SELECT report_frequency AS n FROM seasons WHERE id = ${seasonId} AND club_id = ${clubId}
    ),
    pair_base AS (
      SELECT pm.team_id, pm.person_id AS player_id, tm.person_id AS trainer_id
      FROM team_memberships pm
      JOIN teams t ON t.id = pm.team_id AND t.club_id = ${clubId} AND t.removed_at IS NULL
      JOIN people p ON p.id = pm.person_id AND p.status = 'active' AND p.removed_at IS NULL
      JOIN team_memberships tm ON tm.team_id = pm.team_id AND tm.role = 'Trainer' AND tm.ended_at IS NULL
      JOIN people tr ON tr.id = tm.person_id AND tr.status = 'active' AND tr.removed_at IS NULL
      WHERE pm.role = 'Player' AND pm.ended_at IS NULL
    ),
    pair_completed AS (
      SELECT player_id, trainer_id, count(*)::int AS completed
      FROM reports
      WHERE season_id = ${seasonId} AND club_id = ${clubId} AND status = 'Completed'
      GROUP BY player_id, trainer_id
    ),
    pair AS (
      SELECT b.team_id, b.player_id, b.trainer_id,
             coalesce(c.completed, 0) AS completed,
             least(coalesce(c.completed, 0), s.n) AS done
      FROM pair_base b
      CROSS JOIN season_n s
      LEFT JOIN pair_completed c ON c.player_id = b.player_id AND c.trainer_id = b.trainer_id
    )`;
}

/** Σ done ÷ (n × pairs), between 0 and 1; 0 when n = 0 or there are no pairs. */
export const progressRatio = sql<number>`
  CASE WHEN count(pair.trainer_id) = 0 OR (SELECT n FROM season_n) = 0 THEN 0::float8
       ELSE least(1, sum(pair.done)::float8 / ((SELECT n FROM season_n) * count(pair.trainer_id))) END`;

/**
 * progressRatio as the API's whole percent 0–100: halves round up, through numeric (float8 → numeric
 * keeps 15 digits, so 28.499999999999996 from 57/200 rounds as the 28.5 it is). The dashboard's
 * panels round the same way, so a team shows the same number on the overview and on /teams.
 */
export const progressPercent = sql<number>`round((${progressRatio} * 100)::numeric)::int`;

export const PlayerProgress = Type.Object({
  playerId: Type.String(),
  /** 0..1 */
  progress: Type.Number(),
  trainers: Type.Number(),
  /** Completed reports in the season (all of them, also beyond n). */
  completedReports: Type.Number(),
  /** n × trainers: the reports expected this season. */
  totalReports: Type.Number(),
});
export type PlayerProgress = Static<typeof PlayerProgress>;

/** Progress of every active player of the club in the season (players without a team or trainer: 0). */
export async function playerProgress(db: Kysely<DB>, clubId: string, seasonId: string): Promise<PlayerProgress[]> {
  const rows = await selectRows(db, PlayerProgress, sql`
    WITH ${seasonPairs(clubId, seasonId)},
    player_season_completed AS (
      SELECT player_id, count(*)::int AS completed FROM reports
      WHERE season_id = ${seasonId} AND club_id = ${clubId} AND status = 'Completed' GROUP BY player_id
    )
    SELECT p.id AS "playerId",
           ${progressRatio} AS progress,
           count(pair.trainer_id)::int AS trainers,
           coalesce(max(psc.completed), 0)::int AS "completedReports",
           (coalesce((SELECT n FROM season_n), 0) * count(pair.trainer_id))::int AS "totalReports"
    FROM people p
    LEFT JOIN pair ON pair.player_id = p.id
    LEFT JOIN player_season_completed psc ON psc.player_id = p.id
    WHERE p.club_id = ${clubId} AND p.role = 'Player' AND p.status = 'active' AND p.removed_at IS NULL
    GROUP BY p.id`);
  return rows;
}

export const TrainerProgress = Type.Object({
  trainerId: Type.String(),
  progress: Type.Number(),
  /** Players the trainer trains now (pairs). */
  players: Type.Number(),
  /** Players with at least one completed report by this trainer in the season. */
  reportedPlayers: Type.Number(),
  /** Open reports of the trainer in the season. */
  openReports: Type.Number(),
  /** The trainer's latest report activity in the season, if any. */
  lastUpdate: Nullable(SqlDate),
});
export type TrainerProgress = Static<typeof TrainerProgress>;

export async function trainerProgress(db: Kysely<DB>, clubId: string, seasonId: string): Promise<TrainerProgress[]> {
  const rows = await selectRows(db, TrainerProgress, sql`
    WITH ${seasonPairs(clubId, seasonId)},
    activity AS (
      SELECT trainer_id, count(*) FILTER (WHERE status = 'Open')::int AS open_reports,
             max(modified_at) AS last_update
      FROM reports WHERE season_id = ${seasonId} AND club_id = ${clubId} GROUP BY trainer_id
    )
    SELECT t.id AS "trainerId",
           ${progressRatio} AS progress,
           count(pair.player_id)::int AS players,
           count(pair.player_id) FILTER (WHERE pair.completed > 0)::int AS "reportedPlayers",
           coalesce(max(a.open_reports), 0)::int AS "openReports",
           max(a.last_update) AS "lastUpdate"
    FROM people t
    LEFT JOIN pair ON pair.trainer_id = t.id
    LEFT JOIN activity a ON a.trainer_id = t.id
    WHERE t.club_id = ${clubId} AND t.role = 'Trainer' AND t.status = 'active' AND t.removed_at IS NULL
    GROUP BY t.id`);
  return rows;
}

export const TeamProgress = Type.Object({
  teamId: Type.String(),
  progress: Type.Number(),
  /** progress as a whole percent (progressPercent). */
  percent: Type.Number(),
  players: Type.Number(),
  trainers: Type.Number(),
});
export type TeamProgress = Static<typeof TeamProgress>;

export async function teamProgress(db: Kysely<DB>, clubId: string, seasonId: string): Promise<TeamProgress[]> {
  const rows = await selectRows(db, TeamProgress, sql`
    WITH ${seasonPairs(clubId, seasonId)}
    SELECT t.id AS "teamId",
           ${progressRatio} AS progress,
           ${progressPercent} AS percent,
           count(DISTINCT pair.player_id)::int AS players,
           count(DISTINCT pair.trainer_id)::int AS trainers
    FROM teams t
    LEFT JOIN pair ON pair.team_id = t.id
    WHERE t.club_id = ${clubId} AND t.removed_at IS NULL
    GROUP BY t.id`);
  return rows;
}

export const PlayerScore = Type.Object({
  playerId: Type.String(),
  /** Mean of the averages of the player's completed reports in the season; null without any. */
  averageScore: Nullable(Type.Number()),
  /** Latest completed report's average minus the previous one's; 0 with fewer than two. */
  overallDiff: Type.Number(),
  completedReports: Type.Number(),
});
export type PlayerScore = Static<typeof PlayerScore>;

/** Common table expression `report_average` (report_id, player_id, trainer_id, team_id, average, completed_at). */
export function completedReportAverages(clubId: string, seasonId: string): RawBuilder<unknown> {
  return sql`
    report_average AS (
      SELECT r.id AS report_id, r.player_id, r.trainer_id, r.team_id, r.completed_at,
             avg(rs.score)::float8 AS average
      FROM reports r JOIN report_scores rs ON rs.report_id = r.id
      WHERE r.season_id = ${seasonId} AND r.club_id = ${clubId} AND r.status = 'Completed'
      GROUP BY r.id
    )`;
}

export async function playerScores(db: Kysely<DB>, clubId: string, seasonId: string): Promise<PlayerScore[]> {
  const rows = await selectRows(db, PlayerScore, sql`
    WITH ${completedReportAverages(clubId, seasonId)},
    ranked AS (
      SELECT player_id, average,
             row_number() OVER (PARTITION BY player_id ORDER BY completed_at DESC, report_id DESC) AS recency
      FROM report_average
    )
    SELECT player_id AS "playerId",
           avg(average)::float8 AS "averageScore",
           coalesce(max(average) FILTER (WHERE recency = 1) - max(average) FILTER (WHERE recency = 2), 0)::float8 AS "overallDiff",
           count(*)::int AS "completedReports"
    FROM ranked GROUP BY player_id`);
  return rows;
}

export const TeamMemberProgress = Type.Object({
  personId: Type.String(),
  /** 0..1 over the person's pairs in this team only. */
  progress: Type.Number(),
  /** progress as a whole percent (progressPercent). */
  percent: Type.Number(),
  /** Trainers: their latest report activity on players of this team in the season. */
  lastUpdate: Nullable(SqlDate),
});
export type TeamMemberProgress = Static<typeof TeamMemberProgress>;

/**
 * Per-team progress of the team's trainers (a trainer of several teams is judged here on this
 * team's players only) and of its players (a player's pairs are all in their one team), in two
 * set-based queries. An unknown or foreign season or team gives no rows.
 */
export async function teamMemberProgress(
  db: Kysely<DB>,
  clubId: string,
  seasonId: string,
  teamId: string,
): Promise<{ trainers: TeamMemberProgress[]; players: TeamMemberProgress[] }> {
  const trainers = await selectRows(db, TeamMemberProgress, sql`
    WITH ${seasonPairs(clubId, seasonId)},
    activity AS (
      SELECT trainer_id, max(modified_at) AS last_update
      FROM reports WHERE season_id = ${seasonId} AND club_id = ${clubId} AND team_id = ${teamId}
      GROUP BY trainer_id
    )
    SELECT pair.trainer_id AS "personId", ${progressRatio} AS progress, ${progressPercent} AS percent,
           max(a.last_update) AS "lastUpdate"
    FROM pair LEFT JOIN activity a ON a.trainer_id = pair.trainer_id
    WHERE pair.team_id = ${teamId}
    GROUP BY pair.trainer_id`);
  const players = await selectRows(db, TeamMemberProgress, sql`
    WITH ${seasonPairs(clubId, seasonId)}
    SELECT pair.player_id AS "personId", ${progressRatio} AS progress, ${progressPercent} AS percent,
           NULL::timestamptz AS "lastUpdate"
    FROM pair
    WHERE pair.team_id = ${teamId}
    GROUP BY pair.player_id`);
  return { trainers, players };
}
