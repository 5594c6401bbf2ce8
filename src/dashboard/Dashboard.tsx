import { useEffect } from 'react';
import { Alert, Box, Card, CardContent, CircularProgress, MenuItem, TextField, Typography } from '@mui/material';
import { Authenticated, useStore, useTranslate } from 'react-admin';
import { useTouchlineData } from '../common/useTouchlineData';
import { useLoad } from '../common/useLoad';
import { currentSeason } from '../providers/clubApi';

const Total = ({ label, value }: { label: string; value: number | undefined }) => (
  <Card component="section" aria-label={label} sx={{ flex: '1 1 180px' }}>
    <CardContent>
      <Typography color="text.secondary" component="h2" variant="subtitle1">
        {label}
      </Typography>
      <Typography variant="h3" component="p">
        {value ?? '–'}
      </Typography>
    </CardContent>
  </Card>
);

const errorText = (error: unknown) => (error instanceof Error ? error.message : '');

/** / : the overview. For now the totals of teams, trainers and players for the chosen season. */
export const Dashboard = () => (
  <Authenticated>
    <Overview />
  </Authenticated>
);

const Overview = () => {
  const translate = useTranslate();
  const dataProvider = useTouchlineData();
  const seasons = useLoad(() => dataProvider.getClubSeasons(), [dataProvider]);
  // Kept in react-admin's (in-memory) store so a language switch, which remounts the page, keeps it.
  const [seasonId, setSeasonId] = useStore<string>('overview.seasonId', '');

  // The season flagged current is preselected on first load (spec §4).
  useEffect(() => {
    const list = seasons.data ?? [];
    if (list.length && !list.some((season) => season.id === seasonId)) setSeasonId(currentSeason(list)?.id ?? '');
  }, [seasons.data, seasonId]);

  const known = !!seasons.data?.some((season) => season.id === seasonId);
  const totals = useLoad(() => dataProvider.getDashboardTotals(seasonId), [dataProvider, seasonId], known);
  const error = seasons.error ?? (seasonId ? totals.error : undefined);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="h4" component="h1">
          {translate('dashboard.title')}
        </Typography>
        {seasons.data && seasons.data.length > 0 && (
          <TextField
            select
            id="dashboard-season"
            label={translate('dashboard.season')}
            value={known ? seasonId : ''}
            onChange={(event) => setSeasonId(event.target.value)}
            size="small"
            fullWidth={false}
            sx={{ minWidth: 220 }}
          >
            {seasons.data.map((season) => (
              <MenuItem key={season.id} value={season.id}>
                {season.seasonName}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
      {error ? (
        <Alert severity="error">
          {translate('load.failed')} {errorText(error)}
        </Alert>
      ) : null}
      {seasons.isPending ? (
        <CircularProgress aria-label={translate('ra.page.loading')} />
      ) : seasons.data && seasons.data.length === 0 ? (
        <Alert severity="info">{translate('dashboard.noSeason')}</Alert>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <Total label={translate('dashboard.teams')} value={totals.data?.team} />
          <Total label={translate('dashboard.trainers')} value={totals.data?.trainer} />
          <Total label={translate('dashboard.players')} value={totals.data?.player} />
        </Box>
      )}
    </Box>
  );
};
