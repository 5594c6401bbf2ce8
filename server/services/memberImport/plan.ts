import { isPlausibleEmail } from '../../../contract/email.js';
import type { ImportAction, ImportField } from '../../../contract/importFields.js';
import { NAME_MAX } from '../invitations.js';
import { say } from './messages.js';
import type { RoleName } from '../../db/schema.js';
import { isShielded, parseBirthDate, parseRole, splitName, type ImportRole } from './values.js';

/**
 * The plan of an import: what each row of the file would do to the club, decided in memory against a
 * snapshot of the club's people and teams (one read, so 5,000 rows take milliseconds). The preview
 * shows it; a run makes it again (the club may have changed since) and carries it out.
 */

/** A person of the club as the plan compares a row with them. */
export interface KnownPerson {
  id: string;
  email: string;
  /** The person's role in the club now: an import never changes it (a guardian stays a guardian). */
  role: RoleName;
  firstName: string;
  infix: string | null;
  lastName: string;
  birthDate: string | null;
  phoneNumber: string | null;
  memberNumber: string | null;
  /** Lower-case names of the live teams the person is in now. */
  teams: string[];
}

export interface ClubSnapshot {
  people: KnownPerson[];
  /** Lower-case team name → the team's name as the club writes it. */
  teams: Map<string, string>;
}

/** A row's values once read, as stored for the run. */
export interface RowData {
  firstName: string;
  infix: string | null;
  lastName: string;
  email: string;
  role: ImportRole;
  team: string | null;
  birthDate: string | null;
  phoneNumber: string | null;
  memberNumber: string | null;
  position: string | null;
}

export type Guardians = { name: string | null; email: string | null }[];

export interface PlannedRow extends RowData {
  line: number;
  action: ImportAction;
  errors: string[];
  /** The known person the row is (update, unchanged). */
  personId: string | null;
  changes: string[];
  guardians: Guardians;
}

export interface Plan {
  rows: PlannedRow[];
  newTeams: string[];
}

const CHANGEABLE = ['firstName', 'infix', 'lastName', 'birthDate', 'phoneNumber', 'memberNumber'] as const;

function readRow(cells: string[], fields: ImportField[], defaultRole: ImportRole) {
  const value = (field: ImportField) => {
    const index = fields.indexOf(field);
    const text = index >= 0 ? cells[index]?.trim() ?? '' : '';
    return text === '' ? null : text;
  };
  const errors: string[] = [];
  const named = value('name');
  const split = named ? splitName(named) : null;
  const firstName = value('firstName') ?? split?.firstName ?? '';
  const lastName = value('lastName') ?? split?.lastName ?? '';
  const infix = fields.includes('infix') || fields.includes('firstName') || fields.includes('lastName') ? value('infix') : split?.infix ?? null;
  const shielded = [named, firstName, lastName].some(isShielded);

  const roleText = value('role');
  const role = roleText ? parseRole(roleText) : defaultRole;
  if (!role) errors.push(say('importRoleUnknown', { value: roleText! }));
  const birthText = value('birthDate');
  const birthDate = birthText ? parseBirthDate(birthText) : null;
  if (birthText && !birthDate) errors.push(say('importBirthDateNotDate', { value: birthText }));

  const email = value('email') ?? '';
  if (shielded) errors.unshift(say('importShielded'));
  else {
    if (!firstName) errors.unshift(say('firstNameRequired'));
    else if (firstName.length > NAME_MAX) errors.unshift(say('firstNameTooLong', { limit: String(NAME_MAX) }));
    if (!lastName) errors.push(say('lastNameRequired'));
    else if (lastName.length > NAME_MAX) errors.push(say('lastNameTooLong', { limit: String(NAME_MAX) }));
  }
  if (!email) errors.push(say('emailRequired'));
  else if (email.length > NAME_MAX) errors.push(say('emailTooLong', { limit: String(NAME_MAX) }));
  else if (!isPlausibleEmail(email)) errors.push(say('emailNotValid', { email }));
  const phoneNumber = value('phoneNumber');
  if (phoneNumber && phoneNumber.length > NAME_MAX) errors.push(say('phoneTooLong', { limit: String(NAME_MAX) }));
  const team = value('team');
  const resolvedRole = role ?? defaultRole;
  if (resolvedRole === 'Player' && !team && role) errors.push(say('importTeamRequired'));

  const guardians = ([1, 2] as const)
    .map((n) => ({ number: n, name: value(`guardian${n}Name`), email: value(`guardian${n}Email`) }))
    .filter((guardian) => guardian.name || guardian.email);
  // A player's guardians are added by the run: each needs a first and last name and an address that can be invited.
  if (resolvedRole === 'Player') {
    for (const guardian of guardians) {
      const parts = guardian.name ? splitName(guardian.name) : null;
      const email = guardian.email ?? '';
      if (!parts?.firstName || !parts.lastName || parts.firstName.length > NAME_MAX || parts.lastName.length > NAME_MAX
        || email.length > NAME_MAX || !isPlausibleEmail(email)) {
        errors.push(say('importGuardianIncomplete', { number: String(guardian.number) }));
      }
    }
  }
  const data: RowData = {
    firstName: shielded ? '' : firstName,
    infix: shielded ? null : infix,
    lastName: shielded ? '' : lastName,
    email,
    role: resolvedRole,
    team: resolvedRole === 'Manager' ? null : team,
    birthDate,
    phoneNumber,
    memberNumber: value('memberNumber')?.toUpperCase() ?? null,
    position: value('position'),
  };
  return { data, errors, guardians: resolvedRole === 'Player' ? guardians.map(({ name, email }) => ({ name, email })) : [] };
}

