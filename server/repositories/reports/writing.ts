import { sql, type Kysely } from 'kysely';
import { Type } from 'typebox';
import { Nullable, selectRows, SqlDate } from '../rawRows.js';
import type { DB } from '../../db/schema.js';
import type { MyPlayer, MyReports, Report, ReportSkill } from '../../../contract/reportWriting.js';
import { photoUrl } from '../photos.js';
import { releasedToFamily } from './releases.js';
import { shownName } from '../people/personName.js';
import type { ClubSeason } from '../seasons/seasons.js';

/**
 * Reports as trainers write them and players read them (issue 10). Who may touch which report is
 * decided in the route module; every query here is confined to one club.
 *
 * "A team the trainer trains now" and "a player of it" are the progress pairs of reports/progress.ts: a
 * current membership of both in a live team, the player not removed, invited or active alike (issue
 * 37: a child who never activates an account is still evaluated). A report started on such a pair is
 * the pair's report the manager's screens count.
 */

/** The team through which the trainer trains the player now, or undefined when they do not. */
export async function teamTrainingPlayer(db: Kysely<DB>, clubId: string, trainerId: string, playerId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('team_memberships as pm')
    .innerJoin('teams as t', 't.id', 'pm.team_id')
    .innerJoin('people as p', 'p.id', 'pm.person_id')
    .innerJoin('team_memberships as tm', (join) => join.onRef('tm.team_id', '=', 'pm.team_id'))
    .select('pm.team_id')
    .where('pm.person_id', '=', playerId)
    .where('pm.role', '=', 'Player')
    .where('pm.ended_at', 'is', null)
    .where('t.club_id', '=', clubId)
    .where('t.removed_at', 'is', null)
    .where('p.removed_at', 'is', null)
    .where('tm.person_id', '=', trainerId)
    .where('tm.role', '=', 'Trainer')
    .where('tm.ended_at', 'is', null)
    .executeTakeFirst();
  return row?.team_id;
}

/**
 * The trainer's open report on the player in the season, started now if there is none. The partial
 * unique index reports_one_open_per_pair makes two parallel starts end with one report.
 */
