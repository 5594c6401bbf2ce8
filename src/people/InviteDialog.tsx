import { useState } from 'react';
import { SelectInput, TextInput, useCreate, useNotify, useTranslate } from 'react-admin';
import type { Role } from '../../contract/schemas';
import { FormDialog } from '../common/form/FormDialog';
import { PhotoInput } from '../common/form/PhotoInput';
import { trimmed } from '../common/form/validators';
import { usePositionChoices, useTeamChoices } from '../common/form/choices';
import { errorText } from '../common/errorText';
import { refusedSave } from '../providers/call';
import { SAVED_FIELDS } from '../common/list/overviewRows';
import { inviteValidators } from './inviteRules';

/** The roles this dialog invites (guardians are added on their child's page). */
export type InvitedRole = Exclude<Role, 'Guardian'>;

/** The resource an invitation creates, per role. */
const RESOURCE_OF: Record<InvitedRole, string> = { Manager: 'manager', Trainer: 'trainers', Player: 'players' };

/** The failure toast's first words per role (spec §8). */
const FAILURE_KEY: Record<InvitedRole, string> = {
  Manager: 'manager.addFailed',
  Trainer: 'messagesfailed.addtrainer',
  Player: 'messagesfailed.addplayer',
};

export interface InviteDialogProps {
  open: boolean;
  role: InvitedRole;
  title: string;
  onClose: () => void;
  /** After a successful invitation (the list reloads). */
  onInvited: () => void;
}

interface InviteValues {
  role: Role;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phoneNumber: string | null;
  teamId: string | null;
  primaryPosition: string | null;
  /** Id of the uploaded picture. */
  photo: string | null;
}

/** Text inputs default to at most 255 characters (spec §5). */
const TEXT = { fullWidth: true, size: 'small', slotProps: { htmlInput: { maxLength: 255 } } } as const;

/**
 * The invite modal of the managers, trainers and players lists: the role is fixed (the managers
 * modal offers only Manager), players need a team and may have a position. Invalid fields turn red
 * and nothing is sent; a valid form goes to RegisterUser.
 */
export const InviteDialog = ({ open, role, title, onClose, onInvited }: InviteDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [create] = useCreate();
  const [uploading, setUploading] = useState(false);
  const withTeam = role !== 'Manager';
  const teams = useTeamChoices(open && withTeam);
  const positions = usePositionChoices(open && role === 'Player');
  const rules = inviteValidators(role);

  const submit = async (form: InviteValues) => {
    const data = {
      email: trimmed(form.email),
      phoneNumber: trimmed(form.phoneNumber),
      firstName: trimmed(form.firstName),
      lastName: trimmed(form.lastName),
      photo: form.photo || null,
      photoDate: form.photo ? new Date().toISOString() : null,
      teamId: withTeam && form.teamId ? form.teamId : null,
      ...(role === 'Player' ? { primaryPosition: form.primaryPosition || null } : {}),
    };
    try {
      const invited = await create(RESOURCE_OF[role], { data, meta: SAVED_FIELDS }, { returnPromise: true });
      if (invited.invitationWarning) {
        notify(translate('people.form.invitedButMailFailed', { error: invited.invitationWarning }), { type: 'warning' });
      } else {
        notify('reinvite.sent', { type: 'success' });
      }
      onInvited();
      onClose();
    } catch (error) {
      const reason = refusedSave(error) ? (refusedSave(error)?.errorMessage ?? '') : errorText(error);
      notify(`${translate(FAILURE_KEY[role])} ${reason}`.trim(), { type: 'error' });
    }
  };

  return (
    <FormDialog<InviteValues>
      open={open}
      onClose={onClose}
      id="invite"
      title={title}
      maxWidth="sm"
      defaultValues={{ role }}
      onSubmit={submit}
      submitLabel="people.form.send"
      submitDisabled={uploading}
    >
      <PhotoInput source="photo" label={translate('people.form.photo')} value={null} onBusyChange={setUploading} />
      <SelectInput
        source="role"
        id="invite-role"
        label="people.form.role"
        choices={[{ id: role, name: `people.roles.${role}` }]}
        // The only choice: no empty entry.
        isRequired
        size="small"
        fullWidth
      />
      <TextInput source="firstName" id="invite-firstName" label="people.form.firstName" validate={rules.firstName} isRequired {...TEXT} />
      <TextInput source="lastName" id="invite-lastName" label="people.form.lastName" validate={rules.lastName} isRequired {...TEXT} />
      <TextInput source="email" id="invite-email" label="people.form.email" type="email" validate={rules.email} isRequired {...TEXT} />
      {withTeam && <TextInput source="phoneNumber" id="invite-phoneNumber" label="people.form.phoneNumber" validate={rules.phoneNumber} {...TEXT} />}
      {withTeam && (
        <SelectInput
          source="teamId"
          id="invite-teamId"
          label="people.form.team"
          choices={teams.data ?? []}
          optionText="teamName"
          validate={rules.teamId}
          isRequired={role === 'Player'}
          // A trainer may start without a team (spec §5).
          emptyText={role === 'Trainer' ? 'people.form.noTeam' : ''}
          size="small"
          fullWidth
        />
      )}
      {role === 'Player' && (
        <SelectInput
          source="primaryPosition"
          id="invite-primaryPosition"
          label="people.form.position"
          choices={positions.data ?? []}
          optionText="position"
          size="small"
          fullWidth
        />
      )}
    </FormDialog>
  );
};
