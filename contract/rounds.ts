/**
 * Shapes of the report-round calls (issue 15): the rounds of a season with their due dates, and the
 * trainers with reports due soon or overdue. Dates are calendar days, 'YYYY-MM-DD'.
 */
import { Type, type Static } from 'typebox';
import { Nullable, Uuid } from './schemas.js';

export { DUE_SOON_DAYS } from './limits.js';

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'A calendar day, YYYY-MM-DD' });

export const SeasonRound = Type.Object({
  /** 1 to n, n the season's reports per player. */
  round: Type.Integer({ minimum: 1 }),
  dueDate: Day,
});
export type SeasonRound = Static<typeof SeasonRound>;

export const SeasonRounds = Type.Object({
  clubSeasonId: Uuid,
  rounds: Type.Array(SeasonRound),
  /**
   * The stored plan no longer fitted the season (its reports per player or its dates changed): the
   * rounds not yet due were planned again, evenly up to the season's end.
   */
  replanned: Type.Boolean(),
  /** Whether trainers get the season's reminder e-mails (7 days and 1 day before a due date, and when overdue). */
  remindersEnabled: Type.Boolean(),
});
export type SeasonRounds = Static<typeof SeasonRounds>;

export const SaveSeasonRoundsRequest = Type.Object({
  clubSeasonId: Uuid,
  rounds: Type.Array(SeasonRound, { maxItems: 100 }),
});
export type SaveSeasonRoundsRequest = Static<typeof SaveSeasonRoundsRequest>;

/** Body of SetSeasonReminders: a manager switches a season's reminder e-mails on or off. */
export const SetSeasonRemindersRequest = Type.Object({
  clubSeasonId: Uuid,
  remindersEnabled: Type.Boolean(),
});
export type SetSeasonRemindersRequest = Static<typeof SetSeasonRemindersRequest>;

export const DueSoonRow = Type.Object({
  userId: Uuid,
  trainerName: Type.String(),
  profilePicture: Nullable(Type.String()),
  round: Type.Integer(),
  dueDate: Day,
  /** The trainer's players (current pairs) without a report for this round yet. */
  missingReports: Type.Integer(),
  /** The due date has passed. */
  isOverdue: Type.Boolean(),
});
export const DueSoon = Type.Array(DueSoonRow);
export type DueSoonRow = Static<typeof DueSoonRow>;

/** Body of SendReminders: the trainers a manager reminds now, for a season (the current one unless given). */
export const SendRemindersRequest = Type.Object({
  trainerIds: Type.Array(Uuid, { minItems: 1, maxItems: 500 }),
  clubSeasonId: Type.Optional(Uuid),
});
export type SendRemindersRequest = Static<typeof SendRemindersRequest>;

/**
 * Why a trainer got no reminder: every report is in ('nothingMissing'), the trainer unsubscribed from
 * reminders ('unsubscribed'), the account is not active ('inactive'), or the e-mail could not be sent ('failed').
 */
export const ReminderNotSentReason = Type.Union([
  Type.Literal('nothingMissing'), Type.Literal('unsubscribed'), Type.Literal('inactive'), Type.Literal('failed'),
]);

export const SendRemindersResult = Type.Object({
  /** Trainers who were e-mailed. */
  sent: Type.Array(Uuid),
  notSent: Type.Array(Type.Object({ userId: Uuid, reason: ReminderNotSentReason })),
});
export type SendRemindersResult = Static<typeof SendRemindersResult>;
