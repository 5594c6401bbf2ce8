import { useEffect, useState } from 'react';
import { Alert, Box, Button, Chip, CircularProgress, Link as MuiLink, Paper, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/PersonAdd';
import DeleteIcon from '@mui/icons-material/Delete';
import SendIcon from '@mui/icons-material/Send';
import { Link } from 'react-router-dom';
import { useGetList, useLocale, useNotify, useTranslate } from 'react-admin';
import type { Role } from '../../contract/schemas';
import type { InvitedRow } from '../../contract/people';
import { SeasonSelect } from '../common/SeasonSelect';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useLoad } from '../common/useLoad';
import { useTouchlineData } from '../common/useTouchlineData';
import { SortableTable, type Column } from '../common/SortableTable';
import { currentSeason } from '../providers/clubApi';
import { session } from '../providers/session';
import { PersonCell, detailPath } from './PersonCell';
import { InviteDialog } from './InviteDialog';
import { formatDate } from './format';

export type PeopleResource = 'managers' | 'trainers' | 'players';

/** What differs between the managers, trainers and players lists. */
export interface PeopleListConfig<Active extends { id: string; name: string }> {
  resource: PeopleResource;
  role: Role;
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
  activeColumns: (translate: (key: string, options?: object) => string, locale: string) => Column<Active>[];
}

type View = 'active' | 'invited';

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : '');

/**
 * A people list (spec §2, §4): the Active / Invited toggle, a season dropdown on the active view
 * (the current season preselected on first load; cleared, the list falls back to the toggle state),
 * every row of the club sorted on any column, select-all and row checkboxes, removal with a
 * confirmation, the invite modal and 'Invite again'.
 */
