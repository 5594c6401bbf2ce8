import { isPlausibleEmail } from '../../../contract/email.js';
import type { ImportAction, ImportField } from '../../../contract/importFields.js';
import { NAME_MAX } from '../invitations.js';
import { say } from './messages.js';
import type { RoleName } from '../../db/schema.js';
import { isShielded, parseBirthDate, parseRole, splitName, type ImportRole } from './values.js';
import { personName } from '../../../contract/personName.js';

/**
 * The plan of an import: what each row of the file would do to the club, decided in memory against a
 * snapshot of the club's people and teams (one read, so 5,000 rows take milliseconds). The preview
 * shows it; a run makes it again (the club may have changed since) and carries it out.
 */

/** A person of the club as the plan compares a row with them. */
export interface KnownPerson {
  id: string;
  /** Null for a member without an address of their own (a child reached through their guardians). */
  email: string | null;
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
  /**
   * The person's own address; '' for a player without one, added without a login and reached through
   * their guardians (a row without an address, or with the family's address: see familyAddresses).
   */
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

/**
 * Where each field's column is in the file (-1: no column), found once per plan: a row then reads its
 * cells by index, with no search of the mapping and no closure per row. 5,000 rows are planned in one
 * go, and what costs there is garbage (every object made per row), not the reading itself.
 */
interface Columns {
  name: number;
  firstName: number;
  infix: number;
  lastName: number;
  email: number;
  role: number;
  birthDate: number;
  phoneNumber: number;
  team: number;
  memberNumber: number;
  position: number;
  guardian1Name: number;
  guardian1Email: number;
  guardian2Name: number;
  guardian2Email: number;
  /** Whether the names come in split columns (then a missing infix stays missing, not taken from a full name). */
  splitNames: boolean;
}

function columnsOf(fields: ImportField[]): Columns {
  const at = (field: ImportField) => fields.indexOf(field);
  return {
    name: at('name'), firstName: at('firstName'), infix: at('infix'), lastName: at('lastName'), email: at('email'), role: at('role'),
    birthDate: at('birthDate'), phoneNumber: at('phoneNumber'), team: at('team'), memberNumber: at('memberNumber'), position: at('position'),
    guardian1Name: at('guardian1Name'), guardian1Email: at('guardian1Email'), guardian2Name: at('guardian2Name'), guardian2Email: at('guardian2Email'),
    splitNames: fields.includes('infix') || fields.includes('firstName') || fields.includes('lastName'),
  };
}

/** A cell's text, trimmed; null when the column is missing or the cell empty. */
function cell(cells: string[], index: number): string | null {
  if (index < 0) return null;
  const text = cells[index]?.trim() ?? '';
  return text === '' ? null : text;
}

/** The guardian in a row's cells (name, address), or null when both are empty. */
function guardianIn(cells: string[], nameAt: number, emailAt: number): { name: string | null; email: string | null } | null {
  const name = cell(cells, nameAt);
  const email = cell(cells, emailAt);
  return name || email ? { name, email } : null;
}

/** A row's values and its problems of its own, as the planned row (the plan adds what needs the other rows and the club). */
function readRow(cells: string[], line: number, columns: Columns, defaultRole: ImportRole): PlannedRow {
  const errors: string[] = [];
  const named = cell(cells, columns.name);
  const split = named ? splitName(named) : null;
  const firstName = cell(cells, columns.firstName) ?? split?.firstName ?? '';
  const lastName = cell(cells, columns.lastName) ?? split?.lastName ?? '';
  const infix = columns.splitNames ? cell(cells, columns.infix) : split?.infix ?? null;
  const shielded = isShielded(named) || isShielded(firstName) || isShielded(lastName);

  const roleText = cell(cells, columns.role);
  const role = roleText ? parseRole(roleText) : defaultRole;
  if (!role) errors.push(say('importRoleUnknown', { value: roleText! }));
  const birthText = cell(cells, columns.birthDate);
  const birthDate = birthText ? parseBirthDate(birthText) : null;
  if (birthText && !birthDate) errors.push(say('importBirthDateNotDate', { value: birthText }));

  const email = cell(cells, columns.email) ?? '';
  if (shielded) errors.unshift(say('importShielded'));
  else {
    if (!firstName) errors.unshift(say('firstNameRequired'));
    else if (firstName.length > NAME_MAX) errors.unshift(say('firstNameTooLong', { limit: String(NAME_MAX) }));
    if (!lastName) errors.push(say('lastNameRequired'));
    else if (lastName.length > NAME_MAX) errors.push(say('lastNameTooLong', { limit: String(NAME_MAX) }));
  }
  const resolvedRole = role ?? defaultRole;
  // A player may have no address of their own: a child is reached through their guardians.
  if (!email) { if (resolvedRole !== 'Player') errors.push(say('emailRequired')); }
  else if (email.length > NAME_MAX) errors.push(say('emailTooLong', { limit: String(NAME_MAX) }));
  else if (!isPlausibleEmail(email)) errors.push(say('emailNotValid', { email }));
  const phoneNumber = cell(cells, columns.phoneNumber);
  if (phoneNumber && phoneNumber.length > NAME_MAX) errors.push(say('phoneTooLong', { limit: String(NAME_MAX) }));
  const team = cell(cells, columns.team);
  if (resolvedRole === 'Player' && !team && role) errors.push(say('importTeamRequired'));

  // A player's guardians are added by the run: each needs a first and last name and an address that can be invited.
  const guardians: Guardians = [];
  if (resolvedRole === 'Player') {
    const first = guardianIn(cells, columns.guardian1Name, columns.guardian1Email);
    const second = guardianIn(cells, columns.guardian2Name, columns.guardian2Email);
    if (first) checkGuardian(first, 1, errors);
    if (second) checkGuardian(second, 2, errors);
    if (first) guardians.push(first);
    if (second) guardians.push(second);
  }
  return {
    firstName: shielded ? '' : firstName,
    infix: shielded ? null : infix,
    lastName: shielded ? '' : lastName,
    email,
    role: resolvedRole,
    team: resolvedRole === 'Manager' ? null : team,
    birthDate,
    phoneNumber,
    memberNumber: cell(cells, columns.memberNumber)?.toUpperCase() ?? null,
    position: cell(cells, columns.position),
    line,
    action: 'error',
    errors,
    personId: null,
    changes: [],
    guardians,
  };
}

/** First name of a guardian known only by a family address the file gives without a name: the club can rename them. */
export const UNNAMED_GUARDIAN = 'Ouder/verzorger';

function checkGuardian(guardian: { name: string | null; email: string | null }, number: 1 | 2, errors: string[]): void {
  const parts = guardian.name ? splitName(guardian.name) : null;
  const email = guardian.email ?? '';
  if (!parts?.firstName || !parts.lastName || parts.firstName.length > NAME_MAX || parts.lastName.length > NAME_MAX
    || email.length > NAME_MAX || !isPlausibleEmail(email)) {
    errors.push(say('importGuardianIncomplete', { number: String(number) }));
  }
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

/** Rows planned between two turns of the event loop. */
export const PLAN_SLICE_ROWS = 250;

/**
 * The plan of a file. It gives the event loop a turn after every PLAN_SLICE_ROWS rows: 5,000 rows take
 * tens to hundreds of milliseconds on a busy machine, and every other call of the server (on any engine)
 * would otherwise wait for them all at once.
 */
export async function planImport(table: { rows: string[][] }, fields: ImportField[], defaultRole: ImportRole, club: ClubSnapshot): Promise<Plan> {
  const planning = planRows(table, fields, defaultRole, club);
  for (;;) {
    const step = planning.next();
    if (step.done) return step.value;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** The plan, row by row; it pauses (yields) after every PLAN_SLICE_ROWS rows for its caller to give way. */
function* planRows(table: { rows: string[][] }, fields: ImportField[], defaultRole: ImportRole, club: ClubSnapshot): Generator<void, Plan> {
  // A person may hold several roles in the club (issue 37), each a membership: a row is the membership of
  // its role, found by member number or address *and role*; the same person in another role is a second role.
  const byNumber = new Map<string, KnownPerson>();
  const byEmail = new Map<string, KnownPerson>();
  const byNumberAndRole = new Map<string, KnownPerson>();
  const byEmailAndRole = new Map<string, KnownPerson>();
  const withoutAddress = new Map<string, KnownPerson>();
  for (const person of club.people) {
    if (person.memberNumber) byNumber.set(person.memberNumber.toLowerCase(), person);
    if (person.memberNumber) byNumberAndRole.set(roleKey(person.memberNumber, person.role), person);
    // Of an address with several roles, the one that is not a guardian speaks for it (its name, its number).
    if (person.email && (person.role !== 'Guardian' || !byEmail.has(person.email.toLowerCase()))) byEmail.set(person.email.toLowerCase(), person);
    if (person.email) byEmailAndRole.set(roleKey(person.email, person.role), person);
    else withoutAddress.set(nameKey(person), person);
  }
  const emailLines = new Map<string, { line: number; memberNumber: string | null; roles: string[] }>();
  const numberLines = new Map<string, { line: number; roles: string[] }>();
  const newTeams = new Map<string, string>();

  const columns = columnsOf(fields);
  const read: PlannedRow[] = table.rows.map((cells, index) => readRow(cells, index + 2, columns, defaultRole));
  secondRoles(read, byNumber);
  const family = familyAddresses(read, byNumber, byEmail);
  yield;
  const rows: PlannedRow[] = new Array(table.rows.length);
  for (let index = 0; index < table.rows.length; index++) {
    const line = index + 2;
    const row = read[index]!;
    if (row.role === 'Player' && row.email && family.has(row.email.toLowerCase())) asFamilyAddress(row, family.get(row.email.toLowerCase())!);
    const { errors } = row;
    const emailKey = row.email.toLowerCase();
    const numberKey = row.memberNumber?.toLowerCase();
    // The first row of an address or member number counts; a later one is the error, unless it is the same
    // person (the same member number) in another role: a player who is leider too (issue 37).
    const earlierEmail = row.email ? emailLines.get(emailKey) : undefined;
    const sameNumber = earlierEmail !== undefined && numberKey !== undefined && earlierEmail.memberNumber === numberKey;
    if (earlierEmail && (!sameNumber || earlierEmail.roles.includes(row.role))) {
      errors.push(say('importEmailTwice', { email: row.email, line: String(earlierEmail.line) }));
    } else if (earlierEmail) earlierEmail.roles.push(row.role);
    else if (row.email) emailLines.set(emailKey, { line, memberNumber: numberKey ?? null, roles: [row.role] });
    const earlierNumber = numberKey ? numberLines.get(numberKey) : undefined;
    if (earlierNumber && earlierNumber.roles.includes(row.role)) {
      errors.push(say('importMemberNumberTwice', { number: row.memberNumber!, line: String(earlierNumber.line) }));
    } else if (earlierNumber) earlierNumber.roles.push(row.role);
    else if (numberKey) numberLines.set(numberKey, { line, roles: [row.role] });

    // The member number is the first key; the address the second (one address is one person in a club),
    // each in the row's role: the same person in another role is added as their second role.
    const byItsNumber = numberKey ? byNumberAndRole.get(roleKey(numberKey, row.role)) : undefined;
    const byItsEmail = emailKey ? byEmailAndRole.get(roleKey(emailKey, row.role)) : undefined;
    // A player without an address and without a member number is known by name and birth date.
    const byItsName = !emailKey && !numberKey && row.role === 'Player' ? withoutAddress.get(nameKey(row)) : undefined;
    const person = byItsNumber ?? byItsEmail ?? byItsName;
    const addressOwner = emailKey ? byEmail.get(emailKey) : undefined;
    if (byItsNumber && byItsEmail && byItsNumber !== byItsEmail) errors.push(say('importEmailOfOther', { email: row.email }));
    else if (addressOwner?.memberNumber && numberKey && addressOwner.memberNumber.toLowerCase() !== numberKey) errors.push(say('importEmailOfOther', { email: row.email }));

    if (person && errors.length === 0) row.changes = changesOf(person, row);
    const teamKey = row.team?.toLowerCase();
    if (errors.length === 0 && teamKey && !club.teams.has(teamKey) && (!person || row.changes.includes('team'))) {
      if (!newTeams.has(teamKey)) newTeams.set(teamKey, row.team!);
    }
    row.action = errors.length > 0 ? 'error' : !person ? 'invite' : row.changes.length > 0 ? 'update' : 'unchanged';
    row.personId = person?.id ?? null;
    rows[index] = row;
    if ((index + 1) % PLAN_SLICE_ROWS === 0) yield;
  }
  return { rows, newTeams: [...newTeams.values()] };
}

/** A membership's key by member number or address and role (lower case). */
const roleKey = (key: string, role: string) => `${key.toLowerCase()}|${role}`;

/**
 * The same member number in two roles (a JO19 player who is leider of a younger team: Sportlink exports
 * a row per role) is one person with both roles (issue 37), so both rows have that person's address: a
 * row of theirs without one takes the address of their other row, or of their membership the club has.
 */
function secondRoles(rows: PlannedRow[], byNumber: Map<string, KnownPerson>): void {
  const addressOf = new Map<string, string>();
  for (const row of rows) if (row.memberNumber && row.email && !addressOf.has(row.memberNumber.toLowerCase())) addressOf.set(row.memberNumber.toLowerCase(), row.email);
  for (const row of rows) {
    if (row.email || !row.memberNumber) continue;
    const key = row.memberNumber.toLowerCase();
    const email = addressOf.get(key) ?? byNumber.get(key)?.email;
    if (email) row.email = email;
  }
}

/** A player without an address is recognised by their names and birth date (lower case). */
export const nameKey = (person: { firstName: string; infix: string | null; lastName: string; birthDate: string | null }) =>
  [person.firstName, person.infix ?? '', person.lastName, person.birthDate ?? ''].join('|').toLowerCase();

/**
 * The addresses on player rows that are not the player's own but the family's (issue 37): a Sportlink
 * export gives most children a parent's address. An address is the family's when the row also names it
 * as a guardian's, when another row of the file has it (a brother or sister, or a parent who trains), or
 * when it belongs to another member of the club (a guardian, a trainer, a player with another member
 * number). Such a player is added without a login, and the address becomes their guardian: one guardian
 * for all the children on it. Answers, per address, the name the file gives it (a guardian column, or the
 * row of the trainer or manager who has it), or null.
 */
function familyAddresses(rows: readonly PlannedRow[], byNumber: Map<string, KnownPerson>, byEmail: Map<string, KnownPerson>): Map<string, { name: string | null }> {
  // Rows in error of their own are not imported, so they share nothing (their address stays a duplicate).
  const linesOf = new Map<string, PlannedRow[]>();
  for (const row of rows) {
    if (!row.email || row.errors.length > 0) continue;
    const key = row.email.toLowerCase();
    linesOf.set(key, [...(linesOf.get(key) ?? []), row]);
  }
  const family = new Map<string, { name: string | null }>();
  const nameOf = (key: string) => {
    for (const row of rows) {
      const guardian = row.guardians.find((g) => g.email?.toLowerCase() === key && g.name);
      if (guardian) return guardian.name;
    }
    const adult = linesOf.get(key)?.find((row) => row.role !== 'Player');
    if (adult) return personName(adult);
    const known = byEmail.get(key);
    return known && known.role !== 'Player' ? personName(known) : null;
  };
  for (const row of rows) {
    if (row.role !== 'Player' || !row.email || row.errors.length > 0) continue;
    const key = row.email.toLowerCase();
    // The same member number on another row is this person in another role (a player who is leider too), not family.
    const number = row.memberNumber?.toLowerCase();
    const samePerson = (other: { memberNumber: string | null }) => number !== undefined && other.memberNumber?.toLowerCase() === number;
    const shared = (linesOf.get(key) ?? []).some((other) => other !== row && !samePerson(other));
    const guardians = row.guardians.some((g) => g.email?.toLowerCase() === key);
    const known = byEmail.get(key);
    const byItsNumber = row.memberNumber ? byNumber.get(row.memberNumber.toLowerCase()) : undefined;
    const someoneElse = known !== undefined && !samePerson(known) && (known.role !== 'Player' || (byItsNumber !== undefined && byItsNumber !== known)
      || (known.memberNumber !== null && row.memberNumber !== null && known.memberNumber.toLowerCase() !== row.memberNumber.toLowerCase()));
    if (shared || guardians || someoneElse) family.set(key, { name: nameOf(key) });
  }
  return family;
}

/** The row's address made its guardian's: the player is added without a login, reached through them. */
function asFamilyAddress(row: PlannedRow, family: { name: string | null }): void {
  const email = row.email;
  row.email = '';
  if (row.guardians.some((g) => g.email?.toLowerCase() === email.toLowerCase())) return;
  if (row.guardians.length >= 2) return;
  const familyName = [row.infix, row.lastName].filter(Boolean).join(' ');
  row.guardians.push({ name: family.name ?? `${UNNAMED_GUARDIAN} ${familyName}`, email });
}
