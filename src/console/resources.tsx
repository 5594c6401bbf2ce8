import MailIcon from '@mui/icons-material/Mail';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import LogoutIcon from '@mui/icons-material/Logout';
import SendIcon from '@mui/icons-material/Send';
import {
  AutocompleteInput, BulkExportButton, Create, DataTable, Edit, List, NumberField, ReferenceField, ReferenceInput, SaveButton,
  SearchInput, SelectField, SelectInput, Show, SimpleForm, SimpleShowLayout, TextField, TextInput, Toolbar, TopToolbar, required,
} from 'react-admin';
import { DateField } from './DateField';
import { ActionButton } from './ActionButton';
import { BulkEndSessionsButton } from './BulkEndSessionsButton';
import { consoleExporter } from './consoleExport';
import { ImportErrorsButton } from './ImportErrorsButton';
import { MailText } from './MailText';
import { AuditDetailsField, AuditOnField, AuditWhatField, AuditWhoField } from './AuditFields';
import { actorKindChoices, deliveryChoices, importStateChoices, mailLinkChoices, invitationStateChoices, languageChoices, roleChoices, statusChoices } from './choices';

/*
 * The console's screens (issue 24): react-admin's generic List/DataTable, Show, Edit and Create over
 * the simple-REST resources, with filters, a bulk action and the actions behind Confirm.
 */

const clubFilter = (
  <ReferenceInput key="clubId" source="clubId" reference="clubs" sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput optionText="name" filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>
);

export const ClubList = () => (
  <List exporter={consoleExporter} filters={[<SearchInput key="q" source="q" alwaysOn />, <TextInput key="country" source="country" />]} sort={{ field: 'name', order: 'ASC' }}>
    <DataTable rowClick="edit" bulkActionButtons={<BulkExportButton />}>
      <DataTable.Col source="name" />
      <DataTable.Col source="country" />
      <DataTable.Col source="language" />
      <DataTable.NumberCol source="teams" disableSort />
      <DataTable.NumberCol source="people" disableSort />
      <DataTable.NumberCol source="activeThisMonth" disableSort />
      <DataTable.Col source="createdAt" field={DateField} />
    </DataTable>
  </List>
);

/**
 * A club's name, country and language. No Delete: clubs are not deleted from the console (the server
 * has no such call; a club's people are erased one by one under the privacy rules), so the form's
 * toolbar holds Save alone (issue 37: react-admin's default Delete answered a raw 405).
 */
export const ClubEdit = () => (
  <Edit mutationMode="pessimistic">
    <SimpleForm toolbar={<Toolbar><SaveButton /></Toolbar>}>
      <TextInput source="name" validate={required()} />
      <TextInput source="country" validate={required()} />
      <SelectInput source="language" choices={languageChoices} validate={required()} />
    </SimpleForm>
  </Edit>
);

export const ClubCreate = () => (
  <Create redirect="list">
    <SimpleForm>
      <TextInput source="name" validate={required()} />
      <TextInput source="country" validate={required()} helperText="NL, BE, DE, …" />
      <SelectInput source="language" choices={languageChoices} />
      <TextInput source="managerEmail" type="email" validate={required()} />
      <TextInput source="managerFirstName" validate={required()} />
      <TextInput source="managerLastName" validate={required()} />
    </SimpleForm>
  </Create>
);

const peopleFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  clubFilter,
  <SelectInput key="role" source="role" choices={roleChoices} />,
  <SelectInput key="status" source="status" choices={statusChoices} />,
];

