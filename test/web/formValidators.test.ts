import { describe, expect, it } from 'vitest';
import type { Validator } from 'react-admin';
import { atLeastOne, plausibleEmail, requiredText } from '../../src/common/form/validators';
import { birthDateText, inviteValidators, profileValidators } from '../../src/people/inviteRules';
import { seasonValidator } from '../../src/seasons/seasonRules';

/** Runs a list of react-admin validators the way an input does: the first message wins. */
const firstError = (validators: Validator[], value: unknown) => {
  for (const validate of validators) {
    const error = validate(value, {}, {});
    if (error) return error;
  }
  return undefined;
};

describe('requiredText', () => {
  const required = requiredText('people.form.required');
  it.each([undefined, null, '', '   ', '\t'])('refuses %j', (value) => expect(required(value, {}, {})).toBe('people.form.required'));
  it('accepts a text with letters, also with spaces around it', () => {
    expect(required('Lotte', {}, {})).toBeUndefined();
    expect(required(' Lotte ', {}, {})).toBeUndefined();
  });
  it("defaults to react-admin's message", () => expect(requiredText()('', {}, {})).toBe('ra.validation.required'));
});

describe('plausibleEmail', () => {
  const email = plausibleEmail('people.form.invalidEmail');
  it.each(['not-an-address', 'a@b', 'a b@club.test', '@club.test'])('refuses %j', (value) =>
    expect(email(value, {}, {})).toBe('people.form.invalidEmail'),
  );
  it.each(['lotte@club.test', ' lotte@club.test ', 'x.y+z@sub.club.nl'])('accepts %j (trimmed)', (value) => expect(email(value, {}, {})).toBeUndefined());
  it('leaves an empty value to the required rule', () => {
    expect(email('', {}, {})).toBeUndefined();
    expect(email(null, {}, {})).toBeUndefined();
  });
});

describe('the invite rules (spec §5)', () => {
  it('requires names and e-mail, at most 50 characters each, phone too', () => {
    const rules = inviteValidators('Manager');
    expect(firstError(rules.firstName, ' ')).toBe('people.form.required');
    expect(firstError(rules.lastName, 'a'.repeat(50))).toBeUndefined();
    expect(firstError(rules.lastName, 'a'.repeat(51))).toMatchObject({ message: 'people.form.tooLong', args: { max: 50 } });
    expect(firstError(rules.phoneNumber, '0'.repeat(51))).toMatchObject({ message: 'people.form.tooLong' });
    expect(firstError(rules.phoneNumber, null)).toBeUndefined();
    expect(firstError(rules.email, null)).toBe('people.form.required');
    expect(firstError(rules.email, 'not-an-address')).toBe('people.form.invalidEmail');
    expect(firstError(rules.email, 'anna@club.test')).toBeUndefined();
  });

  it('requires a team for a player only', () => {
    expect(firstError(inviteValidators('Player').teamId, null)).toBe('people.form.required');
    expect(firstError(inviteValidators('Player').teamId, 'team-a')).toBeUndefined();
    expect(firstError(inviteValidators('Trainer').teamId, null)).toBeUndefined();
    expect(firstError(inviteValidators('Manager').teamId, null)).toBeUndefined();
  });
});

describe('the season rules as a whole-form validator (spec §5)', () => {
  const complete = { seasonName: '2026/2027', reportFrequency: 1, startDate: new Date(2026, 7, 1), endDate: new Date(2027, 5, 30) };

  it('passes a complete season whose start is not after its end (one day is enough)', () => {
    expect(seasonValidator('season')(complete)).toEqual({});
    expect(seasonValidator('settings')({ ...complete, endDate: new Date(2026, 7, 1, 23) })).toEqual({});
  });

  it("puts the page's mandatory sentence on the first missing field", () => {
    expect(seasonValidator('season')({ ...complete, seasonName: '  ' })).toEqual({ seasonName: 'validationerror.mandatoryfield' });
    expect(seasonValidator('settings')({ ...complete, seasonName: null, startDate: null })).toEqual({ seasonName: 'season.settings.mandatory' });
    expect(seasonValidator('season')({ ...complete, reportFrequency: null })).toEqual({ reportFrequency: 'validationerror.mandatoryfield' });
    expect(seasonValidator('season')({ ...complete, startDate: null })).toEqual({ startDate: 'validationerror.mandatoryfield' });
    expect(seasonValidator('settings')({ ...complete, endDate: new Date('not a date') })).toEqual({ endDate: 'season.settings.mandatory' });
  });

  it("puts the page's date-order sentence on the end date", () => {
    const reversed = { ...complete, startDate: new Date(2027, 6, 1) };
    expect(seasonValidator('season')(reversed)).toEqual({ endDate: 'validationerror.overlapdate' });
    expect(seasonValidator('settings')(reversed)).toEqual({ endDate: 'season.settings.dateOrder' });
  });
});

describe('atLeastOne (the add-to-team modal)', () => {
  const chosen = atLeastOne('teamDetail.noSelectedPlayers');
  it.each([undefined, null, []])('refuses %j', (value) => expect(chosen(value, {}, {})).toBe('teamDetail.noSelectedPlayers'));
  it('accepts one or more ids', () => expect(chosen(['p8'], {}, {})).toBeUndefined());
});

describe('the profile rules (spec §5)', () => {
  const birthDate = birthDateText('people.profile.invalidBirthDate');
  it.each(['31/02/1985', '1985-03-07', '07/03/85', '01/01/1899', '01/01/2999'])('refuses the birth date %j', (value) =>
    expect(birthDate(value, {}, {})).toBe('people.profile.invalidBirthDate'),
  );
  it.each(['07/03/1985', '7/3/1985', '', null])('accepts the birth date %j (empty clears it)', (value) => expect(birthDate(value, {}, {})).toBeUndefined());
  it('requires the names, at most 50 characters', () => {
    expect(firstError(profileValidators.firstName, ' ')).toBe('people.form.required');
    expect(firstError(profileValidators.lastName, 'a'.repeat(51))).toMatchObject({ message: 'people.form.tooLong' });
    expect(firstError(profileValidators.lastName, 'de Vries')).toBeUndefined();
  });
});
