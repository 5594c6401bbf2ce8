import { useCallback, useState } from 'react';
import { Alert, Avatar, Box, Button, Card, CardContent, CircularProgress, Link as MuiLink, MenuItem, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { format } from 'date-fns';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { TeamPlayerRow, TeamTrainerRow } from '../../contract/clubStructure';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { CountBadge } from '../common/CountBadge';
import { dateFnsLocale } from '../common/DateLocalization';
import { ProgressBar } from '../common/ProgressBar';
import { SeasonSelect } from '../common/SeasonSelect';
import { SortableTable, type Column } from '../common/SortableTable';
import { errorText } from '../common/errorText';
import { formatScoreOneDecimal } from '../common/scores';
import { useLoad } from '../common/useLoad';
import { useTouchlineData } from '../common/useTouchlineData';
import { assetUrl } from '../providers/apiClient';
import { AddMembersDialog } from './AddMembersDialog';
import { MoveDialog } from './MoveDialog';
import { TeamDialog } from './TeamDialog';
import { teamDetailPath } from './TeamList';
import { TrainersCell } from './TrainersCell';

const personPath = (kind: 'player' | 'trainer', userId: string, teamId: string) =>
  `/${kind === 'player' ? 'players/detail-player' : 'trainers/detail-trainer'}?userId=${encodeURIComponent(userId)}&teamId=${encodeURIComponent(teamId)}`;

const PersonName = ({ name, picture, to }: { name: string; picture: string | null; to: string }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
    <Avatar src={assetUrl(picture)} alt="" sx={{ width: 32, height: 32 }}>
      {name.charAt(0)}
    </Avatar>
    <MuiLink component={Link} to={to}>
      {name}
    </MuiLink>
  </Box>
);

/** /teams/team-detail?teamId=…: the team's header, its trainers and players for a season, and moving people. */
export const TeamDetail = () => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const teamId = params.get('teamId') ?? '';
  if (!teamId) return <Alert severity="warning">{translate('teamDetail.missingTeam')}</Alert>;
  // A new team id starts a fresh page (selections, dialogs).
  return <TeamPage key={teamId} teamId={teamId} />;
};

const TeamPage = ({ teamId }: { teamId: string }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useTouchlineData();
  const [reload, setReload] = useState(0);
  const [seasonId, setSeasonId] = useState('');
  const [editing, setEditing] = useState(false);
  const detail = useLoad(() => dataProvider.getTeamDetail(teamId), [dataProvider, teamId, reload]);
  const teams = useLoad(() => dataProvider.getTeams(), [dataProvider, reload]);
  const chooseSeason = useCallback((id: string) => setSeasonId(id), []);
  const refresh = () => setReload((n) => n + 1);

  if (detail.error) {
    return (
      <Alert severity="error">
        {translate('load.failed')} {errorText(detail.error)}
      </Alert>
    );
  }
  if (!detail.data) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  const team = detail.data;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <MuiLink component={Link} to="/teams" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <ArrowBackIcon fontSize="small" />
        {translate('teamDetail.back')}
      </MuiLink>
      <Card>
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Avatar src={assetUrl(team.clubLogoUrl)} alt={team.clubName} variant="rounded" sx={{ width: 56, height: 56 }}>
            {team.clubName.charAt(0)}
          </Avatar>
          <Avatar src={assetUrl(team.logoClub)} alt="" variant="rounded" sx={{ width: 56, height: 56 }}>
            {team.teamName.charAt(0)}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 160 }}>
            <Typography variant="h4" component="h1">
              {team.teamName}
            </Typography>
            <Typography color="text.secondary">{team.division}</Typography>
          </Box>
          <Button startIcon={<EditIcon />} onClick={() => setEditing(true)}>
            {translate('teamDetail.edit')}
          </Button>
          <TextField
            select
            size="small"
            id="change-team"
            label={translate('teamDetail.changeTeam')}
            value={teamId}
            onChange={(event) => navigate(teamDetailPath(event.target.value))}
            fullWidth={false}
            sx={{ minWidth: 180 }}
          >
            {(teams.data ?? [{ id: team.id, teamName: team.teamName }]).map((t) => (
              <MenuItem key={t.id} value={t.id}>
                {t.teamName}
              </MenuItem>
            ))}
          </TextField>
          <SeasonSelect value={seasonId} onChange={chooseSeason} id="team-season" />
        </CardContent>
      </Card>
      <TrainersSection teamId={teamId} teamName={team.teamName} seasonId={seasonId} reload={reload} onChanged={refresh} />
      <PlayersSection teamId={teamId} teamName={team.teamName} seasonId={seasonId} reload={reload} onChanged={refresh} />
      <TeamDialog open={editing} team={team} onClose={() => setEditing(false)} onSaved={refresh} />
    </Box>
  );
};

interface SectionProps {
  teamId: string;
  teamName: string;
  seasonId: string;
  reload: number;
  onChanged: () => void;
}

type Dialogs = 'none' | 'add' | 'move' | 'remove';

interface MembersSectionProps<T extends { id: string; userId: string; name: string }> extends SectionProps {
  kind: 'player' | 'trainer';
  rows: T[] | undefined;
  error: unknown;
  columns: Column<T>[];
  /** The ids RemovePlayersFromTeam / RemoveTrainersFromTeam take for the selected rows. */
  membershipIds: (rows: T[]) => string[];
  remove: (ids: string[]) => Promise<unknown>;
}

