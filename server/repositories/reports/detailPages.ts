import { sql, type Kysely } from 'kysely';
import { Type, type Static } from 'typebox';
import { Nullable, selectRows, SqlDate } from '../rawRows.js';
import type { DB } from '../../db/schema.js';
import type {
  PlayerReportByTrainer,
  PlayerSeasonReports,
  SkillScore,
  TrainerPersonalDetail,
  TrainerReportDetail,
} from '../../../contract/reports.js';
import { photoUrl } from '../photos.js';
import { folded } from '../search.js';
import { findClubSeason, seasonInView } from '../seasons/seasons.js';
import { releasedToFamily } from './releases.js';

/**
 * Reports as the trainer and player detail pages show them. Each answer takes a fixed number of
 * queries (the reports, then all their skill scores at once), whatever the number of reports.
 */

const mean = (values: number[]) => (values.length ? values.reduce((sum, v) => sum + v, 0) / values.length : null);

/** The skill scores of the given reports, in the club's skill order, by report id. */
async function scoresOf(db: Kysely<DB>, reportIds: string[]): Promise<Map<string, SkillScore[]>> {
  const byReport = new Map<string, SkillScore[]>();
  if (reportIds.length === 0) return byReport;
  const rows = await db
    .selectFrom('report_scores as rs')
    .innerJoin('skills as s', 's.id', 'rs.skill_id')
    .select(['rs.report_id', 's.name', sql<number>`rs.score::float8`.as('score'), 'rs.comment'])
    .where('rs.report_id', 'in', reportIds)
    .orderBy('s.sort_order')
    .orderBy('s.name')
    .execute();
  for (const row of rows) {
    const list = byReport.get(row.report_id) ?? [];
    list.push({ skillName: row.name, score: row.score, comment: row.comment });
    byReport.set(row.report_id, list);
  }
  return byReport;
}

/** The columns of a report every report query reads, with the name of the team it was written in. */
const REPORT_COLUMNS = {
  id: Type.String(),
  player_id: Type.String(),
  trainer_id: Type.String(),
  status: Type.Union([Type.Literal('Open'), Type.Literal('Completed')]),
  created_at: SqlDate,
  modified_at: SqlDate,
  completed_at: Nullable(SqlDate),
  feedback: Nullable(Type.String()),
  average: Nullable(Type.Number()),
  team_name: Nullable(Type.String()),
};

const ReportRow = Type.Object({
  ...REPORT_COLUMNS,
  scored: Type.Number(),
});
type ReportRow = Static<typeof ReportRow>;

export type ReportFilter = 'completed' | 'open';

/** The season a trainer's page is about; a null season means every season. */
export interface TrainerReportScope {
  seasonId: string | null;
  seasonName: string | null;
}

/**
 * The scope of a trainer's page: every season when asked, else the season asked for, else the club's
 * current one, else (no current season) every season. Undefined when the season is not the club's.
 */
export async function trainerReportScope(
  db: Kysely<DB>,
  clubId: string,
  asked: { clubSeasonId?: string; allSeasons?: boolean } = {},
): Promise<TrainerReportScope | undefined> {
  const every = { seasonId: null, seasonName: null };
  if (asked.allSeasons) return every;
  const season = await seasonInView(db, clubId, asked.clubSeasonId);
  if (!season.found) return undefined;
  if (!season.seasonId) return every;
  const named = await findClubSeason(db, clubId, season.seasonId);
  return { seasonId: season.seasonId, seasonName: named!.name };
}

/**
 * The one condition on `reports r` behind every number and list of a trainer's page: the trainer's
 * reports in the club, in the scope's season. Counts and rows both select with it, so they agree.
 */
const trainerReportsIn = (clubId: string, trainerId: string, scope: TrainerReportScope) => sql`
  r.club_id = ${clubId} AND r.trainer_id = ${trainerId}
  ${scope.seasonId === null ? sql`` : sql`AND r.season_id = ${scope.seasonId}`}`;

