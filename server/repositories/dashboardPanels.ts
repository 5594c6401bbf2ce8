import { sql, type Kysely, type RawBuilder } from 'kysely';
import { Type, type Static } from 'typebox';
import { Nullable, selectRows } from './rawRows.js';
import type { DB } from '../db/schema.js';
import { completedReportAverages, seasonPairs } from './progress.js';
import { photoUrl } from './photos.js';
import { clubScope, scopeCounts } from './clubScope.js';

/**
 * The overview dashboard's panels for one season, optionally narrowed to some teams. Every number
 * comes from the (player, trainer) pairs of progress.ts; percentages are whole numbers 0–100.
 * `teamIds` empty means every team of the club; an id of another club matches nothing.
 */
export interface DashboardScope {
  clubId: string;
  seasonId: string;
  teamIds: string[];
}

/**
 * CTEs `season_n`, `pair` (progress.ts), `scope_team` and `scope_member` (clubScope.ts: the one
 * definition of the club's teams, trainers and players) and `scoped_pair` (pairs of the chosen teams).
 */
function scoped({ clubId, seasonId, teamIds }: DashboardScope): RawBuilder<unknown> {
  return sql`
    ${seasonPairs(clubId, seasonId)},
    ${clubScope(clubId, teamIds)},
    scoped_pair AS (SELECT pair.* FROM pair JOIN scope_team st ON st.id = pair.team_id)`;
}

/** Σ done ÷ (n × pairs) as a whole percent (halves round up, as numeric does), 0 without pairs or with n = 0. */
const percent = (done: RawBuilder<unknown>, pairs: RawBuilder<unknown>) => sql<number>`
  CASE WHEN ${pairs} = 0 OR (SELECT n FROM season_n) = 0 THEN 0
       ELSE round((least(1, ${done}::float8 / ((SELECT n FROM season_n) * ${pairs})) * 100)::numeric)::int END`;

export const MainDashboard = Type.Object({
  team: Type.Number(),
  trainer: Type.Number(),
  player: Type.Number(),
  overallPlayerScore: Type.Number(),
  completedTeam: Type.Number(),
  completedPlayer: Type.Number(),
  openTeam: Type.Number(),
  playerProgress: Type.Number(),
  teamProgress: Type.Number(),
  completedReport: Type.Number(),
  totalReport: Type.Number(),
});
export type MainDashboard = Static<typeof MainDashboard>;

export async function mainDashboard(db: Kysely<DB>, scope: DashboardScope): Promise<MainDashboard> {
  const rows = await selectRows(db, MainDashboard, sql`
    WITH ${scoped(scope)},
    ${completedReportAverages(scope.clubId, scope.seasonId)},
    player_done AS (
      SELECT sm.person_id AS player_id,
             ${percent(sql`coalesce(sum(sp.done), 0)`, sql`count(sp.trainer_id)`)} AS progress
      FROM scope_member sm LEFT JOIN scoped_pair sp ON sp.player_id = sm.person_id
      WHERE sm.role = 'Player' GROUP BY sm.person_id
    ),
    team_done AS (
      SELECT st.id, ${percent(sql`coalesce(sum(sp.done), 0)`, sql`count(sp.trainer_id)`)} AS progress
      FROM scope_team st LEFT JOIN scoped_pair sp ON sp.team_id = st.id GROUP BY st.id
    ),
    player_average AS (
      SELECT ra.player_id, avg(ra.average) AS average FROM report_average ra
      JOIN scope_member sm ON sm.person_id = ra.player_id AND sm.role = 'Player'
      GROUP BY ra.player_id
    )
    SELECT
      ${scopeCounts},
      coalesce((SELECT avg(average) FROM player_average), 0)::float8 AS "overallPlayerScore",
      (SELECT count(*) FROM team_done WHERE progress = 100)::int AS "completedTeam",
      (SELECT count(*) FROM player_done WHERE progress = 100)::int AS "completedPlayer",
      (SELECT count(*) FROM team_done WHERE progress < 100)::int AS "openTeam",
      coalesce((SELECT round(avg(progress)::numeric)::int FROM player_done), 0) AS "playerProgress",
      coalesce((SELECT round(avg(progress)::numeric)::int FROM team_done), 0) AS "teamProgress",
      coalesce((SELECT sum(done) FROM scoped_pair), 0)::int AS "completedReport",
      ((SELECT count(*) FROM scoped_pair) * coalesce((SELECT n FROM season_n), 0))::int AS "totalReport"
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
    ${completedReportAverages(scope.clubId, scope.seasonId)},
    player_done AS (
      SELECT player_id, coalesce(sum(done), 0)::int AS done, count(trainer_id)::int AS trainers
      FROM scoped_pair GROUP BY player_id
    ),
    player_average AS (SELECT player_id, avg(average)::float8 AS average FROM report_average GROUP BY player_id)
    SELECT p.id AS "playerId", p.first_name || ' ' || p.last_name AS "playerName", p.photo_id AS "photoId",
           ${percent(sql`pd.done`, sql`pd.trainers`)} AS progress,
           coalesce(pa.average, 0)::float8 AS "averageScore",
           pd.done::int AS "completedReport",
           (pd.trainers * coalesce((SELECT n FROM season_n), 0))::int AS "totalReport"
    FROM player_done pd
    JOIN people p ON p.id = pd.player_id
    LEFT JOIN player_average pa ON pa.player_id = pd.player_id
    ORDER BY coalesce(pa.average, 0) DESC, progress DESC, p.last_name, p.first_name, p.id
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
      SELECT m.person_id AS trainer_id, string_agg(st.name, ', ' ORDER BY st.name) AS team_names
      FROM team_memberships m JOIN scope_team st ON st.id = m.team_id
      WHERE m.role = 'Trainer' AND m.ended_at IS NULL GROUP BY m.person_id
    ),
    trainer_report AS (
      SELECT r.trainer_id,
             count(DISTINCT r.player_id) FILTER (WHERE r.status = 'Completed')::int AS reported,
             count(*) FILTER (WHERE r.status = 'Open')::int AS open
      FROM reports r
      WHERE r.club_id = ${scope.clubId} AND r.season_id = ${scope.seasonId}
        AND (${scope.teamIds.length === 0}::boolean OR r.team_id IN (SELECT id FROM scope_team))
      GROUP BY r.trainer_id
    )
    SELECT t.id AS "userId", t.first_name || ' ' || t.last_name AS "trainerName", coalesce(tt.team_names, '') AS "teamName",
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
    WITH ${scoped(scope)},
    open_report AS (
      SELECT sp.team_id, count(*)::int AS open FROM reports r
      JOIN scoped_pair sp ON sp.player_id = r.player_id AND sp.trainer_id = r.trainer_id
      WHERE r.season_id = ${scope.seasonId} AND r.status = 'Open' GROUP BY sp.team_id
    )
    SELECT st.id AS "teamId", st.name AS "teamName",
           ${percent(sql`coalesce(sum(sp.done), 0)`, sql`count(sp.trainer_id)`)} AS progress,
           count(DISTINCT sp.player_id) FILTER (WHERE sp.completed > 0)::int AS "reportedPlayers",
           coalesce(max(o.open), 0)::int AS "openReport"
    FROM scope_team st
    LEFT JOIN scoped_pair sp ON sp.team_id = st.id
    LEFT JOIN open_report o ON o.team_id = st.id
    GROUP BY st.id, st.name
    ORDER BY progress DESC, st.name, st.id`);
  return rows;
}
