import { useState, type ReactNode } from 'react';
import { Button, Menu } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { ExportButton, ListContextProvider, useList, useLocale, useTranslate, type Exporter } from 'react-admin';
import { exportFile, type ExportColumn, type ExportFilter, type ExportFormat } from './listExport';
import { saveFile } from './saveFile';
import { ALL_ROWS } from '../list/useSeasons';

export interface ExportMenuProps<Row> {
  /** The list's title (translated): the sheet's name and the start of the file name. */
  title: string;
  /** The columns on screen, in their order. */
  columns: ExportColumn<Row>[];
  /** The filters on screen with their chosen values (translated). */
  filters?: ExportFilter[];
}

/**
 * The export menu of a list (issue 14): CSV or Excel, the rows of the list in context (react-admin's
 * ExportButton with an exporter per format: it fetches the list's rows with its filters and sort),
 * the columns and filters on screen. Every list uses this one component.
 */
export function ExportMenu<Row>({ title, columns, filters = [] }: ExportMenuProps<Row>) {
  const translate = useTranslate();
  const locale = useLocale();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const exporter =
    (format: ExportFormat): Exporter<Row & { id: string | number }> =>
    async (rows) => {
      const { blob, fileName } = await exportFile(format, { title, columns, rows, filters, locale, filtersSheet: translate('export.filters') });
      saveFile(blob, fileName);
    };
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={translate('export.listLabel', { title })}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate('export.button')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {/* Every row of the list: react-admin's ExportButton otherwise stops at 1,000. */}
        <ExportButton role="menuitem" label="export.csv" maxResults={ALL_ROWS} exporter={exporter('csv') as Exporter} onClick={close} sx={{ display: 'flex', px: 2 }} />
        <ExportButton role="menuitem" label="export.xlsx" maxResults={ALL_ROWS} exporter={exporter('xlsx') as Exporter} onClick={close} sx={{ display: 'flex', px: 2 }} />
      </Menu>
    </>
  );
}

/**
 * The export menu of rows a page holds itself (the overview's panels, a trainer's reports): react-admin's
 * useList makes them a list in context, so they export the same way as the lists.
 */
export function ExportRowsMenu<Row extends { id: string | number }>({ rows, ...props }: ExportMenuProps<Row> & { rows: Row[] }): ReactNode {
  const list = useList({ data: rows });
  return (
    <ListContextProvider value={list}>
      <ExportMenu {...props} />
    </ListContextProvider>
  );
}