export const PeopleList = () => (
  <List exporter={consoleExporter} filters={peopleFilters} sort={{ field: 'name', order: 'ASC' }}>
    <DataTable rowClick="show" bulkActionButtons={<BulkEndSessionsButton />}>
      {/* First name, infix, last name ("Adam de Wit"), sorted by last name without the infix (issue 37). */}
      <DataTable.Col source="name" />
      <DataTable.Col source="email" />
      <DataTable.Col source="clubName" />
      <DataTable.Col source="role">
        <SelectField source="role" choices={roleChoices} />
      </DataTable.Col>
      <DataTable.Col source="status">
        <SelectField source="status" choices={statusChoices} />
      </DataTable.Col>
      <DataTable.Col source="lastSignInAt">
        <DateField source="lastSignInAt" showTime />
      </DataTable.Col>
      <DataTable.NumberCol source="failedSignIns" disableSort />
    </DataTable>
  </List>
);

const PersonActions = () => (
  <TopToolbar>
    <ActionButton action="resendInvitation" label="resendInvitation" icon={<SendIcon />} when={(p) => p.status === 'invited'} />
    <ActionButton action="endSessions" label="endSessions" icon={<LogoutIcon />} />
    <ActionButton action="unblock" label="unblock" icon={<LockOpenIcon />} />
  </TopToolbar>
);

export const PersonShow = () => (
  <Show actions={<PersonActions />}>
    <SimpleShowLayout>
      <TextField source="firstName" />
      <TextField source="infix" emptyText="–" />
      <TextField source="lastName" />
      <TextField source="email" />
      <ReferenceField source="clubId" reference="clubs" link="edit">
        <TextField source="name" />
      </ReferenceField>
      <SelectField source="role" choices={roleChoices} />
      <SelectField source="status" choices={statusChoices} />
      <DateField source="invitedAt" showTime emptyText="–" />
      <DateField source="lastSignInAt" showTime emptyText="–" />
      <NumberField source="failedSignIns" />
    </SimpleShowLayout>
  </Show>
);

export const InvitationList = () => (
  <List
    exporter={consoleExporter}
    filters={[<SearchInput key="q" source="q" alwaysOn />, clubFilter, <SelectInput key="state" source="state" choices={invitationStateChoices} />]}
    sort={{ field: 'invitedAt', order: 'DESC' }}
  >
    <DataTable rowClick={(id) => `/people/${id}/show`} bulkActionButtons={false}>
      <DataTable.Col source="email" />
      <DataTable.Col source="name" />
      <DataTable.Col source="clubName" />
      <DataTable.Col source="role">
        <SelectField source="role" choices={roleChoices} />
      </DataTable.Col>
      <DataTable.Col source="invitedAt">
        <DateField source="invitedAt" showTime />
      </DataTable.Col>
      <DataTable.Col source="expiresAt" disableSort>
        <DateField source="expiresAt" showTime />
      </DataTable.Col>
      <DataTable.Col source="state">
        <SelectField source="state" choices={invitationStateChoices} />
      </DataTable.Col>
      <DataTable.Col source="delivery" disableSort>
        <SelectField source="delivery" choices={[...deliveryChoices, { id: 'sent', name: 'console.values.sent' }]} />
      </DataTable.Col>
    </DataTable>
  </List>
);

export const MailList = () => (
  <List exporter={consoleExporter} filters={[<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="delivery" source="delivery" choices={deliveryChoices} />]} sort={{ field: 'createdAt', order: 'DESC' }}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="createdAt">
        <DateField source="createdAt" showTime />
      </DataTable.Col>
      <DataTable.Col source="recipient" />
      <DataTable.Col source="subject" />
      <DataTable.Col source="link" disableSort>
        <SelectField source="link" choices={mailLinkChoices} emptyText="–" />
      </DataTable.Col>
      <DataTable.Col source="delivery">
        <SelectField source="delivery" choices={deliveryChoices} />
      </DataTable.Col>
      <DataTable.Col source="error" disableSort />
      <DataTable.Col source="resentAt" disableSort>
        <DateField source="resentAt" showTime />
      </DataTable.Col>
    </DataTable>
  </List>
);

