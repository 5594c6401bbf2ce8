import { format } from 'date-fns';
import { dateFnsLocale } from '../common/DateLocalization';

/** Season dates are calendar days sent as 'YYYY-MM-DDT00:00:00.000Z'; show them as that day in any time zone. */
export const calendarDay = (iso: string | null | undefined): Date | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
};

/** The spec's season date format, 'MMMM d, yyyy', with month names of the app's language. */
export const SEASON_DATE_FORMAT = 'MMMM d, yyyy';

export const formatSeasonDate = (iso: string | null | undefined, locale: string): string => {
  const day = calendarDay(iso);
  return day ? format(day, SEASON_DATE_FORMAT, { locale: dateFnsLocale(locale) }) : '';
};
