import { sql, type Kysely, type RawBuilder } from 'kysely';
import { Type, type Static } from 'typebox';
import { Nullable, selectRows } from '../rawRows.js';
import type { DB } from '../../db/schema.js';
import { MIN_SHARED_PLAYERS, type CalibratedAverage, type PlayerHistory, type TeamSkillProfile, type TrainerCalibrationRow } from '../../../contract/insight.js';
import { photoUrl } from '../photos.js';
import { releasedToFamily } from './releases.js';
import { findClubSeason } from '../seasons/seasons.js';
import { personName } from '../../../contract/personName.js';

/**
 * The insight calls (issue 14), one query each. Like every score of the product they count completed
 * reports only, and only people not removed (a removed person's data leaves every view):
 *   a report's average = mean of its skill scores; a player's average = mean of their reports' averages;
 *   a group's average (an age group, a team, the club) = mean of its players' averages, so a player
 *   with many reports weighs as much as one with few.
 * The calibration method is explained for club managers in docs/decisions.md.
 */

/** A completed report of the club (in one season when given) with its skill scores. */
const completedScores = (clubId: string, seasonId?: string, releasedOnly = false) => sql`
  SELECT r.id AS report_id, r.player_id, r.trainer_id, r.team_id, r.season_id, rs.skill_id, rs.score
  FROM reports r
  JOIN report_scores rs ON rs.report_id = r.id
  JOIN people p ON p.id = r.player_id AND p.removed_at IS NULL
  WHERE r.club_id = ${clubId} AND r.status = 'Completed' ${seasonId ? sql`AND r.season_id = ${seasonId}` : sql``}
    ${releasedOnly ? sql`AND ${releasedToFamily()}` : sql``}`;

const HistoryRow = Type.Object({
  playerName: Type.String(),
  birthYear: Nullable(Type.Number()),
  seasonId: Type.String(),
  seasonName: Type.String(),
  startDate: Type.String(),
  completedReports: Type.Number(),
  averageScore: Type.Number(),
  ageGroupAverageScore: Nullable(Type.Number()),
  ageGroupPlayers: Type.Number(),
  skillId: Type.String(),
  skillName: Type.String(),
  category: Type.String(),
  skillAverage: Nullable(Type.Number()),
  ageGroupSkillAverage: Nullable(Type.Number()),
});
type HistoryRow = Static<typeof HistoryRow>;

/**
 * A player's averages per season and per skill over every season with a completed report on them,
 * beside those of their age group: the club's players born in the same year, in the same season.
 * null when the player is not one of the club's (not removed) players.
 */
