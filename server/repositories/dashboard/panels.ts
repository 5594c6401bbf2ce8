import { sql, type Kysely, type RawBuilder } from 'kysely';
import { Type, type Static } from 'typebox';
import { Nullable, selectRows } from '../rawRows.js';
import type { DB } from '../../db/schema.js';
import { progressPercent, seasonN } from '../reports/progress.js';
import { photoUrl } from '../photos.js';
import { naturalNameOrder } from '../naturalOrderSql.js';
import { clubScope, scopeCounts } from '../clubs/clubScope.js';
import { MainDashboard } from '../../../contract/dashboard.js';

/**
 * The overview dashboard's panels for one season, optionally narrowed to some teams. Every number
 * comes from the stored (player, trainer) pairs of reports/progress.ts (pair_progress, and its sums per player
 * and per team); percentages are whole numbers 0–100. `teamIds` empty means every team of the club; an
 * id of another club matches nothing.
 */
export interface DashboardScope {
  clubId: string;
  seasonId: string;
  teamIds: string[];
}

/**
 * CTEs `season_n` (n), `scope_team` and `scope_member` (clubScope.ts: the one definition of the club's
 * teams, trainers and players), `scoped_team` (the scope's teams with their stored sums) and
 * `scoped_pair` (the stored current pairs of the chosen teams).
 */
function scoped({ clubId, seasonId, teamIds }: DashboardScope): RawBuilder<unknown> {
  return sql`
    season_n AS (SELECT ${seasonN(clubId, seasonId)} AS n),
    ${clubScope(clubId, teamIds)},
    scoped_team AS (
      SELECT st.id, st.name, tp.pairs, tp.done, coalesce(tp.percent, 0) AS percent, tp.reported_players, tp.open FROM scope_team st
      LEFT JOIN team_progress tp ON tp.team_id = st.id AND tp.season_id = ${seasonId}
    ),
    scoped_pair AS (
      SELECT pp.* FROM pair_progress pp JOIN scope_team st ON st.id = pp.team_id
      WHERE pp.season_id = ${seasonId} AND pp.club_id = ${clubId}
    )`;
}

/** Σ done ÷ (n × pairs) as a whole percent (progressPercent), 0 without pairs or with n = 0. */
const percent = (done: RawBuilder<unknown>, pairs: RawBuilder<unknown>) =>
  progressPercent(done, pairs, sql`(SELECT n FROM season_n)`);

export async function mainDashboard(db: Kysely<DB>, scope: DashboardScope): Promise<MainDashboard> {
  return scope.teamIds.length === 0 ? clubDashboard(db, scope) : dashboardOverPlayerRows(db, scope);
}

/**
 * Every team: one row of season_progress and one of club_counts (migration 0009), whatever the club's
 * size; the same numbers as dashboardOverPlayerRows with no team chosen (clubScope's counts, the
 * counted players' sums, the live teams with their stored sums; teams without pairs count at 0 %).
 */
async function clubDashboard(db: Kysely<DB>, { clubId, seasonId }: DashboardScope): Promise<MainDashboard> {
  const rows = await selectRows(db, MainDashboard, sql`
    SELECT coalesce(cc.teams, 0) AS team, coalesce(cc.trainers, 0) AS trainer, coalesce(cc.players, 0) AS player,
           CASE WHEN coalesce(sp.scored_players, 0) = 0 THEN 0::float8
                ELSE sp.average_sum::float8 / sp.scored_players END AS "overallPlayerScore",
           coalesce(sp.completed_teams, 0) AS "completedTeam",
           coalesce(sp.completed_players, 0) AS "completedPlayer",
           (coalesce(cc.teams, 0) - coalesce(sp.completed_teams, 0))::int AS "openTeam",
           CASE WHEN coalesce(cc.players, 0) = 0 THEN 0
                ELSE round(coalesce(sp.player_percent_sum, 0)::numeric / cc.players)::int END AS "playerProgress",
           CASE WHEN coalesce(cc.teams, 0) = 0 THEN 0
                ELSE round(coalesce(sp.team_percent_sum, 0)::numeric / cc.teams)::int END AS "teamProgress",
           coalesce(sp.done_sum, 0)::int AS "completedReport",
           (coalesce(sp.pairs_sum, 0) * coalesce(s.n, 0))::int AS "totalReport"
    FROM (SELECT ${seasonN(clubId, seasonId)} AS n) s
    LEFT JOIN club_counts cc ON cc.club_id = ${clubId}
    LEFT JOIN season_progress sp ON sp.season_id = ${seasonId} AND sp.club_id = ${clubId}`);
  return rows[0]!;
}

/**
 * Chosen teams: the stored rows of their players and of the teams, read through clubScope. With no
 * team chosen it sums every player row of the club: what clubDashboard's roll-up must equal (the
 * consistency test, test/server/reports/storedProgress.test.ts, compares them).
 */
