import { TextInput, useCreate, useNotify, useTranslate, useUpdate } from 'react-admin';
import type { Season } from '../../contract/schemas';
import { DateLocalization } from '../common/DateLocalization';
import { FormDialog } from '../common/form/FormDialog';
import { trimmed } from '../common/form/validators';
import { errorText } from '../common/errorText';
import { useClubDetailsChanged } from '../common/clubDetails';
import { refusedSave } from '../providers/call';
import { SAVED_FIELDS } from '../common/list/overviewRows';
import { call } from '../providers/call';
import { endpoints } from '../providers/endpoints';
import { useReadAgain } from '../providers/useWrite';
import { RoundsPart, roundsToSave, type RoundValue } from './RoundsPart';
import { calendarDay } from './seasonDates';
import { FrequencyInput, SeasonDateInput } from './SeasonInputs';
import { canDecrease, NEW_SEASON_FREQUENCY, seasonValidator, type SeasonForm, type SeasonModalVariant } from './seasonRules';

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

const formOf = (season: Season | undefined): SeasonForm =>
  season
    ? {
        seasonName: season.seasonName,
        reportFrequency: season.reportFrequency,
        startDate: calendarDay(season.startDate),
        endDate: calendarDay(season.endDate),
      }
    : { seasonName: '', reportFrequency: NEW_SEASON_FREQUENCY, startDate: null, endDate: null };

/** The season add/edit modal of the seasons page and the club settings page (one component, two variants). */
export const SeasonDialog = ({ open, season, variant, onClose, onSaved }: SeasonDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [create] = useCreate();
  const readAgain = useReadAgain();
  const [update] = useUpdate();
  const clubDetailsChanged = useClubDetailsChanged();
  const adding = !season;
  const completed = season?.amountOfCompleted ?? 0;

  const save = async (form: SeasonForm & { rounds?: RoundValue[]; remindersEnabled?: boolean }) => {
    const data = { seasonName: trimmed(form.seasonName), reportFrequency: form.reportFrequency ?? 0, startDate: form.startDate, endDate: form.endDate };
    // The rounds' due dates are saved with the season when the number of rounds stays (issue 15).
    const keepsRounds = !!season && !!form.rounds && form.reportFrequency === season.reportFrequency;
    const plan = keepsRounds ? roundsToSave(form.rounds!, form.startDate, form.endDate) : undefined;
    if (plan && 'problem' in plan) {
      notify(plan.problem, { type: 'error' });
      return;
    }
    try {
      if (season) await update('season', { id: season.id, data, previousData: season, meta: SAVED_FIELDS }, { returnPromise: true });
      else await create('season', { data, meta: SAVED_FIELDS }, { returnPromise: true });
    } catch (error) {
      // A name taken is the server's refusal (spec: messagesfailed.seasonexist); anything else a failure.
      if (refusedSave(error)) notify('messagesfailed.seasonexist', { type: 'error' });
      else notify(`${translate('messagesfailed.saveseason')} ${errorText(error)}`.trim(), { type: 'error' });
      return;
    }
    try {
      if (season && plan && 'rounds' in plan) await call(endpoints.masterDataSaveSeasonRounds, { body: { clubSeasonId: season.id, rounds: plan.rounds } });
    } catch (error) {
      notify(`${translate('rounds.saveFailed')} ${errorText(error)}`.trim(), { type: 'error' });
    }
    try {
      if (season && typeof form.remindersEnabled === 'boolean') {
        await call(endpoints.masterDataSetSeasonReminders, { body: { clubSeasonId: season.id, remindersEnabled: form.remindersEnabled } });
      }
    } catch (error) {
      notify(`${translate('rounds.remindersFailed')} ${errorText(error)}`.trim(), { type: 'error' });
    }
    notify('messagessuccess.saveseason', { type: 'success' });
    // Another number of reports per player: the rounds not yet due were planned again (issue 15).
    if (season && form.reportFrequency !== season.reportFrequency) notify('rounds.replanned', { type: 'info' });
    // The seasons' dropdowns and the rounds' due dates read again.
    void readAgain([endpoints.masterDataGetClubSeason, endpoints.masterDataGetSeasonRounds]);
    onClose();
    void clubDetailsChanged();
    onSaved?.();
  };

  return (
    <FormDialog<SeasonForm>
      open={open}
      onClose={onClose}
      id="season-dialog"
      title={translate(adding ? 'seasonPage.addTitle' : 'seasonPage.editTitle')}
      // Each opening starts from the chosen season (or an empty form for 'Add').
      defaultValues={formOf(season)}
      validate={seasonValidator(variant)}
      onSubmit={save}
      submitLabel="shared.save"
    >
      <DateLocalization>
        <TextInput source="seasonName" label="seasonPage.name" autoFocus fullWidth slotProps={{ htmlInput: { maxLength: 255 } }} />
        <FrequencyInput source="reportFrequency" canDecrease={(value) => canDecrease(variant, adding, value, completed)} />
        <SeasonDateInput source="startDate" label="seasonPage.startDate" />
        <SeasonDateInput source="endDate" label="seasonPage.endDate" />
        {season && <RoundsPart seasonId={season.id} savedFrequency={season.reportFrequency} />}
      </DateLocalization>
    </FormDialog>
  );
};
