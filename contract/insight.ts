/**
 * Shapes of the insight calls (issue 14): a player's development over seasons, a team's skill
 * profile, and the calibration of trainers' scores. Shared by the server (validation, OpenAPI) and
 * the web app (types). Every average is a mean of completed reports only, as in the domain guide;
 * null where there is nothing to average.
 */
import { Type, type Static } from 'typebox';
import { Nullable, Uuid } from './schemas.js';

export { MIN_SHARED_PLAYERS } from './limits.js';

// ---- A player's development over seasons -------------------------------------------------------

export const SeasonSkillAverage = Type.Object({
  skillId: Uuid,
  skillName: Type.String(),
  category: Type.String(),
  /** Mean of the skill's scores over the player's completed reports of the season. */
  average: Nullable(Type.Number()),
  /** The same, averaged over the players of the player's age group (null without a birth date). */
  ageGroupAverage: Nullable(Type.Number()),
});

export const PlayerSeasonHistory = Type.Object({
  clubSeasonId: Uuid,
  seasonName: Type.String(),
  /** The season's first day, yyyy-MM-dd. */
  startDate: Type.String(),
  completedReports: Type.Integer(),
  /** The player's average score of the season (mean of the completed reports' averages). */
  averageScore: Type.Number(),
  /** Mean of the average scores of the club's players of the same age group that season; null without a birth date. */
  ageGroupAverageScore: Nullable(Type.Number()),
  /** Players of the age group with a completed report that season (the player included). */
  ageGroupPlayers: Type.Integer(),
  /** One per skill of the club scored in the season's reports of the player, in the club's order. */
  skillAverages: Type.Array(SeasonSkillAverage),
});

export const PlayerHistory = Type.Object({
  userId: Uuid,
  playerName: Type.String(),
  /** The age group: the year of birth (null when the player's birth date is not known). */
  birthYear: Nullable(Type.Integer()),
  /** Every season with a completed report on the player, oldest first. */
  seasons: Type.Array(PlayerSeasonHistory),
});
export type PlayerHistory = Static<typeof PlayerHistory>;

// ---- A team's skill profile ---------------------------------------------------------------------

export const TeamSkillAverage = Type.Object({
  skillId: Uuid,
  skillName: Type.String(),
  category: Type.String(),
  /** Mean over the team's players of each one's average on the skill, in reports written in this team. */
  teamAverage: Nullable(Type.Number()),
  /** The same over every player of the club in the season. */
  clubAverage: Nullable(Type.Number()),
  /** The team's players with a score on the skill. */
  players: Type.Integer(),
});

export const TeamSkillProfile = Type.Object({
  teamId: Uuid,
  teamName: Type.String(),
  clubSeasonId: Uuid,
  /** The club's active skills and any other skill scored in the season, in the club's order. */
  skills: Type.Array(TeamSkillAverage),
});
export type TeamSkillProfile = Static<typeof TeamSkillProfile>;

// ---- Calibration of trainers' scores -------------------------------------------------------------

export const TrainerCalibrationRow = Type.Object({
  userId: Uuid,
  trainerName: Type.String(),
  profilePicture: Nullable(Type.String()),
  /** The trainer's completed reports in the season. */
  completedReports: Type.Integer(),
  /** Mean of the averages of those reports. */
  averageScore: Type.Number(),
  /** Players the trainer reported on that another trainer also reported on, in the season. */
  sharedPlayers: Type.Integer(),
  /**
   * How much higher the trainer scores than the other trainers of the same players (their mean
   * minus the others' mean, over the shared players); null with fewer than MIN_SHARED_PLAYERS.
   */
  leniency: Nullable(Type.Number()),
  /** Whether there is enough overlap (at least MIN_SHARED_PLAYERS shared players). */
  enoughOverlap: Type.Boolean(),
});
export const TrainerCalibration = Type.Array(TrainerCalibrationRow);
export type TrainerCalibrationRow = Static<typeof TrainerCalibrationRow>;

export const CalibratedAverage = Type.Object({
  playerId: Uuid,
  /** The player's average score of the season, as everywhere else. */
  averageScore: Type.Number(),
  /** The same with each report's average corrected for its trainer's scoring (see docs/decisions.md). */
  calibratedAverageScore: Type.Number(),
});
export const CalibratedAverages = Type.Array(CalibratedAverage);
export type CalibratedAverage = Static<typeof CalibratedAverage>;