export async function startOrFindOpenReport(
  db: Kysely<DB>,
  values: { clubId: string; seasonId: string; trainerId: string; playerId: string; teamId: string },
): Promise<string> {
  const inserted = await db
    .insertInto('reports')
    .values({
      club_id: values.clubId, season_id: values.seasonId, trainer_id: values.trainerId, player_id: values.playerId,
      team_id: values.teamId, status: 'Open',
    })
    .onConflict((oc) => oc.columns(['trainer_id', 'player_id', 'season_id']).where('status', '=', 'Open').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return inserted.id;
  const open = await db
    .selectFrom('reports')
    .select('id')
    .where('trainer_id', '=', values.trainerId)
    .where('player_id', '=', values.playerId)
    .where('season_id', '=', values.seasonId)
    .where('status', '=', 'Open')
    .executeTakeFirstOrThrow();
  return open.id;
}

export interface ReportHead {
  id: string;
  club_id: string;
  season_id: string;
  trainer_id: string;
  player_id: string;
  status: 'Open' | 'Completed';
}

/** A report of the club; `lock` takes its row lock for the rest of the transaction (writes to one report queue up). */
export async function findReport(db: Kysely<DB>, clubId: string, reportId: string, lock = false): Promise<ReportHead | undefined> {
  let query = db
    .selectFrom('reports')
    .select(['id', 'club_id', 'season_id', 'trainer_id', 'player_id', 'status'])
    .where('id', '=', reportId)
    .where('club_id', '=', clubId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export interface ClubSkill {
  id: string;
  name: string;
  category: string;
  is_active: boolean;
}

/** The club's skills in order, by id. */
export async function clubSkills(db: Kysely<DB>, clubId: string): Promise<Map<string, ClubSkill>> {
  const rows = await db
    .selectFrom('skills')
    .select(['id', 'name', 'category', 'is_active'])
    .where('club_id', '=', clubId)
    .orderBy('sort_order')
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

interface ScoreRow {
  report_id: string;
  skill_id: string;
  score: number;
  comment: string | null;
}

async function scoresOf(db: Kysely<DB>, reportIds: string[]): Promise<ScoreRow[]> {
  if (reportIds.length === 0) return [];
  return db
    .selectFrom('report_scores')
    .select(['report_id', 'skill_id', sql<number>`score::float8`.as('score'), 'comment'])
    .where('report_id', 'in', reportIds)
    .execute();
}

/** The scores of one report in skill order: with `askActive`, every active skill too (unscored ones with score null). */
function skillLines(skills: Map<string, ClubSkill>, scores: ScoreRow[], askActive: boolean): ReportSkill[] {
  const bySkill = new Map(scores.map((row) => [row.skill_id, row]));
  return [...skills.values()]
    .filter((skill) => bySkill.has(skill.id) || (askActive && skill.is_active))
    .map((skill) => ({
      skillId: skill.id,
      skillName: skill.name,
      category: skill.category,
      isActive: skill.is_active,
      score: bySkill.get(skill.id)?.score ?? null,
      comment: bySkill.get(skill.id)?.comment ?? null,
    }));
}

/** One report as GetReport answers it. */
export async function reportDetail(db: Kysely<DB>, clubId: string, reportId: string): Promise<Report | undefined> {
  const row = await db
    .selectFrom('reports as r')
    .innerJoin('people as p', 'p.id', 'r.player_id')
    .innerJoin('people as tr', 'tr.id', 'r.trainer_id')
    .innerJoin('seasons as s', 's.id', 'r.season_id')
    .leftJoin('teams as t', 't.id', 'r.team_id')
    .select([
      'r.id', 'r.trainer_id', 'r.player_id', 'r.season_id', 'r.status', 'r.created_at', 'r.modified_at', 'r.completed_at', 'r.feedback',
      shownName('p').as('player_name'), shownName('tr').as('trainer_name'),
      's.name as season_name', 't.name as team_name',
    ])
    .where('r.id', '=', reportId)
    .where('r.club_id', '=', clubId)
    .executeTakeFirst();
  if (!row) return undefined;
  const [skills, scores] = await Promise.all([clubSkills(db, clubId), scoresOf(db, [row.id])]);
  return {
    reportId: row.id,
    trainerUserId: row.trainer_id,
    trainerName: row.trainer_name,
    playerUserId: row.player_id,
    playerName: row.player_name,
    teamName: row.team_name,
    clubSeasonId: row.season_id,
    seasonName: row.season_name,
    status: row.status,
    createdDate: row.created_at.toISOString(),
    modifiedDate: row.modified_at.toISOString(),
    completedDate: row.completed_at?.toISOString() ?? null,
    feedback: row.feedback,
    // A completed report shows what it holds; an open one also asks every active skill.
    skillReports: skillLines(skills, scores, row.status === 'Open'),
  };
}

/** The skills of the report that hold a score now. */
export async function scoredSkillIds(db: Kysely<DB>, reportId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('report_scores').select('skill_id').where('report_id', '=', reportId).execute();
  return new Set(rows.map((row) => row.skill_id));
}

/** Writes one save of an open report (in the caller's transaction, the report row locked). */
export async function writeReportSave(
  trx: Kysely<DB>,
  reportId: string,
  save: { feedback?: string | null; scores: Array<{ skillId: string; score: number | null; comment: string | null }> },
): Promise<void> {
  const removed = save.scores.filter((item) => item.score === null).map((item) => item.skillId);
  const kept = save.scores.filter((item) => item.score !== null);
  if (removed.length > 0) {
    await trx.deleteFrom('report_scores').where('report_id', '=', reportId).where('skill_id', 'in', removed).execute();
  }
  if (kept.length > 0) {
    await trx
      .insertInto('report_scores')
      .values(kept.map((item) => ({ report_id: reportId, skill_id: item.skillId, score: item.score!, comment: item.comment })))
      .onConflict((oc) => oc.columns(['report_id', 'skill_id']).doUpdateSet((eb) => ({
        score: eb.ref('excluded.score'),
        comment: eb.ref('excluded.comment'),
      })))
      .execute();
  }
  await trx
    .updateTable('reports')
    .set({ modified_at: new Date(), ...(save.feedback !== undefined ? { feedback: save.feedback } : {}) })
    .where('id', '=', reportId)
    .execute();
}

export async function setReportStatus(trx: Kysely<DB>, reportId: string, status: 'Open' | 'Completed'): Promise<void> {
  const now = new Date();
  await trx
    .updateTable('reports')
    .set({ status, modified_at: now, completed_at: status === 'Completed' ? now : null })
    .where('id', '=', reportId)
    .execute();
}

export async function deleteReport(trx: Kysely<DB>, reportId: string): Promise<void> {
  await trx.deleteFrom('reports').where('id', '=', reportId).execute();
}

/** GetMyPlayers: the players of the teams the trainer trains now, with the trainer's reports on them in the season. */
export async function trainerPlayers(db: Kysely<DB>, clubId: string, trainerId: string, season: Pick<ClubSeason, 'id' | 'reportFrequency'>): Promise<MyPlayer[]> {
  const rows = await selectRows(db, Type.Object({
    player_id: Type.String(),
    name: Type.String(),
    photo_id: Nullable(Type.String()),
    team_id: Type.String(),
    team_name: Type.String(),
    completed: Type.Number(),
    open_report_id: Nullable(Type.String()),
    last_activity: Nullable(SqlDate),
  }), sql`
    SELECT p.id AS player_id, person_name(p.first_name, p.infix, p.last_name) AS name,
           -- A player's photo reaches trainers only with consent for photos (issue 25).
           CASE WHEN EXISTS (SELECT 1 FROM consents c WHERE c.player_id = p.id AND c.purpose = 'photos' AND c.given)
                THEN p.photo_id END AS photo_id,
           t.id AS team_id, t.name AS team_name,
           (SELECT count(*) FROM reports r WHERE r.season_id = ${season.id} AND r.trainer_id = ${trainerId}
              AND r.player_id = p.id AND r.status = 'Completed')::int AS completed,
           (SELECT r.id FROM reports r WHERE r.season_id = ${season.id} AND r.trainer_id = ${trainerId}
              AND r.player_id = p.id AND r.status = 'Open') AS open_report_id,
           (SELECT max(r.modified_at) FROM reports r WHERE r.season_id = ${season.id} AND r.trainer_id = ${trainerId}
              AND r.player_id = p.id) AS last_activity
    FROM team_memberships tm
    JOIN teams t ON t.id = tm.team_id AND t.club_id = ${clubId} AND t.removed_at IS NULL
    JOIN team_memberships pm ON pm.team_id = tm.team_id AND pm.role = 'Player' AND pm.ended_at IS NULL
    JOIN people p ON p.id = pm.person_id AND p.removed_at IS NULL
    WHERE tm.person_id = ${trainerId} AND tm.role = 'Trainer' AND tm.ended_at IS NULL
    -- By last name without the infix, as Dutch lists do ("Wit, Adam de" among the W's).
    ORDER BY lower(t.name), t.id, lower(p.last_name), lower(p.first_name), p.id`);
  return rows.map((row) => ({
    userId: row.player_id,
    name: row.name,
    userPicture: photoUrl(row.photo_id),
    teamId: row.team_id,
    teamName: row.team_name,
    completedReports: row.completed,
    expectedReports: season.reportFrequency,
    openReportId: row.open_report_id,
    lastActivity: row.last_activity ? new Date(row.last_activity).toISOString() : null,
  }));
}

const mean = (values: number[]) => (values.length ? values.reduce((sum, v) => sum + v, 0) / values.length : null);

/** GetMyReports: the player's completed reports of the season, newest first, and their averages. */
export async function playerOwnReports(db: Kysely<DB>, clubId: string, playerId: string, season: Pick<ClubSeason, 'id' | 'name'>): Promise<MyReports> {
  const reports = await db
    .selectFrom('reports as r')
    .innerJoin('people as tr', 'tr.id', 'r.trainer_id')
    .leftJoin('teams as t', 't.id', 'r.team_id')
    .select(['r.id', 'r.trainer_id', 'r.created_at', 'r.completed_at', 'r.feedback', shownName('tr').as('trainer_name'), 't.name as team_name'])
    .where('r.club_id', '=', clubId)
    .where('r.season_id', '=', season.id)
    .where('r.player_id', '=', playerId)
    // Until the club releases it, a completed report is not the player's to read (issue 25).
    .where(releasedToFamily('r'))
    .orderBy('r.completed_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
  const [skills, scores] = await Promise.all([clubSkills(db, clubId), scoresOf(db, reports.map((r) => r.id))]);
  const byReport = new Map<string, ScoreRow[]>();
  for (const row of scores) byReport.set(row.report_id, [...(byReport.get(row.report_id) ?? []), row]);
  const list = reports.map((report) => {
    const own = byReport.get(report.id) ?? [];
    return {
      reportId: report.id,
      trainerUserId: report.trainer_id,
      trainerName: report.trainer_name,
      teamName: report.team_name,
      createdDate: report.created_at.toISOString(),
      completedDate: report.completed_at!.toISOString(),
      feedback: report.feedback,
      averageScore: mean(own.map((row) => row.score)),
      skillReports: skillLines(skills, own, false),
    };
  });
  const averages = list.flatMap((report) => (report.averageScore === null ? [] : [report.averageScore]));
  // Newest first: the latest report's average minus the one before it.
  const overallDiff = averages.length >= 2 ? averages[0]! - averages[1]! : 0;
  const skillAverages = [...skills.values()].flatMap((skill) => {
    const values = scores.filter((row) => row.skill_id === skill.id).map((row) => row.score);
    return values.length ? [{ skillId: skill.id, skillName: skill.name, category: skill.category, score: mean(values)! }] : [];
  });
  return { clubSeasonId: season.id, seasonName: season.name, averageScore: mean(averages), overallDiff, skillAverages, reports: list };
}
