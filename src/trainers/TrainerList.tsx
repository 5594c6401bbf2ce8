import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TrainerOverviewRow } from '../../contract/people';
import { ProgressBar } from '../common/ProgressBar';
import { PeopleList, type PeopleListConfig } from '../people/PeopleList';
import { PersonCell } from '../people/PersonCell';
import { exportDay } from '../common/export/listExport';
import type { ListColumn } from '../common/list/columns';
import { formatShortDate } from '../common/dates';
import { PhoneDetails } from '../common/list/phone';
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
  activeColumns: (locale): ListColumn<TrainerOverviewRow>[] => [
    {
      source: 'name',
      label: 'people.columns.trainer',
      render: (row) => (
        <PhoneDetails
          items={[
            ['people.columns.players', row.totalPlayer],
            ['people.columns.lastUpdate', formatShortDate(row.lastUpdate, locale)],
            ['rounds.overdueColumn', row.overdueReports > 0 ? row.overdueReports : null],
          ]}
        >
          <PersonCell name={row.name} picture={row.userPicture} to={detailPath('Trainer', row.id)} />
        </PhoneDetails>
      ),
    },
    { source: 'topTeamName', label: 'people.columns.team' },
    { source: 'totalPlayer', label: 'people.columns.players', foldOnPhone: true },
    { source: 'overallProgress', label: 'people.columns.progress', render: (row) => <ProgressBar value={row.overallProgress} /> },
    {
      source: 'lastUpdate',
      label: 'people.columns.lastUpdate',
      foldOnPhone: true,
      render: (row) => formatShortDate(row.lastUpdate, locale),
      exportValue: (row) => exportDay(row.lastUpdate),
    },
    { source: 'overdueReports', label: 'rounds.overdueColumn', foldOnPhone: true, render: (row) => <OverdueMarker count={row.overdueReports} /> },
  ],
  activeActions: <SendRemindersButton />,
};

/** /trainers: the club's trainers, active (with the season's progress) or invited (spec §2). */
export const TrainerList = () => <PeopleList config={config} />;
