import type { SortPayload } from 'react-admin';

/**
 * The order of a list's rows (the API does not sort): stable, ascending by default, numbers
 * numerically, text case-insensitively with natural digits, empty values last in both directions
 * (react-admin's in-memory useList sort compares with `>` only). One place for it: the dataProvider
 * and the lists that sort what they hold (WholeListBase) both use it.
 */
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

const compareValues = (a: unknown, b: unknown): number => {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
};

/** The rows in the given order, as a new array; Array.prototype.sort is stable: equal values keep the server's order. */
export function orderRows<Row extends Record<string, unknown>>(rows: readonly Row[], sort: Partial<SortPayload> | undefined): Row[] {
  const field = sort?.field;
  if (!field) return [...rows];
  const direction = sort.order === 'DESC' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const left = a[field];
    const right = b[field];
    if (isEmpty(left) || isEmpty(right)) return isEmpty(left) === isEmpty(right) ? 0 : isEmpty(left) ? 1 : -1;
    return direction * compareValues(left, right);
  });
}
