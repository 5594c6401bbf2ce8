import type { ReactNode } from 'react';
import { Alert, Box, Card, CardContent, CircularProgress, IconButton, Typography } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { errorText } from './errorText';
import { ExportRowsMenu } from './export/ExportMenu';
import type { ExportColumn, ExportFilter } from './export/listExport';

/** A panel's call as react-query gives it (usePanelQuery). */
export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
}

/** What a panel exports (issue 14): its rows as the export's, the columns on screen, the filters the page applies. */
export interface PanelExport<T, Row extends { id: string | number }> {
  filters: ExportFilter[];
  rows: (data: T) => Row[];
  columns: ExportColumn<Row>[];
}

export interface PanelProps<T, Row extends { id: string | number }> {
  title: string;
  /** Where the panel's arrow leads (spec §2: /players, /trainers, /teams). */
  to?: string;
  /** Accessible name of the arrow. */
  toLabel?: string;
  loaded: Loaded<T>;
  children: (data: T) => ReactNode;
  /** The panel's export menu, offered once its data is loaded, named by the panel's title. */
  exported?: PanelExport<T, Row>;
}

/** An overview panel: a title, its export, an arrow to the full list, and its content once loaded. */
export function Panel<T, Row extends { id: string | number }>({ title, to, toLabel, loaded, children, exported }: PanelProps<T, Row>) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {exported && loaded.data !== undefined && !loaded.error ? (
              <ExportRowsMenu title={title} filters={exported.filters} rows={exported.rows(loaded.data)} columns={exported.columns} />
            ) : null}
            {to && (
              <IconButton component={Link} to={to} aria-label={toLabel ?? title} size="small">
                <ArrowForwardIcon />
              </IconButton>
            )}
          </Box>
        </Box>
        {loaded.error ? (
          <Alert severity="error">
            {translate('load.failed')} {errorText(loaded.error)}
          </Alert>
        ) : loaded.data === undefined ? (
          <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
        ) : (
          children(loaded.data)
        )}
      </CardContent>
    </Card>
  );
}