/** The trainer's open and completed reports in the scope (GetTrainerByUserId, GetTrainerPersonalDetail). */
export async function trainerReportCounts(db: Kysely<DB>, clubId: string, trainerId: string, scope: TrainerReportScope) {
  const rows = await selectRows(db, Type.Object({ open: Type.Number(), completed: Type.Number() }), sql`
    SELECT count(*) FILTER (WHERE r.status = 'Open')::int AS open,
           count(*) FILTER (WHERE r.status = 'Completed')::int AS completed
    FROM reports r WHERE ${trainerReportsIn(clubId, trainerId, scope)}`);
  return rows[0]!;
}

/**
 * The trainer's reports in the scope: completed ones grouped per player, or each open one, with the
 * scope's counts. Every row carries its season, so a list of every season can label them.
 */
export async function trainerReports(
  db: Kysely<DB>,
  clubId: string,
  trainerId: string,
  filter: ReportFilter,
  searchName: string,
  scope: TrainerReportScope,
): Promise<TrainerPersonalDetail | undefined> {
  const trainer = await db
    .selectFrom('people')
    .select('id')
    .where('id', '=', trainerId)
    .where('club_id', '=', clubId)
    .where('role', '=', 'Trainer')
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  if (!trainer) return undefined;

  const search = searchName.trim();
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await selectRows(db, Type.Intersect([
    ReportRow,
    Type.Object({
      player_name: Type.String(), photo_id: Nullable(Type.String()), is_active: Type.Boolean(),
      skill_count: Type.Number(), season_id: Type.String(), season_name: Type.String(),
    }),
  ]), sql`
    SELECT r.id, r.player_id, r.trainer_id, r.status, r.created_at, r.modified_at, r.completed_at, r.feedback,
           avg(rs.score)::float8 AS average, count(sk.id)::int AS scored, t.name AS team_name,
           r.season_id, se.name AS season_name,
           person_name(p.first_name, p.infix, p.last_name) AS player_name, p.photo_id,
           (p.removed_at IS NULL AND EXISTS (
              SELECT 1 FROM team_memberships m
              WHERE m.person_id = r.player_id AND m.team_id = r.team_id AND m.ended_at IS NULL)) AS is_active,
           -- An open report's progress is over the skills it asks: the active ones (a deactivated
           -- skill is no longer asked, and a score it kept does not count twice).
           (SELECT count(*) FROM skills WHERE club_id = ${clubId} AND is_active)::int AS skill_count
    FROM reports r
    JOIN people p ON p.id = r.player_id
    JOIN seasons se ON se.id = r.season_id
    LEFT JOIN teams t ON t.id = r.team_id
    LEFT JOIN report_scores rs ON rs.report_id = r.id
    LEFT JOIN skills sk ON sk.id = rs.skill_id AND sk.is_active
    WHERE ${trainerReportsIn(clubId, trainerId, scope)}
      AND r.status = ${filter === 'completed' ? 'Completed' : 'Open'}
      -- The stored search name: the shown name ("adam de wit"), and "first last" (migration 0025).
      AND (${search === ''} OR p.search_name LIKE ${folded(pattern)}
           OR ${folded(sql`p.last_name || ' ' || p.first_name`)} LIKE ${folded(pattern)})
    GROUP BY r.id, p.id, t.id, se.id
    ORDER BY p.last_name, p.first_name, p.id, coalesce(r.completed_at, r.modified_at) DESC, r.id`);
  const scores = await scoresOf(db, rows.map((row) => row.id));
  const counts = await trainerReportCounts(db, clubId, trainerId, scope);
  const playerName = (row: { player_name: string }) => row.player_name;
  const answer = (reports: TrainerReportDetail[]): TrainerPersonalDetail => ({
    count: reports.length,
    reports,
    clubSeasonId: scope.seasonId,
    seasonName: scope.seasonName,
    openReports: counts.open,
    completedReports: counts.completed,
    players: new Set(rows.map((row) => row.player_id)).size,
    reportCount: rows.length,
  });

  if (filter === 'open') {
    const reports: TrainerReportDetail[] = rows.map((row) => ({
      reportId: row.id,
      isCompleted: false,
      playerName: playerName(row),
      userId: row.player_id,
      userPicture: photoUrl(row.photo_id),
      teamName: row.team_name,
      seasonId: row.season_id,
      seasonName: row.season_name,
      isActive: row.is_active,
      totalScore: row.average,
      totalProgress: row.skill_count ? Math.min(100, Math.round((100 * row.scored) / row.skill_count)) : 0,
      createdDate: row.created_at.toISOString(),
      modifiedDate: row.modified_at.toISOString(),
      feedback: row.feedback,
      skillReports: scores.get(row.id) ?? [],
      self: [],
    }));
    return answer(reports);
  }

  // Completed: rows arrive grouped per player, newest report first within a player.
  const groups = new Map<string, typeof rows>();
  for (const row of rows) groups.set(row.player_id, [...(groups.get(row.player_id) ?? []), row]);
  const reports: TrainerReportDetail[] = [...groups.values()].map((group) => {
    const latest = group[0]!;
    return {
      reportId: latest.id,
      isCompleted: true,
      playerName: playerName(latest),
      userId: latest.player_id,
      userPicture: photoUrl(latest.photo_id),
      teamName: latest.team_name,
      seasonId: latest.season_id,
      seasonName: latest.season_name,
      isActive: latest.is_active,
      totalScore: mean(group.flatMap((row) => (row.average === null ? [] : [row.average]))),
      totalProgress: 100,
      createdDate: group.reduce((first, row) => (row.created_at < first ? row.created_at : first), latest.created_at).toISOString(),
      modifiedDate: (latest.completed_at ?? latest.modified_at).toISOString(),
      feedback: latest.feedback,
      skillReports: scores.get(latest.id) ?? [],
      self: group.map((row) => ({
        reportId: row.id,
        playerName: playerName(row),
        seasonId: row.season_id,
        seasonName: row.season_name,
        averageScore: row.average,
        createdDate: row.created_at.toISOString(),
        modifiedDate: (row.completed_at ?? row.modified_at).toISOString(),
        feedback: row.feedback,
        skillReports: scores.get(row.id) ?? [],
      })),
    };
  });
  return answer(reports);
}

