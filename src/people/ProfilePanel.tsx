import { useEffect, useState, type ReactNode } from 'react';
import { Box, Button, Checkbox, CircularProgress, FormControlLabel, Link as MuiLink, Paper, TextField, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link } from 'react-router-dom';
import { useGetIdentity, useLocale, useNotify, useTranslate } from 'react-admin';
import type { ManagerProfile } from '../../contract/people';
import { PhotoUpload } from '../common/PhotoUpload';
import { useTouchlineData } from '../common/useTouchlineData';
import { session } from '../providers/session';
import { isPlausibleEmail } from '../../contract/email';
import { FIELD_MAX } from './inviteRules';
import { birthDateFromField, birthDateToField, formatDate } from './format';

/** The profile fields every detail page edits, plus what only some of them show. */
export type EditableProfile = ManagerProfile & { position?: string | null };

export interface ProfilePanelProps {
  /** The userId of the query string: UpdateUser is sent with it (spec §5). */
  userId: string;
  profile: EditableProfile;
  backTo: string;
  /** Loads the profile again (after an update or a photo removal). */
  onReload: () => void;
  /** Shown under the name, e.g. open and completed report counts. */
  summary?: ReactNode;
  /** Team name, read-only (trainers and players); undefined hides the row. */
  teamName?: string | null;
  /** The scouting flag, read-only (trainers and players); undefined hides it. */
  sharedData?: boolean;
  /** Manager detail: active since and last login. */
  showActivity?: boolean;
  /** Extra buttons next to Update (change team). */
  actions?: ReactNode;
  /** Told whether the birth date field holds an unsaved value (the player page's print check). */
  onBirthDateDirtyChange?: (dirty: boolean) => void;
}

type Field = 'firstName' | 'lastName' | 'birthDate';

const errorText = (error: unknown) => (error instanceof Error ? error.message : '');

/**
 * The left side of the manager, trainer and player detail pages: photo (upload; close icon removes
 * it through ClearPhoto), first and last name and birth date (dd/MM/yyyy) editable; role, e-mail and
 * team read-only; Update through UpdateUser. Nationality, birth place, telephone and address are
 * not shown but sent back unchanged.
 */
