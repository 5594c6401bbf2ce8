import { format, isValid } from 'date-fns';
import { enUS, nl } from 'date-fns/locale';

/**
 * Every date the app shows goes through this module, so one kind of date never looks two ways
 * (issue 12). The spec fixes two formats:
 * - short: 'dd/MM/yyyy' in English and, as Dutch writes it, 'dd-MM-yyyy' in Dutch (issue 37: 27-11-2026)
 *   (lists, profile fields, date pickers);
 * - long: 'MMMM d, yyyy' in English (the spec's season format) and its Dutch word order
 *   'd MMMM yyyy' (season dates, report dates).
 * Date-times add the 24-hour time to either.
 */

/** date-fns locale of the app's language (month names in Dutch for 'nl'). */
export const dateFnsLocale = (locale: string) => (locale === 'nl' ? nl : enUS);

/** The short format of a language: 'dd/MM/yyyy' (en), 'dd-MM-yyyy' (nl). */
export const shortDateFormat = (locale: string): string => (locale === 'nl' ? 'dd-MM-yyyy' : 'dd/MM/yyyy');

/** The long format of a language: 'MMMM d, yyyy' (en), 'd MMMM yyyy' (nl). */
export const longDateFormat = (locale: string): string => (locale === 'nl' ? 'd MMMM yyyy' : 'MMMM d, yyyy');

const TIME_FORMAT = 'HH:mm';

type DateValue = Date | string | null | undefined;

/**
 * A calendar day sent as 'YYYY-MM-DD' or 'YYYY-MM-DDT00:00:00.000Z' (season dates, birth dates) as
 * that day at local midnight, so it reads the same day in every time zone; null for anything else.
 */
export const calendarDay = (iso: string | null | undefined): Date | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
};

/** A Date, a date-only string (a calendar day) or a timestamp (shown in local time); null when none or invalid. */
const toDate = (value: DateValue): Date | null => {
  if (!value) return null;
  if (value instanceof Date) return isValid(value) ? value : null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return calendarDay(value);
  const date = new Date(value);
  return isValid(date) ? date : null;
};

const formatWith = (value: DateValue, pattern: string, locale: string): string => {
  const date = toDate(value);
  return date ? format(date, pattern, { locale: dateFnsLocale(locale) }) : '';
};

/** '23/11/2026' (en), '23-11-2026' (nl); '' for no date. */
export const formatShortDate = (value: DateValue, locale: string): string => formatWith(value, shortDateFormat(locale), locale);

/** 'November 23, 2026' (en), '23 november 2026' (nl); '' for no date. */
export const formatLongDate = (value: DateValue, locale: string): string => formatWith(value, longDateFormat(locale), locale);

/** '23/11/2026 14:05' (en), '23-11-2026 14:05' (nl); '' for no date. */
export const formatShortDateTime = (value: DateValue, locale: string): string =>
  formatWith(value, `${shortDateFormat(locale)} ${TIME_FORMAT}`, locale);

/** 'November 23, 2026 14:05' (en), '23 november 2026 14:05' (nl); '' for no date. */
export const formatLongDateTime = (value: DateValue, locale: string): string =>
  formatWith(value, `${longDateFormat(locale)} ${TIME_FORMAT}`, locale);
