import { useEffect, useState, type ReactNode } from 'react';
import { Box, Checkbox, FormControlLabel, Link as MuiLink, Paper, TextField, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link } from 'react-router-dom';
import { Form, FormDataConsumer, SaveButton, TextInput, useGetIdentity, useLocale, useNotify, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import type { ManagerProfile } from '../../contract/people';
import { PhotoInput } from '../common/form/PhotoInput';
import { trimmed } from '../common/form/validators';
import { endpoints } from '../providers/endpoints';
import { session } from '../providers/session';
import { call, refusedSave } from '../providers/call';
import { SAVED_FIELDS } from '../common/list/overviewRows';
import { isPlausibleEmail } from '../../contract/email';
import { profileValidators } from './inviteRules';
import { birthDateFromField, birthDateToField } from './format';
import { formatShortDate, formatShortDateTime } from '../common/dates';
import { personName } from './personName';

/** The profile fields every detail page edits, plus what only some of them show. */
export type EditableProfile = ManagerProfile & { position?: string | null };

export interface ProfilePanelProps {
  /** The userId of the query string: UpdateUser is sent with it (spec §5). */
  userId: string;
  profile: EditableProfile;
  /** The resource the person is a record of: the update goes through the dataProvider's update. */
  resource: 'manager' | 'trainers' | 'players';
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

interface ProfileValues {
  firstName: string | null;
  /** The Dutch tussenvoegsel ('van der'); empty clears it. */
  infix: string | null;
  lastName: string | null;
  /** As typed, 'dd/MM/yyyy'. */
  birthDate: string | null;
  /** A newly uploaded picture's id. */
  photo: string | null;
}

/** Text inputs default to at most 255 characters (spec §5). */
const TEXT = { size: 'small', fullWidth: true, slotProps: { htmlInput: { maxLength: 255 } } } as const;

const errorText = (error: unknown) => (error instanceof Error ? error.message : '');

/**
 * The left side of the manager, trainer and player detail pages: photo (upload; close icon removes
 * it through ClearPhoto), first name, infix, last name and birth date (dd/MM/yyyy) editable; role, e-mail and
 * team read-only; Update through UpdateUser. Nationality, birth place, telephone and address are
 * not shown but sent back unchanged.
 */
export const ProfilePanel = ({
  userId,
  profile,
  resource,
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
  const [updateRecord] = useUpdate();
  const { refetch: reloadIdentity } = useGetIdentity();
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const savedBirthDate = birthDateToField(profile.birthDate, locale);

  // A reloaded profile starts the form afresh (no unsaved birth date any more).
  useEffect(() => onBirthDateDirtyChange?.(false), [profile, onBirthDateDirtyChange]);

  const isOwnProfile = userId === session.getUserId();
  const afterChange = () => {
    onReload();
    // The header's profile box shows the signed-in manager's name and picture.
    if (isOwnProfile) void reloadIdentity();
  };

  const update = async (values: ProfileValues) => {
    if (!isPlausibleEmail(profile.email)) {
      notify('profile.invalidEmail', { type: 'error' });
      return;
    }
    setSaving(true);
    const data = {
      firstName: trimmed(values.firstName),
      // Sent always ('' clears it): this form shows the infix (issue 37).
      infix: trimmed(values.infix),
      lastName: trimmed(values.lastName),
      birthDate: birthDateFromField(values.birthDate ?? '') as string | null,
      photo: values.photo || null,
    };
    try {
      await updateRecord(resource, { id: userId, data, previousData: profile as unknown as RaRecord, meta: SAVED_FIELDS }, { returnPromise: true });
      notify('profile.updated', { type: 'success' });
      afterChange();
    } catch (error) {
      // The spec's 'Account Updated' in error style when the server refused (isSucceeded false).
      if (refusedSave(error)) {
        notify('profile.updated', { type: 'error' });
        afterChange();
      } else {
        notify(`${translate('profile.updateFailed')} ${errorText(error)}`.trim(), { type: 'error' });
      }
    } finally {
      setSaving(false);
    }
  };

  const removePhoto = async () => {
    try {
      await call(endpoints.accountClearPhoto, { query: { userId } });
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

  const fullName = personName(profile);

  return (
    <Paper component="section" aria-label={fullName} sx={{ p: 3 }}>
      {/* The form starts afresh whenever the page loads the profile again. */}
      <Form
        key={JSON.stringify(profile)}
        defaultValues={{ firstName: profile.firstName, infix: profile.infix ?? '', lastName: profile.lastName, birthDate: savedBirthDate, photo: null }}
        onSubmit={(values: Record<string, unknown>) => update(values as unknown as ProfileValues)}
        noValidate
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <MuiLink component={Link} to={backTo} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <ArrowBackIcon fontSize="small" />
            {translate('people.profile.back')}
          </MuiLink>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <FormDataConsumer<ProfileValues>>
              {({ formData }) => (
                <PhotoInput
                  source="photo"
                  label={translate('people.profile.photo')}
                  value={profile.userPicture}
                  userId={userId}
                  fallback={`${profile.firstName[0] ?? ''}${profile.lastName[0] ?? ''}`.toUpperCase()}
                  onRemove={profile.userPicture || formData.photo ? () => void removePhoto() : undefined}
                  onBusyChange={setUploading}
                />
              )}
            </FormDataConsumer>
          </Box>
          <Box>
            <Typography variant="h5" component="h1">
              {fullName}
            </Typography>
            {summary}
          </Box>
          {teamName !== undefined && readOnly('profile-team', translate('people.profile.team'), teamName ?? '')}
          {readOnly('profile-role', translate('people.profile.role'), translate(`people.roles.${profile.role}`))}
          <TextInput source="firstName" id="profile-firstName" label="people.form.firstName" validate={profileValidators.firstName} isRequired helperText={false} {...TEXT} />
          <TextInput source="infix" id="profile-infix" label="people.form.infix" validate={profileValidators.infix} helperText={false} {...TEXT} />
          <TextInput source="lastName" id="profile-lastName" label="people.form.lastName" validate={profileValidators.lastName} isRequired helperText={false} {...TEXT} />
          <TextInput
            source="birthDate"
            id="profile-birthDate"
            label="people.profile.birthDate"
            placeholder={translate('people.profile.birthDateFormat')}
            validate={profileValidators.birthDate}
            // The player page blocks printing while the birth date holds an unsaved value.
            onChange={(event: { target: { value: string } }) => onBirthDateDirtyChange?.(event.target.value !== savedBirthDate)}
            helperText={false}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { maxLength: 10, inputMode: 'numeric' } }}
          />
          {readOnly('profile-email', translate('people.profile.email'), profile.email)}
          {showActivity && (
            <>
              {readOnly('profile-activeSince', translate('people.profile.activeSince'), formatShortDate(profile.dateStarted, locale))}
              {readOnly('profile-lastLogin', translate('people.profile.lastLogin'), formatShortDateTime(profile.lastLogin, locale))}
            </>
          )}
          {sharedData !== undefined && (
            <FormControlLabel control={<Checkbox checked={sharedData} disabled />} label={translate('profile.scoutingFlag')} />
          )}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {/* Enabled on an untouched form too (the stored e-mail is checked), locked while sending. */}
            <SaveButton label="people.profile.update" icon={null} alwaysEnable={!saving && !uploading} disabled={saving || uploading} />
            {actions}
          </Box>
        </Box>
      </Form>
    </Paper>
  );
};
