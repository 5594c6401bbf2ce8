import { calendarDay, formatLongDate } from '../common/dates';

export { calendarDay };

/** A season's day in the long format of the app's language ('August 1, 2026' / '1 augustus 2026'), as that calendar day in any time zone. */
export const formatSeasonDate = (iso: string | null | undefined, locale: string): string => formatLongDate(calendarDay(iso), locale);
