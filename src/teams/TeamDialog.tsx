import { useState } from 'react';
import { FormDataConsumer, TextInput, useCreate, useNotify, useTranslate, useUpdate } from 'react-admin';
import { FormDialog } from '../common/form/FormDialog';
import { PhotoInput } from '../common/form/PhotoInput';
import { requiredText, trimmed } from '../common/form/validators';
import { TEAM_LOGO_MAX_BYTES } from '../common/uploadPhoto';
import { errorText } from '../common/errorText';
import { refusedSave } from '../providers/call';
import { SAVED_FIELDS } from '../common/list/overviewRows';

export interface TeamDialogProps {
  open: boolean;
  /** The team to edit; absent to add one. */
  team?: { id: string; teamName: string; division: string; logoClub: string | null };
  onClose: () => void;
  /** After a successful save, with the team's id. */
  /** What else the saved team changes (react-admin's create and update already refresh the teams lists). */
  onSaved?: (teamId: string) => void;
}

interface TeamValues {
  teamName: string | null;
  division: string | null;
  /** A newly uploaded logo's id. */
  logoId: string | null;
}

const TEXT = { fullWidth: true, slotProps: { htmlInput: { maxLength: 255 } } } as const;
const teamNameRules = [requiredText('validationerror.mandatoryfield')];

/** Add or edit a team: name, division and logo (at most 500,000 bytes in this modal, spec §5). */
export const TeamDialog = ({ open, team, onClose, onSaved }: TeamDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [create] = useCreate();
  const [update] = useUpdate();
  const [uploading, setUploading] = useState(false);

  const save = async (values: TeamValues) => {
    // A new logo's id; otherwise the team keeps its logo.
    const data = { teamName: trimmed(values.teamName), division: trimmed(values.division), ...(values.logoId ? { logoUrl: values.logoId } : {}) };
    try {
      const saved = team
        ? await update('teams', { id: team.id, data, previousData: team, meta: SAVED_FIELDS }, { returnPromise: true })
        : await create('teams', { data, meta: SAVED_FIELDS }, { returnPromise: true });
      notify('team.saved', { type: 'success' });
      onClose();
      onSaved?.(String(saved.id));
    } catch (error) {
      const reason = refusedSave(error) ? (refusedSave(error)?.errorMessage ?? '') : errorText(error);
      notify(`${translate('team.saveFailed')} ${reason}`.trim(), { type: 'error' });
    }
  };

  return (
    <FormDialog<TeamValues>
      open={open}
      onClose={onClose}
      id="team-dialog"
      title={translate(team ? 'teamsPage.editTitle' : 'teamsPage.addTitle')}
      defaultValues={{ teamName: team?.teamName ?? '', division: team?.division ?? '' }}
      onSubmit={save}
      submitLabel="shared.save"
      submitDisabled={uploading}
    >
      <TextInput source="teamName" label="teamsPage.teamName" validate={teamNameRules} autoFocus {...TEXT} />
      <TextInput source="division" label="teamsPage.division" {...TEXT} />
      <FormDataConsumer<TeamValues>>
        {({ formData }) => (
          <PhotoInput
            source="logoId"
            value={team?.logoClub}
            onBusyChange={setUploading}
            maxBytes={TEAM_LOGO_MAX_BYTES}
            label={translate('teamsPage.logo')}
            fallback={(formData.teamName ?? '').charAt(0)}
            shape="rounded"
            size={72}
          />
        )}
      </FormDataConsumer>
    </FormDialog>
  );
};
