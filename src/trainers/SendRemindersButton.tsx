import { Button } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/NotificationsActive';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import type { SendRemindersResult } from '../../contract/rounds';
import { errorText } from '../common/errorText';
import { endpoints } from '../providers/endpoints';
import { useWrite } from '../providers/useWrite';

/** What a send said, as one toast: how many were e-mailed, and why the others were not. */
export const remindersOutcome = (result: SendRemindersResult, translate: (key: string, options?: object) => string): string => {
  const parts = result.sent.length > 0 ? [translate('rounds.remindersSent', { smart_count: result.sent.length })] : [];
  for (const reason of ['nothingMissing', 'unsubscribed', 'inactive', 'failed'] as const) {
    const count = result.notSent.filter((row) => row.reason === reason).length;
    if (count > 0) parts.push(translate(`rounds.notSent.${reason}`, { smart_count: count }));
  }
  return parts.join(' ');
};

/**
 * The trainers list's 'Send reminder' (issue 15): e-mails the selected trainers now, each about their
 * earliest round with reports missing in the list's season, the same e-mail as the scheduled reminders.
 */
export const SendRemindersButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { selectedIds, filterValues, onUnselectItems } = useListContext();
  const send = useWrite(endpoints.trainerSendReminders, {
    onSuccess: (result) => {
      notify(remindersOutcome(result, translate), { type: result.sent.length > 0 ? 'success' : 'info' });
      onUnselectItems();
    },
    onError: (error) => notify(`${translate('rounds.sendFailed')} ${errorText(error)}`.trim(), { type: 'error' }),
  });
  return (
    <Button
      variant="outlined"
      startIcon={<NotificationsIcon />}
      disabled={send.isPending}
      onClick={() => (selectedIds.length === 0 ? notify('rounds.noTrainersSelected', { type: 'error' }) : send.mutate({ body: { trainerIds: selectedIds.map(String), ...(filterValues.clubSeasonId ? { clubSeasonId: String(filterValues.clubSeasonId) } : {}) } }))}
    >
      {translate('rounds.sendReminder')}
    </Button>
  );
};
