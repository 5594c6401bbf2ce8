import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { TableBody } from '@mui/material';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  DataTableBody,
  DataTableClasses,
  DataTableRow,
  RecordContextProvider,
  useDataTableDataContext,
  useDataTableRowSxContext,
  type RaRecord,
} from 'react-admin';

/** From this many rows on, only the rows on screen are rendered; shorter lists render every row. */
export const VIRTUAL_FROM_ROWS = 150;
/** A row's height before it is measured (a dense row with an avatar); rows are measured once shown. */
const ESTIMATED_ROW_HEIGHT = 53;
/** Rows rendered above and below the screen, so a fast scroll shows rows, not blank space. */
const OVERSCAN_ROWS = 12;

/**
 * The body of the lists' DataTable (issue 13: a 10,000-row list must paint and re-sort at once). A
 * long list renders only the rows in the window's view plus a margin, between two spacer rows that
 * keep the table as tall as all its rows: the page scrolls as before, the header's select-all and
 * sort act on every row (they work on the list's data, not on the DOM), and each rendered row is
 * react-admin's own DataTableRow (checkbox, cells, links). Short lists keep react-admin's body.
 */
export const VirtualBody = ({ children }: { children?: ReactNode }) => {
  const data = useDataTableDataContext();
  if (!data || data.length < VIRTUAL_FROM_ROWS) return <DataTableBody>{children}</DataTableBody>;
  return <VisibleRows data={data}>{children}</VisibleRows>;
};

const VisibleRows = ({ data, children }: { data: RaRecord[]; children?: ReactNode }) => {
  const body = useRef<HTMLTableSectionElement>(null);
  const rowSx = useDataTableRowSxContext();
  // Where the body starts on the page: the rows' positions are counted from there.
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const offset = (body.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    if (offset !== top) setTop(offset);
  });
  const rows = useWindowVirtualizer({
    count: data.length,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: OVERSCAN_ROWS,
    scrollMargin: top,
    getItemKey: (index) => data[index]!.id,
  });
  const shown = rows.getVirtualItems();
  const above = shown.length > 0 ? shown[0]!.start - top : 0;
  const below = shown.length > 0 ? rows.getTotalSize() - (shown.at(-1)!.end - top) : 0;
  return (
    <TableBody ref={body} className={`datatable-body ${DataTableClasses.tbody}`}>
      {above > 0 && <tr aria-hidden style={{ height: above }} />}
      {shown.map((item) => {
        const record = data[item.index]!;
        return (
          <RecordContextProvider value={record} key={item.key}>
            <DataTableRow
              ref={rows.measureElement}
              data-index={item.index}
              // Position among all the rows for assistive technology (the header row is 1).
              aria-rowindex={item.index + 2}
              className={`${DataTableClasses.row} ${item.index % 2 === 0 ? DataTableClasses.rowEven : DataTableClasses.rowOdd}`}
              sx={rowSx?.(record, item.index)}
            >
              {children}
            </DataTableRow>
          </RecordContextProvider>
        );
      })}
      {below > 0 && <tr aria-hidden style={{ height: below }} />}
    </TableBody>
  );
};
