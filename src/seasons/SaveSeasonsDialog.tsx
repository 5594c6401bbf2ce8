import { useEffect, useState } from 'react';
import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { useNotify, useTranslate } from 'react-admin';
import type { Season } from '../../contract/schemas';
import { MODAL_TRANSITION } from '../common/modal';
import { errorText } from '../common/errorText';
import { useClubDetailsChanged } from '../settings/clubDetails';
import { useTouchlineData } from '../common/useTouchlineData';
import { canIncrease } from './seasonRules';

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
  const dataProvider = useTouchlineData();
  const clubDetailsChanged = useClubDetailsChanged();
  const minimum = Math.max(0, ...seasons.map((season) => season.amountOfCompleted));
  const [value, setValue] = useState(0);
  const [saving, setSaving] = useState(false);

  // Starts, at each opening, from the highest current value of the selection.
  useEffect(() => {
    if (open) setValue(Math.max(minimum, ...seasons.map((season) => season.reportFrequency)));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const save = async () => {
    setSaving(true);
    try {
      await dataProvider.updateSeasons(
        seasons.map((season) => ({ Id: season.id, SeasonName: season.seasonName, ReportFrequency: value })),
      );
      notify('seasons.updated', { type: 'success' });
      onClose();
      void clubDetailsChanged();
      onSaved();
    } catch (error) {
      notify(`${translate('seasons.updateFailed')} ${errorText(error)}`.trim(), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} aria-labelledby="save-seasons-title" {...MODAL_TRANSITION}>
      <DialogTitle id="save-seasons-title">{translate('seasonPage.bulkTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('seasonPage.bulkHint', { n: seasons.length, min: minimum })}</DialogContentText>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2 }}>
          <IconButton aria-label={translate('seasonPage.decrease')} disabled={value <= minimum} onClick={() => setValue(value - 1)}>
            <RemoveIcon />
          </IconButton>
          <Typography component="output" aria-label={translate('seasonPage.reportsPerPlayer')} sx={{ minWidth: 32, textAlign: 'center', fontSize: 20, fontWeight: 600 }}>
            {value}
          </Typography>
          <IconButton aria-label={translate('seasonPage.increase')} disabled={!canIncrease(value)} onClick={() => setValue(value + 1)}>
            <AddIcon />
          </IconButton>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {translate('shared.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}>
          {translate('shared.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
