/** Dates of the people pages: day/month/year in the chosen language, and the dd/MM/yyyy birth date field. */

const DATE_LOCALES: Record<string, string> = { en: 'en-GB', nl: 'nl-NL' };

/** '22/11/2026' (en) or '22-11-2026' (nl); '' for no date. */
export const formatDate = (value: string | null | undefined, locale: string): string => {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(DATE_LOCALES[locale] ?? locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
};

/** 'YYYY-MM-DD' (from the API) as the field's 'dd/MM/yyyy'. */
export const birthDateToField = (value: string | null | undefined): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
};

/**
 * The field's 'dd/MM/yyyy' (d/M/yyyy accepted) as 'YYYY-MM-DD' for UpdateUser; null for an empty
 * field, 'invalid' for anything that is not a real past day.
 */
export const birthDateFromField = (text: string, today: Date = new Date()): string | null | 'invalid' => {
  const value = text.trim();
  if (!value) return null;
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (!match) return 'invalid';
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return 'invalid';
  if (year < 1900 || date.getTime() > today.getTime()) return 'invalid';
  return date.toISOString().slice(0, 10);
};
