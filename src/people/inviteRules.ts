import { maxLength } from 'react-admin';
import type { Role } from '../../contract/schemas';
import type { Validator } from 'react-admin';
import { plausibleEmail, requiredText } from '../common/form/validators';
import { birthDateFromField } from './format';

/** Spec §5/§9: first name, last name, e-mail and phone at most 50 characters; e-mail roughly {email}. */
export const FIELD_MAX = 50;

const required = requiredText('people.form.required');
const notTooLong = maxLength(FIELD_MAX, 'people.form.tooLong');

/**
 * The invite modal's rules (spec §5) as the inputs' validators: names and e-mail required, at most
 * 50 characters (phone too), a loose e-mail pattern, and a team for a player.
 */
export const inviteValidators = (role: Role) => ({
  firstName: [required, notTooLong],
  lastName: [required, notTooLong],
  email: [required, notTooLong, plausibleEmail('people.form.invalidEmail')],
  phoneNumber: [notTooLong],
  teamId: role === 'Player' ? [required] : [],
});

/** A birth date as typed ('dd/MM/yyyy', empty allowed) that is a real past day (people/format.ts). */
export const birthDateText =
  (message: string): Validator =>
  (value: unknown) =>
    birthDateFromField(value == null ? '' : String(value)) === 'invalid' ? message : undefined;

/** The profile's rules (spec §5): the names as in the invite modal, a real birth date. */
export const profileValidators = {
  firstName: [required, notTooLong],
  infix: [notTooLong],
  lastName: [required, notTooLong],
  birthDate: [birthDateText('people.profile.invalidBirthDate')],
};