function MembersSection<T extends { id: string; userId: string; name: string }>({
  kind,
  teamId,
  teamName,
  rows,
  error,
  columns,
  membershipIds,
  remove,
  onChanged,
}: MembersSectionProps<T>) {
  const translate = useTranslate();
  const notify = useNotify();
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<Dialogs>('none');
  const [removing, setRemoving] = useState(false);
  const chosenRows = (rows ?? []).filter((row) => selected.includes(row.id));
  const noneSelected = kind === 'player' ? 'teamDetail.noSelectedPlayers' : 'teamDetail.noSelectedTrainers';
  const title = translate(kind === 'player' ? 'teamDetail.players' : 'teamDetail.trainers');

  const open = (which: 'move' | 'remove') => {
    if (chosenRows.length === 0) {
      notify(noneSelected, { type: 'error' });
      return;
    }
    setDialog(which);
  };

  const done = () => {
    setSelected([]);
    onChanged();
  };

  const confirmRemove = async () => {
    setRemoving(true);
    try {
      await remove(membershipIds(chosenRows));
      notify(kind === 'player' ? 'teamDetail.removedPlayers' : 'teamDetail.removedTrainers', { type: 'success' });
      setDialog('none');
      done();
    } catch (failure) {
      notify(`${translate('remove.failedShort')} ${errorText(failure)}`.trim(), { type: 'error' });
    } finally {
      setRemoving(false);
    }
  };

  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <CountBadge count={rows?.length ?? 0} />
          <Box sx={{ flex: 1 }} />
          <Button size="small" startIcon={<SwapHorizIcon />} onClick={() => open('move')}>
            {translate('teamDetail.move')}
          </Button>
          <Button size="small" color="error" startIcon={<PersonRemoveIcon />} onClick={() => open('remove')}>
            {translate('teamDetail.removeFromTeam')}
          </Button>
          <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={() => setDialog('add')}>
            {translate(kind === 'player' ? 'teamDetail.addPlayers' : 'teamDetail.addTrainers')}
          </Button>
        </Box>
        {error ? (
          <Alert severity="error">
            {translate('load.failed')} {errorText(error)}
          </Alert>
        ) : (
          <SortableTable
            rows={rows ?? []}
            columns={columns}
            label={title}
            defaultSort="name"
            selected={selected}
            onSelectedChange={setSelected}
            rowLabel={(row) => row.name}
            empty={rows ? translate(kind === 'player' ? 'teamDetail.noPlayers' : 'teamDetail.noTrainers') : undefined}
          />
        )}
      </CardContent>
      <AddMembersDialog open={dialog === 'add'} kind={kind} teamId={teamId} teamName={teamName} onClose={() => setDialog('none')} onDone={done} />
      <MoveDialog
        open={dialog === 'move'}
        kind={kind}
        userIds={chosenRows.map((row) => row.userId)}
        currentTeamId={teamId}
        onClose={() => setDialog('none')}
        onDone={done}
      />
      <ConfirmDialog
        open={dialog === 'remove'}
        title={translate('teamDetail.removeTitle')}
        message={translate(kind === 'player' ? 'teamDetail.removePlayersQuestion' : 'teamDetail.removeTrainersQuestion', { n: chosenRows.length })}
        loading={removing}
        onConfirm={() => void confirmRemove()}
        onClose={() => setDialog('none')}
      />
    </Card>
  );
}

const TrainersSection = (props: SectionProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useTouchlineData();
  const { teamId, seasonId, reload } = props;
  const trainers = useLoad(() => dataProvider.getTeamTrainers(teamId, seasonId || undefined), [dataProvider, teamId, seasonId, reload]);
  const columns: Column<TeamTrainerRow>[] = [
    { field: 'name', label: translate('teamDetail.name'), render: (row) => <PersonName name={row.name} picture={row.userPicture} to={personPath('trainer', row.userId, teamId)} /> },
    { field: 'overallProgress', label: translate('teamDetail.progress'), render: (row) => <ProgressBar value={row.overallProgress} /> },
    {
      field: 'lastUpdate',
      label: translate('teamDetail.lastUpdate'),
      render: (row) => (row.lastUpdate ? format(new Date(row.lastUpdate), 'dd/MM/yyyy', { locale: dateFnsLocale(locale) }) : ''),
    },
  ];
  return (
    <MembersSection
      {...props}
      kind="trainer"
      rows={trainers.data?.map((row) => ({ ...row, id: row.teamTrainerId }))}
      error={trainers.error}
      columns={columns}
      membershipIds={(rows) => rows.map((row) => row.teamTrainerId)}
      remove={(ids) => dataProvider.removeTrainersFromTeam(ids)}
    />
  );
};

const PlayersSection = (props: SectionProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useTouchlineData();
  const { teamId, seasonId, reload } = props;
  const players = useLoad(() => dataProvider.getTeamPlayers(teamId, seasonId || undefined), [dataProvider, teamId, seasonId, reload]);
  const columns: Column<TeamPlayerRow>[] = [
    { field: 'name', label: translate('teamDetail.name'), render: (row) => <PersonName name={row.name} picture={row.userPicture} to={personPath('player', row.userId, teamId)} /> },
    { field: 'overallProgress', label: translate('teamDetail.progress'), render: (row) => <ProgressBar value={row.overallProgress} /> },
    {
      field: 'trainerName',
      label: translate('teamDetail.trainersColumn'),
      render: (row) => <TrainersCell total={row.totalTrainer} topName={row.trainerName} topPicture={row.trainerPicture} />,
    },
    { field: 'averageScore', label: translate('teamDetail.averageScore'), align: 'right', render: (row) => formatScoreOneDecimal(row.averageScore, locale) },
  ];
  return (
    <MembersSection
      {...props}
      kind="player"
      rows={players.data?.map((row) => ({ ...row, id: row.teamPlayerId }))}
      error={players.error}
      columns={columns}
      membershipIds={(rows) => rows.map((row) => row.teamPlayerId)}
      remove={(ids) => dataProvider.removePlayersFromTeam(ids)}
    />
  );
};
