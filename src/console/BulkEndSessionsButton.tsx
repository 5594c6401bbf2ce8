import { useState } from 'react';
import LogoutIcon from '@mui/icons-material/Logout';
import { Button, Confirm, useDataProvider, useListContext, useNotify, useRefresh, useTranslate, useUnselectAll } from 'react-admin';
import type { ConsoleDataProvider } from './consoleProviders';

/** A bulk action of the people list: end the sessions of every selected person, asked first. */
export const BulkEndSessionsButton = () => {
  const { selectedIds, resource } = useListContext();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource!);
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      for (const id of selectedIds) await dataProvider.runAction('people', String(id), 'endSessions');
      notify(translate('console.actions.doneMany', { smart_count: selectedIds.length }), { type: 'success' });
      unselectAll();
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <>
      <Button label={translate('console.actions.endSessions')} onClick={() => setOpen(true)} disabled={busy}>
        <LogoutIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={translate('console.actions.endSessions')}
        content={translate('console.actions.endSessionsMany', { smart_count: selectedIds.length })}
        onConfirm={run}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
