import { useEffect, useState } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useNotify, useTranslate } from 'react-admin';
import type { Season } from '../../contract/schemas';
import { DateLocalization } from '../common/DateLocalization';
import { MODAL_TRANSITION } from '../common/modal';
import { errorText } from '../common/errorText';
import { useClubDetailsChanged } from '../settings/clubDetails';
import { useTouchlineData } from '../common/useTouchlineData';
import { EMPTY_GUID, toUtcDay } from '../providers/dataProvider';
import { calendarDay, SEASON_DATE_FORMAT } from './seasonDates';
import {
  canDecrease,
  canIncrease,
  NEW_SEASON_FREQUENCY,
  validateSeason,
  type SeasonForm,
  type SeasonModalVariant,
} from './seasonRules';

export interface SeasonDialogProps {
  open: boolean;
  /** The season to edit; absent to add one ('Add' action, all-zero id). */
  season?: Season;
  /** Which page's rules apply (see seasonRules.ts). */
  variant: SeasonModalVariant;
  onClose: () => void;
  /** After a successful save (the modal has closed itself). */
  onSaved?: () => void;
}

const emptyForm = (): SeasonForm => ({ seasonName: '', reportFrequency: NEW_SEASON_FREQUENCY, startDate: null, endDate: null });

const formOf = (season: Season | undefined): SeasonForm =>
  season
    ? {
        seasonName: season.seasonName,
        reportFrequency: season.reportFrequency,
        startDate: calendarDay(season.startDate),
        endDate: calendarDay(season.endDate),
      }
    : emptyForm();

/** The season add/edit modal of the seasons page and the club settings page (one component, two variants). */
export const SeasonDialog = ({ open, season, variant, onClose, onSaved }: SeasonDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useTouchlineData();
  const clubDetailsChanged = useClubDetailsChanged();
  const [form, setForm] = useState<SeasonForm>(() => formOf(season));
  const [saving, setSaving] = useState(false);
  const adding = !season;
  const completed = season?.amountOfCompleted ?? 0;
  const frequency = form.reportFrequency ?? 0;

  // Each opening starts from the chosen season (or an empty form for 'Add').
  useEffect(() => {
    if (open) setForm(formOf(season));
  }, [open, season]);

  const close = () => {
    setForm(emptyForm());
    onClose();
  };

  const save = async () => {
    const problem = validateSeason(form, variant);
    if (problem) {
      notify(problem, { type: 'error' });
      return;
    }
    setSaving(true);
    try {
      const answer = await dataProvider.saveSeason({
        Id: season?.id ?? EMPTY_GUID,
        SeasonName: form.seasonName.trim(),
        ReportFrequency: frequency,
        StartDate: toUtcDay(form.startDate)!,
        EndDate: toUtcDay(form.endDate)!,
      });
      if (!answer.isSucceeded) {
        notify('messagesfailed.seasonexist', { type: 'error' });
        return;
      }
      notify('messagessuccess.saveseason', { type: 'success' });
      close();
      void clubDetailsChanged();
      onSaved?.();
    } catch (error) {
      notify(`${translate('messagesfailed.saveseason')} ${errorText(error)}`.trim(), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={saving ? undefined : close} aria-labelledby="season-dialog-title" fullWidth maxWidth="xs" {...MODAL_TRANSITION}>
      <DialogTitle id="season-dialog-title">{translate(adding ? 'seasonPage.addTitle' : 'seasonPage.editTitle')}</DialogTitle>
      <DialogContent>
        <DateLocalization>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
            <TextField
              label={translate('seasonPage.name')}
              value={form.seasonName}
              onChange={(event) => setForm({ ...form, seasonName: event.target.value })}
              slotProps={{ htmlInput: { maxLength: 255 } }}
              autoFocus
            />
            <Box>
              <Typography variant="body2" color="text.secondary" id="season-frequency-label">
                {translate('seasonPage.reportsPerPlayer')}
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <IconButton
                  aria-label={translate('seasonPage.decrease')}
                  disabled={!canDecrease(variant, adding, frequency, completed)}
                  onClick={() => setForm({ ...form, reportFrequency: frequency - 1 })}
                >
                  <RemoveIcon />
                </IconButton>
                <Typography
                  component="output"
                  aria-labelledby="season-frequency-label"
                  aria-live="polite"
                  sx={{ minWidth: 32, textAlign: 'center', fontSize: 20, fontWeight: 600 }}
                >
                  {frequency}
                </Typography>
                <IconButton
                  aria-label={translate('seasonPage.increase')}
                  disabled={!canIncrease(frequency)}
                  onClick={() => setForm({ ...form, reportFrequency: frequency + 1 })}
                >
                  <AddIcon />
                </IconButton>
              </Box>
            </Box>
            <DatePicker
              label={translate('seasonPage.startDate')}
              value={form.startDate}
              format={SEASON_DATE_FORMAT}
              onChange={(value) => setForm((previous) => ({ ...previous, startDate: value }))}
              // 'd' means no leading zero: 'August 1, 2026' as on the seasons table.
              slotProps={{ field: { shouldRespectLeadingZeros: true }, textField: { name: 'startDate', variant: 'filled', fullWidth: true } }}
            />
            <DatePicker
              label={translate('seasonPage.endDate')}
              value={form.endDate}
              format={SEASON_DATE_FORMAT}
              onChange={(value) => setForm((previous) => ({ ...previous, endDate: value }))}
              // 'd' means no leading zero: 'August 1, 2026' as on the seasons table.
              slotProps={{ field: { shouldRespectLeadingZeros: true }, textField: { name: 'endDate', variant: 'filled', fullWidth: true } }}
            />
          </Box>
        </DateLocalization>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={saving}>
          {translate('shared.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={saving}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {translate('shared.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
