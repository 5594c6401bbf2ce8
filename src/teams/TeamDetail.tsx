import { useCallback, useState } from 'react';
import { Avatar, Box, Button, Card, CardContent, CircularProgress, Link as MuiLink, MenuItem, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useGetOne, useListContext, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { TeamDetail as TeamDetailRecord, TeamPlayerRow, TeamTrainerRow } from '../../contract/clubStructure';
import { formatShortDate } from '../common/dates';
import { ProgressBar } from '../common/ProgressBar';
import { SeasonSelect } from '../common/SeasonSelect';
import { LoadFailed } from '../common/LoadFailed';
import { formatScoreOneDecimal } from '../common/scores';
import { endpoints } from '../providers/endpoints';
import { read } from '../providers/reads';
import { teamsInOrder } from '../providers/rowOrder';
import { useReadAgain } from '../providers/useWrite';
import { WholeListBase } from '../common/list/WholeListBase';
import { ListCount } from '../common/list/ListCount';
import { ListTable } from '../common/list/ListTable';
import { PhoneDetails } from '../common/list/phone';
import { RemoveSelectedButton } from '../common/list/RemoveSelectedButton';
import { assetUrl } from '../providers/apiClient';
import { AddMembersDialog } from './AddMembersDialog';
import { MoveDialog } from './MoveDialog';
import { TeamDialog } from './TeamDialog';
import { TeamSkillProfileSection } from '../insight/TeamSkillProfileSection';
import { TeamReportCardsButton } from '../reportCards/TeamReportCardsButton';
import { teamDetailPath } from './TeamList';
import { TrainersCell } from './TrainersCell';
import { ExportMenu } from '../common/export/ExportMenu';
import { exportDay, exportNumber } from '../common/export/listExport';
import { exportColumns, tableColumns, type ListColumn } from '../common/list/columns';
import { useSeasons } from '../common/list/useSeasons';

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

/** Whatever shows a team or its members reads again (query invalidation) after a change. */
const useTeamsChanged = () => {
  const readAgain = useReadAgain();
  return () =>
    readAgain(['teams', 'teamPlayers', 'teamTrainers', 'players', 'trainers', endpoints.masterDataGetTeams, endpoints.managerGetAvailablePlayersOrTrainers]);
};

/** /teams/team-detail?teamId=…: the team's header, its trainers and players for a season, and moving people. */
export const TeamDetail = () => {
  const [params] = useSearchParams();
  const teamId = params.get('teamId') ?? '';
  if (!teamId) return <LoadFailed goneMessage="teamDetail.notFound" backTo="/teams" backLabel="teamDetail.back" />;
  // A new team id starts a fresh page (selections, dialogs).
  return <TeamPage key={teamId} teamId={teamId} />;
};

const TeamPage = ({ teamId }: { teamId: string }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const teamsChanged = useTeamsChanged();
  const [seasonId, setSeasonId] = useState('');
  const [editing, setEditing] = useState(false);
  const detail = useGetOne<TeamDetailRecord>('teams', { id: teamId });
  // The club's teams for the team switch.
  const teams = useQuery({ ...read(endpoints.masterDataGetTeams), select: teamsInOrder });
  const chooseSeason = useCallback((id: string) => setSeasonId(id), []);

  if (detail.error) return <LoadFailed error={detail.error} goneMessage="teamDetail.notFound" backTo="/teams" backLabel="teamDetail.back" />;
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
          <TeamReportCardsButton teamId={teamId} teamName={team.teamName} seasonId={seasonId} />
        </CardContent>
      </Card>
      <TrainersSection teamId={teamId} teamName={team.teamName} seasonId={seasonId} />
      <PlayersSection teamId={teamId} teamName={team.teamName} seasonId={seasonId} />
      <TeamSkillProfileSection teamId={teamId} clubSeasonId={seasonId} />
      <TeamDialog open={editing} team={team} onClose={() => setEditing(false)} onSaved={() => void teamsChanged()} />
    </Box>
  );
};

interface SectionProps {
  teamId: string;
  teamName: string;
  seasonId: string;
}

type Dialogs = 'none' | 'add' | 'move';

interface MembersSectionProps extends SectionProps {
  kind: 'player' | 'trainer';
  /** The list's columns, on screen and in its export (issue 14). */
  columns: ListColumn<never>[];
}

/**
 * The trainers or players of the team for a season: the `teamTrainers` / `teamPlayers` list (rows are
 * memberships, so removal takes their ids), moving and adding people, removal with react-admin's Confirm.
 */
const MembersSection = ({ kind, teamId, seasonId, ...props }: MembersSectionProps) => (
  <WholeListBase
    resource={kind === 'player' ? 'teamPlayers' : 'teamTrainers'}
    filter={{ teamId, ...(seasonId ? { clubSeasonId: seasonId } : {}) }}
    sort={{ field: 'name', order: 'ASC' }}
    disableSyncWithLocation
  >
    <MembersView kind={kind} teamId={teamId} seasonId={seasonId} {...props} />
  </WholeListBase>
);

