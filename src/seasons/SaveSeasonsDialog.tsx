import { DialogContentText } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { Season } from '../../contract/schemas';
import { FormDialog } from '../common/form/FormDialog';
import { errorText } from '../common/errorText';
import { useClubDetailsChanged } from '../common/clubDetails';
import { call } from '../providers/call';
import { endpoints } from '../providers/endpoints';
import { FrequencyInput } from './SeasonInputs';

export interface SaveSeasonsDialogProps {
  open: boolean;
  seasons: Season[];
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Saves the selected seasons together (UpdateSeasons): one reports-per-player value for all of
 * them, never below the highest completed-report count among them (the season page's rule).
 */
export const SaveSeasonsDialog = ({ open, seasons, onClose, onSaved }: SaveSeasonsDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const clubDetailsChanged = useClubDetailsChanged();
  const minimum = Math.max(0, ...seasons.map((season) => season.amountOfCompleted));

  const save = async ({ reportFrequency }: { reportFrequency: number }) => {
    try {
      await call(endpoints.masterDataUpdateSeasons, {
        body: seasons.map((season) => ({ Id: season.id, SeasonName: season.seasonName, ReportFrequency: reportFrequency })),
      });
      notify('seasons.updated', { type: 'success' });
      onClose();
      void clubDetailsChanged();
      onSaved();
    } catch (error) {
      notify(`${translate('seasons.updateFailed')} ${errorText(error)}`.trim(), { type: 'error' });
    }
  };

  return (
    <FormDialog<{ reportFrequency: number }>
      open={open}
      onClose={onClose}
      id="save-seasons"
      title={translate('seasonPage.bulkTitle')}
      intro={<DialogContentText sx={{ mb: 2 }}>{translate('seasonPage.bulkHint', { n: seasons.length, min: minimum })}</DialogContentText>}
      // Starts, at each opening, from the highest current value of the selection.
      defaultValues={{ reportFrequency: Math.max(minimum, ...seasons.map((season) => season.reportFrequency)) }}
      onSubmit={save}
      submitLabel="shared.save"
    >
      <FrequencyInput source="reportFrequency" canDecrease={(value) => value > minimum} />
    </FormDialog>
  );
};
