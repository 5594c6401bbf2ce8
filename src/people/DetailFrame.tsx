import type { ReactNode } from 'react';
import { Alert, Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * The frame of a detail page while its profile loads or when it failed: 'Failed fetching data.'
 * plus the server's text (a person of another club is simply not found).
 */
export const DetailFrame = ({
  isPending,
  error,
  missing = false,
  children,
}: {
  isPending: boolean;
  error: unknown;
  /** No userId in the address. */
  missing?: boolean;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  if (missing) return <Alert severity="error">{translate('people.profile.notFound')}</Alert>;
  if (error) {
    return (
      <Alert severity="error">
        {translate('load.failed')} {error instanceof Error ? error.message : ''}
      </Alert>
    );
  }
  if (isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  }
  return <>{children}</>;
};

/**
 * Open and completed report counts under a trainer's or player's name, with the season they are for
 * (null: every season; left out: not stated).
 */
export const ReportCounts = ({ open, completed, season }: { open: number; completed: number; season?: string | null }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, color: 'text.secondary', typography: 'body2' }}>
      {season !== undefined && <span>{season === null ? translate('shared.allSeasons') : translate('reports.season', { season })}</span>}
      <span>
        {translate('people.profile.openReports')}: <strong>{open}</strong>
      </span>
      <span>
        {translate('people.profile.completedReports')}: <strong>{completed}</strong>
      </span>
    </Box>
  );
};
