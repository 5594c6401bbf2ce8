import { Chip } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import type { TrainerOverviewRow } from '../../contract/people';
import { ProgressBar } from '../common/ProgressBar';
import { PeopleList, type PeopleListConfig } from '../people/PeopleList';
import { PersonCell } from '../people/PersonCell';
import { exportDay, type ExportColumn } from '../common/export/listExport';
import { formatShortDate } from '../common/dates';
import { FOLD_ON_PHONE, PhoneDetails } from '../common/list/phone';
import { SendRemindersButton } from './SendRemindersButton';
import { detailPath } from '../paths';

/** The 'overdue' marker (issue 15): reports missing for rounds already due, with their count. */
const OverdueMarker = ({ count }: { count: number }) => {
  const translate = useTranslate();
  return count > 0 ? <Chip size="small" color="error" label={translate('rounds.overdueCount', { smart_count: count })} /> : null;
};

const config: PeopleListConfig = {
  resource: 'trainers',
  role: 'Trainer',
  texts: {
    title: 'people.trainers.title',
    nameColumn: 'people.columns.trainer',
    inviteTitle: 'people.trainers.inviteTitle',
    removeTitle: 'people.trainers.removeTitle',
    removeQuestion: 'people.trainers.removeQuestion',
    noneSelected: 'people.trainers.noneSelected',
    removed: 'remove.trainers.succeeded',
  },
  initialSort: 'topTeamName',
  activeColumns: (locale) => [
    <DataTable.Col
      key="name"
      source="name"
      label="people.columns.trainer"
      render={(row: TrainerOverviewRow) => (
        <PhoneDetails
          items={[
            ['people.columns.players', row.totalPlayer],
            ['people.columns.lastUpdate', formatShortDate(row.lastUpdate, locale)],
            ['rounds.overdueColumn', row.overdueReports > 0 ? row.overdueReports : null],
          ]}
        >
          <PersonCell name={row.name} picture={row.userPicture} to={detailPath('Trainer', row.id)} />
        </PhoneDetails>
      )}
    />,
    <DataTable.Col key="topTeamName" source="topTeamName" label="people.columns.team" />,
    <DataTable.Col key="totalPlayer" source="totalPlayer" label="people.columns.players" sx={FOLD_ON_PHONE} />,
    <DataTable.Col
      key="overallProgress"
      source="overallProgress"
      label="people.columns.progress"
      render={(row: TrainerOverviewRow) => <ProgressBar value={row.overallProgress} />}
    />,
    <DataTable.Col key="lastUpdate" source="lastUpdate" label="people.columns.lastUpdate" sx={FOLD_ON_PHONE} render={(row: TrainerOverviewRow) => formatShortDate(row.lastUpdate, locale)} />,
    <DataTable.Col
      key="overdueReports"
      source="overdueReports"
      label="rounds.overdueColumn"
      sx={FOLD_ON_PHONE}
      render={(row: TrainerOverviewRow) => <OverdueMarker count={row.overdueReports} />}
    />,
  ],
  activeActions: <SendRemindersButton />,
  activeExportColumns: (translate): ExportColumn<TrainerOverviewRow>[] => [
    { header: translate('people.columns.trainer'), value: (row) => row.name },
    { header: translate('people.columns.team'), value: (row) => row.topTeamName },
    { header: translate('people.columns.players'), value: (row) => row.totalPlayer },
    { header: translate('people.columns.progress'), value: (row) => row.overallProgress },
    { header: translate('people.columns.lastUpdate'), value: (row) => exportDay(row.lastUpdate) },
    { header: translate('rounds.overdueColumn'), value: (row) => row.overdueReports },
  ],
};

/** /trainers: the club's trainers, active (with the season's progress) or invited (spec §2). */
export const TrainerList = () => <PeopleList config={config} />;
