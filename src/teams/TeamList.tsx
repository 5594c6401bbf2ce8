import { useCallback, useState } from 'react';
import { Alert, Avatar, Box, Button, Card, CardContent, Link as MuiLink, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Link } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import type { TeamOverviewRow } from '../../contract/clubStructure';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { CountBadge } from '../common/CountBadge';
import { ProgressBar } from '../common/ProgressBar';
import { SeasonSelect } from '../common/SeasonSelect';
import { SortableTable, type Column } from '../common/SortableTable';
import { errorText } from '../common/errorText';
import { useLoad } from '../common/useLoad';
import { useTouchlineData } from '../common/useTouchlineData';
import { assetUrl } from '../providers/apiClient';
import { TeamDialog } from './TeamDialog';
import { TrainersCell } from './TrainersCell';

export const teamDetailPath = (teamId: string) => `/teams/team-detail?teamId=${encodeURIComponent(teamId)}`;

/** /teams: the club's teams with trainers, progress for the chosen season and players. */
export const TeamList = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useTouchlineData();
  const [seasonId, setSeasonId] = useState('');
  const [reload, setReload] = useState(0);
  const teams = useLoad(() => dataProvider.getTeamOverview(seasonId || undefined), [dataProvider, seasonId, reload]);
  const [selected, setSelected] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const rows = teams.data ?? [];
  const chooseSeason = useCallback((id: string) => setSeasonId(id), []);

  const columns: Column<TeamOverviewRow>[] = [
    {
      field: 'teamName',
      label: translate('teamsPage.team'),
      render: (team) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Avatar src={assetUrl(team.logoClub)} alt="" variant="rounded" sx={{ width: 32, height: 32 }}>
            {team.teamName.charAt(0)}
          </Avatar>
          <Typography variant="body2">{team.teamName}</Typography>
        </Box>
      ),
    },
    {
      field: 'topTrainerName',
      label: translate('teamsPage.trainers'),
      render: (team) => <TrainersCell total={team.totalTrainer} topName={team.topTrainerName} topPicture={team.topTrainerPicture} />,
    },
    { field: 'overallProgress', label: translate('teamsPage.progress'), render: (team) => <ProgressBar value={team.overallProgress} /> },
    { field: 'totalPlayer', label: translate('teamsPage.players'), align: 'right' },
    {
      field: 'view',
      label: translate('teamsPage.view'),
      sortable: false,
      render: (team) => (
        <MuiLink component={Link} to={teamDetailPath(team.id)} aria-label={translate('teamsPage.viewTeam', { name: team.teamName })}>
          {translate('teamsPage.view')}
        </MuiLink>
      ),
    },
  ];

  const askRemove = () => {
    if (selected.length === 0) {
      notify('remove.noTeam', { type: 'error' });
      return;
    }
    setConfirming(true);
  };

  const remove = async () => {
    setRemoving(true);
    try {
      await dataProvider.removeTeams(selected);
      notify('remove.teams.succeeded', { type: 'success' });
      setSelected([]);
      setConfirming(false);
      setReload((n) => n + 1);
    } catch (error) {
      notify(`${translate('remove.failed')} ${errorText(error)}`.trim(), { type: 'error' });
    } finally {
      setRemoving(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="h4" component="h1">
          {translate('teamsPage.title')}
        </Typography>
        <CountBadge count={rows.length} />
        <Box sx={{ flex: 1 }} />
        <SeasonSelect value={seasonId} onChange={chooseSeason} id="teams-season" />
        <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={askRemove}>
          {translate('teamsPage.delete')}
        </Button>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          {translate('teamsPage.add')}
        </Button>
      </Box>
      <Card>
        <CardContent>
          {teams.error ? (
            <Alert severity="error">
              {translate('load.failed')} {errorText(teams.error)}
            </Alert>
          ) : (
            <SortableTable
              rows={rows}
              columns={columns}
              label={translate('teamsPage.title')}
              defaultSort="teamName"
              selected={selected}
              onSelectedChange={setSelected}
              rowLabel={(team) => team.teamName}
              empty={teams.isPending ? undefined : translate('teamsPage.empty')}
            />
          )}
        </CardContent>
      </Card>
      <TeamDialog open={adding} onClose={() => setAdding(false)} onSaved={() => setReload((n) => n + 1)} />
      <ConfirmDialog
        open={confirming}
        title={translate('teamsPage.removeTitle')}
        message={translate('teamsPage.removeQuestion', { n: selected.length })}
        loading={removing}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
};
