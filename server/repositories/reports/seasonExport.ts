import { sql, type Kysely } from 'kysely';
import { Type, type Static } from 'typebox';
import { Nullable, selectRows, SqlDate } from '../rawRows.js';
import type { DB } from '../../db/schema.js';
import { findClub } from '../clubs/clubs.js';
import { findClubSeason } from '../seasons/seasons.js';

export const ExportSkill = Type.Object({
  skillId: Type.String(),
  skillName: Type.String(),
  category: Type.String(),
});
export type ExportSkill = Static<typeof ExportSkill>;

export const ExportedReport = Type.Object({
  teamName: Nullable(Type.String()),
  playerName: Type.String(),
  trainerName: Type.String(),
  completedAt: SqlDate,
  average: Type.Number(),
  feedback: Nullable(Type.String()),
  /** Score per skill id. */
  scores: Type.Record(Type.String(), Type.Number()),
});
export type ExportedReport = Static<typeof ExportedReport>;

export interface SeasonExport {
  clubName: string;
  language: 'en' | 'nl';
  seasonName: string;
  /** The club's active skills and every other skill scored in the season, in the club's order. */
  skills: ExportSkill[];
  /** Completed reports of the season, by team (as written), player, then completion. */
  reports: ExportedReport[];
}

/**
 * Everything a whole-season export holds (issue 14): every completed report of the season with
 * every skill score. null when the season is not the club's. Removed people's reports are left out,
 * as on every screen.
 */
export async function seasonExport(db: Kysely<DB>, clubId: string, seasonId: string): Promise<SeasonExport | null> {
  const season = await findClubSeason(db, clubId, seasonId);
  const club = season && (await findClub(db, clubId));
  if (!season || !club) return null;

  const skills = await selectRows(db, ExportSkill, sql`
    SELECT sk.id AS "skillId", sk.name AS "skillName", sk.category
    FROM skills sk
    WHERE sk.club_id = ${clubId}
      AND (sk.is_active OR EXISTS (
        SELECT 1 FROM report_scores rs JOIN reports r ON r.id = rs.report_id
        WHERE rs.skill_id = sk.id AND r.season_id = ${seasonId} AND r.status = 'Completed'))
    ORDER BY sk.sort_order, sk.name`);

  const reports = await selectRows(db, ExportedReport, sql`
    SELECT t.name AS "teamName",
           person_name(p.first_name, p.infix, p.last_name) AS "playerName",
           person_name(tr.first_name, tr.infix, tr.last_name) AS "trainerName",
           r.completed_at AS "completedAt",
           avg(rs.score)::float8 AS average,
           r.feedback,
           jsonb_object_agg(rs.skill_id, rs.score) AS scores
    FROM reports r
    JOIN report_scores rs ON rs.report_id = r.id
    JOIN people p ON p.id = r.player_id AND p.removed_at IS NULL
    JOIN people tr ON tr.id = r.trainer_id AND tr.removed_at IS NULL
    LEFT JOIN teams t ON t.id = r.team_id
    WHERE r.club_id = ${clubId} AND r.season_id = ${seasonId} AND r.status = 'Completed'
    GROUP BY r.id, t.name, p.last_name, p.first_name, p.infix, tr.first_name, tr.infix, tr.last_name
    ORDER BY t.name NULLS LAST, p.last_name, p.first_name, r.completed_at, r.id`);

  return { clubName: club.clubName, language: club.language, seasonName: season.name, skills, reports };
}