export async function dashboardOverPlayerRows(db: Kysely<DB>, scope: DashboardScope): Promise<MainDashboard> {
  const rows = await selectRows(db, MainDashboard, sql`
    WITH ${scoped(scope)},
    -- Over the scope's players with a stored row (the others have progress 0 and no average): the
    -- mean progress is then Σ percent ÷ the number of the scope's players.
    player_sum AS (
      SELECT count(*) FILTER (WHERE pp.percent = 100) AS completed, coalesce(sum(pp.percent), 0) AS percent_sum,
             avg(pp.average) AS average,
             (SELECT count(*) FROM scope_member WHERE role = 'Player') AS players
      FROM player_progress pp
      WHERE pp.season_id = ${scope.seasonId} AND pp.club_id = ${scope.clubId}
        AND pp.player_id IN (SELECT person_id FROM scope_member WHERE role = 'Player')
    ),
    team_sum AS (
      SELECT count(*) FILTER (WHERE progress = 100) AS completed, count(*) FILTER (WHERE progress < 100) AS open,
             round(avg(progress)::numeric)::int AS progress, sum(done) AS done, sum(pairs) AS pairs
      FROM (SELECT percent AS progress, done, pairs FROM scoped_team) team_done
    )
    SELECT
      ${scopeCounts},
      coalesce(ps.average, 0)::float8 AS "overallPlayerScore",
      ts.completed::int AS "completedTeam",
      ps.completed::int AS "completedPlayer",
      ts.open::int AS "openTeam",
      CASE WHEN ps.players = 0 THEN 0 ELSE round(ps.percent_sum::numeric / ps.players)::int END AS "playerProgress",
      coalesce(ts.progress, 0) AS "teamProgress",
      coalesce(ts.done, 0)::int AS "completedReport",
      (coalesce(ts.pairs, 0) * coalesce((SELECT n FROM season_n), 0))::int AS "totalReport"
    FROM player_sum ps CROSS JOIN team_sum ts
  `);
  return rows[0]!;
}

export interface TopPlayer {
  playerId: string;
  playerName: string;
  profilePicture: string | null;
  progress: number;
  averageScore: number;
  isCompleted: boolean;
  completedReport: number;
  totalReport: number;
}

/** A row of playerDevelopment's query: a TopPlayer with the photo id instead of its URL. */
const TopPlayerRow = Type.Object({
  playerId: Type.String(),
  playerName: Type.String(),
  photoId: Nullable(Type.String()),
  progress: Type.Number(),
  averageScore: Type.Number(),
  completedReport: Type.Number(),
  totalReport: Type.Number(),
});

/** The players of the scope with the best average score (then the most progress), at most `limit`. */
export async function playerDevelopment(db: Kysely<DB>, scope: DashboardScope, limit = 10): Promise<TopPlayer[]> {
  const rows = await selectRows(db, TopPlayerRow, sql`
    WITH ${scoped(scope)},
    -- The players with a current pair in the scope: their stored sums are over their one team. Not
    -- materialized, so that both reads below walk the index player_progress_top (season, average
    -- and progress, best first) and stop early, rather than reading every player of the season.
    player_done AS NOT MATERIALIZED (
      SELECT pp.player_id, pp.done, pp.trainers, pp.percent, pp.average FROM player_progress pp
      JOIN scope_team st ON st.id = pp.team_id
      WHERE pp.season_id = ${scope.seasonId} AND pp.club_id = ${scope.clubId} AND pp.trainers > 0
    ),
    -- The limit-th best (average, progress): the answer is among the players at least that good (ties
    -- included), so only they are read, and from people only they, for the names that order ties.
    cutoff AS (
      SELECT coalesce(average, 0) AS average, percent FROM player_done
      ORDER BY coalesce(average, 0) DESC, percent DESC OFFSET ${limit - 1} LIMIT 1
    )
    SELECT p.id AS "playerId", person_name(p.first_name, p.infix, p.last_name) AS "playerName", p.photo_id AS "photoId",
           pd.percent AS progress,
           coalesce(pd.average, 0)::float8 AS "averageScore",
           pd.done::int AS "completedReport",
           (pd.trainers * coalesce((SELECT n FROM season_n), 0))::int AS "totalReport"
    FROM player_done pd
    -- One person per row by primary key (LIMIT 1 keeps it a lookup: joined, the planner hashed every
    -- person of the club, guessing thousands of rows past the cutoff).
    CROSS JOIN LATERAL (
      SELECT id, first_name, infix, last_name, photo_id FROM people WHERE id = pd.player_id AND club_id = ${scope.clubId} LIMIT 1
    ) p
    -- The first condition bounds the index walk (every row of the answer has at least the cutoff's
    -- average; without a cutoff, fewer than limit players, every row); the second is the exact one.
    WHERE coalesce(pd.average, 0) >= coalesce((SELECT average FROM cutoff), '-Infinity'::float8)
      AND (NOT EXISTS (SELECT 1 FROM cutoff) OR (coalesce(pd.average, 0), pd.percent) >= (SELECT average, percent FROM cutoff))
    ORDER BY coalesce(pd.average, 0) DESC, progress DESC, p.last_name, p.first_name, p.id
    LIMIT ${limit}`);
  return rows.map(({ photoId, ...row }) => ({
    ...row,
    profilePicture: photoUrl(photoId),
    isCompleted: row.progress === 100,
  }));
}

