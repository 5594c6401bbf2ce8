import { useState, type ReactElement } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import type { ConsoleAction, ConsoleDataProvider } from './consoleProviders';

interface ActionButtonProps {
  action: ConsoleAction;
  /** The key of the button's label and of its question (…Confirm, with %{email}). */
  label: string;
  icon: ReactElement;
  /** Which field of the record the question names. */
  nameField?: string;
  /** Whether the action makes sense for this record (e.g. an invitation only for the invited). */
  when?: (record: Record<string, unknown>) => boolean;
}

/**
 * One of the console's actions on the record in context, asked first with react-admin's Confirm;
 * the server's sentence of what it did (by its key, in the operator's language) or why not is the
 * notification.
 */
export const ActionButton = ({ action, label, icon, nameField = 'email', when }: ActionButtonProps) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record || !resource || (when && !when(record))) return null;

  const run = async () => {
    setBusy(true);
    try {
      const { message, messageKey, messageValues } = await dataProvider.runAction(resource, String(record.id), action);
      // Said in the operator's language by its key; the server's English for a key the console does not know.
      notify(`serverErrors.${messageKey}`, { type: 'success', messageArgs: { ...messageValues, _: message } });
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
      <Button label={translate(`console.actions.${label}`)} onClick={(event) => { event.stopPropagation(); setOpen(true); }} disabled={busy}>
        {icon}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={translate(`console.actions.${label}`)}
        content={translate(`console.actions.${label}Confirm`, { email: String(record[nameField] ?? '') })}
        onConfirm={run}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
