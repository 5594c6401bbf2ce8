import type { TrainerOverviewRow } from '../../contract/people';
import { ProgressBar } from '../common/ProgressBar';
import { PeopleListPage, type PeopleListConfig } from '../people/PeopleListPage';
import { PersonCell, detailPath } from '../people/PersonCell';
import { formatDate } from '../people/format';

const config: PeopleListConfig<TrainerOverviewRow> = {
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
  activeColumns: (translate, locale) => [
    {
      field: 'name',
      label: translate('people.columns.trainer'),
      render: (row) => <PersonCell name={row.name} picture={row.userPicture} to={detailPath('Trainer', row.id)} />,
    },
    { field: 'topTeamName', label: translate('people.columns.team'), render: (row) => row.topTeamName ?? '' },
    { field: 'totalPlayer', label: translate('people.columns.players'), render: (row) => row.totalPlayer },
    { field: 'overallProgress', label: translate('people.columns.progress'), render: (row) => <ProgressBar value={row.overallProgress} /> },
    { field: 'lastUpdate', label: translate('people.columns.lastUpdate'), render: (row) => formatDate(row.lastUpdate, locale) },
  ],
};

/** /trainers: the club's trainers, active (with the season's progress) or invited (spec §2). */
export const TrainerList = () => <PeopleListPage config={config} />;