export async function playerHistory(
  db: Kysely<DB>,
  clubId: string,
  playerId: string,
  /** A family's view (a guardian's): only released reports count, the age group's figures too. */
  releasedOnly = false,
): Promise<PlayerHistory | null> {
  const rows = await selectRows(db, HistoryRow, sql`
    WITH me AS (
      SELECT id, person_name(first_name, infix, last_name) AS name, extract(year FROM birth_date)::int AS birth_year
      FROM people WHERE id = ${playerId} AND club_id = ${clubId} AND role = 'Player' AND removed_at IS NULL
    ),
    cohort AS (
      SELECT p.id FROM people p, me
      WHERE p.club_id = ${clubId} AND p.role = 'Player' AND p.removed_at IS NULL
        AND (p.id = me.id OR extract(year FROM p.birth_date)::int = me.birth_year)
    ),
    scored AS (SELECT s.* FROM (${completedScores(clubId, undefined, releasedOnly)}) s JOIN cohort c ON c.id = s.player_id),
    report_average AS (SELECT report_id, player_id, season_id, avg(score) AS average FROM scored GROUP BY 1, 2, 3),
    player_season AS (
      SELECT player_id, season_id, avg(average)::float8 AS average, count(*)::int AS reports
      FROM report_average GROUP BY 1, 2
    ),
    player_skill AS (SELECT player_id, season_id, skill_id, avg(score)::float8 AS average FROM scored GROUP BY 1, 2, 3),
    group_season AS (SELECT season_id, avg(average)::float8 AS average, count(*)::int AS players FROM player_season GROUP BY 1),
    group_skill AS (SELECT season_id, skill_id, avg(average)::float8 AS average FROM player_skill GROUP BY 1, 2)
    SELECT me.name AS "playerName", me.birth_year AS "birthYear",
           s.id AS "seasonId", s.name AS "seasonName", to_char(s.start_date, 'YYYY-MM-DD') AS "startDate",
           mine.reports AS "completedReports", mine.average AS "averageScore",
           CASE WHEN me.birth_year IS NULL THEN NULL ELSE gs.average END AS "ageGroupAverageScore",
           CASE WHEN me.birth_year IS NULL THEN 0 ELSE gs.players END AS "ageGroupPlayers",
           sk.id AS "skillId", sk.name AS "skillName", sk.category,
           ps.average AS "skillAverage",
           CASE WHEN me.birth_year IS NULL THEN NULL ELSE gk.average END AS "ageGroupSkillAverage"
    FROM me
    JOIN player_season mine ON mine.player_id = me.id
    JOIN seasons s ON s.id = mine.season_id
    JOIN group_season gs ON gs.season_id = s.id
    JOIN player_skill ps ON ps.player_id = me.id AND ps.season_id = s.id
    JOIN skills sk ON sk.id = ps.skill_id
    LEFT JOIN group_skill gk ON gk.season_id = s.id AND gk.skill_id = sk.id
    ORDER BY s.start_date, s.id, sk.sort_order, sk.name`);

  if (rows.length === 0) {
    const player = await db
      .selectFrom('people')
      .select(['first_name', 'infix', 'last_name', 'birth_date'])
      .where('id', '=', playerId)
      .where('club_id', '=', clubId)
      .where('role', '=', 'Player')
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    if (!player) return null;
    const birthYear = player.birth_date ? Number(String(player.birth_date).slice(0, 4)) : null;
    return { userId: playerId, playerName: personName({ firstName: player.first_name, infix: player.infix, lastName: player.last_name }), birthYear, seasons: [] };
  }

  const seasons = new Map<string, PlayerHistory['seasons'][number]>();
  for (const row of rows) {
    let season = seasons.get(row.seasonId);
    if (!season) {
      season = {
        clubSeasonId: row.seasonId,
        seasonName: row.seasonName,
        startDate: row.startDate,
        completedReports: row.completedReports,
        averageScore: row.averageScore,
        ageGroupAverageScore: row.ageGroupAverageScore,
        ageGroupPlayers: row.ageGroupPlayers,
        skillAverages: [],
      };
      seasons.set(row.seasonId, season);
    }
    season.skillAverages.push({
      skillId: row.skillId,
      skillName: row.skillName,
      category: row.category,
      average: row.skillAverage,
      ageGroupAverage: row.ageGroupSkillAverage,
    });
  }
  const [first] = rows;
  return { userId: playerId, playerName: first!.playerName, birthYear: first!.birthYear, seasons: [...seasons.values()] };
}

/**
 * A team's average per skill in a season (its players' averages over the reports written in this
 * team) beside the club's (every player's, over all their reports of the season). The club's active
 * skills and any other skill scored in the season, in the club's order. null when the team or the
 * season is not the club's.
 */
