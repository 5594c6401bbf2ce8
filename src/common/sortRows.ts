/**
 * Client-side sorting (the API returns every row, unpaged): stable, ascending by default,
 * numbers numerically, text case-insensitively with natural digits, empty values last.
 */
export type SortOrder = 'ASC' | 'DESC';

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

export const compareValues = (a: unknown, b: unknown): number => {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) === isEmpty(b) ? 0 : isEmpty(a) ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
};

const valueAt = (row: unknown, field: string): unknown =>
  field.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), row);

export function sortRows<T>(rows: readonly T[], field?: string, order: SortOrder = 'ASC'): T[] {
  const copy = [...rows];
  if (!field) return copy;
  const direction = order === 'DESC' ? -1 : 1;
  // Array.prototype.sort is stable; empty values stay last in both directions.
  return copy.sort((a, b) => {
    const left = valueAt(a, field);
    const right = valueAt(b, field);
    if (isEmpty(left) || isEmpty(right)) return compareValues(left, right);
    return direction * compareValues(left, right);
  });
}
