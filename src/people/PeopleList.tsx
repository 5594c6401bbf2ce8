import { useRef, useState, type ReactNode } from 'react';
import { Box, Button, Chip, CircularProgress, Link as MuiLink, Paper, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/PersonAdd';
import SendIcon from '@mui/icons-material/Send';
import { Authenticated, useListContext, useLocale, useNotify, useTranslate, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Role } from '../../contract/schemas';
import type { InvitedRole } from './InviteDialog';
import type { InvitedRow } from '../../contract/people';
import { useSeasons } from '../common/list/useSeasons';
import { WholeListBase } from '../common/list/WholeListBase';
import { ListCount } from '../common/list/ListCount';
import { ListTable } from '../common/list/ListTable';
import { RemoveSelectedButton } from '../common/list/RemoveSelectedButton';
import { SeasonFilter } from '../common/list/SeasonFilter';
import { OVERVIEW_ROWS } from '../common/list/overviewRows';
import { errorText } from '../common/errorText';
import { ExportMenu } from '../common/export/ExportMenu';
import { exportDay } from '../common/export/listExport';
import { exportColumns, tableColumns, type ListColumn } from '../common/list/columns';
import { endpoints } from '../providers/endpoints';
import { useWrite } from '../providers/useWrite';
import { currentSeason } from '../providers/currentSeason';
import { PersonCell } from './PersonCell';
import { InviteDialog } from './InviteDialog';
import { ImportButton } from './import/ImportButton';
import { formatShortDate } from '../common/dates';
import { PhoneDetails } from '../common/list/phone';
import { detailPath } from '../paths';

export type PeopleResource = 'manager' | 'trainers' | 'players';

/** What differs between the managers, trainers and players lists. */
export interface PeopleListConfig {
  resource: PeopleResource;
  role: InvitedRole;
  /** Translation keys. */
  texts: {
    title: string;
    nameColumn: string;
    inviteTitle: string;
    removeTitle: string;
    removeQuestion: string;
    noneSelected: string;
    removed: string;
  };
  /** Initial sort field of the active view (spec §2: teamName for players, topTeamName for trainers). */
  initialSort: string;
  /** The active view's columns, for a locale: on screen and in its export (issue 14). */
  activeColumns: (locale: string) => ListColumn<never>[];
  /** Refuses a removal before asking (a manager cannot remove their own account). */
  refuseRemoval?: (ids: Identifier[]) => string | undefined;
  /** Buttons of the active view acting on the selected rows (the trainers' 'Send reminder'). */
  activeActions?: ReactNode;
}

/**
 * A people list (spec §2, §4) on react-admin's ListBase (fetched once, sorted in memory) and DataTable: the Active / Invited toggle and
 * the season (the current one preselected on first load) are the list's filters, every row of the club
 * sorted on any column (stable, ascending first), select-all and row checkboxes, removal with
 * react-admin's Confirm, the invite modal and 'Invite again'.
 */
export const PeopleList = ({ config }: { config: PeopleListConfig }) => (
  <Authenticated>
    <PeopleListWithSeasons config={config} />
  </Authenticated>
);

const PeopleListWithSeasons = ({ config }: { config: PeopleListConfig }) => {
  const translate = useTranslate();
  const seasons = useSeasons();
  if (seasons.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  }
  // The current season is the first filter (spec §4); without seasons the list opens unfiltered.
  const current = seasons.data ? currentSeason(seasons.data)?.id : undefined;
  return (
    <WholeListBase
      resource={config.resource}
      sort={{ field: config.initialSort, order: 'ASC' }}
      filterDefaultValues={{ isActive: true, ...(current ? { clubSeasonId: current } : {}) }}
      disableSyncWithLocation
      queryOptions={{ meta: OVERVIEW_ROWS }}
    >
      <PeopleListView config={config} />
    </WholeListBase>
  );
};

type View = 'active' | 'invited';

const PeopleListView = ({ config }: { config: PeopleListConfig }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const { filterValues, setFilters, setSort, onUnselectItems, refetch } = useListContext();
  const { data: seasons } = useSeasons();
  const { resource, role, texts } = config;
  const view: View = filterValues.isActive === false ? 'invited' : 'active';
  const [inviting, setInviting] = useState(false);
  // The season chosen on the active view comes back with it after a look at the invited people.
  const activeSeason = useRef<string | undefined>(filterValues.clubSeasonId as string | undefined);
  if (view === 'active') activeSeason.current = filterValues.clubSeasonId as string | undefined;

  // On a phone the name is the way to the person's page (its link), so View folds away.
  const columns: ListColumn<never>[] =
    view === 'active'
      ? [...config.activeColumns(locale), { label: '', foldOnPhone: true, exportValue: false, render: (row: { id: string; name: string }) => <ViewLink role={role} row={row} /> }]
      : invitedColumns(role, texts.nameColumn, locale);

  const changeView = (next: View | null) => {
    if (!next || next === view) return;
    const season = activeSeason.current;
    setFilters(next === 'active' ? { isActive: true, ...(season ? { clubSeasonId: season } : {}) } : { isActive: false });
    // Each view starts on its own initial sort (spec §2: teamName for players, topTeamName for trainers).
    setSort({ field: next === 'active' ? config.initialSort : 'name', order: 'ASC' });
    onUnselectItems();
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {translate(texts.title)}
        </Typography>
        <ListCount />
      </Box>
      <Paper sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={view}
            onChange={(_, next: View | null) => changeView(next)}
            aria-label={translate(texts.title)}
          >
            <ToggleButton value="active">{translate('people.active')}</ToggleButton>
            <ToggleButton value="invited">{translate('people.invited')}</ToggleButton>
          </ToggleButtonGroup>
          {view === 'active' && (
            <Box sx={{ width: { xs: '100%', sm: 240 } }}>
              <SeasonFilter id={`${resource}-season`} allowClear />
            </Box>
          )}
          <Box sx={{ flex: 1 }} />
          <ExportMenu
            title={translate(texts.title)}
            columns={exportColumns(columns, translate)}
            filters={[
              { label: translate('export.view'), value: translate(view === 'active' ? 'people.active' : 'people.invited') },
              ...(view === 'active'
                ? [{ label: translate('export.season'), value: seasons?.find((s) => s.id === filterValues.clubSeasonId)?.seasonName ?? translate('export.all') }]
                : []),
            ]}
          />
          {view === 'active' && config.activeActions}
          <RemoveSelectedButton
            label="people.removeSelected"
            confirmTitle={texts.removeTitle}
            noneSelected={texts.noneSelected}
            succeeded={texts.removed}
            confirmContent={<RemoveQuestion question={texts.removeQuestion} />}
            meta={{ isActive: view === 'active' }}
            refuse={config.refuseRemoval}
          />
          <ImportButton
            role={role}
            onImported={() => {
              // New people are invited: they are in the invited list until they activate their account.
              if (view === 'invited') void refetch();
              else changeView('invited');
            }}
          />
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setInviting(true)}>
            {translate('people.invite')}
          </Button>
        </Box>
        <ListTable
          key={view}
          label={translate(texts.title)}
          empty={translate(view === 'active' ? 'people.emptyActive' : 'people.emptyInvited')}
          emptyAction={
            <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setInviting(true)}>
              {translate('people.inviteFirst')}
            </Button>
          }
        >
          {tableColumns(columns)}
        </ListTable>
      </Paper>
      <InviteDialog
        open={inviting}
        role={role}
        title={translate(texts.inviteTitle)}
        onClose={() => setInviting(false)}
        onInvited={() => {
          // The new person is in the invited list until they activate their account.
          if (view === 'invited') void refetch();
          else changeView('invited');
        }}
      />
    </Box>
  );
};

