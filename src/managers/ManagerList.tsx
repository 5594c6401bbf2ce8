import type { ManagerRow } from '../../contract/people';
import { PeopleList, type PeopleListConfig } from '../people/PeopleList';
import { PersonCell } from '../people/PersonCell';
import { formatShortDate, formatShortDateTime } from '../common/dates';
import { PhoneDetails } from '../common/list/phone';
import { session } from '../providers/session';
import { exportDay } from '../common/export/listExport';
import type { ListColumn } from '../common/list/columns';
import { detailPath } from '../paths';

const config: PeopleListConfig = {
  resource: 'manager',
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
  activeColumns: (locale): ListColumn<ManagerRow>[] => [
    {
      source: 'name',
      label: 'people.columns.manager',
      render: (row) => (
        <PhoneDetails items={[['people.columns.lastLogin', formatShortDateTime(row.lastLogin, locale)]]}>
          <PersonCell name={row.name} picture={row.userPicture} to={detailPath('Manager', row.id)} />
        </PhoneDetails>
      ),
    },
    {
      source: 'dateStarted',
      label: 'people.columns.activeSince',
      render: (row) => formatShortDate(row.dateStarted, locale),
      exportValue: (row) => exportDay(row.dateStarted),
    },
    {
      source: 'lastLogin',
      label: 'people.columns.lastLogin',
      foldOnPhone: true,
      render: (row) => formatShortDateTime(row.lastLogin, locale),
      exportValue: (row) => exportDay(row.lastLogin),
    },
  ],
  refuseRemoval: (ids) => (ids.includes(session.getUserId() ?? '') ? 'remove.ownAccount' : undefined),
};

/** /manager: the club's managers, active or invited (spec §2). */
export const ManagerList = () => <PeopleList config={config} />;
