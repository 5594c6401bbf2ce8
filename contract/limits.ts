/**
 * The contract's plain numbers, without its schemas: the web app imports them from here so the
 * browser does not load the schema library (issue 13). The schema modules re-export them.
 */

/** The longest skill comment a trainer can write. */
export const MAX_COMMENT_LENGTH = 1000;
/** The longest overall feedback of a report. */
export const MAX_FEEDBACK_LENGTH = 4000;
/** The longest skill name and category. */
export const MAX_SKILL_NAME_LENGTH = 100;
/** Lowest and highest score, and its step. */
export const SCORE_MIN = 1;
export const SCORE_MAX = 10;
export const SCORE_STEP = 0.5;

/** The shortest password (spec §9's checklist: 8 to 15 characters). */
export const PASSWORD_MIN = 8;

/** Fewer players shared with other trainers than this, and a trainer's leniency is not given. */
export const MIN_SHARED_PLAYERS = 5;

/** How far ahead 'due soon' looks, in days. */
export const DUE_SOON_DAYS = 14;

/** A club's retention period for removed members' files, in months (issue 25): default, lowest, highest. */
export const RETENTION_MONTHS = { default: 24, min: 1, max: 120 } as const;

/** At most this many guardians per player (held by a unique index in the database too). */
export const MAX_GUARDIANS = 2;
