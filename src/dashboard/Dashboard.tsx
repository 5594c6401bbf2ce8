import { Alert, Box, Button, Card, CardContent, CircularProgress, Grid, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SettingsIcon from '@mui/icons-material/Settings';
import { memo, useDeferredValue, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Authenticated, useStore, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { useSeasons } from '../common/list/useSeasons';
import { errorText } from '../common/errorText';
import { SeasonSelect } from '../common/SeasonSelect';
import { currentSeason } from '../providers/currentSeason';
import { overviewReads, panelReads } from './overviewReads';
import type { Read } from '../providers/reads';
import { teamsInOrder } from '../providers/rowOrder';
import { TeamFilter } from './TeamFilter';
import { GettingStartedChecklist } from './GettingStarted';
import { CalibrationPanel as Calibration } from '../insight/CalibrationPanel';
import { ExportSeasonButton } from '../insight/ExportSeasonButton';
import { DueSoonPanel as DueSoon } from './DueSoonPanel';
import type { Loaded } from '../common/Panel';
import * as panels from './panels';

/*
 * Each panel draws again only when its own answer or the filters change, not whenever another panel's
 * answer lands (issue 26: on a phone one drawing of the whole overview costs a few hundred ms, and the
 * answers land one by one after sign-in).
 */
const ClubOverviewPanel = memo(panels.ClubOverviewPanel);
const PlayerDevelopmentPanel = memo(panels.PlayerDevelopmentPanel);
const TrainerProgressPanel = memo(panels.TrainerProgressPanel);
const TeamProgressPanel = memo(panels.TeamProgressPanel);
const DueSoonPanel = memo(DueSoon);
const CalibrationPanel = memo(Calibration);

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

/** A panel's state before it is drawn with its answer. */
const STILL_LOADING: Loaded<never> = { data: undefined, error: undefined, isPending: true };

/** A panel's read through react-query, as the panel takes it. */
function usePanelQuery<T>(read: Read<T>, enabled: boolean): Loaded<T> {
  const { data, error, isLoading } = useQuery({ ...read, enabled });
  // The same object until the answer changes, so that the panel's memo holds.
  return useMemo(() => ({ data, error: error ?? undefined, isPending: isLoading }), [data, error, isLoading]);
}

/** / : the overview dashboard (spec §2). */
export const Dashboard = () => (
  <Authenticated>
    <Overview />
  </Authenticated>
);

const Overview = () => {
  const translate = useTranslate();
  const seasons = useSeasons();
  const teams = useQuery({ ...overviewReads().teams, select: teamsInOrder });
  // Kept in react-admin's (in-memory) store so a language switch, which remounts the page, keeps them.
  const [chosenSeasonId, setSeasonId] = useStore<string>('overview.seasonId', '');
  const [teamIds, setTeamIds] = useStore<string[]>('overview.teamIds', []);

  // The season shown: the one chosen, else the club's current season (the one SeasonSelect would
  // preselect after its first drawing). Decided here, the panels ask for their figures in the same
  // drawing that shows the season list, not one drawing later (issue 26, sign-in to figures).
  const seasonId = seasons.data?.some((season) => season.id === chosenSeasonId) ? chosenSeasonId : (currentSeason(seasons.data ?? [])?.id ?? '');
  const known = seasonId !== '';
  // Every panel reloads when the season or the team filter changes (spec §4): they are in the query keys.
  const reads = panelReads(seasonId, teamIds);
  const totals = usePanelQuery(reads.totals, known);
  const main = usePanelQuery(reads.main, known);
  const players = usePanelQuery(reads.players, known);
  const trainers = usePanelQuery(reads.trainers, known);
  const teamRows = usePanelQuery(reads.teams, known);
  const dueSoon = usePanelQuery(reads.dueSoon, known);
  // The panels below the club overview, off a phone's first screen, draw their answers in the
  // background after it, also when the overview first draws with every answer in (after a sign-in):
  // the figures at the top are not held up by the charts and tables below.
  const laterPlayers = useDeferredValue(players, STILL_LOADING as typeof players);
  const laterTrainers = useDeferredValue(trainers, STILL_LOADING as typeof trainers);
  const laterTeamRows = useDeferredValue(teamRows, STILL_LOADING as typeof teamRows);
  const laterDueSoon = useDeferredValue(dueSoon, STILL_LOADING as typeof dueSoon);
  const laterSeasonId = useDeferredValue(seasonId, '');
  // The filters on screen, as the panels' exports name them.
  const seasonName = seasons.data?.find((season) => season.id === seasonId)?.seasonName ?? '';
  const teamNames = (teams.data ?? []).filter((team) => teamIds.includes(team.id)).map((team) => team.teamName).join(', ');
  const seasonFilters = useMemo(() => [{ label: translate('export.season'), value: seasonName }], [translate, seasonName]);
  const filters = useMemo(
    () => [...seasonFilters, { label: translate('export.teams'), value: teamNames || translate('dashboard.allTeams') }],
    [seasonFilters, translate, teamNames],
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="h4" component="h1">
          {translate('dashboard.title')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Box sx={{ width: 240 }}>
            <TeamFilter teams={teams.data ?? []} value={teamIds} onChange={setTeamIds} />
          </Box>
          {seasons.data && seasons.data.length > 0 && (
            <Box sx={{ width: 200 }}>
              <SeasonSelect id="dashboard-season" seasons={seasons.data} value={seasonId} onChange={(id) => setSeasonId(id)} />
            </Box>
          )}
          {known && <ExportSeasonButton clubSeasonId={seasonId} />}
          <Button component={Link} to="/general-settings" startIcon={<SettingsIcon />} variant="outlined">
            {translate('dashboard.seasonSettings')}
          </Button>
        </Box>
      </Box>
      <GettingStartedChecklist />
      {seasons.error ? (
        <Alert severity="error">
          {translate('load.failed')} {errorText(seasons.error)}
        </Alert>
      ) : null}
      {seasons.isPending ? (
        <CircularProgress aria-label={translate('ra.page.loading')} />
      ) : seasons.data && seasons.data.length === 0 ? (
        <Alert
          severity="info"
          action={
            <Button component={Link} to="/season" color="inherit" size="small" startIcon={<AddIcon />}>
              {translate('dashboard.addSeason')}
            </Button>
          }
        >
          {translate('dashboard.noSeason')}
        </Alert>
      ) : (
        <>
          {totals.error ? (
            <Alert severity="error">
              {translate('load.failed')} {errorText(totals.error)}
            </Alert>
          ) : null}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <Total label={translate('dashboard.teams')} value={totals.data?.team} />
            <Total label={translate('dashboard.trainers')} value={totals.data?.trainer} />
            <Total label={translate('dashboard.players')} value={totals.data?.player} />
          </Box>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, lg: 5 }}>
              <ClubOverviewPanel loaded={main} filters={filters} />
            </Grid>
            <Grid size={{ xs: 12, lg: 7 }}>
              <PlayerDevelopmentPanel loaded={laterPlayers} filters={filters} />
            </Grid>
            <Grid size={{ xs: 12, lg: 7 }}>
              <TrainerProgressPanel loaded={laterTrainers} filters={filters} />
            </Grid>
            <Grid size={{ xs: 12, lg: 5 }}>
              <TeamProgressPanel loaded={laterTeamRows} filters={filters} />
            </Grid>
            <Grid size={{ xs: 12, lg: 5 }}>
              <DueSoonPanel loaded={laterDueSoon} filters={seasonFilters} />
            </Grid>
            <Grid size={{ xs: 12, lg: 7 }}>
              <CalibrationPanel clubSeasonId={laterSeasonId} filters={seasonFilters} />
            </Grid>
          </Grid>
        </>
      )}
    </Box>
  );
};
