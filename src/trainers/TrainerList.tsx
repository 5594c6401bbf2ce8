import { DataTable } from 'react-admin';
import type { TrainerOverviewRow } from '../../contract/people';
import { ProgressBar } from '../common/ProgressBar';
import { PeopleList, type PeopleListConfig } from '../people/PeopleList';
import { PersonCell, detailPath } from '../people/PersonCell';
import { formatShortDate } from '../common/dates';

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
      render={(row: TrainerOverviewRow) => <PersonCell name={row.name} picture={row.userPicture} to={detailPath('Trainer', row.id)} />}
    />,
    <DataTable.Col key="topTeamName" source="topTeamName" label="people.columns.team" />,
    <DataTable.Col key="totalPlayer" source="totalPlayer" label="people.columns.players" />,
    <DataTable.Col
      key="overallProgress"
      source="overallProgress"
      label="people.columns.progress"
      render={(row: TrainerOverviewRow) => <ProgressBar value={row.overallProgress} />}
    />,
    <DataTable.Col key="lastUpdate" source="lastUpdate" label="people.columns.lastUpdate" render={(row: TrainerOverviewRow) => formatShortDate(row.lastUpdate, locale)} />,
  ],
};

/** /trainers: the club's trainers, active (with the season's progress) or invited (spec §2). */
export const TrainerList = () => <PeopleList config={config} />;
