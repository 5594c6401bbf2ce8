import { useState } from 'react';
import { Avatar, Box, Button, Card, CardContent, CircularProgress, Link as MuiLink, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Link } from 'react-router-dom';
import { Authenticated, useListContext, useTranslate } from 'react-admin';
import type { TeamOverviewRow } from '../../contract/clubStructure';
import { ProgressBar } from '../common/ProgressBar';
import { useSeasons } from '../common/list/useSeasons';
import { WholeListBase } from '../common/list/WholeListBase';
import { ListCount } from '../common/list/ListCount';
import { ListTable } from '../common/list/ListTable';
import { RemoveSelectedButton } from '../common/list/RemoveSelectedButton';
import { SeasonFilter } from '../common/list/SeasonFilter';
import { OVERVIEW_ROWS } from '../common/list/overviewRows';
import { assetUrl } from '../providers/apiClient';
import { currentSeason } from '../providers/currentSeason';
import { TeamDialog } from './TeamDialog';
import { TrainersCell } from './TrainersCell';
import { ExportMenu } from '../common/export/ExportMenu';
import { exportColumns, tableColumns, type ListColumn } from '../common/list/columns';
import { PhoneDetails } from '../common/list/phone';

export const teamDetailPath = (teamId: string) => `/teams/team-detail?teamId=${encodeURIComponent(teamId)}`;
/** The team placement board (issue 23). */
export const teamPlacementPath = '/teams/placement';

/**
 * /teams: the club's teams with trainers, progress for the chosen season (the current one first) and
 * players, on react-admin's ListBase and DataTable; deleting the selected teams asks first.
 */
export const TeamList = () => (
  <Authenticated>
    <TeamListWithSeasons />
  </Authenticated>
);

const TeamListWithSeasons = () => {
  const translate = useTranslate();
  const seasons = useSeasons();
  if (seasons.isPending) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  const current = seasons.data ? currentSeason(seasons.data)?.id : undefined;
  return (
    <WholeListBase
      resource="teams"
      sort={{ field: 'teamName', order: 'ASC' }}
      filterDefaultValues={current ? { clubSeasonId: current } : {}}
      disableSyncWithLocation
      queryOptions={{ meta: OVERVIEW_ROWS }}
    >
      <TeamListView />
    </WholeListBase>
  );
};

const TeamListView = () => {
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  const { filterValues } = useListContext();
  const { data: seasons } = useSeasons();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="h4" component="h1">
          {translate('teamsPage.title')}
        </Typography>
        <ListCount />
        <Box sx={{ flex: 1 }} />
        <SeasonFilter id="teams-season" />
        <ExportMenu
          title={translate('teamsPage.title')}
          columns={exportColumns(TEAM_COLUMNS, translate)}
          filters={[{ label: translate('export.season'), value: seasons?.find((s) => s.id === filterValues.clubSeasonId)?.seasonName ?? translate('export.all') }]}
        />
        <RemoveSelectedButton
          label="teamsPage.delete"
          confirmTitle="teamsPage.removeTitle"
          noneSelected="remove.noTeam"
          succeeded="remove.teams.succeeded"
          confirmContent={<RemoveQuestion />}
        />
        <Button component={Link} to={teamPlacementPath} variant="outlined" startIcon={<SwapHorizIcon />}>
          {translate('placement.open')}
        </Button>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          {translate('teamsPage.add')}
        </Button>
      </Box>
      <Card>
        <CardContent>
          <ListTable
            label={translate('teamsPage.title')}
            empty={translate('teamsPage.empty')}
            emptyAction={
              <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
                {translate('teamsPage.addFirst')}
              </Button>
            }
          >
            {tableColumns(TEAM_COLUMNS)}
          </ListTable>
        </CardContent>
      </Card>
      {/* react-admin's create refreshes this list itself; invalidating it again here restarted that read (the list was fetched twice). */}
      <TeamDialog open={adding} onClose={() => setAdding(false)} />
    </Box>
  );
};

/** The list's columns, on screen and in its export. */
const TEAM_COLUMNS: ListColumn<TeamOverviewRow>[] = [
  {
    source: 'teamName',
    label: 'teamsPage.team',
    render: (team) => (
      <PhoneDetails
        items={[
          ['teamsPage.trainers', team.totalTrainer > 1 ? `${team.topTrainerName ?? ''} +${team.totalTrainer - 1}`.trim() : team.topTrainerName],
          ['teamsPage.players', team.totalPlayer],
        ]}
      >
        <TeamName team={team} />
      </PhoneDetails>
    ),
  },
  {
    source: 'topTrainerName',
    label: 'teamsPage.trainers',
    foldOnPhone: true,
    render: (team) => <TrainersCell total={team.totalTrainer} topName={team.topTrainerName} topPicture={team.topTrainerPicture} />,
  },
  { source: 'overallProgress', label: 'teamsPage.progress', render: (team) => <ProgressBar value={team.overallProgress} /> },
  { source: 'totalPlayer', label: 'teamsPage.players', number: true, foldOnPhone: true },
  { label: 'teamsPage.view', exportValue: false, render: (team) => <ViewTeamLink team={team} /> },
];

const TeamName = ({ team }: { team: TeamOverviewRow }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
    <Avatar src={assetUrl(team.logoClub)} alt="" variant="rounded" sx={{ width: 32, height: 32 }}>
      {team.teamName.charAt(0)}
    </Avatar>
    <Typography variant="body2">{team.teamName}</Typography>
  </Box>
);

const ViewTeamLink = ({ team }: { team: TeamOverviewRow }) => {
  const translate = useTranslate();
  return (
    <MuiLink component={Link} to={teamDetailPath(team.id)} aria-label={translate('teamsPage.viewTeam', { name: team.teamName })}>
      {translate('teamsPage.view')}
    </MuiLink>
  );
};

const RemoveQuestion = () => {
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  return <Typography color="text.secondary">{translate('teamsPage.removeQuestion', { n: selectedIds.length })}</Typography>;
};
