import { describe, expect, it } from 'vitest';
import { calendarDay, formatLongDate, formatLongDateTime, formatShortDate, formatShortDateTime } from '../../src/common/dates';
import { formatSeasonDate } from '../../src/seasons/seasonDates';

// A local time, so the expectations hold in every time zone the tests run in.
const moment = new Date(2024, 8, 4, 14, 5);

describe('one date formatter per format of the spec', () => {
  it('short dates are dd/MM/yyyy in English and dd-MM-yyyy in Dutch', () => {
    expect(formatShortDate(moment, 'en')).toBe('04/09/2024');
    expect(formatShortDate(moment, 'nl')).toBe('04-09-2024');
    expect(formatShortDate('2026-11-23', 'nl')).toBe('23-11-2026');
  });

  it("long dates are 'MMMM d, yyyy' in English and 'd MMMM yyyy' in Dutch", () => {
    expect(formatLongDate(moment, 'en')).toBe('September 4, 2024');
    expect(formatLongDate(moment, 'nl')).toBe('4 september 2024');
  });

  it('date-times add the 24-hour time to either format', () => {
    expect(formatShortDateTime(moment, 'en')).toBe('04/09/2024 14:05');
    expect(formatShortDateTime(moment, 'nl')).toBe('04-09-2024 14:05');
    expect(formatLongDateTime(moment, 'en')).toBe('September 4, 2024 14:05');
    expect(formatLongDateTime(moment, 'nl')).toBe('4 september 2024 14:05');
  });

  it('season dates are calendar days in the long format, the same day in any time zone', () => {
    expect(formatSeasonDate('2024-08-01T00:00:00.000Z', 'en')).toBe('August 1, 2024');
    expect(formatSeasonDate('2024-08-01T00:00:00.000Z', 'nl')).toBe('1 augustus 2024');
    expect(calendarDay('2024-08-01T00:00:00.000Z')?.getDate()).toBe(1);
  });

  it('no date or an invalid one shows nothing', () => {
    for (const format of [formatShortDate, formatLongDate, formatShortDateTime, formatLongDateTime]) {
      expect(format(null, 'en')).toBe('');
      expect(format(undefined, 'nl')).toBe('');
      expect(format('not a date', 'nl')).toBe('');
    }
    expect(formatSeasonDate('', 'en')).toBe('');
  });
});
