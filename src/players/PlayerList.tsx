import { Box, Chip, Tooltip } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import { useTranslate } from 'react-admin';
import type { PlayerOverviewRow } from '../../contract/people';
import { ProgressBar } from '../common/ProgressBar';
import { formatScoreOneDecimal } from '../common/scores';
import { PeopleList, type PeopleListConfig } from '../people/PeopleList';
import { PersonCell } from '../people/PersonCell';
import { exportNumber } from '../common/export/listExport';
import type { ListColumn } from '../common/list/columns';
import { PhoneDetails } from '../common/list/phone';
import { detailPath } from '../paths';

/** The average score (one decimal, 0.0 blank) with the arrow of overallDiff: up when positive, down when negative. */
export const ScoreWithTrend = ({ score, diff, locale }: { score: string; diff: number; locale: string }) => {
  const translate = useTranslate();
  const shown = formatScoreOneDecimal(score, locale);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <span data-testid="average-score">{shown}</span>
      {shown && diff > 0 && <ArrowUpwardIcon fontSize="small" color="success" titleAccess={translate('people.status.up')} />}
      {shown && diff < 0 && <ArrowDownwardIcon fontSize="small" color="error" titleAccess={translate('people.status.down')} />}
    </Box>
  );
};

const Trainers = ({ row }: { row: PlayerOverviewRow }) => {
  const translate = useTranslate();
  if (!row.trainerName || !row.trainerUserId) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <PersonCell name={row.trainerName} picture={row.trainerPicture} to={detailPath('Trainer', row.trainerUserId)} />
      {row.totalTrainer > 1 && (
        <Tooltip title={translate('people.columns.trainers')}>
          <Chip size="small" label={translate('people.moreTrainers', { n: row.totalTrainer - 1 })} />
        </Tooltip>
      )}
    </Box>
  );
};

const config: PeopleListConfig = {
  resource: 'players',
  role: 'Player',
  texts: {
    title: 'people.players.title',
    nameColumn: 'people.columns.player',
    inviteTitle: 'people.players.inviteTitle',
    removeTitle: 'people.players.removeTitle',
    removeQuestion: 'people.players.removeQuestion',
    noneSelected: 'people.players.noneSelected',
    removed: 'remove.players.succeeded',
  },
  initialSort: 'teamName',
  activeColumns: (locale): ListColumn<PlayerOverviewRow>[] => [
    {
      source: 'name',
      label: 'people.columns.player',
      render: (row) => (
        <PhoneDetails
          items={[
            ['people.columns.trainers', row.trainerName],
            ['people.columns.averageScore', formatScoreOneDecimal(row.averageScore, locale)],
            ['people.columns.invitedBy', row.invitedBy],
          ]}
        >
          <PersonCell name={row.name} picture={row.userPicture} to={detailPath('Player', row.id)} />
        </PhoneDetails>
      ),
    },
    { source: 'teamName', label: 'people.columns.team' },
    { source: 'trainerName', label: 'people.columns.trainers', foldOnPhone: true, render: (row) => <Trainers row={row} /> },
    { source: 'overallProgress', label: 'people.columns.progress', render: (row) => <ProgressBar value={row.overallProgress} /> },
    {
      source: 'averageScore',
      label: 'people.columns.averageScore',
      foldOnPhone: true,
      render: (row) => <ScoreWithTrend score={row.averageScore} diff={row.overallDiff} locale={locale} />,
      // 0.0 is 'no completed report': blank, as on screen.
      exportValue: (row) => exportNumber(row.averageScore) || null,
    },
    {
      source: 'invitedBy',
      label: 'people.columns.invitedBy',
      foldOnPhone: true,
      render: (row) => <PersonCell name={row.invitedBy} picture={row.invitorPicture} to={row.invitedById ? detailPath('Manager', row.invitedById) : undefined} />,
    },
  ],
};

/** /players: the club's players, active (with the season's progress and scores) or invited (spec §2). */
export const PlayerList = () => <PeopleList config={config} />;
