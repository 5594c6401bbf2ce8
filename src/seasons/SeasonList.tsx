import { useState } from 'react';
import { Box, Button, Card, CardContent, IconButton, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import { Authenticated, ListBase, useListContext, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { endpoints } from '../providers/endpoints';
import { useReadAgain } from '../providers/useWrite';
import type { Season } from '../../contract/schemas';
import { ALL_ROWS } from '../common/list/useSeasons';
import { ListCount } from '../common/list/ListCount';
import { ListTable } from '../common/list/ListTable';
import { PhoneDetails } from '../common/list/phone';
import { SeasonDialog } from './SeasonDialog';
import { SaveSeasonsDialog } from './SaveSeasonsDialog';
import { formatSeasonDate } from './seasonDates';
import { ExportMenu } from '../common/export/ExportMenu';
import { exportDay } from '../common/export/listExport';
import { exportColumns, tableColumns, type ListColumn } from '../common/list/columns';

type Modal = { kind: 'closed' } | { kind: 'edit'; season?: Season } | { kind: 'bulk' };

/**
 * /season: 'All seasons' on react-admin's ListBase and DataTable (sorted by start), with the add/edit
 * modal (season page rules) and saving the selected rows together.
 */
export const SeasonList = () => (
  <Authenticated>
    <ListBase resource="season" perPage={ALL_ROWS} sort={{ field: 'startDate', order: 'ASC' }} disableSyncWithLocation>
      <SeasonListView />
    </ListBase>
  </Authenticated>
);

const SeasonListView = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const { data, selectedIds, onUnselectItems } = useListContext<Season>();
  const readAgain = useReadAgain();
  // Every season list and dropdown reads again, and the rounds' due dates.
  const seasonsChanged = () => void readAgain(['season', endpoints.masterDataGetClubSeason, endpoints.masterDataGetSeasonRounds]);
  const [modal, setModal] = useState<Modal>({ kind: 'closed' });
  const columns: ListColumn<Season>[] = [
    {
      source: 'seasonName',
      label: 'seasonPage.name',
      render: (season) => (
        <PhoneDetails
          items={[
            ['seasonPage.reports', translate('seasonPage.perPlayer', { n: season.reportFrequency })],
            ['seasonPage.end', formatSeasonDate(season.endDate, locale)],
          ]}
        >
          {season.seasonName}
        </PhoneDetails>
      ),
    },
    {
      source: 'reportFrequency',
      label: 'seasonPage.reports',
      foldOnPhone: true,
      render: (season) => translate('seasonPage.perPlayer', { n: season.reportFrequency }),
    },
    { source: 'startDate', label: 'seasonPage.start', render: (season) => formatSeasonDate(season.startDate, locale), exportValue: (season) => exportDay(season.startDate) },
    {
      source: 'endDate',
      label: 'seasonPage.end',
      foldOnPhone: true,
      render: (season) => formatSeasonDate(season.endDate, locale),
      exportValue: (season) => exportDay(season.endDate),
    },
    {
      label: 'seasonPage.action',
      align: 'center',
      exportValue: false,
      render: (season) => (
        <IconButton aria-label={translate('seasonPage.editRow', { name: season.seasonName })} onClick={() => setModal({ kind: 'edit', season })}>
          <EditIcon />
        </IconButton>
      ),
    },
  ];

  const saveSelected = () => {
    if (selectedIds.length === 0) notify('seasonPage.noSelection', { type: 'error' });
    else setModal({ kind: 'bulk' });
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
            <ListCount />
            <Box sx={{ flex: 1 }} />
            <ExportMenu title={translate('seasons.title')} columns={exportColumns(columns, translate)} />
            <Button variant="outlined" startIcon={<SaveIcon />} onClick={saveSelected}>
              {translate('seasonPage.saveSelected')}
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setModal({ kind: 'edit' })}>
              {translate('seasonPage.add')}
            </Button>
          </Box>
          <ListTable
            label={translate('seasons.title')}
            empty={translate('seasonPage.empty')}
            emptyAction={
              <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setModal({ kind: 'edit' })}>
                {translate('seasonPage.addFirst')}
              </Button>
            }
          >
            {tableColumns(columns)}
          </ListTable>
        </CardContent>
      </Card>
      <SeasonDialog
        open={modal.kind === 'edit'}
        season={modal.kind === 'edit' ? modal.season : undefined}
        variant="season"
        onClose={() => setModal({ kind: 'closed' })}
        onSaved={seasonsChanged}
      />
      <SaveSeasonsDialog
        open={modal.kind === 'bulk'}
        seasons={(data ?? []).filter((season) => selectedIds.includes(season.id))}
        onClose={() => setModal({ kind: 'closed' })}
        onSaved={() => {
          onUnselectItems();
          seasonsChanged();
        }}
      />
    </Box>
  );
};
