import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, IconButton, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { Season } from '../../contract/schemas';
import { CountBadge } from '../common/CountBadge';
import { SortableTable, type Column } from '../common/SortableTable';
import { useLoad } from '../common/useLoad';
import { useTouchlineData } from '../common/useTouchlineData';
import { errorText } from '../common/errorText';
import { SeasonDialog } from './SeasonDialog';
import { SaveSeasonsDialog } from './SaveSeasonsDialog';
import { formatSeasonDate } from './seasonDates';

type Modal = { kind: 'closed' } | { kind: 'edit'; season?: Season } | { kind: 'bulk' };

/** /season: 'All seasons', with the add/edit modal (season page rules) and saving selected rows together. */
export const SeasonPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const dataProvider = useTouchlineData();
  const [reload, setReload] = useState(0);
  const seasons = useLoad(() => dataProvider.getClubSeasons(), [dataProvider, reload]);
  const [selected, setSelected] = useState<string[]>([]);
  const [modal, setModal] = useState<Modal>({ kind: 'closed' });
  const rows = seasons.data ?? [];

  const columns: Column<Season>[] = [
    { field: 'seasonName', label: translate('seasonPage.name') },
    { field: 'reportFrequency', label: translate('seasonPage.reports'), render: (s) => translate('seasonPage.perPlayer', { n: s.reportFrequency }) },
    { field: 'startDate', label: translate('seasonPage.start'), render: (s) => formatSeasonDate(s.startDate, locale) },
    { field: 'endDate', label: translate('seasonPage.end'), render: (s) => formatSeasonDate(s.endDate, locale) },
    {
      field: 'action',
      label: translate('seasonPage.action'),
      sortable: false,
      align: 'center',
      render: (s) => (
        <IconButton aria-label={translate('seasonPage.editRow', { name: s.seasonName })} onClick={() => setModal({ kind: 'edit', season: s })}>
          <EditIcon />
        </IconButton>
      ),
    },
  ];

  const saveSelected = () => {
    if (selected.length === 0) {
      notify('seasonPage.noSelection', { type: 'error' });
      return;
    }
    setModal({ kind: 'bulk' });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h4" component="h1">
        {translate('seasonPage.title')}
      </Typography>
      <Card>
        <CardContent>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
            <Typography variant="h6" component="h2">
              {translate('seasons.title')}
            </Typography>
            <CountBadge count={rows.length} />
            <Box sx={{ flex: 1 }} />
            <Button variant="outlined" startIcon={<SaveIcon />} onClick={saveSelected}>
              {translate('seasonPage.saveSelected')}
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setModal({ kind: 'edit' })}>
              {translate('seasonPage.add')}
            </Button>
          </Box>
          {seasons.error ? (
            <Alert severity="error">
              {translate('load.failed')} {errorText(seasons.error)}
            </Alert>
          ) : (
            <SortableTable
              rows={rows}
              columns={columns}
              label={translate('seasons.title')}
              defaultSort="startDate"
              selected={selected}
              onSelectedChange={setSelected}
              rowLabel={(s) => s.seasonName}
              empty={seasons.isPending ? undefined : translate('seasonPage.empty')}
            />
          )}
        </CardContent>
      </Card>
      <SeasonDialog
        open={modal.kind === 'edit'}
        season={modal.kind === 'edit' ? modal.season : undefined}
        variant="season"
        onClose={() => setModal({ kind: 'closed' })}
        onSaved={() => setReload((n) => n + 1)}
      />
      <SaveSeasonsDialog
        open={modal.kind === 'bulk'}
        seasons={rows.filter((s) => selected.includes(s.id))}
        onClose={() => setModal({ kind: 'closed' })}
        onSaved={() => {
          setSelected([]);
          setReload((n) => n + 1);
        }}
      />
    </Box>
  );
};
