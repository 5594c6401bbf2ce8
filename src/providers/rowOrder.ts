import type { GetListResult, PaginationPayload, SortPayload } from 'react-admin';

/**
 * The order of a list's rows (the API does not sort): stable, ascending by default, numbers
 * numerically, text case-insensitively with natural digits, empty values last in both directions
 * (react-admin's in-memory useList sort compares with `>` only). One place for it: the dataProvider
 * and the lists that sort what they hold (WholeListBase) both use it.
 */
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Two names in the order a person reads them: JO8-1 before JO10-1 (issue 37), case aside. */
export const naturalCompare = (a: string, b: string): number => collator.compare(a, b);
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

/**
 * A list's page of rows as react-admin's getList answers it: ordered here, then cut to the page.
 * (The sign-in's reads ahead for the overview store the season list in this form too.)
 */
export function listPage<Row extends Record<string, unknown>>(rows: readonly Row[], params: { pagination?: PaginationPayload; sort?: SortPayload }): GetListResult<Row & { id: string | number }> {
  const ordered = orderRows(rows, params.sort);
  const { page, perPage } = params.pagination ?? { page: 1, perPage: ordered.length };
  const data = perPage > 0 ? ordered.slice((page - 1) * perPage, page * perPage) : ordered;
  return { data: data as (Row & { id: string | number })[], total: ordered.length };
}

/** The club's teams in natural order (JO8-1 before JO10-1), whatever order the server answers in (204: none). */
export const teamsInOrder = <Team extends { teamName: string }>(teams: readonly Team[] | undefined): Team[] =>
  [...(teams ?? [])].sort((a, b) => naturalCompare(a.teamName, b.teamName));
