import type { ReactNode } from 'react';
import { Box, Checkbox, CircularProgress, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SortOrder } from '../common/sortRows';

export interface PeopleColumn<T> {
  /** Also the sort field unless `sortField` says otherwise; no sorting when sortable is false. */
  key: string;
  label: string;
  sortField?: string;
  sortable?: boolean;
  render: (row: T) => ReactNode;
}

export interface PeopleTableProps<T extends { id: string; name: string }> {
  rows: T[];
  columns: PeopleColumn<T>[];
  sort: { field: string; order: SortOrder };
  onSort: (field: string) => void;
  selected: ReadonlySet<string>;
  onSelectedChange: (next: Set<string>) => void;
  loading?: boolean;
  /** Accessible name of the table. */
  label: string;
}

/**
 * The people lists' table: every row (no paging), sortable headers, select-all and row checkboxes.
 * The rows arrive sorted; this only shows them.
 */
export function PeopleTable<T extends { id: string; name: string }>({
  rows,
  columns,
  sort,
  onSort,
  selected,
  onSelectedChange,
  loading = false,
  label,
}: PeopleTableProps<T>) {
  const translate = useTranslate();
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const someSelected = rows.some((row) => selected.has(row.id));

  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectedChange(next);
  };

  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={allSelected}
                indeterminate={someSelected && !allSelected}
                disabled={rows.length === 0}
                onChange={() => onSelectedChange(allSelected ? new Set() : new Set(rows.map((row) => row.id)))}
                slotProps={{ input: { 'aria-label': translate('shared.selectAll') } }}
              />
            </TableCell>
            {columns.map((column) => {
              const field = column.sortField ?? column.key;
              const active = sort.field === field;
              return (
                <TableCell key={column.key} sortDirection={active ? (sort.order === 'ASC' ? 'asc' : 'desc') : false}>
                  {column.sortable === false ? (
                    column.label
                  ) : (
                    <TableSortLabel
                      active={active}
                      direction={active && sort.order === 'DESC' ? 'desc' : 'asc'}
                      onClick={() => onSort(field)}
                    >
                      {column.label}
                    </TableSortLabel>
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover selected={selected.has(row.id)}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.has(row.id)}
                  onChange={() => toggle(row.id)}
                  slotProps={{ input: { 'aria-label': translate('shared.selectRow', { name: row.name }) } }}
                />
              </TableCell>
              {columns.map((column) => (
                <TableCell key={column.key}>{column.render(row)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {loading && rows.length === 0 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
          <CircularProgress aria-label={translate('ra.page.loading')} />
        </Box>
      )}
      {!loading && rows.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
          {translate('people.empty')}
        </Typography>
      )}
    </TableContainer>
  );
}
