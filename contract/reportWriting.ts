/**
 * Shapes of the calls that write evaluation reports (issue 10): the club's skill set
 * (/api/MasterData/GetSkills, SaveSkills) and the trainers' and players' report calls (/api/Report/*).
 * Shared by the server (validation, OpenAPI) and the clients (types only). Field names are fixed:
 * the mobile app and the web app use them exactly as written.
 *
 * Scores are numbers from 1 to 10 in steps of 0.5. The schemas accept any number there and the
 * server checks the range itself, so a wrong score is answered with a message naming its skill.
 */
import { Type, type Static } from 'typebox';
import { DateTime, FilledText, Nullable, Selection, Uuid } from './schemas.js';
import { MAX_SKILL_NAME_LENGTH, MAX_FEEDBACK_LENGTH, SCORE_MAX, SCORE_MIN, SCORE_STEP } from './limits.js';
export { MAX_COMMENT_LENGTH, MAX_FEEDBACK_LENGTH, MAX_SKILL_NAME_LENGTH, SCORE_MAX, SCORE_MIN, SCORE_STEP } from './limits.js';

/** Whether a score is one a trainer can give: 1 to 10 in steps of 0.5. */
export const isValidScore = (score: number): boolean =>
  Number.isFinite(score) && score >= SCORE_MIN && score <= SCORE_MAX && Number.isInteger(score / SCORE_STEP);


// ---- The club's skill set ----------------------------------------------------------------------

/** One evaluation criterion of the club. */
export const Skill = Type.Object({
  id: Uuid,
  skillName: Type.String(),
  /** A free grouping, e.g. 'Technique'; the report form groups skills by it. */
  category: Type.String(),
  /** Position in the list (ascending). */
  order: Type.Integer(),
  /** False for a deactivated skill: no longer asked in new or open reports, kept in history and averages. */
  isActive: Type.Boolean(),
});
export type Skill = Static<typeof Skill>;

/** SaveSkills: the skills to add (id = all-zero GUID) or change. Skills left out stay as they are; a skill is never deleted, only deactivated. */
export const SaveSkillsRequest = Selection(
  Type.Object({
    id: Uuid,
    skillName: FilledText(MAX_SKILL_NAME_LENGTH, 'skillNameRequired'),
    category: FilledText(MAX_SKILL_NAME_LENGTH, { key: 'skillCategoryRequired', fields: { name: 'skillName' } }),
    order: Type.Integer({ minimum: 0, maximum: 10_000 }),
    isActive: Type.Boolean(),
  }),
  'noSkillsToSave',
  500,
);
export type SaveSkillsRequest = Static<typeof SaveSkillsRequest>;

// ---- A trainer's players -------------------------------------------------------------------------

/** GetMyPlayers: one row per player of a team the trainer trains now (a player of two such teams cannot exist). */
export const MyPlayer = Type.Object({
  userId: Uuid,
  name: Type.String(),
  userPicture: Nullable(Type.String()),
  teamId: Uuid,
  teamName: Type.String(),
  /** Reports this trainer completed on the player in the season (may exceed expectedReports). */
  completedReports: Type.Integer(),
  /** The season's reports per player and trainer (its reportFrequency). */
  expectedReports: Type.Integer(),
  /** The trainer's open report on the player in the season, to continue; null when none. */
  openReportId: Nullable(Uuid),
  /** When the trainer last changed a report on the player in the season; null when none. */
  lastActivity: Nullable(DateTime),
});
export type MyPlayer = Static<typeof MyPlayer>;

// ---- One report ------------------------------------------------------------------------------------

export const ReportIdQuery = Type.Object({ reportId: Uuid });
export const ReportIdRequest = Type.Object({ reportId: Uuid });
export type ReportIdRequest = Static<typeof ReportIdRequest>;

export const StartReportRequest = Type.Object({ playerUserId: Uuid, clubSeasonId: Uuid });
export type StartReportRequest = Static<typeof StartReportRequest>;

export const StartReportResult = Type.Object({ reportId: Uuid });
export type StartReportResult = Static<typeof StartReportResult>;

