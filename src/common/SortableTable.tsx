import { useMemo, useState, type ReactNode } from 'react';
import { Checkbox, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { sortRows, type SortOrder } from './sortRows';

export interface Column<T> {
  /** The row field to sort by (and to show when there is no render). */
  field: string;
  /** Already translated header text. */
  label: string;
  render?: (row: T) => ReactNode;
  sortable?: boolean;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
}

export interface SortableTableProps<T extends { id: string }> {
  rows: readonly T[];
  columns: Column<T>[];
  /** Accessible name of the table. */
  label: string;
  /** Initial sort field (ascending, spec §2); none keeps the API's order. */
  defaultSort?: string;
  /** With selection: the selected row ids and their setter (select-all and row checkboxes). */
  selected?: string[];
  onSelectedChange?: (ids: string[]) => void;
  /** Accessible name of a row's checkbox, e.g. its name. */
  rowLabel?: (row: T) => string;
  empty?: ReactNode;
}

/**
 * The lists' table (spec §2): every row at once (no paging), sort by a header click (ascending
 * first, toggling, stable), optional select-all and row checkboxes.
 */
export function SortableTable<T extends { id: string }>({
  rows,
  columns,
  label,
  defaultSort,
  selected,
  onSelectedChange,
  rowLabel,
  empty,
}: SortableTableProps<T>) {
  const translate = useTranslate();
  const [sort, setSort] = useState<{ field?: string; order: SortOrder }>({ field: defaultSort, order: 'ASC' });
  const sorted = useMemo(() => sortRows(rows, sort.field, sort.order), [rows, sort]);
  const selectable = selected !== undefined && onSelectedChange !== undefined;
  const chosen = new Set(selected ?? []);
  const allChosen = rows.length > 0 && rows.every((row) => chosen.has(row.id));
  const someChosen = rows.some((row) => chosen.has(row.id));

  const toggleSort = (field: string) =>
    setSort((previous) => ({ field, order: previous.field === field && previous.order === 'ASC' ? 'DESC' : 'ASC' }));

  const toggleRow = (id: string) =>
    onSelectedChange?.(chosen.has(id) ? (selected ?? []).filter((x) => x !== id) : [...(selected ?? []), id]);

  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {selectable && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allChosen}
                  indeterminate={someChosen && !allChosen}
                  onChange={() => onSelectedChange!(allChosen ? [] : rows.map((row) => row.id))}
                  slotProps={{ input: { 'aria-label': translate('shared.selectAll') } }}
                />
              </TableCell>
            )}
            {columns.map((column) => (
              <TableCell
                key={column.field}
                align={column.align}
                sx={{ width: column.width, fontWeight: 600 }}
                sortDirection={sort.field === column.field ? (sort.order === 'ASC' ? 'asc' : 'desc') : false}
              >
                {column.sortable === false ? (
                  column.label
                ) : (
                  <TableSortLabel
                    active={sort.field === column.field}
                    direction={sort.field === column.field && sort.order === 'DESC' ? 'desc' : 'asc'}
                    onClick={() => toggleSort(column.field)}
                  >
                    {column.label}
                  </TableSortLabel>
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted.length === 0 && empty ? (
            <TableRow>
              <TableCell colSpan={columns.length + (selectable ? 1 : 0)}>
                <Typography color="text.secondary">{empty}</Typography>
              </TableCell>
            </TableRow>
          ) : (
            sorted.map((row) => (
              <TableRow key={row.id} hover selected={chosen.has(row.id)}>
                {selectable && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={chosen.has(row.id)}
                      onChange={() => toggleRow(row.id)}
                      slotProps={{ input: { 'aria-label': translate('shared.selectRow', { name: rowLabel?.(row) ?? row.id }) } }}
                    />
                  </TableCell>
                )}
                {columns.map((column) => (
                  <TableCell key={column.field} align={column.align}>
                    {column.render ? column.render(row) : String((row as Record<string, unknown>)[column.field] ?? '')}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