export function PeopleListPage<Active extends { id: string; name: string }>({ config }: { config: PeopleListConfig<Active> }) {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const dataProvider = useTouchlineData();
  const { resource, role, texts } = config;

  const [view, setView] = useState<View>('active');
  const [seasonId, setSeasonId] = useState('');
  const [seasonTouched, setSeasonTouched] = useState(false);
  const seasons = useLoad(() => dataProvider.getClubSeasons(), [dataProvider]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [inviting, setInviting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);

  // The current season is preselected once, on first load (spec §4).
  useEffect(() => {
    if (seasonTouched || !seasons.data) return;
    setSeasonTouched(true);
    setSeasonId(currentSeason(seasons.data)?.id ?? '');
  }, [seasons.data, seasonTouched]);

  const isActive = view === 'active';
  const ready = !isActive || seasonTouched || !!seasons.error;
  const list = useGetList<Active & InvitedRow>(
    resource,
    {
      filter: { isActive, clubSeasonId: isActive ? seasonId || undefined : undefined },
      pagination: { page: 1, perPage: 100_000 },
    },
    { enabled: ready },
  );

  const rows = list.data ?? [];
  const loading = list.isPending && ready;

  const changeView = (next: View | null) => {
    if (!next || next === view) return;
    setView(next);
    setSelected(new Set());
  };

  const askRemoval = () => {
    if (selected.size === 0) {
      notify(texts.noneSelected, { type: 'error' });
      return;
    }
    if (role === 'Manager' && selected.has(session.getUserId() ?? '')) {
      notify('remove.ownAccount', { type: 'error' });
      return;
    }
    setConfirming(true);
  };

  const remove = async () => {
    setRemoving(true);
    try {
      await dataProvider.deleteMany(resource, { ids: [...selected], meta: { isActive } });
      notify(texts.removed, { type: 'success' });
      setSelected(new Set());
      setConfirming(false);
    } catch (error) {
      notify(`${translate('remove.failed')} ${errorMessage(error)}`.trim(), { type: 'error' });
    } finally {
      setRemoving(false);
      void list.refetch();
    }
  };

  const reInvite = async (row: InvitedRow) => {
    try {
      const answer = await dataProvider.reInviteUser(row.id, role);
      if (answer.isSucceeded) notify('reinvite.sent', { type: 'success' });
      else notify(`${translate('reinvite.failed')}${answer.errorMessage ?? ''}`, { type: 'error' });
    } catch (error) {
      notify(`${translate('reinvite.failed')}${errorMessage(error)}`, { type: 'error' });
    }
    void list.refetch();
  };

  const viewLink = (row: { id: string; name: string }) => (
    <MuiLink component={Link} to={detailPath(role, row.id)} aria-label={translate('people.viewPerson', { name: row.name })}>
      {translate('people.view')}
    </MuiLink>
  );

  const invitedColumns: Column<Active & InvitedRow>[] = [
    { field: 'name', label: translate(texts.nameColumn), render: (row) => <PersonCell name={row.name} picture={row.userPicture} to={detailPath(role, row.id)} /> },
    { field: 'emailAddress', label: translate('people.columns.email'), render: (row) => row.emailAddress },
    {
      field: 'invitedBy',
      label: translate('people.columns.invitedBy'),
      render: (row) => (
        <PersonCell name={row.invitedBy} picture={row.invitorPicture} to={row.invitedById ? detailPath('Manager', row.invitedById) : undefined} />
      ),
    },
    { field: 'invitationDate', label: translate('people.columns.invitationDate'), render: (row) => formatDate(row.invitationDate, locale) },
    {
      field: 'isTokenExpired',
      label: translate('people.columns.status'),
      render: (row) =>
        row.isTokenExpired ? (
          <Chip size="small" color="warning" label={translate('people.status.expired')} />
        ) : (
          <Chip size="small" label={translate('people.status.invited')} />
        ),
    },
    {
      field: 'action',
      label: translate('people.columns.action'),
      sortable: false,
      render: (row) => (
        <Button size="small" startIcon={<SendIcon />} onClick={() => void reInvite(row)}>
          {translate('invite.again')}
        </Button>
      ),
    },
  ];

  const activeColumns = [
    ...config.activeColumns(translate, locale),
    { field: 'view', label: '', sortable: false, render: viewLink },
  ] as Column<Active & InvitedRow>[];

  const error: unknown = list.error;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {translate(texts.title)}
        </Typography>
        <Chip label={rows.length} aria-label={translate('shared.rowCount')} color="primary" size="small" />
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
          {isActive && seasons.data && seasons.data.length > 0 && (
            <Box sx={{ width: 240 }}>
              <SeasonSelect
                id={`${resource}-season`}
                value={seasonId}
                seasons={seasons.data}
                allowClear
                preselectCurrent={false}
                onChange={(id) => {
                  setSeasonId(id);
                  setSelected(new Set());
                }}
              />
            </Box>
          )}
          <Box sx={{ flex: 1 }} />
          <Button color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={askRemoval}>
            {translate('people.removeSelected')}
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setInviting(true)}>
            {translate('people.invite')}
          </Button>
        </Box>
        {error ? (
          <Alert severity="error">
            {translate('load.failed')} {errorMessage(error)}
          </Alert>
        ) : null}
        {loading && rows.length === 0 ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
            <CircularProgress aria-label={translate('ra.page.loading')} />
          </Box>
        ) : (
          // Each view starts on its own initial sort (spec §2: teamName for players, topTeamName for trainers).
          <SortableTable<Active & InvitedRow>
            key={view}
            label={translate(texts.title)}
            rows={rows}
            columns={isActive ? activeColumns : invitedColumns}
            defaultSort={isActive ? config.initialSort : 'name'}
            selected={[...selected]}
            onSelectedChange={(ids) => setSelected(new Set(ids))}
            rowLabel={(row) => row.name}
            empty={translate('people.empty')}
          />
        )}
      </Paper>
      <InviteDialog
        open={inviting}
        role={role}
        title={translate(texts.inviteTitle)}
        onClose={() => setInviting(false)}
        onInvited={() => {
          // The new person is in the invited list until they activate their account.
          setView('invited');
          setSelected(new Set());
          void list.refetch();
        }}
      />
      <ConfirmDialog
        open={confirming}
        title={translate(texts.removeTitle)}
        message={
          <>
            {translate(texts.removeQuestion, { smart_count: selected.size })} {translate('people.removeKeepsReports')}
          </>
        }
        loading={removing}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
