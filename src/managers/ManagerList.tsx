import type { ManagerRow } from '../../contract/people';
import { PeopleListPage, type PeopleListConfig } from '../people/PeopleListPage';
import { PersonCell, detailPath } from '../people/PersonCell';
import { formatDate } from '../people/format';

const config: PeopleListConfig<ManagerRow> = {
  resource: 'managers',
  role: 'Manager',
  texts: {
    title: 'people.managers.title',
    nameColumn: 'people.columns.manager',
    inviteTitle: 'people.managers.inviteTitle',
    removeTitle: 'people.managers.removeTitle',
    removeQuestion: 'people.managers.removeQuestion',
    noneSelected: 'remove.noManager',
    removed: 'remove.managers.succeeded',
  },
  initialSort: 'name',
  activeColumns: (translate, locale) => [
    {
      field: 'name',
      label: translate('people.columns.manager'),
      render: (row) => <PersonCell name={row.name} picture={row.userPicture} to={detailPath('Manager', row.id)} />,
    },
    { field: 'dateStarted', label: translate('people.columns.activeSince'), render: (row) => formatDate(row.dateStarted, locale) },
    { field: 'lastLogin', label: translate('people.columns.lastLogin'), render: (row) => formatDate(row.lastLogin, locale) },
  ],
};

/** /manager: the club's managers, active or invited (spec §2). */
export const ManagerList = () => <PeopleListPage config={config} />;
