/** A report's day in the chosen language: '22 November 2026' / '22 november 2026'. */
const LOCALES: Record<string, string> = { en: 'en-GB', nl: 'nl-NL' };

export const formatReportDate = (value: string | null | undefined, locale: string): string => {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALES[locale] ?? locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
};
