import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashToken, newToken } from '../../domain/tokens.js';
import { preferredLanguage, type Language } from '../../domain/language.js';
import type { ImportAction } from '../../../contract/importFields.js';
import type { ImportField } from '../../../contract/importFields.js';
import type { ImportInvitations, ImportPreview, ImportStatus } from '../../../contract/memberImport.js';
import { csvLine } from '../../../contract/csv.js';
import { reasonIn } from './reasons.js';
import { findForbiddenText, refuseForbiddenText } from '../storableText.js';
import type { Config } from '../../config.js';
import type { DB, RoleName } from '../../db/schema.js';
import {
  batchRows, clubLanguage, clubPeopleForImport, clubTeamsByName, errorRows, failImport, findImport, findImportedPeople, findImportHeader, findImportOfJob,
  findImportToRun, insertActivationTokens, insertImport, insertImportedPeople, insertImportRows, liveMemberships, markRowsStored, pendingRows,
  recordChunkOutcomes, startImportRun, storedBatches,
  updateImportedPerson, type ImportedPerson, type StoredRow,
} from '../../repositories/import/memberImports.js';
import { positionNames } from '../../repositories/clubs/positions.js';
import { insertTeam } from '../../repositories/teams/teams.js';
import { startImportedMemberships } from '../../repositories/teams/memberships.js';
import { planJobs, type NewJob } from '../../repositories/scheduledJobs.js';
import type { Mailer } from '../mail/index.js';
import { sendInvitation } from '../invitations.js';
import { recogniseColumns } from './columns.js';
import { say } from './messages.js';
import type { KeyedMessage } from '../../../contract/serverMessages.js';
import { keyed, Refusal } from '../../domain/refusal.js';
import { nameKey, planImport, type ClubSnapshot, type Guardians, type Plan, type RowData } from './plan.js';
import { planImportedGuardians } from './guardians.js';
import { linkGuardians } from '../../repositories/people/guardians.js';
import { joinActiveRoles } from '../../repositories/import/memberImports.js';
import type { ImportTable } from './table.js';
import type { ImportRole } from './values.js';

export { readImportTable, ImportFileError, type ImportTable } from './table.js';

/**
 * The import of members from a file (issue 23), apart from HTTP: every function takes the club and the
 * parsed table, so the managers' calls (routes/import) and the operators' upload can both use it.
 *
 *   const table = await readImportTable(bytes);                       // .csv or .xlsx → headers and cells
 *   const preview = await previewImport(db, { clubId, managerId, fileName, table, defaultRole: 'Player' });
 *   await runImport(db, scheduler, { clubId, importId: preview.importId, createTeams: true });
 *   await importStatus(db, clubId, importId);                         // progress and the rows in error
 *
 * A preview writes nothing to the club: it stores only the file (so Run needs no second upload). Run
 * marks the import queued and plans its first scheduler job, which plans again against the club as it is
 * then, creates the agreed teams, stores the rows in small inserts and queues one job per batch of rows;
 * a batch's job imports its rows in chunks (sized by time, memberImport/pace.ts), each a short transaction
 * of set-based statements that also records the rows' outcomes (exactly once across servers, resumable),
 * and completes itself after the last.
 */

/** Rows per job: a job is the unit a server claims. */
export const IMPORT_BATCH_ROWS = 50;

/** An import that cannot go on: a file without the columns it needs (400), one not there (404) or already run (409). */
export class ImportRefusal extends Refusal {
  constructor(status: 400 | 404 | 409, message: KeyedMessage) {
    super(status, [message]);
  }
}

async function snapshot(db: Kysely<DB>, clubId: string): Promise<ClubSnapshot> {
  const [people, teams] = await Promise.all([clubPeopleForImport(db, clubId), clubTeamsByName(db, clubId)]);
  return {
    people: people.map((p) => ({
      id: p.id, email: p.email, role: p.role, firstName: p.first_name, infix: p.infix, lastName: p.last_name,
      birthDate: p.birth_date, phoneNumber: p.phone_number, memberNumber: p.member_number, teams: p.teams,
    })),
    teams: new Map([...teams].map(([key, team]) => [key, team.name])),
  };
}