export const ReportStatus = Type.Union([Type.Literal('Open'), Type.Literal('Completed')]);
export type ReportStatus = Static<typeof ReportStatus>;

/** One skill of a report: its score (null while not scored) and optional comment. */
export const ReportSkill = Type.Object({
  skillId: Uuid,
  skillName: Type.String(),
  category: Type.String(),
  /** Whether the skill is still in the club's set; an inactive skill appears only when this report scored it. */
  isActive: Type.Boolean(),
  score: Nullable(Type.Number()),
  comment: Nullable(Type.String()),
});
export type ReportSkill = Static<typeof ReportSkill>;

export const Report = Type.Object({
  reportId: Uuid,
  trainerUserId: Uuid,
  trainerName: Type.String(),
  playerUserId: Uuid,
  playerName: Type.String(),
  /** The team the player was in when the report was started. */
  teamName: Nullable(Type.String()),
  clubSeasonId: Uuid,
  seasonName: Type.String(),
  status: ReportStatus,
  createdDate: DateTime,
  modifiedDate: DateTime,
  completedDate: Nullable(DateTime),
  feedback: Nullable(Type.String()),
  /** Every active skill (in the club's order), and each inactive one this report already scored. */
  skillReports: Type.Array(ReportSkill),
});
export type Report = Static<typeof Report>;

/** One skill of a save: score null removes the skill's score and comment. */
export const SkillReportInput = Type.Object({
  skillId: Uuid,
  /**
   * 1 to 10 in steps of 0.5, or null for "not scored". Written as OpenAPI's nullable number rather
   * than a union: the server coerces request values to a union's types in turn, which would turn
   * null into 0 (or 0 into null), and both must reach the checks as sent.
   */
  score: Type.Unsafe<number | null>({ type: 'number', nullable: true }),
  /** At most 1,000 characters; only with a score. */
  comment: Type.Optional(Nullable(Type.String())),
});
export type SkillReportInput = Static<typeof SkillReportInput>;

/**
 * SaveReport: a partial save of an open report. Only the skills listed change; feedback changes
 * when the field is present (null or '' clears it). Saving the same thing twice leaves the same
 * report, so a client may replay saves it is not sure arrived.
 */
export const SaveReportRequest = Type.Object({
  reportId: Uuid,
  feedback: Type.Optional(Nullable(Type.String({ maxLength: MAX_FEEDBACK_LENGTH }))),
  skillReports: Type.Optional(Type.Array(SkillReportInput, { maxItems: 500 })),
});
export type SaveReportRequest = Static<typeof SaveReportRequest>;

// ---- A player's own reports ----------------------------------------------------------------------

export const MyReport = Type.Object({
  reportId: Uuid,
  trainerUserId: Uuid,
  trainerName: Type.String(),
  teamName: Nullable(Type.String()),
  createdDate: DateTime,
  completedDate: DateTime,
  feedback: Nullable(Type.String()),
  /** Mean of the report's scores. */
  averageScore: Nullable(Type.Number()),
  skillReports: Type.Array(ReportSkill),
});
export type MyReport = Static<typeof MyReport>;

export const SkillAverage = Type.Object({
  skillId: Uuid,
  skillName: Type.String(),
  category: Type.String(),
  /** Mean of the skill's scores over the player's completed reports of the season. */
  score: Type.Number(),
});
export type SkillAverage = Static<typeof SkillAverage>;

/** GetMyReports: a player's completed reports of a season (newest first) and their averages. */
export const MyReports = Type.Object({
  clubSeasonId: Uuid,
  seasonName: Type.String(),
  /** Mean of the reports' averages; null without a completed report. */
  averageScore: Nullable(Type.Number()),
  /** The latest report's average minus the one before it; 0 with fewer than two. */
  overallDiff: Type.Number(),
  skillAverages: Type.Array(SkillAverage),
  reports: Type.Array(MyReport),
});
export type MyReports = Static<typeof MyReports>;

export const Skills = Type.Array(Skill);
export const MyPlayers = Type.Array(MyPlayer);