export interface TrainerActivity {
  userId: string;
  trainerName: string;
  teamName: string;
  profilePicture: string | null;
  progress: number;
  reportedPlayers: number;
  openReport: number;
}

/** A row of trainerActivity's query: a TrainerActivity with the photo id instead of its URL. */
const TrainerActivityRow = Type.Object({
  userId: Type.String(),
  trainerName: Type.String(),
  teamName: Type.String(),
  photoId: Nullable(Type.String()),
  progress: Type.Number(),
  reportedPlayers: Type.Number(),
  openReport: Type.Number(),
});

/**
 * Every trainer of the scope (scope_member: with every team, those in no team too, at 0 %): progress
 * over their pairs in the chosen teams; reported players and open reports counted from the trainer's
 * reports of the season (written in the chosen teams when some are chosen), the same rows the trainer's
 * page lists for that season.
 */
export async function trainerActivity(db: Kysely<DB>, scope: DashboardScope): Promise<TrainerActivity[]> {
  const rows = await selectRows(db, TrainerActivityRow, sql`
    WITH ${scoped(scope)},
    trainer_team AS (
      SELECT m.person_id AS trainer_id, string_agg(st.name, ', ' ORDER BY ${naturalNameOrder(sql.ref('st.name'))}) AS team_names
      FROM team_memberships m JOIN scope_team st ON st.id = m.team_id
      WHERE m.role = 'Trainer' AND m.ended_at IS NULL GROUP BY m.person_id
    ),
    trainer_report AS (${scope.teamIds.length === 0
      // Every team: the stored rows of the trainer's reports in the season (pairs now or not).
      ? sql`
      SELECT trainer_id, count(*) FILTER (WHERE completed > 0)::int AS reported, sum(open)::int AS open
      FROM pair_progress WHERE season_id = ${scope.seasonId} AND club_id = ${scope.clubId}
      GROUP BY trainer_id`
      // Chosen teams: the reports written in them.
      : sql`
      SELECT r.trainer_id,
             count(DISTINCT r.player_id) FILTER (WHERE r.status = 'Completed')::int AS reported,
             count(*) FILTER (WHERE r.status = 'Open')::int AS open
      FROM reports r
      WHERE r.club_id = ${scope.clubId} AND r.season_id = ${scope.seasonId} AND r.team_id IN (SELECT id FROM scope_team)
      GROUP BY r.trainer_id`}
    )
    SELECT t.id AS "userId", person_name(t.first_name, t.infix, t.last_name) AS "trainerName", coalesce(tt.team_names, '') AS "teamName",
           t.photo_id AS "photoId",
           ${percent(sql`coalesce(sum(sp.done), 0)`, sql`count(sp.player_id)`)} AS progress,
           coalesce(max(tr.reported), 0)::int AS "reportedPlayers",
           coalesce(max(tr.open), 0)::int AS "openReport"
    FROM scope_member sm
    JOIN people t ON t.id = sm.person_id
    LEFT JOIN trainer_team tt ON tt.trainer_id = t.id
    LEFT JOIN scoped_pair sp ON sp.trainer_id = t.id
    LEFT JOIN trainer_report tr ON tr.trainer_id = t.id
    WHERE sm.role = 'Trainer'
    GROUP BY t.id, tt.team_names
    ORDER BY progress DESC, t.last_name, t.first_name, t.id`);
  return rows.map(({ photoId, ...row }) => ({ ...row, profilePicture: photoUrl(photoId) }));
}

export const TeamActivity = Type.Object({
  teamId: Type.String(),
  teamName: Type.String(),
  progress: Type.Number(),
  reportedPlayers: Type.Number(),
  openReport: Type.Number(),
});
export type TeamActivity = Static<typeof TeamActivity>;

/** Every team of the scope: progress, players with a completed report from a team trainer, open reports. */
export async function teamActivity(db: Kysely<DB>, scope: DashboardScope): Promise<TeamActivity[]> {
  const rows = await selectRows(db, TeamActivity, sql`
    WITH ${scoped(scope)}
    SELECT st.id AS "teamId", st.name AS "teamName",
           st.percent AS progress,
           coalesce(st.reported_players, 0)::int AS "reportedPlayers",
           coalesce(st.open, 0)::int AS "openReport"
    FROM scoped_team st
    ORDER BY progress DESC, st.name, st.id`);
  return rows;
}
