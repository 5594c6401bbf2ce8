import { Box, Chip, Tooltip } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import { DataTable, useTranslate } from 'react-admin';
import type { PlayerOverviewRow } from '../../contract/people';
import { ProgressBar } from '../common/ProgressBar';
import { formatScoreOneDecimal } from '../common/scores';
import { PeopleList, type PeopleListConfig } from '../people/PeopleList';
import { PersonCell } from '../people/PersonCell';
import { exportNumber, type ExportColumn } from '../common/export/listExport';
import { FOLD_ON_PHONE, PhoneDetails } from '../common/list/phone';
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
  activeColumns: (locale) => [
    <DataTable.Col
      key="name"
      source="name"
      label="people.columns.player"
      render={(row: PlayerOverviewRow) => (
        <PhoneDetails
          items={[
            ['people.columns.trainers', row.trainerName],
            ['people.columns.averageScore', formatScoreOneDecimal(row.averageScore, locale)],
            ['people.columns.invitedBy', row.invitedBy],
          ]}
        >
          <PersonCell name={row.name} picture={row.userPicture} to={detailPath('Player', row.id)} />
        </PhoneDetails>
      )}
    />,
    <DataTable.Col key="teamName" source="teamName" label="people.columns.team" />,
    <DataTable.Col key="trainerName" source="trainerName" label="people.columns.trainers" sx={FOLD_ON_PHONE} render={(row: PlayerOverviewRow) => <Trainers row={row} />} />,
    <DataTable.Col
      key="overallProgress"
      source="overallProgress"
      label="people.columns.progress"
      render={(row: PlayerOverviewRow) => <ProgressBar value={row.overallProgress} />}
    />,
    <DataTable.Col
      key="averageScore"
      source="averageScore"
      label="people.columns.averageScore"
      sx={FOLD_ON_PHONE}
      render={(row: PlayerOverviewRow) => <ScoreWithTrend score={row.averageScore} diff={row.overallDiff} locale={locale} />}
    />,
    <DataTable.Col
      key="invitedBy"
      source="invitedBy"
      label="people.columns.invitedBy"
      sx={FOLD_ON_PHONE}
      render={(row: PlayerOverviewRow) => (
        <PersonCell name={row.invitedBy} picture={row.invitorPicture} to={row.invitedById ? detailPath('Manager', row.invitedById) : undefined} />
      )}
    />,
  ],
  activeExportColumns: (translate): ExportColumn<PlayerOverviewRow>[] => [
    { header: translate('people.columns.player'), value: (row) => row.name },
    { header: translate('people.columns.team'), value: (row) => row.teamName },
    { header: translate('people.columns.trainers'), value: (row) => row.trainerName },
    { header: translate('people.columns.progress'), value: (row) => row.overallProgress },
    // 0.0 is 'no completed report': blank, as on screen.
    { header: translate('people.columns.averageScore'), value: (row) => exportNumber(row.averageScore) || null },
    { header: translate('people.columns.invitedBy'), value: (row) => row.invitedBy },
  ],
};

/** /players: the club's players, active (with the season's progress and scores) or invited (spec §2). */
export const PlayerList = () => <PeopleList config={config} />;
