import type { ReactNode } from 'react';
import { Typography } from '@mui/material';
import { DataTable } from 'react-admin';
import { ListError } from './ListError';

/**
 * The lists' table: react-admin's DataTable over the list in context (every row, sorted by the
 * dataProvider), with select-all and row checkboxes. Rows do not open anything on a click (the name
 * and View links do), and there is no floating bulk toolbar: each list's own buttons act on the
 * selection, as the spec has them (they answer "No selected …" without one). One place for the
 * lists' rendering: a virtualized body for very long lists goes in DataTable's `body` here.
 */
export const ListTable = ({ label, empty, children }: { label: string; empty: string; children: ReactNode }) => (
  <>
    <ListError />
    <DataTable
      aria-label={label}
      rowClick={false}
      bulkActionsToolbar={false}
      // Narrower cells on a phone, so name, team and progress fit without scrolling sideways.
      sx={{ '& .MuiTableCell-root': { px: { xs: 0.5, sm: 2 } } }}
      empty={<Typography color="text.secondary">{empty}</Typography>}
    >
      {children}
    </DataTable>
  </>
);