export async function teamSkillProfile(db: Kysely<DB>, clubId: string, teamId: string, seasonId: string): Promise<TeamSkillProfile | null> {
  const team = await db
    .selectFrom('teams')
    .select('name')
    .where('id', '=', teamId)
    .where('club_id', '=', clubId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  const season = await findClubSeason(db, clubId, seasonId);
  if (!team || !season) return null;

  const rows = await selectRows(db, Type.Object({
    skillId: Type.String(),
    skillName: Type.String(),
    category: Type.String(),
    teamAverage: Nullable(Type.Number()),
    clubAverage: Nullable(Type.Number()),
    players: Type.Number(),
  }), sql`
    WITH scored AS (${completedScores(clubId, seasonId)}),
    club_player AS (SELECT player_id, skill_id, avg(score) AS average FROM scored GROUP BY 1, 2),
    team_player AS (SELECT player_id, skill_id, avg(score) AS average FROM scored WHERE team_id = ${teamId} GROUP BY 1, 2),
    club_skill AS (SELECT skill_id, avg(average)::float8 AS average FROM club_player GROUP BY 1),
    team_skill AS (SELECT skill_id, avg(average)::float8 AS average, count(*)::int AS players FROM team_player GROUP BY 1)
    SELECT sk.id AS "skillId", sk.name AS "skillName", sk.category,
           ts.average AS "teamAverage", cs.average AS "clubAverage", coalesce(ts.players, 0)::int AS players
    FROM skills sk
    LEFT JOIN club_skill cs ON cs.skill_id = sk.id
    LEFT JOIN team_skill ts ON ts.skill_id = sk.id
    WHERE sk.club_id = ${clubId} AND (sk.is_active OR cs.skill_id IS NOT NULL)
    ORDER BY sk.sort_order, sk.name`);
  return { teamId, teamName: team.name, clubSeasonId: seasonId, skills: rows };
}

/**
 * CTEs of a season's calibration: `report_average` (report_id, player_id, trainer_id, average) and
 * `trainer_shift` (trainer_id, shared, leniency, correction). For each player reported on by more
 * than one trainer, a trainer's average on the player is compared with
 *   - the other trainers' averages on that player (leniency: what a manager reads), and
 *   - all the player's trainers' averages, the trainer's own included (correction: what calibrated
 *     averages subtract; with two trainers it is half the leniency, so both meet in the middle
 *     instead of swapping places).
 * Both are means over the trainer's shared players.
 */
function trainerShifts(clubId: string, seasonId: string): RawBuilder<unknown> {
  return sql`
    report_average AS (
      SELECT report_id, player_id, trainer_id, avg(score)::float8 AS average
      FROM (${completedScores(clubId, seasonId)}) s GROUP BY 1, 2, 3
    ),
    pair_average AS (SELECT player_id, trainer_id, avg(average) AS average FROM report_average GROUP BY 1, 2),
    player_trainers AS (
      SELECT player_id, sum(average) AS total, avg(average) AS consensus, count(*) AS trainers
      FROM pair_average GROUP BY 1
    ),
    trainer_shift AS (
      SELECT pa.trainer_id, count(*)::int AS shared,
             avg(pa.average - (pt.total - pa.average) / (pt.trainers - 1))::float8 AS leniency,
             avg(pa.average - pt.consensus)::float8 AS correction
      FROM pair_average pa JOIN player_trainers pt ON pt.player_id = pa.player_id
      WHERE pt.trainers > 1
      GROUP BY pa.trainer_id
    )`;
}

/** Every trainer (not removed) with a completed report in the season, most lenient first; too little overlap last. */
export async function trainerCalibration(db: Kysely<DB>, clubId: string, seasonId: string): Promise<TrainerCalibrationRow[]> {
  const rows = await selectRows(db, Type.Object({
    userId: Type.String(),
    trainerName: Type.String(),
    photoId: Nullable(Type.String()),
    completedReports: Type.Number(),
    averageScore: Type.Number(),
    sharedPlayers: Type.Number(),
    leniency: Nullable(Type.Number()),
    enoughOverlap: Type.Boolean(),
  }), sql`
    WITH ${trainerShifts(clubId, seasonId)},
    trainer_mean AS (SELECT trainer_id, count(*)::int AS reports, avg(average)::float8 AS average FROM report_average GROUP BY 1)
    SELECT t.id AS "userId", person_name(t.first_name, t.infix, t.last_name) AS "trainerName", t.photo_id AS "photoId",
           tm.reports AS "completedReports", tm.average AS "averageScore",
           coalesce(ts.shared, 0)::int AS "sharedPlayers",
           CASE WHEN ts.shared >= ${MIN_SHARED_PLAYERS} THEN ts.leniency END AS leniency,
           coalesce(ts.shared >= ${MIN_SHARED_PLAYERS}, false) AS "enoughOverlap"
    FROM trainer_mean tm
    JOIN people t ON t.id = tm.trainer_id AND t.removed_at IS NULL
    LEFT JOIN trainer_shift ts ON ts.trainer_id = tm.trainer_id
    ORDER BY CASE WHEN ts.shared >= ${MIN_SHARED_PLAYERS} THEN ts.leniency END DESC NULLS LAST, t.last_name, t.first_name, t.id`);
  return rows.map(({ photoId, ...row }) => ({ ...row, profilePicture: photoUrl(photoId) }));
}

/**
 * Every player's average of the season and the calibrated one: each report's average minus its
 * trainer's correction (only for a trainer with enough overlap), kept within 1 to 10.
 */
export async function calibratedAverages(db: Kysely<DB>, clubId: string, seasonId: string): Promise<CalibratedAverage[]> {
  const rows = await selectRows(db, Type.Object({ playerId: Type.String(), averageScore: Type.Number(), calibratedAverageScore: Type.Number() }), sql`
    WITH ${trainerShifts(clubId, seasonId)},
    calibrated AS (
      SELECT ra.report_id, ra.player_id, ra.average,
             least(10, greatest(1, ra.average - CASE WHEN ts.shared >= ${MIN_SHARED_PLAYERS} THEN ts.correction ELSE 0 END)) AS calibrated
      FROM report_average ra LEFT JOIN trainer_shift ts ON ts.trainer_id = ra.trainer_id
    )
    SELECT player_id AS "playerId", avg(average)::float8 AS "averageScore", avg(calibrated)::float8 AS "calibratedAverageScore"
    FROM calibrated GROUP BY player_id ORDER BY player_id`);
  return rows;
}
