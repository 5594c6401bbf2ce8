import type { ReactNode } from 'react';
import { Alert, Box, Card, CardContent, CircularProgress, IconButton, Typography } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { errorText } from '../common/errorText';

/** A panel's call as react-query gives it (usePanelQuery). */
export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
}

export interface PanelProps<T> {
  title: string;
  /** Where the panel's arrow leads (spec §2: /players, /trainers, /teams). */
  to?: string;
  /** Accessible name of the arrow. */
  toLabel?: string;
  loaded: Loaded<T>;
  children: (data: T) => ReactNode;
  /** The panel's export menu once its data is loaded (issue 14). */
  exportMenu?: (data: T) => ReactNode;
}

/** A dashboard panel: a title, an arrow to the full list, and its content once loaded. */
export function Panel<T>({ title, to, toLabel, loaded, children, exportMenu }: PanelProps<T>) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {exportMenu && loaded.data !== undefined && !loaded.error ? exportMenu(loaded.data) : null}
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