function checkMapping(fields: ImportField[]): void {
  const has = (field: ImportField) => fields.includes(field);
  if (!has('name') && !(has('firstName') && has('lastName'))) throw new ImportRefusal(400, keyed('importNoNameColumn'));
  if (!has('email')) throw new ImportRefusal(400, keyed('importNoEmailColumn'));
}

/**
 * The invitation e-mails a run of this plan would send: one per new person with an address of their own,
 * and one per new guardian address (a guardian already in the club, or named twice, is e-mailed no more).
 */
function invitationsOf(plan: Plan, club: ClubSnapshot, language: 'en' | 'nl'): ImportInvitations {
  const counts = { players: 0, guardians: 0, trainers: 0, managers: 0, language };
  const known = new Set(club.people.flatMap((person) => (person.email ? [person.email.toLowerCase()] : [])));
  const guardians = new Set<string>();
  for (const row of plan.rows) {
    if (row.action === 'error') continue;
    // A second role of a person (the same address in another role, issue 37) is not e-mailed apart.
    if (row.action === 'invite' && row.email && !known.has(row.email.toLowerCase())) {
      known.add(row.email.toLowerCase());
      counts[row.role === 'Player' ? 'players' : row.role === 'Trainer' ? 'trainers' : 'managers']++;
    }
    for (const guardian of row.guardians) if (guardian.email) guardians.add(guardian.email.trim().toLowerCase());
  }
  counts.guardians = [...guardians].filter((address) => !known.has(address)).length;
  return counts;
}

function summarise(plan: Plan): ImportPreview['summary'] {
  const summary = { invite: 0, update: 0, unchanged: 0, error: 0 };
  for (const row of plan.rows) summary[row.action]++;
  return summary;
}

export async function previewImport(
  db: Kysely<DB>,
  input: { clubId: string; managerId: string | null; fileName: string; table: ImportTable; defaultRole: ImportRole; mapping?: Record<string, ImportField> },
): Promise<ImportPreview> {
  // What is kept must be text the database can keep: a NUL in the upload's file name (a multipart header the
  // input guards do not read) is refused by name, and one in a cell, whichever reader let it through, as a
  // file that is no table (as a CSV with a NUL is).
  refuseForbiddenText(input.fileName, 'The file name');
  if (findForbiddenText([input.table.headers, input.table.rows], '')) throw new ImportRefusal(400, keyed('importNotATable'));
  // The recognised columns, with the manager's changes when the preview is asked again after them.
  const fields = recogniseColumns(input.table.headers).map((field, index) => input.mapping?.[input.table.headers[index]!] ?? field);
  const club = await snapshot(db, input.clubId);
  const plan = await planImport(input.table, fields, input.defaultRole, club);
  const mapping = Object.fromEntries(input.table.headers.map((header, index) => [header, fields[index]!]));
  const importId = await insertImport(db, {
    clubId: input.clubId, createdBy: input.managerId, fileName: input.fileName, defaultRole: input.defaultRole,
    headers: input.table.headers, cells: input.table.rows, mapping,
  });
  return {
    importId,
    columns: input.table.headers.map((header, index) => ({ header, field: fields[index]! })),
    rows: plan.rows.map((row) => ({
      line: row.line, action: row.action, errors: row.errors, firstName: row.firstName, infix: row.infix, lastName: row.lastName,
      email: row.email, role: row.role, team: row.team, birthDate: row.birthDate, memberNumber: row.memberNumber, changes: row.changes,
      ...(row.action !== 'error' && row.guardians.length ? { guardians: row.guardians.map((g) => ({ name: g.name ?? '', email: g.email ?? '' })) } : {}),
    })),
    summary: summarise(plan),
    invitations: invitationsOf(plan, club, await clubLanguage(db, input.clubId)),
    newTeams: plan.newTeams,
  };
}