/** An e-mail with an activation or reset link is resent as a new link for its person, never as written (issue 41). */
const mailActions = (
  <TopToolbar>
    <ActionButton action="resend" label="resendMail" icon={<MailIcon />} nameField="recipient" when={(record) => !record.link} />
    <ActionButton action="resend" label="resendActivationLink" icon={<MailIcon />} nameField="recipient" when={(record) => record.link === 'activation'} />
    <ActionButton action="resend" label="resendResetLink" icon={<MailIcon />} nameField="recipient" when={(record) => record.link === 'reset'} />
  </TopToolbar>
);

export const MailShow = () => (
  <Show actions={mailActions}>
    <SimpleShowLayout>
      <TextField source="recipient" />
      <TextField source="subject" />
      <DateField source="createdAt" showTime />
      <SelectField source="delivery" choices={deliveryChoices} />
      <TextField source="error" emptyText="–" />
      <DateField source="resentAt" showTime emptyText="–" />
      <MailText />
    </SimpleShowLayout>
  </Show>
);

/**
 * The audit log in words (issue 37): who (a club member's name and address, an operator's address),
 * what (the action in the operator's language), on whom (the subject's name or "erased person") and
 * the details as lines; each entry opens as a record.
 */
export const AuditList = () => (
  <List
    exporter={consoleExporter}
    filters={[<SearchInput key="q" source="q" alwaysOn />, clubFilter, <SelectInput key="actorKind" source="actorKind" choices={actorKindChoices} />, <TextInput key="action" source="action" />]}
    sort={{ field: 'at', order: 'DESC' }}
  >
    <DataTable bulkActionButtons={false} rowClick="show">
      <DataTable.Col source="at">
        <DateField source="at" showTime />
      </DataTable.Col>
      <DataTable.Col source="actorEmail">
        <AuditWhoField source="actorEmail" />
      </DataTable.Col>
      <DataTable.Col source="actorKind">
        <SelectField source="actorKind" choices={actorKindChoices} />
      </DataTable.Col>
      <DataTable.Col source="action">
        <AuditWhatField source="action" />
      </DataTable.Col>
      <DataTable.Col source="clubName" disableSort />
      <DataTable.Col source="targetId" disableSort>
        <AuditOnField source="targetId" />
      </DataTable.Col>
      <DataTable.Col source="details" disableSort>
        <AuditDetailsField source="details" />
      </DataTable.Col>
      <DataTable.Col source="ip" disableSort />
    </DataTable>
  </List>
);

export const AuditShow = () => (
  <Show actions={false}>
    <SimpleShowLayout>
      <DateField source="at" showTime />
      <AuditWhoField source="actorEmail" />
      <SelectField source="actorKind" choices={actorKindChoices} />
      <AuditWhatField source="action" />
      <ReferenceField source="clubId" reference="clubs" link="edit" emptyText="–">
        <TextField source="name" />
      </ReferenceField>
      <AuditOnField source="targetId" />
      <AuditDetailsField source="details" />
      <TextField source="ip" emptyText="–" />
    </SimpleShowLayout>
  </Show>
);

/** Every club's imports of members (issue 23), newest first, with the result file of the rows refused. */
export const ImportList = () => (
  <List
    exporter={consoleExporter}
    filters={[<SearchInput key="q" source="q" alwaysOn />, clubFilter, <SelectInput key="state" source="state" choices={importStateChoices} />]}
    sort={{ field: 'createdAt', order: 'DESC' }}
  >
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="createdAt">
        <DateField source="createdAt" showTime />
      </DataTable.Col>
      <DataTable.Col source="clubName" />
      <DataTable.Col source="fileName" />
      <DataTable.Col source="state">
        <SelectField source="state" choices={importStateChoices} />
      </DataTable.Col>
      <DataTable.NumberCol source="total" />
      <DataTable.NumberCol source="invited" disableSort />
      <DataTable.NumberCol source="updated" disableSort />
      <DataTable.NumberCol source="unchanged" disableSort />
      <DataTable.NumberCol source="errors" disableSort />
      <DataTable.Col label="console.imports.resultFile">
        <ImportErrorsButton />
      </DataTable.Col>
    </DataTable>
  </List>
);
