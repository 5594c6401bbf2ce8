import type { ReactNode } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LoadFailed } from '../common/LoadFailed';

/**
 * The frame of a detail page while its profile loads or when it failed: 'Failed fetching data.', what
 * that means for a manager (an unknown, removed or other club's person is simply gone) and a way
 * back to the list the person came from.
 */
export const DetailFrame = ({
  isPending,
  error,
  missing = false,
  backTo,
  children,
}: {
  isPending: boolean;
  error: unknown;
  /** No userId in the address. */
  missing?: boolean;
  /** The list to go back to. */
  backTo: string;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  if (missing || error) {
    return <LoadFailed error={missing ? undefined : error} goneMessage="people.profile.notFound" backTo={backTo} backLabel="people.profile.backToList" />;
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
