import type { Kysely } from 'kysely';
import type { ImportField } from '../../../contract/importFields.js';
import type { ImportPreview, ImportStatus } from '../../../contract/memberImport.js';
import type { Config } from '../../config.js';
import type { DB, RoleName } from '../../db/schema.js';
import { issueAccountToken } from '../../repositories/accountTokens.js';
import {
  batchRows, clubPeopleForImport, clubTeamsByName, countBatch, errorRows, failImport, findImport, findImportedPerson, inLiveTeam,
  insertImport, insertImportedPerson, insertImportRows, setRowOutcome, startImportRun, updateImportedPerson, type StoredRow,
} from '../../repositories/memberImports.js';
import { positionNames } from '../../repositories/positions.js';
import { addMemberships, insertTeam, movePlayersToTeam } from '../../repositories/teams.js';
import type { NewJob } from '../../repositories/scheduledJobs.js';
import type { Mailer } from '../mail/index.js';
import { sendInvitation } from '../invitations.js';
import { recogniseColumns } from './columns.js';
import { say } from './messages.js';
import { planImport, type ClubSnapshot, type Plan, type RowData } from './plan.js';
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
 * A preview writes nothing to the club: it stores only the file (so Run needs no second upload). A run
 * plans again against the club as it is then, stores each row, creates the agreed teams, and queues one
 * scheduler job per batch of rows; a job imports each row in a transaction of its own that also records
 * the row's outcome (exactly once across servers, resumable), and completes itself after the last.
 */

/**
 * Rows per job. Each row is its own short transaction (other calls get the database in between, which
 * matters on the embedded engine's one connection); a job is the unit a server claims.
 */
export const IMPORT_BATCH_ROWS = 50;

export class ImportRefusal extends Error {
  constructor(readonly status: 400 | 404 | 409, message: string) {
    super(message);
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
  if (!has('name') && !(has('firstName') && has('lastName'))) throw new ImportRefusal(400, say('importNoNameColumn'));
  if (!has('email')) throw new ImportRefusal(400, say('importNoEmailColumn'));
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
  // The recognised columns, with the manager's changes when the preview is asked again after them.
  const fields = recogniseColumns(input.table.headers).map((field, index) => input.mapping?.[input.table.headers[index]!] ?? field);
  const plan = planImport(input.table, fields, input.defaultRole, await snapshot(db, input.clubId));
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
    })),
    summary: summarise(plan),
    newTeams: plan.newTeams,
  };
}

/** The job of one batch of an import: its key names the import and the batch (planned once). */
const jobKey = (importId: string, batch: number) => `import:${importId}:${batch}`;
export interface ImportJobPayload { importId: string; batch: number }

