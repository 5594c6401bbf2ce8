import { sql, type Kysely, type RawBuilder } from 'kysely';
import { Type, type Static } from 'typebox';
import { Nullable, selectRows, SqlDate } from '../rawRows.js';
import type { DB } from '../../db/schema.js';
import { countedPeopleOf } from '../clubs/clubScope.js';

/**
 * Progress and scores of a season, computed in SQL exactly as the domain guide defines them.
 *
 * The unit of progress is the (player, trainer) pair: a player in a team (current membership; invited
 * or active, not removed: signing in does not decide it, issue 37) and each active trainer of that
 * team. With n = the season's reportFrequency:
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
 * The figures are stored (migration 0007, docs/decisions.md "Stored progress"): the database keeps
 * `pair_progress` (per season, trainer and player: completed, done = min(completed, n) for a current
 * pair, open reports, latest activity), `player_progress` and `team_progress` (their sums per player
 * and per team, and the player's scores) up to date in the transaction of every change that moves
 * them. The functions here only read them: a cost in the rows answered, not in the club's reports.
 */

/** Σ done ÷ (n × pairs), between 0 and 1; 0 when n = 0 or there are no pairs (null parts count as 0). */
export function progressRatio(done: RawBuilder<unknown>, pairs: RawBuilder<unknown>, n: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`
    CASE WHEN coalesce(${pairs}, 0) = 0 OR coalesce(${n}, 0) = 0 THEN 0::float8
         ELSE least(1, coalesce(${done}, 0)::float8 / (${n} * ${pairs})) END`;
}

/**
 * progressRatio as the API's whole percent 0–100: the database's progress_percent() (migration 0007),
 * which also fills the stored percents. Halves round up, through numeric (float8 → numeric keeps 15
 * digits, so 28.499999999999996 from 57/200 rounds as the 28.5 it is). The dashboard's panels round
 * the same way, so a team shows the same number on the overview and on /teams.
 */
export function progressPercent(done: RawBuilder<unknown>, pairs: RawBuilder<unknown>, n: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`progress_percent((${done})::int, (${pairs})::int, (${n})::int)`;
}

/** Ids for `IN (…)`; an empty list matches nothing. */
const idList = (ids: readonly string[]) => (ids.length > 0 ? sql.join(ids.map((id) => sql`${id}::uuid`)) : sql`NULL`);

/** The season's n as a scalar subquery; null (so every figure 0) for an unknown or foreign season. */
export const seasonN = (clubId: string, seasonId: string) =>
  sql<number>`(SELECT report_frequency FROM seasons WHERE id = ${seasonId} AND club_id = ${clubId})`;

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

/**
 * Progress of the club's players (invited or active, not removed) in the season (players without a
 * team or trainer: 0): every one, or those in `playerIds`. An unknown or foreign season gives no rows.
 */
export async function playerProgress(
  db: Kysely<DB>,
  clubId: string,
  seasonId: string,
  playerIds?: readonly string[],
): Promise<PlayerProgress[]> {
  const n = sql`s.report_frequency`;
  const rows = await selectRows(db, PlayerProgress, sql`
    SELECT p.id AS "playerId",
           ${progressRatio(sql`pp.done`, sql`pp.trainers`, n)} AS progress,
           coalesce(pp.trainers, 0)::int AS trainers,
           coalesce(pp.completed, 0)::int AS "completedReports",
           (${n} * coalesce(pp.trainers, 0))::int AS "totalReports"
    FROM people p
    JOIN seasons s ON s.id = ${seasonId} AND s.club_id = ${clubId}
    LEFT JOIN player_progress pp ON pp.season_id = s.id AND pp.player_id = p.id
    WHERE ${countedPeopleOf(clubId, 'Player')}
      ${playerIds ? sql`AND p.id IN (${idList(playerIds)})` : sql``}`);
  return rows;
}

