/**
 * Display rules of spec §9 for progress and scores.
 * - progress bars cap at 100 %;
 * - scores: one decimal on player views, two significant digits on the trainer's completed view;
 * - a score of 0 (or none) is shown blank.
 */

/** A percentage between 0 and 100 (NaN, null and negatives → 0, above 100 → 100). */
export const capPercent = (value: number | null | undefined): number => {
  if (value === null || value === undefined || !Number.isFinite(value) || value < 0) return 0;
  return Math.min(100, value);
};

const isBlankScore = (score: number | string | null | undefined): score is null | undefined | '' =>
  score === null || score === undefined || score === '' || Number(score) === 0 || !Number.isFinite(Number(score));

/** One decimal ('7.5'), blank for 0 or no score. Player views. */
export const formatScoreOneDecimal = (score: number | string | null | undefined, locale = 'en'): string =>
  isBlankScore(score)
    ? ''
    : new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Number(score));

/** Two significant digits ('7.3', '10'), blank for 0 or no score. The trainer's completed view. */
export const formatScoreTwoDigits = (score: number | string | null | undefined, locale = 'en'): string =>
  isBlankScore(score) ? '' : new Intl.NumberFormat(locale, { maximumSignificantDigits: 2 }).format(Number(score));

/** A mark on a chart's score scale ('0', '2,5' in Dutch, '2.5' in English): 0 is a mark too, not 'no score'. */
export const formatScaleMark = (value: number, locale: string): string =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);

/** '75%' from a percentage, capped at 100. */
export const formatPercent = (value: number | null | undefined): string => `${Math.round(capPercent(value))}%`;