/** What changes for a known person; the team only for players and trainers (a trainer may be in several). */
function changesOf(person: KnownPerson, data: RowData): string[] {
  const changes: string[] = CHANGEABLE.filter((field) => {
    const now = person[field] ?? null;
    const next = data[field] ?? null;
    // An empty cell does not erase what the club knows (a column the export left out).
    return next !== null && now !== next;
  });
  if (data.team && person.role !== 'Manager' && !person.teams.includes(data.team.toLowerCase())) changes.push('team');
  return changes;
}

export function planImport(table: { rows: string[][] }, fields: ImportField[], defaultRole: ImportRole, club: ClubSnapshot): Plan {
  const byNumber = new Map<string, KnownPerson>();
  const byEmail = new Map<string, KnownPerson>();
  for (const person of club.people) {
    if (person.memberNumber) byNumber.set(person.memberNumber.toLowerCase(), person);
    byEmail.set(person.email.toLowerCase(), person);
  }
  const emailLines = new Map<string, number>();
  const numberLines = new Map<string, number>();
  const newTeams = new Map<string, string>();

  const rows = table.rows.map((cells, index): PlannedRow => {
    const line = index + 2;
    const { data, errors, guardians } = readRow(cells, fields, defaultRole);
    const emailKey = data.email.toLowerCase();
    const numberKey = data.memberNumber?.toLowerCase();
    // The first row of an address or member number counts; a later one is the error.
    if (data.email && emailLines.has(emailKey)) errors.push(say('importEmailTwice', { email: data.email, line: String(emailLines.get(emailKey)) }));
    else if (data.email) emailLines.set(emailKey, line);
    if (numberKey && numberLines.has(numberKey)) errors.push(say('importMemberNumberTwice', { number: data.memberNumber!, line: String(numberLines.get(numberKey)) }));
    else if (numberKey) numberLines.set(numberKey, line);

    // The member number is the first key; the address the second (one address is one person in a club).
    const byItsNumber = numberKey ? byNumber.get(numberKey) : undefined;
    const byItsEmail = emailKey ? byEmail.get(emailKey) : undefined;
    const person = byItsNumber ?? byItsEmail;
    if (byItsNumber && byItsEmail && byItsNumber !== byItsEmail) errors.push(say('importEmailOfOther', { email: data.email }));
    else if (!byItsNumber && byItsEmail?.memberNumber && numberKey) errors.push(say('importEmailOfOther', { email: data.email }));

    const changes = person && errors.length === 0 ? changesOf(person, data) : [];
    if (errors.length === 0 && data.team && !club.teams.has(data.team.toLowerCase()) && (!person || changes.includes('team'))) {
      if (!newTeams.has(data.team.toLowerCase())) newTeams.set(data.team.toLowerCase(), data.team);
    }
    const action: ImportAction = errors.length > 0 ? 'error' : !person ? 'invite' : changes.length > 0 ? 'update' : 'unchanged';
    return { ...data, line, action, errors, personId: person?.id ?? null, changes, guardians };
  });
  return { rows, newTeams: [...newTeams.values()] };
}