const RemoveQuestion = ({ question }: { question: string }) => {
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  return (
    <Typography color="text.secondary">
      {translate(question, { smart_count: selectedIds.length })} {translate('people.removeKeepsReports')}
    </Typography>
  );
};

const ViewLink = ({ role, row }: { role: Role; row: { id: string; name: string } }) => {
  const translate = useTranslate();
  return (
    <MuiLink component={Link} to={detailPath(role, row.id)} aria-label={translate('people.viewPerson', { name: row.name })}>
      {translate('people.view')}
    </MuiLink>
  );
};

const invitedColumns = (role: Role, nameColumn: string, locale: string): ListColumn<InvitedRow>[] => [
  {
    source: 'name',
    label: nameColumn,
    render: (row) => (
      <PhoneDetails
        items={[
          ['people.columns.email', row.emailAddress],
          ['people.columns.invitedBy', row.invitedBy],
          ['people.columns.invitationDate', formatShortDate(row.invitationDate, locale)],
        ]}
      >
        <PersonCell name={row.name} picture={row.userPicture} to={detailPath(role, row.id)} />
      </PhoneDetails>
    ),
  },
  { source: 'emailAddress', label: 'people.columns.email', foldOnPhone: true },
  {
    source: 'invitedBy',
    label: 'people.columns.invitedBy',
    foldOnPhone: true,
    render: (row) => <PersonCell name={row.invitedBy} picture={row.invitorPicture} to={row.invitedById ? detailPath('Manager', row.invitedById) : undefined} />,
  },
  {
    source: 'invitationDate',
    label: 'people.columns.invitationDate',
    foldOnPhone: true,
    render: (row) => formatShortDate(row.invitationDate, locale),
    exportValue: (row) => exportDay(row.invitationDate),
  },
  {
    source: 'isTokenExpired',
    label: 'people.columns.status',
    render: (row) => <InvitationStatus row={row} />,
    exportValue: (row, translate) => translate(statusKey(row)),
  },
  {
    label: 'people.columns.action', exportValue: false,
    // A player without an address of their own has no login to invite: they are reached through their guardians.
    render: (row) => (row.status === WITHOUT_LOGIN ? null : <InviteAgainButton role={role} row={row} />),
  },
];

/** The invited list's status of a member added without an address of their own (a child reached through their guardians). */
const WITHOUT_LOGIN = 'WithoutLogin';

const statusKey = (row: InvitedRow) =>
  row.status === WITHOUT_LOGIN ? 'people.status.withoutLogin'
    : row.status === 'NotInvited' ? 'people.status.notInvited'
      : row.isTokenExpired ? 'people.status.expired' : 'people.status.invited';

const InvitationStatus = ({ row }: { row: InvitedRow }) => {
  const translate = useTranslate();
  const key = statusKey(row);
  return <Chip size="small" color={key === 'people.status.expired' ? 'warning' : 'default'} label={translate(key)} />;
};

/** ReInviteUser: a new invitation e-mail (the old link stops working); the list reloads afterwards. */
const InviteAgainButton = ({ role, row }: { role: Role; row: InvitedRow }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { refetch } = useListContext();
  const reInvite = useWrite(endpoints.accountReInviteUser, {
    onSuccess: () => notify('reinvite.sent', { type: 'success' }),
    onError: (error) => notify(`${translate('reinvite.failed')}${errorText(error)}`, { type: 'error' }),
    onSettled: () => void refetch(),
  });
  return (
    <Button size="small" startIcon={<SendIcon />} disabled={reInvite.isPending} onClick={() => reInvite.mutate({ body: { id: row.id, role } })}>
      {translate('invite.again')}
    </Button>
  );
};