export const PlayerSeasonFigures = Type.Object({
  /** 0..1 (as playerProgress). */
  progress: Type.Number(),
  /** Mean of the averages of the player's completed reports (playerScores); null without any. */
  averageScore: Nullable(Type.Number()),
  /** The player's reports in the season, by every trainer. */
  completedReports: Type.Number(),
  openReports: Type.Number(),
});
export type PlayerSeasonFigures = Static<typeof PlayerSeasonFigures>;
// Read with the player's profile in one statement: people/profiles.ts, playerWithSeasons.

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
  // Rows of pair_progress without a team are the trainer's reports on players they do not train now:
  // they count for open reports and activity, not for progress.
  // The season's pairs are summed per trainer in one read of the season's rows, then joined to the
  // trainers: probing pair_progress once per trainer read a page per pair, and the planner chose that
  // only when other clubs' rows had moved its estimates (issue 26).
  const rows = await selectRows(db, TrainerProgress, sql`
    WITH per_trainer AS (
      SELECT pp.trainer_id, sum(pp.done) AS done, count(pp.team_id) AS pairs,
             count(pp.team_id) FILTER (WHERE pp.completed > 0) AS reported, sum(pp.open) AS open,
             max(pp.last_activity) AS last_activity
      FROM pair_progress pp
      WHERE pp.season_id = ${seasonId} AND pp.club_id = ${clubId}
      GROUP BY pp.trainer_id
    )
    SELECT t.id AS "trainerId",
           ${progressRatio(sql`pt.done`, sql`pt.pairs`, sql`s.report_frequency`)} AS progress,
           coalesce(pt.pairs, 0)::int AS players,
           coalesce(pt.reported, 0)::int AS "reportedPlayers",
           coalesce(pt.open, 0)::int AS "openReports",
           pt.last_activity AS "lastUpdate"
    FROM people t
    JOIN seasons s ON s.id = ${seasonId} AND s.club_id = ${clubId}
    LEFT JOIN per_trainer pt ON pt.trainer_id = t.id
    WHERE t.club_id = ${clubId} AND t.role = 'Trainer' AND t.status = 'active' AND t.removed_at IS NULL`);
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
  const n = sql`s.report_frequency`;
  const rows = await selectRows(db, TeamProgress, sql`
    SELECT t.id AS "teamId",
           ${progressRatio(sql`tp.done`, sql`tp.pairs`, n)} AS progress,
           coalesce(tp.percent, 0) AS percent,
           coalesce(tp.players, 0)::int AS players,
           coalesce(tp.trainers, 0)::int AS trainers
    FROM teams t
    JOIN seasons s ON s.id = ${seasonId} AND s.club_id = ${clubId}
    LEFT JOIN team_progress tp ON tp.season_id = s.id AND tp.team_id = t.id
    WHERE t.club_id = ${clubId} AND t.removed_at IS NULL`);
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

/** The scores of the club's players with a scored completed report in the season: every one, or those in `playerIds`. */
export async function playerScores(
  db: Kysely<DB>,
  clubId: string,
  seasonId: string,
  playerIds?: readonly string[],
): Promise<PlayerScore[]> {
  const rows = await selectRows(db, PlayerScore, sql`
    SELECT player_id AS "playerId", average AS "averageScore", overall_diff AS "overallDiff", scored AS "completedReports"
    FROM player_progress
    WHERE season_id = ${seasonId} AND club_id = ${clubId} AND scored > 0
      ${playerIds ? sql`AND player_id IN (${idList(playerIds)})` : sql``}`);
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
  const n = sql`s.report_frequency`;
  const trainers = await selectRows(db, TeamMemberProgress, sql`
    WITH activity AS (
      SELECT trainer_id, max(modified_at) AS last_update
      FROM reports WHERE team_id = ${teamId} AND season_id = ${seasonId} AND club_id = ${clubId}
      GROUP BY trainer_id
    )
    SELECT pp.trainer_id AS "personId",
           ${progressRatio(sql`sum(pp.done)`, sql`count(*)`, n)} AS progress,
           ${progressPercent(sql`sum(pp.done)`, sql`count(*)`, n)} AS percent,
           max(a.last_update) AS "lastUpdate"
    FROM pair_progress pp
    JOIN seasons s ON s.id = pp.season_id AND s.club_id = ${clubId}
    LEFT JOIN activity a ON a.trainer_id = pp.trainer_id
    WHERE pp.team_id = ${teamId} AND pp.season_id = ${seasonId}
    GROUP BY pp.trainer_id, s.report_frequency`);
  const players = await selectRows(db, TeamMemberProgress, sql`
    SELECT pp.player_id AS "personId",
           ${progressRatio(sql`sum(pp.done)`, sql`count(*)`, n)} AS progress,
           ${progressPercent(sql`sum(pp.done)`, sql`count(*)`, n)} AS percent,
           NULL::timestamptz AS "lastUpdate"
    FROM pair_progress pp
    JOIN seasons s ON s.id = pp.season_id AND s.club_id = ${clubId}
    WHERE pp.team_id = ${teamId} AND pp.season_id = ${seasonId}
    GROUP BY pp.player_id, s.report_frequency`);
  return { trainers, players };
}
