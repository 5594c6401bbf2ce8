import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { DataTable, ListContextProvider, useList, useLocaleState, useTranslate } from 'react-admin';
import type { AccessLogEntry } from '../../contract/privacy';
import { endpoints } from '../providers/endpoints';
import { read } from '../providers/reads';
import { MODAL_TRANSITION } from '../common/modal';
import { formatShortDateTime } from '../common/dates';

type Row = AccessLogEntry & { id: number };

/** Who read or changed a person's file ("who looked at my data"), newest first, in a dialog. */
export const AccessLogDialog = ({ userId, name, open, onClose }: { userId: string; name: string; open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const log = useQuery({ ...read(endpoints.privacyGetAccessLog, { query: { userId } }), enabled: open, staleTime: 0 });
  const rows: Row[] = (log.data ?? []).map((entry, index) => ({ ...entry, id: index }));
  const list = useList({ data: rows, perPage: rows.length || 1 });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="access-log-title" {...MODAL_TRANSITION}>
      <DialogTitle id="access-log-title">{translate('privacy.accessLogTitle', { name })}</DialogTitle>
      <DialogContent>
        {log.isLoading && <CircularProgress aria-label={translate('ra.page.loading')} />}
        {log.isError && <Alert severity="error">{translate('privacy.accessLogFailed')}</Alert>}
        {log.data && rows.length === 0 && <Typography>{translate('privacy.accessLogEmpty')}</Typography>}
        {rows.length > 0 && (
          <ListContextProvider value={list}>
            <DataTable resource="accessLog" bulkActionButtons={false} rowClick={false}>
              <DataTable.Col source="byName" label="privacy.by" disableSort
                render={(row: Row) => (row.byUserId ? row.byName : translate('privacy.system'))} />
              <DataTable.Col source="role" label="privacy.role" disableSort
                render={(row: Row) => translate(`privacy.roles.${row.role}`, { _: row.role })} />
              <DataTable.Col source="action" label="privacy.action" disableSort
                render={(row: Row) => translate(`privacy.actionNames.${row.action}`)} />
              <DataTable.Col source="at" label="privacy.at" disableSort render={(row: Row) => formatShortDateTime(row.at, locale)} />
            </DataTable>
          </ListContextProvider>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('privacy.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