export async function runImport(
  database: Kysely<DB>,
  scheduler: { planAndWake(jobs: NewJob[]): Promise<void> },
  input: { clubId: string; importId: string; mapping?: Record<string, ImportField>; createTeams: boolean; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  const jobs = await database.transaction().execute(async (db) => {
    const stored = await findImport(db, input.clubId, input.importId, true);
    if (!stored) throw new ImportRefusal(404, say('importMissing'));
    if (stored.state !== 'previewed') throw new ImportRefusal(409, say('importAlreadyRun'));
    const mapping: Record<string, ImportField> = { ...(stored.mapping as Record<string, ImportField>), ...input.mapping };
    const fields = stored.headers.map((header) => mapping[header] ?? 'ignore');
    checkMapping(fields);

    const club = await snapshot(db, input.clubId);
    const plan = planImport({ rows: stored.cells }, fields, stored.default_role as ImportRole, club);
    if (input.createTeams) {
      for (const name of plan.newTeams) {
        await insertTeam(db, input.clubId, { name, division: '', logoPhotoId: null });
      }
    } else {
      const missing = (row: RowData) => row.team !== null && !club.teams.has(row.team.toLowerCase());
      for (const row of plan.rows) {
        if (row.action !== 'error' && (row.action === 'invite' || row.changes.includes('team')) && missing(row)) {
          row.action = 'error';
          row.errors.push(say('importTeamNotCreated', { team: row.team! }));
        }
      }
    }
    let batch = 0;
    let inBatch = 0;
    const rows: StoredRow[] = plan.rows.map((row) => {
      const { line, errors, guardians, action, personId: _personId, changes: _changes, ...data } = row;
      if (action === 'error') return { line, batch: -1, data, guardians: guardians.length ? guardians : null, errors, outcome: 'error' };
      if (inBatch === IMPORT_BATCH_ROWS) { batch++; inBatch = 0; }
      inBatch++;
      return { line, batch, data, guardians: guardians.length ? guardians : null, errors: [], outcome: null };
    });
    await insertImportRows(db, input.importId, rows);
    const good = rows.filter((row) => row.outcome === null).length;
    const batches = good === 0 ? 0 : batch + 1;
    await startImportRun(db, input.importId, {
      mapping, createTeams: input.createTeams, total: rows.length, processed: rows.length - good, state: batches === 0 ? 'done' : 'queued', now,
    });
    return Array.from({ length: batches }, (_, index): NewJob => ({
      key: jobKey(input.importId, index), kind: 'import', clubId: input.clubId, payload: { importId: input.importId, batch: index }, runAfter: now,
    }));
  });
  await scheduler.planAndWake(jobs);
}

export async function importStatus(db: Kysely<DB>, clubId: string, importId: string): Promise<ImportStatus> {
  const stored = await findImport(db, clubId, importId);
  if (!stored) throw new ImportRefusal(404, say('importMissing'));
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

/** The rows in error as a CSV file: the file's own columns and cells, and a last column saying why. */
export async function errorRowsFile(db: Kysely<DB>, clubId: string, importId: string): Promise<string> {
  const stored = await findImport(db, clubId, importId);
  if (!stored) throw new ImportRefusal(404, say('importMissing'));
  const errors = await errorRows(db, importId);
  const quote = (text: string) => (/[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  const line = (cells: string[]) => cells.map(quote).join(';');
  return [line([...stored.headers, 'Error']), ...errors.map((row) => line([...(stored.cells[row.line - 2] ?? []), row.errors.join(' ')]))].join('\r\n') + '\r\n';
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
}

export async function prepareBatch(db: Kysely<DB>, job: ImportJobPayload): Promise<BatchContext | null> {
  const stored = await db.selectFrom('member_imports').select(['club_id', 'created_by', 'state']).where('id', '=', job.importId).executeTakeFirst();
  if (!stored || stored.state === 'done' || stored.state === 'failed') return null;
  const rows = await batchRows(db, job.importId, job.batch);
  return {
    importId: job.importId,
    clubId: stored.club_id,
    createdBy: stored.created_by,
    teams: await clubTeamsByName(db, stored.club_id),
    positions: await positionIds(db),
    lines: rows.filter((row) => row.outcome === null).map((row) => row.line),
  };
}

/**
 * Imports one row of a run, inside the caller's transaction (the scheduler's, which holds the job's
 * claim in it): the person's writes, the row's outcome and the import's counts commit together, so a
 * row is imported once even when its batch is taken over. Each row is matched again against the club
 * as it is now, so two imports of one file at once never invite a person twice.
 */
export async function importRow(
  db: Kysely<DB>,
  config: Pick<Config, 'invitationLifetimeMs'>,
  context: BatchContext,
  line: number,
  now: Date,
): Promise<RowOutcome> {
  const row = await db.selectFrom('member_import_rows').select(['data', 'outcome']).where('import_id', '=', context.importId).where('line', '=', line).executeTakeFirst();
  if (!row || row.outcome) return {};
  const { importId, clubId } = context;
  const data = row.data as RowData;
  const count = (outcome: keyof typeof counts) => countBatch(db, importId, { ...counts, processed: 1, [outcome]: 1 }, now);
  const counts = { invited: 0, updated: 0, unchanged: 0 };
  const team = data.team ? context.teams.get(data.team.toLowerCase()) : undefined;
  const person = await findImportedPerson(db, clubId, data.memberNumber, data.email);
  if (data.team && !team && data.role !== 'Manager') {
    await setRowOutcome(db, importId, line, 'error', [say('importTeamNotCreated', { team: data.team })]);
    await countBatch(db, importId, { ...counts, processed: 1 }, now);
    return {};
  }
  if (!person) {
    const personId = await insertImportedPerson(db, {
      clubId, role: data.role, email: data.email, firstName: data.firstName, infix: data.infix, lastName: data.lastName,
      birthDate: data.birthDate, phoneNumber: data.phoneNumber, memberNumber: data.memberNumber,
      primaryPositionId: data.role === 'Player' && data.position ? context.positions.get(data.position.toLowerCase()) ?? null : null,
      invitedBy: context.createdBy,
    }, now);
    if (team && data.role !== 'Manager') await addMemberships(db, team.id, data.role, [personId], now);
    const { token } = await issueAccountToken(db, personId, 'activation', config.invitationLifetimeMs);
    await setRowOutcome(db, importId, line, 'invite');
    await count('invited');
    return { invitation: { personId, token } };
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
  if (team && person.role !== 'Manager' && !(await inLiveTeam(db, team.id, person.id))) {
    moved = true;
    if (person.role === 'Player') await movePlayersToTeam(db, team.id, [person.id]);
    else await addMemberships(db, team.id, 'Trainer', [person.id], now);
  }
  const updated = moved || Object.keys(change).length > 0;
  await setRowOutcome(db, importId, line, updated ? 'update' : 'unchanged');
  await count(updated ? 'updated' : 'unchanged');
  return {};
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
