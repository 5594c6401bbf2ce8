import { DataTable } from 'react-admin';
import type { ManagerRow } from '../../contract/people';
import { PeopleList, type PeopleListConfig } from '../people/PeopleList';
import { PersonCell } from '../people/PersonCell';
import { formatShortDate, formatShortDateTime } from '../common/dates';
import { FOLD_ON_PHONE, PhoneDetails } from '../common/list/phone';
import { session } from '../providers/session';
import { exportDay, type ExportColumn } from '../common/export/listExport';
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
  activeColumns: (locale) => [
    <DataTable.Col
      key="name"
      source="name"
      label="people.columns.manager"
      render={(row: ManagerRow) => (
        <PhoneDetails items={[['people.columns.lastLogin', formatShortDateTime(row.lastLogin, locale)]]}>
          <PersonCell name={row.name} picture={row.userPicture} to={detailPath('Manager', row.id)} />
        </PhoneDetails>
      )}
    />,
    <DataTable.Col key="dateStarted" source="dateStarted" label="people.columns.activeSince" render={(row: ManagerRow) => formatShortDate(row.dateStarted, locale)} />,
    <DataTable.Col key="lastLogin" source="lastLogin" label="people.columns.lastLogin" sx={FOLD_ON_PHONE} render={(row: ManagerRow) => formatShortDateTime(row.lastLogin, locale)} />,
  ],
  activeExportColumns: (translate): ExportColumn<ManagerRow>[] => [
    { header: translate('people.columns.manager'), value: (row) => row.name },
    { header: translate('people.columns.activeSince'), value: (row) => exportDay(row.dateStarted) },
    { header: translate('people.columns.lastLogin'), value: (row) => exportDay(row.lastLogin) },
  ],
  refuseRemoval: (ids) => (ids.includes(session.getUserId() ?? '') ? 'remove.ownAccount' : undefined),
};

/** /manager: the club's managers, active or invited (spec §2). */
export const ManagerList = () => <PeopleList config={config} />;
