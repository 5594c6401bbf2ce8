/**
 * The evaluation reports as the detail pages show them (spec §2 Trainer detail and Player detail,
 * §3 "Trainer report detail", "Player report review"). Scores are numbers (1–10, steps of 0.5);
 * averages are unrounded: the web app rounds them (two significant digits on the trainer's page,
 * one decimal on the player's).
 */
import { Type, type Static } from 'typebox';
import { Nullable, DateTime, REFUSAL_KEYWORD } from './schemas.js';

export const SkillScore = Type.Object({
  skillName: Type.String(),
  score: Type.Number(),
  comment: Nullable(Type.String()),
});
export type SkillScore = Static<typeof SkillScore>;

export const TrainerReportFilterQuery = Type.Object({
  userId: Type.String({ format: 'uuid' }),
  /** 'completed' (default) or 'open', in any case. */
  filter: Type.Optional(
    Type.String({
      maxLength: 20,
      pattern: '^\\s*(?:(?:[Cc][Oo][Mm][Pp][Ll][Ee][Tt][Ee][Dd]|[Oo][Pp][Ee][Nn])\\s*)?$',
      [REFUSAL_KEYWORD]: { pattern: 'reportFilterUnknown' },
    }),
  ),
  /** Only players whose first, last or full name contains this, ignoring case and accents. */
  searchname: Type.Optional(Type.String({ maxLength: 100 })),
  /** The season of the reports and counts; the club's current one when not given (every season when there is none). */
  clubSeasonId: Type.Optional(Type.String({ format: 'uuid' })),
  /** true: the reports and counts of every season (clubSeasonId is then ignored). */
  allSeasons: Type.Optional(Type.Boolean()),
});

/** One completed report in a player's group on the trainer's page. */
export const TrainerCompletedReport = Type.Object({
  reportId: Type.String(),
  playerName: Type.String(),
  /** The season the report belongs to (the page labels a report of another season with it). */
  seasonId: Type.String(),
  seasonName: Type.String(),
  averageScore: Nullable(Type.Number()),
  createdDate: DateTime,
  modifiedDate: DateTime,
  feedback: Nullable(Type.String()),
  skillReports: Type.Array(SkillScore),
});

/**
 * Completed filter: one row per player (the accordion's group), with the latest report's details and
 * every completed report in `self`, newest first. Open filter: one row per open report, `self` empty.
 */
export const TrainerReportDetail = Type.Object({
  reportId: Type.String(),
  isCompleted: Type.Boolean(),
  playerName: Type.String(),
  /** The player's id. */
  userId: Type.String(),
  userPicture: Nullable(Type.String()),
  /** The team the (latest) report was written in. */
  teamName: Nullable(Type.String()),
  /** The season of the (latest) report. */
  seasonId: Type.String(),
  seasonName: Type.String(),
  /** Whether the player is still in that team: the page shows the team name when not. */
  isActive: Type.Boolean(),
  /** Completed: mean of the group's report averages. Open: mean of the scores given so far. */
  totalScore: Nullable(Type.Number()),
  /** Percent of the club's skills scored (100 for completed reports). */
  totalProgress: Type.Integer(),
  /** Completed: when the first report of the group was started. Open: when the report was started. */
  createdDate: DateTime,
  /** Completed: when the latest report was completed. Open: the last change. */
  modifiedDate: DateTime,
  feedback: Nullable(Type.String()),
  skillReports: Type.Array(SkillScore),
  self: Type.Array(TrainerCompletedReport),
});
export type TrainerReportDetail = Static<typeof TrainerReportDetail>;

/**
 * The rows of a filter plus the counts of the same scope (docs/decisions.md, "Counts"): the page shows
 * `openReports`/`completedReports` beside the name and `players`/`reportCount` on the list's badge.
 */
export const TrainerPersonalDetail = Type.Object({
  /** How many rows the filter gives (completed: players; open: reports). */
  count: Type.Integer(),
  reports: Type.Array(TrainerReportDetail),
  /** The season of the reports and counts; null for every season. */
  clubSeasonId: Nullable(Type.String()),
  seasonName: Nullable(Type.String()),
  /** The trainer's open and completed reports in that scope (the search does not narrow them). */
  openReports: Type.Integer(),
  completedReports: Type.Integer(),
  /** The players and the reports of the rows listed (after the search). */
  players: Type.Integer(),
  reportCount: Type.Integer(),
});
export type TrainerPersonalDetail = Static<typeof TrainerPersonalDetail>;

/** One report a trainer wrote on the player, completed or not. */
export const PlayerReportReview = Type.Object({
  reportId: Type.String(),
  /** The trainer's id. */
  userId: Type.String(),
  trainerName: Type.String(),
  trainerPic: Nullable(Type.String()),
  averageScore: Nullable(Type.Number()),
  createdDate: DateTime,
  modifiedDate: DateTime,
  /** 'Completed' or 'Open'. */
  status: Type.String(),
  feedback: Nullable(Type.String()),
  playerReportDetailsSkill: Type.Array(SkillScore),
});
export type PlayerReportReview = Static<typeof PlayerReportReview>;

/** The reports of one trainer on the player in the season (the page's accordion per trainer). */
export const PlayerReportByTrainer = Type.Object({
  trainerUserId: Type.String(),
  /** The player's id. */
  userId: Type.String(),
  trainerName: Type.String(),
  trainerPic: Nullable(Type.String()),
  /** The team of the trainer's latest report on the player. */
  teamName: Nullable(Type.String()),
  /** Whether the trainer still trains the player's team: the page shows the team name when not. */
  isActive: Type.Boolean(),
  /** Mean of the averages of this trainer's completed reports; null without any. */
  averageScore: Nullable(Type.Number()),
  playerReportReview: Type.Array(PlayerReportReview),
});
export type PlayerReportByTrainer = Static<typeof PlayerReportByTrainer>;

export const PlayerSeasonReports = Type.Object({
  /** Per-skill averages over the player's completed reports in the season. */
  playerReportDetailsSkill: Type.Array(Type.Object({ skillName: Type.String(), score: Type.Number() })),
  playerReportResponse: Type.Array(PlayerReportByTrainer),
});
export type PlayerSeasonReports = Static<typeof PlayerSeasonReports>;
