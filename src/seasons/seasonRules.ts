/**
 * The season modal's rules (spec §4, §5). One modal, two variants:
 * - 'settings' (club settings page): the spinner never goes below 0 and can only decrease while
 *   adding; messages 'Please filled all the input' / 'Start date can not more than end date'.
 * - 'season' (seasons page): the spinner cannot go below the season's completed-report count
 *   (amountOfCompleted; 0 when adding); messages validationerror.mandatoryfield / .overlapdate.
 * A new season starts with 1 report per player.
 */
export type SeasonModalVariant = 'settings' | 'season';

export interface SeasonForm {
  seasonName: string | null;
  reportFrequency: number | null;
  startDate: Date | null;
  endDate: Date | null;
}

export const NEW_SEASON_FREQUENCY = 1;
/** The server's upper bound for reports per player. */
export const MAX_FREQUENCY = 1000;

/** The lowest value the spinner may show. */
export const minimumFrequency = (variant: SeasonModalVariant, adding: boolean, amountOfCompleted: number): number =>
  variant === 'season' && !adding ? Math.max(0, amountOfCompleted) : 0;

export const canDecrease = (variant: SeasonModalVariant, adding: boolean, value: number, amountOfCompleted: number): boolean => {
  if (variant === 'settings' && !adding) return false;
  return value > minimumFrequency(variant, adding, amountOfCompleted);
};

export const canIncrease = (value: number): boolean => value < MAX_FREQUENCY;

const isValidDate = (date: Date | null): date is Date => date instanceof Date && !Number.isNaN(date.getTime());

const dayNumber = (date: Date) => date.getFullYear() * 10000 + date.getMonth() * 100 + date.getDate();

/** The translation key of what stops the save, or undefined when the form may be sent. */
export function seasonProblem(form: SeasonForm, variant: SeasonModalVariant): string | undefined {
  const incomplete =
    !(form.seasonName ?? '').trim() || form.reportFrequency === null || !isValidDate(form.startDate) || !isValidDate(form.endDate);
  if (incomplete) return variant === 'settings' ? 'season.settings.mandatory' : 'validationerror.mandatoryfield';
  if (dayNumber(form.startDate!) > dayNumber(form.endDate!)) {
    return variant === 'settings' ? 'season.settings.dateOrder' : 'validationerror.overlapdate';
  }
  return undefined;
}

/**
 * The season modal's rules as react-admin's whole-form validator: the spec's one message, shown at
 * the first field it concerns (the first empty one, or the end date when it comes before the start).
 */
export const seasonValidator =
  (variant: SeasonModalVariant) =>
  (values: Record<string, unknown>): Record<string, string> => {
    const form = values as unknown as SeasonForm;
    const problem = seasonProblem(form, variant);
    if (!problem) return {};
    if (!(form.seasonName ?? '').trim()) return { seasonName: problem };
    if (form.reportFrequency === null || form.reportFrequency === undefined) return { reportFrequency: problem };
    if (!isValidDate(form.startDate)) return { startDate: problem };
    return { endDate: problem };
  };
