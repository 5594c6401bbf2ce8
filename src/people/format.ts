/**
 * The birth date field of the people pages: dd/MM/yyyy in English, dd-MM-yyyy in Dutch, as every
 * short date (common/dates.ts); either is read in either language.
 */

/** 'YYYY-MM-DD' (from the API) as the field's 'dd/MM/yyyy' (en) or 'dd-MM-yyyy' (nl). */
export const birthDateToField = (value: string | null | undefined, locale: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  const separator = locale === 'nl' ? '-' : '/';
  return match ? [match[3], match[2], match[1]].join(separator) : '';
};

/**
 * The field's 'dd/MM/yyyy' or 'dd-MM-yyyy' (d/M/yyyy, d-M-yyyy and d.M.yyyy accepted) as 'YYYY-MM-DD' for UpdateUser; null for an empty
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