/**
 * The jobs of a run: first `import:<id>:rows`, which plans the run and stores its rows, then one per
 * batch of rows, `import:<id>:<batch>`, which imports them. Each key is planned once.
 */
const rowsJobKey = (importId: string) => `import:${importId}:rows`;
const batchJobKey = (importId: string, batch: number) => `import:${importId}:${batch}`;
export type ImportJobPayload = { importId: string; batch: number } | { importId: string; rows: true };
export const isRowsJob = (payload: ImportJobPayload): payload is { importId: string; rows: true } => 'rows' in payload;

/**
 * Starts a run: checks the mapping, then in one short transaction marks the import queued (so it runs
 * once: a second Run waits for the lock, then gets 409) and plans the job that stores its rows. Nothing
 * else happens here: planning and storing 5,000 rows is the job's (storeRunRows), in small steps that let
 * other calls through, and resumable by any server if this one dies.
 */
export async function runImport(
  database: Kysely<DB>,
  scheduler: { planAndWake(jobs: NewJob[]): Promise<void> },
  input: { clubId: string; importId: string; mapping?: Record<string, ImportField>; createTeams: boolean; invite?: boolean; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  const stored = await findImportHeader(database, input.clubId, input.importId);
  if (!stored) throw new ImportRefusal(404, keyed('importMissing'));
  if (stored.state !== 'previewed') throw new ImportRefusal(409, keyed('importAlreadyRun'));
  const mapping: Record<string, ImportField> = { ...(stored.mapping as Record<string, ImportField>), ...input.mapping };
  checkMapping(stored.headers.map((header) => mapping[header] ?? 'ignore'));

  await database.transaction().execute(async (db) => {
    const locked = await findImportHeader(db, input.clubId, input.importId, true);
    if (!locked) throw new ImportRefusal(404, keyed('importMissing'));
    if (locked.state !== 'previewed') throw new ImportRefusal(409, keyed('importAlreadyRun'));
    await startImportRun(db, input.importId, {
      mapping, createTeams: input.createTeams, sendInvitations: input.invite ?? true, total: stored.total_rows, processed: 0, state: 'queued', now,
    });
    await planJobs(db, [{ key: rowsJobKey(input.importId), kind: 'import', clubId: input.clubId, payload: { importId: input.importId, rows: true }, runAfter: now }]);
  });
  await scheduler.planAndWake([]);
}

/** Rows per insert while storing a run's rows: each insert is its own short transaction. */
const STORE_ROWS = 100;

/**
 * The plan of a run, made by its first job against the club as it is then: the file's rows with the
 * mapping, each row's action, and the teams to create. Rows whose team is missing are errors unless the
 * manager agreed to create teams.
 */
async function planRun(db: Kysely<DB>, importId: string) {
  const stored = await findImportToRun(db, importId);
  if (!stored || stored.state !== 'queued') return null;
  const mapping = stored.mapping as Record<string, ImportField>;
  const club = await snapshot(db, stored.club_id);
  const plan = await planImport({ rows: stored.cells }, stored.headers.map((header) => mapping[header] ?? 'ignore'), stored.default_role as ImportRole, club);
  if (!stored.create_teams) {
    const missing = (row: RowData) => row.team !== null && !club.teams.has(row.team.toLowerCase());
    for (const row of plan.rows) {
      if (row.action !== 'error' && (row.action === 'invite' || row.changes.includes('team')) && missing(row)) {
        row.action = 'error';
        row.errors.push(say('importTeamNotCreated', { team: row.team! }));
      }
    }
  }
  // A row's batch follows from its place in the file alone, so a job that stores again after a server
  // died (and finds the club changed) puts every row in the batch it had.
  const rows: StoredRow[] = plan.rows.map((row, index) => {
    const { line, errors, guardians, action, personId: _personId, changes: _changes, ...data } = row;
    const batch = Math.floor(index / IMPORT_BATCH_ROWS);
    return { line, batch, data, guardians: guardians.length ? guardians : null, errors: action === 'error' ? errors : [], outcome: action === 'error' ? 'error' : null };
  });
  return { clubId: stored.club_id, createTeams: stored.create_teams, newTeams: plan.newTeams, rows };
}

/**
 * The first job of a run: plans it, creates the agreed teams, stores its rows STORE_ROWS at a time (each
 * insert its own transaction, a row stored before is left as it is, so a job taken over resumes), giving
 * way to other calls in between, and last, in one transaction with the claim held, counts the rows in
 * error as processed, plans one job per batch that has rows to import, and completes itself.
 */
export async function storeRunRows(
  database: Kysely<DB>,
  job: { importId: string; now: Date },
  claim: { hold(trx: Kysely<DB>): Promise<boolean>; complete(trx: Kysely<DB>): Promise<void>; giveWay(): Promise<void> },
): Promise<NewJob[] | null> {
  const run = await planRun(database, job.importId);
  if (!run) {
    const completed = await database.transaction().execute(async (trx) => (await claim.hold(trx)) && (await claim.complete(trx), true));
    return completed ? [] : null;
  }
  if (run.createTeams && run.newTeams.length > 0) {
    const created = await database.transaction().execute(async (trx) => {
      if (!(await claim.hold(trx))) return false;
      // A team created since the plan was made (by a manager, or another import) is not created twice.
      const teams = await clubTeamsByName(trx, run.clubId);
      for (const name of run.newTeams) {
        if (!teams.has(name.toLowerCase())) await insertTeam(trx, run.clubId, { name, division: '', logoPhotoId: null });
      }
      return true;
    });
    if (!created) return null;
  }
  for (let start = 0; start < run.rows.length; start += STORE_ROWS) {
    await insertImportRows(database, job.importId, run.rows.slice(start, start + STORE_ROWS));
    await claim.giveWay();
  }
  return database.transaction().execute(async (trx) => {
    if (!(await claim.hold(trx))) return null;
    const batches = await storedBatches(trx, job.importId);
    const errors = batches.reduce((sum, batch) => sum + batch.errors, 0);
    const pending = batches.filter((batch) => batch.pending > 0);
    await markRowsStored(trx, job.importId, { processed: errors, done: pending.length === 0, now: job.now });
    const jobs = pending.map((batch): NewJob => ({
      key: batchJobKey(job.importId, batch.batch), kind: 'import', clubId: run.clubId, payload: { importId: job.importId, batch: batch.batch }, runAfter: job.now,
    }));
    await planJobs(trx, jobs);
    await claim.complete(trx);
    return jobs;
  });
}

export async function importStatus(db: Kysely<DB>, clubId: string, importId: string): Promise<ImportStatus> {
  // Without the file's cells: the progress bar asks for this every few hundred milliseconds.
  const stored = await findImportHeader(db, clubId, importId);
  if (!stored) throw new ImportRefusal(404, keyed('importMissing'));
  const errors = stored.state === 'previewed' ? [] : await errorRows(db, importId);
  return {
    // A previewed import not yet run is queued for the caller: nothing has happened yet.
    state: stored.state === 'previewed' ? 'queued' : stored.state,
    total: stored.total,
    processed: stored.processed,
    invited: stored.invited,
    updated: stored.updated,
    unchanged: stored.unchanged,
    errors: errors.map((row) => ({ line: row.line, message: row.errors.join(' ') })),
  };
}

/** The header of the error rows file's last column, in the manager's language. */
const ERROR_COLUMN: Record<Language, string> = { en: 'Error', nl: 'Fout' };

/**
 * The rows in error as a CSV file: the file's own columns and cells, and a last column saying why, header
 * and reasons in the manager's language: the request's Accept-Language (the web app sends the language
 * the manager reads the preview in), else the club's.
 */
export async function errorRowsFile(db: Kysely<DB>, clubId: string, importId: string, acceptLanguage?: string): Promise<string> {
  const stored = await findImport(db, clubId, importId);
  if (!stored) throw new ImportRefusal(404, keyed('importMissing'));
  const [errors, club] = await Promise.all([
    errorRows(db, importId),
    clubLanguage(db, clubId),
  ]);
  const language = preferredLanguage(acceptLanguage, club);
  // Written through the one CSV helper: a cell the file brought as a formula (=HYPERLINK(…)) is written as text.
  const line = (cells: string[]) => csvLine(cells, ';');
  const reasons = (row: { errors: string[] }) => row.errors.map((sentence) => reasonIn(language, sentence)).join(' ');
  return [line([...stored.headers, ERROR_COLUMN[language]]), ...errors.map((row) => line([...(stored.cells[row.line - 2] ?? []), reasons(row)]))].join('');
}

/** Positions by id ('ST') or name ('Striker'), case-insensitively; a position the club does not know is left out. */
async function positionIds(db: Kysely<DB>): Promise<Map<string, string>> {
  const positions = await positionNames(db);
  return new Map(positions.flatMap((p) => [[p.id.toLowerCase(), p.id], [p.name.toLowerCase(), p.id]]));
}

export interface RowOutcome {
  /** The person invited by the row, whose e-mail goes out with (outbox) or after (SMTP) the row's commit. */
  invitation?: { personId: string; token: string };
}

/** What every row of a batch needs, read once per batch: the club, the manager who imports, its teams and the positions. */
export interface BatchContext {
  importId: string;
  clubId: string;
  createdBy: string | null;
  teams: Map<string, { id: string; name: string }>;
  positions: Map<string, string>;
  /** The lines of the batch not yet imported (a batch taken over from a server that died resumes). */
  lines: number[];
  /** Whether the run e-mails its invitations; without, people are added not yet invited (SendInvitations later). */
  sendInvitations: boolean;
}

export async function prepareBatch(db: Kysely<DB>, job: { importId: string; batch: number }): Promise<BatchContext | null> {
  const stored = await findImportOfJob(db, job.importId);
  if (!stored || stored.state === 'done' || stored.state === 'failed') return null;
  const rows = await batchRows(db, job.importId, job.batch);
  return {
    importId: job.importId,
    clubId: stored.club_id,
    createdBy: stored.created_by,
    teams: await clubTeamsByName(db, stored.club_id),
    positions: await positionIds(db),
    lines: rows.filter((row) => row.outcome === null).map((row) => row.line),
    sendInvitations: stored.send_invitations,
  };
}

/**
 * Imports a chunk of a batch's rows inside the caller's transaction (the scheduler's, which holds the job's
 * claim in it) with set-based statements whatever the chunk's size: one read of the rows, one of the
 * club's people they are and their guardians are (member number or address), one insert of all the new
 * people (players and guardians), one of their memberships, one of their activation tokens, one of the
 * guardians' links, and one statement for the rows' outcomes and the import's counts; a club that already
 * knows some of the people adds a read of their memberships (and of their guardians, locked) and an
 * update per changed person. On the embedded engine every statement is a round trip to its thread while
 * every other call waits, so the count of statements, not of rows, is what a chunk costs.
 * The writes, the outcomes and the counts commit together, so a row is imported once even when its
 * batch is taken over. The rows are matched against the club as it is now, so two imports of one file at
 * once never invite a person twice.
 */
export async function importChunk(
  db: Kysely<DB>,
  config: Pick<Config, 'invitationLifetimeMs'>,
  context: BatchContext,
  lines: readonly number[],
  now: Date,
): Promise<RowOutcome[]> {
  const { importId, clubId } = context;
  const rows = (await pendingRows(db, importId, lines)).map((row) => ({ line: row.line, data: row.data as RowData, guardians: (row.guardians ?? []) as Guardians }));
  if (rows.length === 0) return [];
  // The rows' people and the guardians' addresses in one read: a guardian may already be a member.
  const emails = new Set<string>();
  for (const row of rows) {
    if (row.data.email) emails.add(row.data.email.toLowerCase());
    for (const guardian of row.guardians) if (guardian.email) emails.add(guardian.email.trim().toLowerCase());
  }
  // Players without an address or member number are recognised by name and birth date, as the plan does.
  const byName = rows.some((row) => !row.data.email && !row.data.memberNumber && row.data.role === 'Player');
  const found = await findImportedPeople(db, clubId, rows.flatMap((row) => (row.data.memberNumber ? [row.data.memberNumber] : [])), [...emails], byName);
  // Each membership in its role (issue 37: one person may hold two roles in the club, e.g. player and leider).
  const byNumber = new Map<string, (typeof found)[number]>();
  const members: ClubAddresses = new Map();
  const byEmail = new Map<string, (typeof found)[number]>();
  const withoutAddress = new Map<string, (typeof found)[number]>();
  for (const person of found) {
    if (person.member_number) byNumber.set(`${person.member_number}|${person.role}`, person);
    if (person.email) {
      addressHolds(members, person.email, person.id, person.role);
      byEmail.set(`${person.email.toLowerCase()}|${person.role}`, person);
    } else {
      withoutAddress.set(nameKey({ firstName: person.first_name, infix: person.infix, lastName: person.last_name, birthDate: person.birth_date }), person);
    }
  }
  const personOf = (data: RowData) =>
    (data.memberNumber ? byNumber.get(`${data.memberNumber}|${data.role}`) : undefined)
    ?? (data.email ? byEmail.get(`${data.email.toLowerCase()}|${data.role}`) : !data.memberNumber && data.role === 'Player' ? withoutAddress.get(nameKey(data)) : undefined);
  // New memberships of an address the club (or this chunk) has already: a second role, not e-mailed apart.
  const secondRoles = new Set<string>();
  const known = rows.flatMap((row) => {
    const person = personOf(row.data);
    return person ? [person.id] : [];
  });
  const live = await liveMemberships(db, known);

  const counts = { processed: rows.length, invited: 0, updated: 0, unchanged: 0 };
  const outcomes: { line: number; outcome: ImportAction; errors?: string[] }[] = [];
  const invited: (ImportedPerson & { id: string })[] = [];
  const memberships: { teamId: string; role: 'Player' | 'Trainer'; personId: string; moves: boolean }[] = [];
  const guardiansOfPlayers: { playerId: string; isNew: boolean; guardians: Guardians }[] = [];
  for (const { line, data, guardians } of rows) {
    const team = data.team ? context.teams.get(data.team.toLowerCase()) : undefined;
    if (data.team && !team && data.role !== 'Manager') {
      outcomes.push({ line, outcome: 'error', errors: [say('importTeamNotCreated', { team: data.team })] });
      continue;
    }
    const person = personOf(data);
    if (!person) {
      const personId = randomUUID();
      invited.push({
        id: personId, clubId, role: data.role, email: data.email, firstName: data.firstName, infix: data.infix, lastName: data.lastName,
        birthDate: data.birthDate, phoneNumber: data.phoneNumber, memberNumber: data.memberNumber,
        primaryPositionId: data.role === 'Player' && data.position ? context.positions.get(data.position.toLowerCase()) ?? null : null,
        invitedBy: context.createdBy,
      });
      // Invited by this chunk: a guardian named with this address later in the chunk is this person.
      if (data.email && members.has(data.email.toLowerCase())) secondRoles.add(personId);
      if (data.email) addressHolds(members, data.email, personId, data.role);
      if (team && data.role !== 'Manager') memberships.push({ teamId: team.id, role: data.role, personId, moves: false });
      if (data.role === 'Player' && guardians.length) guardiansOfPlayers.push({ playerId: personId, isNew: true, guardians });
      outcomes.push({ line, outcome: 'invite' });
      counts.invited++;
      continue;
    }
    const change: Parameters<typeof updateImportedPerson>[3] = {};
    if (data.firstName && data.firstName !== person.first_name) change.first_name = data.firstName;
    if (data.lastName && data.lastName !== person.last_name) change.last_name = data.lastName;
    if (data.infix && data.infix !== person.infix) change.infix = data.infix;
    if (data.birthDate && data.birthDate !== person.birth_date) change.birth_date = data.birthDate;
    if (data.phoneNumber && data.phoneNumber !== person.phone_number) change.phone_number = data.phoneNumber;
    if (data.memberNumber && data.memberNumber !== person.member_number) change.member_number = data.memberNumber;
    await updateImportedPerson(db, clubId, person.id, change);
    let moved = false;
    if (team && person.role !== 'Manager' && !live.has(`${team.id}:${person.id}`)) {
      moved = true;
      // A player moves (one team at a time); a trainer joins another team too.
      memberships.push({ teamId: team.id, role: person.role === 'Player' ? 'Player' : 'Trainer', personId: person.id, moves: person.role === 'Player' });
    }
    if (person.role === 'Player' && guardians.length) guardiansOfPlayers.push({ playerId: person.id, isNew: false, guardians });
    const updated = moved || Object.keys(change).length > 0;
    outcomes.push({ line, outcome: updated ? 'update' : 'unchanged' });
    counts[updated ? 'updated' : 'unchanged']++;
  }
  // The players' guardians are planned before anything is written, so the chunk's people (players and
  // guardians) go in one insert and their invitation tokens in another.
  const guardians = await planImportedGuardians(db, { clubId, invitedBy: context.createdBy }, guardiansOfPlayers, members);
  const people = [...invited, ...guardians.invitees];
  for (const id of guardians.secondRoles) secondRoles.add(id);
  // A player without an address of their own is added without a login: no token, no e-mail. A run without
  // invitations adds everyone not yet invited (no date, no token) until the manager sends them. A second
  // role of a person (issue 37) is not e-mailed apart: it is active at once when they are active in the
  // club, else the link of their first role activates both.
  const invitations: RowOutcome[] = context.sendInvitations
    ? people.filter((person) => person.email && !secondRoles.has(person.id)).map((person) => ({ invitation: { personId: person.id, token: newToken() } }))
    : [];
  await insertImportedPeople(db, people, now, context.sendInvitations ? now : null);
  await joinActiveRoles(db, [...secondRoles], now);
  await startImportedMemberships(db, memberships, now);
  await insertActivationTokens(
    db, invitations.map(({ invitation }) => ({ personId: invitation!.personId, tokenHash: hashToken(invitation!.token) })), now, config.invitationLifetimeMs,
  );
  await linkGuardians(db, guardians.links);
  await recordChunkOutcomes(db, importId, outcomes, counts, now);
  return invitations;
}

/** The club's memberships of each (lower-case) address: a person may hold several roles (issue 37). */
export type ClubAddresses = Map<string, { id: string; role: string }[]>;

function addressHolds(members: ClubAddresses, email: string, id: string, role: string): void {
  const key = email.trim().toLowerCase();
  members.set(key, [...(members.get(key) ?? []), { id, role }]);
}

/** A row's invitation e-mail, in the club's language. False when it could not be sent (the person stays invited: 'Invite again'). */
export async function sendRowInvitation(
  db: Kysely<DB>,
  mailer: Mailer,
  config: Pick<Config, 'appUrl' | 'invitationLifetimeMs'>,
  outcome: RowOutcome,
): Promise<boolean> {
  if (!outcome.invitation) return true;
  return (await sendInvitation(db, mailer, config, outcome.invitation.personId, outcome.invitation.token)).delivered;
}

export async function failImportOfJob(db: Kysely<DB>, job: ImportJobPayload, now: Date): Promise<void> {
  await failImport(db, job.importId, now);
}

export type { RoleName };
