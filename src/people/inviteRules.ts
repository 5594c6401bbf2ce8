import type { Role } from '../../contract/schemas';
import { isPlausibleEmail } from '../../contract/email';

/** Spec §5/§9: first name, last name, e-mail and phone at most 50 characters; e-mail roughly {email}. */
export const FIELD_MAX = 50;

export interface InviteForm {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  teamId: string;
  primaryPosition: string;
  /** Id of the uploaded picture, '' for none. */
  photo: string;
}

export type InviteField = keyof InviteForm;
/** Translation keys of what is wrong, per field. */
export type InviteErrors = Partial<Record<InviteField, { key: string; max?: number }>>;

export const emptyInvite = (): InviteForm => ({
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  teamId: '',
  primaryPosition: '',
  photo: '',
});

/**
 * The invite modal's rules (spec §5): names and e-mail required, at most 50 characters (phone too),
 * a loose e-mail pattern, and a team for a player. An empty result means the form may be sent.
 */
export function validateInvite(form: InviteForm, role: Role): InviteErrors {
  const errors: InviteErrors = {};
  const tooLong = { key: 'people.form.tooLong', max: FIELD_MAX };
  for (const field of ['firstName', 'lastName', 'email'] as const) {
    if (!form[field].trim()) errors[field] = { key: 'people.form.required' };
  }
  for (const field of ['firstName', 'lastName', 'email', 'phoneNumber'] as const) {
    if (!errors[field] && form[field].trim().length > FIELD_MAX) errors[field] = tooLong;
  }
  if (!errors.email && !isPlausibleEmail(form.email.trim())) errors.email = { key: 'people.form.invalidEmail' };
  if (role === 'Player' && !form.teamId) errors.teamId = { key: 'people.form.required' };
  return errors;
}