/** A score of a report as playerSeasonReports' query gives it, with its skill's place and average. */
interface PlayerReportScore {
  name: string;
  score: number;
  comment: string | null;
  /** The skill's place in the club's skill order (sort order, then name). */
  rank: number;
  /** The skill's average over the player's completed reports of the season; null when only open ones score it. */
  skillAverage: number | null;
}

/** A row of playerSeasonReports' query: a report, its trainer, and its scores as JSON in the club's skill order. */
const PlayerReportRow = Type.Object({
  ...REPORT_COLUMNS,
  first_name: Type.String(),
  last_name: Type.String(),
  trainer_name: Type.String(),
  photo_id: Nullable(Type.String()),
  trains_team: Type.Boolean(),
  scores: Type.Array(Type.Unsafe<PlayerReportScore>({})),
});

/**
 * A player's reports in one season: per-skill averages over the completed reports, and per trainer
 * every report (completed and open, newest first) with the trainer's average. Open reports never
 * count in the averages. One statement (the player detail's second and last): a row per report, its
 * scores as a JSON array, each with its skill's average over the same scores.
 */
export async function playerSeasonReports(
  db: Kysely<DB>,
  clubId: string,
  playerId: string,
  seasonId: string,
  /** A family's view (a guardian's): completed and released reports only. */
  releasedOnly = false,
): Promise<PlayerSeasonReports> {
  // The reports first (materialized: whether the trainer trains the player is asked once per report),
  // then their scores.
  const rows = await selectRows(db, PlayerReportRow, sql`
    WITH report AS MATERIALIZED (
      SELECT r.id, r.player_id, r.trainer_id, r.status, r.created_at, r.modified_at, r.completed_at, r.feedback,
             t.name AS team_name, tr.first_name, tr.last_name, person_name(tr.first_name, tr.infix, tr.last_name) AS trainer_name, tr.photo_id,
             (tr.removed_at IS NULL AND EXISTS (
                SELECT 1 FROM team_memberships tm
                JOIN team_memberships pm ON pm.team_id = tm.team_id AND pm.person_id = r.player_id AND pm.ended_at IS NULL
                WHERE tm.person_id = r.trainer_id AND tm.ended_at IS NULL)) AS trains_team
      FROM reports r
      JOIN people tr ON tr.id = r.trainer_id
      LEFT JOIN teams t ON t.id = r.team_id
      WHERE r.club_id = ${clubId} AND r.season_id = ${seasonId} AND r.player_id = ${playerId}
        ${releasedOnly ? sql`AND ${releasedToFamily()}` : sql``}
    ),
    score AS MATERIALIZED (
      SELECT rs.report_id, rs.score, rs.comment, s.name, s.sort_order,
             (avg(rs.score) FILTER (WHERE r.status = 'Completed') OVER (PARTITION BY s.id))::float8 AS skill_average,
             dense_rank() OVER (ORDER BY s.sort_order, s.name) AS skill_rank
      FROM report r
      JOIN report_scores rs ON rs.report_id = r.id
      JOIN skills s ON s.id = rs.skill_id
    )
    SELECT r.*,
           (SELECT avg(score)::float8 FROM score WHERE report_id = r.id) AS average,
           coalesce((SELECT json_agg(json_build_object(
                        'name', name, 'score', score::float8, 'comment', comment, 'rank', skill_rank, 'skillAverage', skill_average)
                      ORDER BY sort_order, name)
                     FROM score WHERE report_id = r.id), '[]') AS scores
    FROM report r
    ORDER BY r.last_name, r.first_name, r.trainer_id, coalesce(r.completed_at, r.modified_at) DESC, r.id`);

  const scores = new Map(rows.map((row) => [row.id, row.scores.map((s): SkillScore => ({ skillName: s.name, score: s.score, comment: s.comment }))]));
  // Each skill's average once, in the club's skill order (skills only open reports score have none).
  const skillAverages: Array<{ skillName: string; score: number }> = [];
  const scored = rows.flatMap((row) => row.scores).sort((a, b) => a.rank - b.rank);
  for (const score of scored) {
    if (score.skillAverage !== null && skillAverages.at(-1)?.skillName !== score.name) {
      skillAverages.push({ skillName: score.name, score: score.skillAverage });
    }
  }

  const byTrainer = new Map<string, (typeof rows)[number][]>();
  for (const row of rows) byTrainer.set(row.trainer_id, [...(byTrainer.get(row.trainer_id) ?? []), row]);
  const playerReportResponse: PlayerReportByTrainer[] = [...byTrainer.values()].map((group) => {
    const latest = group[0]!;
    const trainerName = latest.trainer_name;
    const trainerPic = photoUrl(latest.photo_id);
    return {
      trainerUserId: latest.trainer_id,
      userId: playerId,
      trainerName,
      trainerPic,
      teamName: latest.team_name,
      isActive: latest.trains_team,
      averageScore: mean(group.flatMap((row) => (row.status === 'Completed' && row.average !== null ? [row.average] : []))),
      playerReportReview: group.map((row) => ({
        reportId: row.id,
        userId: row.trainer_id,
        trainerName,
        trainerPic,
        averageScore: row.average,
        createdDate: row.created_at.toISOString(),
        modifiedDate: (row.completed_at ?? row.modified_at).toISOString(),
        status: row.status,
        feedback: row.feedback,
        playerReportDetailsSkill: scores.get(row.id) ?? [],
      })),
    };
  });
  return { playerReportDetailsSkill: skillAverages, playerReportResponse };
}