const MembersView = ({ kind, teamId, teamName, seasonId, columns }: MembersSectionProps) => {
  const translate = useTranslate();
  const { data: seasons } = useSeasons();
  const notify = useNotify();
  const teamsChanged = useTeamsChanged();
  const { data, selectedIds, onUnselectItems } = useListContext<{ id: string; userId: string }>();
  const [dialog, setDialog] = useState<Dialogs>('none');
  const noneSelected = kind === 'player' ? 'teamDetail.noSelectedPlayers' : 'teamDetail.noSelectedTrainers';
  const title = translate(kind === 'player' ? 'teamDetail.players' : 'teamDetail.trainers');
  const chosenUserIds = (data ?? []).filter((row) => selectedIds.includes(row.id)).map((row) => row.userId);

  const move = () => {
    if (chosenUserIds.length === 0) notify(noneSelected, { type: 'error' });
    else setDialog('move');
  };

  const done = () => {
    onUnselectItems();
    void teamsChanged();
  };

  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <ListCount />
          <Box sx={{ flex: 1 }} />
          <ExportMenu
            title={`${teamName} - ${title}`}
            columns={exportColumns(columns, translate)}
            filters={[{ label: translate('export.season'), value: seasons?.find((season) => season.id === seasonId)?.seasonName ?? '' }]}
          />
          <Button size="small" startIcon={<SwapHorizIcon />} onClick={move}>
            {translate('teamDetail.move')}
          </Button>
          <RemoveSelectedButton
            label="teamDetail.removeFromTeam"
            confirmTitle="teamDetail.removeTitle"
            noneSelected={noneSelected}
            succeeded={kind === 'player' ? 'teamDetail.removedPlayers' : 'teamDetail.removedTrainers'}
            failed="remove.failedShort"
            confirmContent={<RemoveMembersQuestion kind={kind} />}
            buttonProps={{ size: 'small', variant: 'text', startIcon: <PersonRemoveIcon /> }}
          />
          <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={() => setDialog('add')}>
            {translate(kind === 'player' ? 'teamDetail.addPlayers' : 'teamDetail.addTrainers')}
          </Button>
        </Box>
        <ListTable
          label={title}
          empty={translate(kind === 'player' ? 'teamDetail.noPlayers' : 'teamDetail.noTrainers')}
          emptyAction={
            <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setDialog('add')}>
              {translate(kind === 'player' ? 'teamDetail.addFirstPlayers' : 'teamDetail.addFirstTrainers')}
            </Button>
          }
        >
          {tableColumns(columns)}
        </ListTable>
      </CardContent>
      <AddMembersDialog open={dialog === 'add'} kind={kind} teamId={teamId} teamName={teamName} onClose={() => setDialog('none')} onDone={done} />
      <MoveDialog
        open={dialog === 'move'}
        kind={kind}
        userIds={chosenUserIds}
        currentTeamId={teamId}
        onClose={() => setDialog('none')}
        onDone={done}
      />
    </Card>
  );
};

const RemoveMembersQuestion = ({ kind }: { kind: 'player' | 'trainer' }) => {
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  return (
    <Typography color="text.secondary">
      {translate(kind === 'player' ? 'teamDetail.removePlayersQuestion' : 'teamDetail.removeTrainersQuestion', { n: selectedIds.length })}
    </Typography>
  );
};

const TrainersSection = (props: SectionProps) => {
  const [locale] = useLocaleState();
  const { teamId } = props;
  const columns: ListColumn<TeamTrainerRow>[] = [
    {
      source: 'name',
      label: 'teamDetail.name',
      render: (row) => (
        <PhoneDetails items={[['teamDetail.lastUpdate', formatShortDate(row.lastUpdate, locale)]]}>
          <PersonName name={row.name} picture={row.userPicture} to={personPath('trainer', row.userId, teamId)} />
        </PhoneDetails>
      ),
    },
    { source: 'overallProgress', label: 'teamDetail.progress', render: (row) => <ProgressBar value={row.overallProgress} /> },
    {
      source: 'lastUpdate',
      label: 'teamDetail.lastUpdate',
      foldOnPhone: true,
      render: (row) => formatShortDate(row.lastUpdate, locale),
      exportValue: (row) => exportDay(row.lastUpdate),
    },
  ];
  return <MembersSection {...props} kind="trainer" columns={columns} />;
};

const PlayersSection = (props: SectionProps) => {
  const [locale] = useLocaleState();
  const { teamId } = props;
  const columns: ListColumn<TeamPlayerRow>[] = [
    {
      source: 'name',
      label: 'teamDetail.name',
      render: (row) => (
        <PhoneDetails
          items={[
            ['teamDetail.trainersColumn', row.trainerName],
            ['teamDetail.averageScore', formatScoreOneDecimal(row.averageScore, locale)],
          ]}
        >
          <PersonName name={row.name} picture={row.userPicture} to={personPath('player', row.userId, teamId)} />
        </PhoneDetails>
      ),
    },
    { source: 'overallProgress', label: 'teamDetail.progress', render: (row) => <ProgressBar value={row.overallProgress} /> },
    {
      source: 'trainerName',
      label: 'teamDetail.trainersColumn',
      foldOnPhone: true,
      render: (row) => <TrainersCell total={row.totalTrainer} topName={row.trainerName} topPicture={row.trainerPicture} />,
    },
    {
      source: 'averageScore',
      label: 'teamDetail.averageScore',
      align: 'right',
      foldOnPhone: true,
      render: (row) => formatScoreOneDecimal(row.averageScore, locale),
      // 0 is 'no completed report': blank, as on screen.
      exportValue: (row) => exportNumber(row.averageScore) || null,
    },
  ];
  return <MembersSection {...props} kind="player" columns={columns} />;
};
