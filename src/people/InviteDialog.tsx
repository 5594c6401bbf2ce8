import { useEffect, useState } from 'react';
import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { Position, Role } from '../../contract/schemas';
import type { Team } from '../../contract/clubStructure';
import { PhotoUpload } from '../common/PhotoUpload';
import { MODAL_TRANSITION } from '../common/modal';
import { useTouchlineData } from '../common/useTouchlineData';
import { emptyInvite, validateInvite, type InviteErrors, type InviteField, type InviteForm } from './inviteRules';

/** The failure toast's first words per role (spec §8). */
const FAILURE_KEY: Record<Role, string> = {
  Manager: 'manager.addFailed',
  Trainer: 'messagesfailed.addtrainer',
  Player: 'messagesfailed.addplayer',
};

export interface InviteDialogProps {
  open: boolean;
  role: Role;
  title: string;
  onClose: () => void;
  /** After a successful invitation (the list reloads). */
  onInvited: () => void;
}

/**
 * The invite modal of the managers, trainers and players lists: the role is fixed (the managers
 * modal offers only Manager), players need a team and may have a position. Invalid fields turn red
 * and nothing is sent; a valid form goes to RegisterUser.
 */
export const InviteDialog = ({ open, role, title, onClose, onInvited }: InviteDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useTouchlineData();
  const [form, setForm] = useState<InviteForm>(emptyInvite);
  const [errors, setErrors] = useState<InviteErrors>({});
  const [sending, setSending] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [teams, setTeams] = useState<Team[]>([]);
  const [positions, setPositions] = useState<Position[]>([]);
  const withTeam = role !== 'Manager';

  useEffect(() => {
    if (!open) return;
    setForm(emptyInvite());
    setErrors({});
    let current = true;
    if (withTeam) dataProvider.getTeams().then((list) => current && setTeams(list), () => current && setTeams([]));
    if (role === 'Player') dataProvider.getPositions().then((list) => current && setPositions(list), () => current && setPositions([]));
    return () => {
      current = false;
    };
  }, [open, role, withTeam, dataProvider]);

  const set = (field: InviteField) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setForm((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const errorText = (field: InviteField) => {
    const error = errors[field];
    return error ? translate(error.key, { max: error.max }) : undefined;
  };

  const textField = (field: InviteField, label: string, extra: { type?: string; required?: boolean } = {}) => (
    <TextField
      id={`invite-${field}`}
      label={label}
      value={form[field]}
      onChange={set(field)}
      error={!!errors[field]}
      helperText={errorText(field)}
      required={extra.required}
      type={extra.type}
      fullWidth
      size="small"
      slotProps={{ htmlInput: { maxLength: 255 } }}
    />
  );

  const submit = async () => {
    const problems = validateInvite(form, role);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSending(true);
    try {
      const answer = await dataProvider.registerUser({
        email: form.email.trim(),
        role,
        phoneNumber: form.phoneNumber.trim(),
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        profilePicture: 'file.png',
        photo: form.photo || null,
        photoDate: form.photo ? new Date().toISOString() : null,
        teamId: withTeam && form.teamId ? form.teamId : null,
        ...(role === 'Player' ? { primaryPosition: form.primaryPosition || null } : {}),
      });
      if (!answer.isSucceeded) {
        notify(`${translate(FAILURE_KEY[role])} ${answer.errorMessage ?? ''}`.trim(), { type: 'error' });
        return;
      }
      if (answer.emailSent === false && answer.errorMessage) {
        notify(translate('people.form.invitedButMailFailed', { error: answer.errorMessage }), { type: 'warning' });
      } else {
        notify('reinvite.sent', { type: 'success' });
      }
      onInvited();
      onClose();
    } catch (error) {
      const reason = error instanceof Error ? error.message : '';
      notify(`${translate(FAILURE_KEY[role])} ${reason}`.trim(), { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onClose={sending ? undefined : onClose} aria-labelledby="invite-title" fullWidth maxWidth="sm" {...MODAL_TRANSITION}>
      <DialogTitle id="invite-title">{title}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}
        >
          <PhotoUpload
            label={translate('people.form.photo')}
            value={null}
            onUploaded={(id) => setForm((previous) => ({ ...previous, photo: id }))}
            onBusyChange={setUploading}
          />
          <TextField id="invite-role" select label={translate('people.form.role')} value={role} size="small" fullWidth>
            <MenuItem value={role}>{translate(`people.roles.${role}`)}</MenuItem>
          </TextField>
          {textField('firstName', translate('people.form.firstName'), { required: true })}
          {textField('lastName', translate('people.form.lastName'), { required: true })}
          {textField('email', translate('people.form.email'), { type: 'email', required: true })}
          {withTeam && textField('phoneNumber', translate('people.form.phoneNumber'))}
          {withTeam && (
            <TextField
              id="invite-teamId"
              select
              label={translate('people.form.team')}
              value={form.teamId}
              onChange={set('teamId')}
              error={!!errors.teamId}
              helperText={errorText('teamId')}
              required={role === 'Player'}
              size="small"
              fullWidth
            >
              {role === 'Trainer' && (
                <MenuItem value="">
                  <em>{translate('people.form.noTeam')}</em>
                </MenuItem>
              )}
              {teams.map((team) => (
                <MenuItem key={team.id} value={team.id}>
                  {team.teamName}
                </MenuItem>
              ))}
            </TextField>
          )}
          {role === 'Player' && (
            <TextField
              id="invite-primaryPosition"
              select
              label={translate('people.form.position')}
              value={form.primaryPosition}
              onChange={set('primaryPosition')}
              size="small"
              fullWidth
            >
              {positions.map((position) => (
                <MenuItem key={position.id} value={position.id}>
                  {position.position}
                </MenuItem>
              ))}
            </TextField>
          )}
          {/* Enter in a field submits the form. */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {translate('shared.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={sending || uploading}
          startIcon={sending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {translate('people.form.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

