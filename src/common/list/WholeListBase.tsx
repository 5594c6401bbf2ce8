import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { ListBase, ListContextProvider, useListContext, type ListBaseProps, type ListControllerResult, type SortPayload } from 'react-admin';
import { orderRows } from '../../providers/rowOrder';
import { ALL_ROWS } from './useSeasons';

/** No order asked of the dataProvider: the rows come as the server sends them, and are ordered here. */
const SERVER_ORDER: SortPayload = { field: '', order: 'ASC' };

/**
 * react-admin's ListBase over every row of a list (the spec applies no paging), fetched once per page
 * view and sorted in memory: a click on a column header orders the rows at hand again, without
 * asking the server for all of them a second time (issue 13: a 10,000-row list repaints its sort at
 * once). `sort` is the list's initial order; filters still go to the server (they change the rows).
 * Everything below reads react-admin's list context as usual (DataTable's headers, selection, counts,
 * exports), with the rows in the order on screen.
 */
export const WholeListBase = ({ sort, children, ...props }: Omit<ListBaseProps, 'perPage' | 'render'> & { sort: SortPayload; children: ReactNode }) => (
  <ListBase {...props} perPage={ALL_ROWS} sort={SERVER_ORDER}>
    <InMemoryOrder initialSort={sort}>{children}</InMemoryOrder>
  </ListBase>
);

const InMemoryOrder = ({ initialSort, children }: { initialSort: SortPayload; children: ReactNode }) => {
  const list = useListContext();
  const [sort, setSortState] = useState(initialSort);
  const { data } = list;
  // Sorted once per answer and order; every other render reuses it.
  const ordered = useMemo(() => (data ? orderRows(data, sort) : data), [data, sort]);
  const setSort = useCallback((next: SortPayload) => setSortState(next), []);
  // The same result as react-admin's, with its rows in this order (a list that failed keeps no rows).
  const value = useMemo(() => ({ ...list, data: ordered, sort, setSort }) as ListControllerResult, [list, ordered, sort, setSort]);
  return <ListContextProvider value={value}>{children}</ListContextProvider>;
};