export const ProfilePanel = ({
  userId,
  profile,
  backTo,
  onReload,
  summary,
  teamName,
  sharedData,
  showActivity = false,
  actions,
  onBirthDateDirtyChange,
}: ProfilePanelProps) => {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const dataProvider = useTouchlineData();
  const { refetch: reloadIdentity } = useGetIdentity();
  const [firstName, setFirstName] = useState(profile.firstName);
  const [lastName, setLastName] = useState(profile.lastName);
  const [birthDate, setBirthDate] = useState(birthDateToField(profile.birthDate));
  const [photo, setPhoto] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);

  // A reloaded profile replaces what the form shows.
  useEffect(() => {
    setFirstName(profile.firstName);
    setLastName(profile.lastName);
    setBirthDate(birthDateToField(profile.birthDate));
    setPhoto(null);
    setErrors({});
  }, [profile]);

  const birthDirty = birthDate !== birthDateToField(profile.birthDate);
  useEffect(() => onBirthDateDirtyChange?.(birthDirty), [birthDirty, onBirthDateDirtyChange]);

  const isOwnProfile = userId === session.getUserId();
  const afterChange = () => {
    onReload();
    // The header's profile box shows the signed-in manager's name and picture.
    if (isOwnProfile) void reloadIdentity();
  };

  const validate = (): Partial<Record<Field, string>> => {
    const problems: Partial<Record<Field, string>> = {};
    for (const [field, value] of [['firstName', firstName], ['lastName', lastName]] as const) {
      if (!value.trim()) problems[field] = translate('people.form.required');
      else if (value.trim().length > FIELD_MAX) problems[field] = translate('people.form.tooLong', { max: FIELD_MAX });
    }
    if (birthDateFromField(birthDate) === 'invalid') problems.birthDate = translate('people.profile.invalidBirthDate');
    return problems;
  };

  const update = async () => {
    const problems = validate();
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    if (!isPlausibleEmail(profile.email)) {
      notify('profile.invalidEmail', { type: 'error' });
      return;
    }
    setSaving(true);
    try {
      const answer = await dataProvider.updateUser({
        id: userId,
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        nationalityId: profile.nationalityId,
        birthPlace: profile.birthPlace,
        birthDate: birthDateFromField(birthDate) as string | null,
        email: profile.email,
        phoneNumber: profile.phoneNumber,
        address: profile.address,
        photo,
        ...(profile.position !== undefined ? { position: profile.position } : {}),
      });
      notify('profile.updated', { type: answer.isSucceeded ? 'success' : 'error' });
      afterChange();
    } catch (error) {
      notify(`${translate('profile.updateFailed')} ${errorText(error)}`.trim(), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const removePhoto = async () => {
    try {
      await dataProvider.clearPhoto(userId);
      notify('people.profile.photoRemoved', { type: 'success' });
      afterChange();
    } catch (error) {
      notify(`${translate('profile.updateFailed')} ${errorText(error)}`.trim(), { type: 'error' });
    }
  };

  // Read-only values (team, role, e-mail, dates) are shown as label and text, without a field's box,
  // so they do not look like the editable names and birth date next to them.
  const readOnly = (id: string, label: string, value: string) => (
    <TextField
      id={id}
      label={label}
      value={value}
      size="small"
      fullWidth
      variant="standard"
      slotProps={{ htmlInput: { readOnly: true }, input: { disableUnderline: true }, inputLabel: { shrink: true } }}
    />
  );

  const fullName = `${profile.firstName} ${profile.lastName}`.trim();

  return (
    <Paper component="section" aria-label={fullName} sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <MuiLink component={Link} to={backTo} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <ArrowBackIcon fontSize="small" />
        {translate('people.profile.back')}
      </MuiLink>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <PhotoUpload
          label={translate('people.profile.photo')}
          value={profile.userPicture}
          userId={userId}
          fallback={`${profile.firstName[0] ?? ''}${profile.lastName[0] ?? ''}`.toUpperCase()}
          onUploaded={setPhoto}
          onRemove={profile.userPicture || photo ? () => void removePhoto() : undefined}
          onBusyChange={setUploading}
        />
      </Box>
      <Box>
        <Typography variant="h5" component="h1">
          {fullName}
        </Typography>
        {summary}
      </Box>
      {teamName !== undefined && readOnly('profile-team', translate('people.profile.team'), teamName ?? '')}
      {readOnly('profile-role', translate('people.profile.role'), translate(`people.roles.${profile.role}`))}
      <TextField
        id="profile-firstName"
        label={translate('people.form.firstName')}
        value={firstName}
        onChange={(event) => setFirstName(event.target.value)}
        error={!!errors.firstName}
        helperText={errors.firstName}
        size="small"
        fullWidth
        required
        slotProps={{ htmlInput: { maxLength: 255 } }}
      />
      <TextField
        id="profile-lastName"
        label={translate('people.form.lastName')}
        value={lastName}
        onChange={(event) => setLastName(event.target.value)}
        error={!!errors.lastName}
        helperText={errors.lastName}
        size="small"
        fullWidth
        required
        slotProps={{ htmlInput: { maxLength: 255 } }}
      />
      <TextField
        id="profile-birthDate"
        label={translate('people.profile.birthDate')}
        placeholder={translate('people.profile.birthDateFormat')}
        value={birthDate}
        onChange={(event) => setBirthDate(event.target.value)}
        error={!!errors.birthDate}
        helperText={errors.birthDate}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { maxLength: 10, inputMode: 'numeric' } }}
      />
      {readOnly('profile-email', translate('people.profile.email'), profile.email)}
      {showActivity && (
        <>
          {readOnly('profile-activeSince', translate('people.profile.activeSince'), formatDate(profile.dateStarted, locale))}
          {readOnly('profile-lastLogin', translate('people.profile.lastLogin'), formatDate(profile.lastLogin, locale))}
        </>
      )}
      {sharedData !== undefined && (
        <FormControlLabel control={<Checkbox checked={sharedData} disabled />} label={translate('profile.scoutingFlag')} />
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          onClick={() => void update()}
          disabled={saving || uploading}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {translate('people.profile.update')}
        </Button>
        {actions}
      </Box>
    </Paper>
  );
};
