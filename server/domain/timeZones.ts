/**
 * The club's time zone (issue 15): the weekly digest goes out on Monday morning where the club is,
 * and a reminder's "today" is the club's calendar day.
 */

/**
 * Every club starts on Amsterdam's clock (the column's default, migration 0008): the clubs are Dutch
 * and Belgian, which keep the same time; a manager elsewhere picks the club's zone in the settings.
 */
export const DEFAULT_TIME_ZONE = 'Europe/Amsterdam';

/** Whether a name is an IANA time zone this server knows ('Europe/Amsterdam', 'UTC'); abbreviations and offsets are refused. */
export function isTimeZone(name: string): boolean {
  if (!/^(UTC|[A-Za-z_]+(\/[A-Za-z0-9_+-]+)+)$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export interface LocalTime {
  /** The calendar day there, 'YYYY-MM-DD'. */
  date: string;
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
  hour: number;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The moment `now` as a wall clock in `timeZone` shows it. */
export function localTime(now: Date, timeZone: string): LocalTime {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short', hour: '2-digit', hourCycle: 'h23' })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, weekday: WEEKDAYS.indexOf(parts.weekday!) + 1, hour: Number(parts.hour) };
}

const DAY_MS = 24 * 3600_000;

/** A calendar day `days` later (or earlier). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
