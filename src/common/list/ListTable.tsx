import type { ReactNode } from 'react';
import { DataTable, useListContext } from 'react-admin';
import { EmptyState } from '../EmptyState';
import { ListError } from './ListError';
import { VirtualBody } from './VirtualBody';

/**
 * The lists' table: react-admin's DataTable over the list in context (every row, sorted by the
 * dataProvider), with select-all and row checkboxes. Rows do not open anything on a click (the name
 * and View links do), and there is no floating bulk toolbar: each list's own buttons act on the
 * selection, as the spec has them (they answer "No selected …" without one). One place for the
 * lists' rendering: a long list renders only the rows on screen (VirtualBody); the table says how many
 * rows it has in all (aria-rowcount, the header row included), whether they are all rendered or not.
 * An empty list says what to do next (`empty`) and offers the action that does it (`emptyAction`).
 */
export const ListTable = ({ label, empty, emptyAction, children }: { label: string; empty: string; emptyAction?: ReactNode; children: ReactNode }) => {
  const { total } = useListContext();
  return (
    <>
      <ListError />
      <DataTable
        aria-label={label}
        aria-rowcount={total === undefined ? undefined : total + 1}
        body={VirtualBody}
        rowClick={false}
        bulkActionsToolbar={false}
        // Narrower cells on a phone, so name, team and progress fit without scrolling sideways.
        sx={{ '& .MuiTableCell-root': { px: { xs: 0.5, sm: 2 } } }}
        empty={<EmptyState text={empty} action={emptyAction} />}
      >
        {children}
      </DataTable>
    </>
  );
};
