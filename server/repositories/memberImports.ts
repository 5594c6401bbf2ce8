import { sql, type Kysely } from 'kysely';
import type { DB, ImportAction, ImportState, RoleName } from '../db/schema.js';
import { accountFor } from './accounts.js';

/**
 * The queries of the import of members (issue 23, migration 0013): the club as an import compares
 * rows with it, the stored imports and their rows, and the writes of a run's batch.
 */

export interface SnapshotPerson {
  id: string;
  email: string;
  role: RoleName;
  first_name: string;
  infix: string | null;
  last_name: string;
  birth_date: string | null;
  phone_number: string | null;
  member_number: string | null;
}

/** The club's live people with their address, and the lower-case names of the live teams each is in now. */
export async function clubPeopleForImport(db: Kysely<DB>, clubId: string) {
  const people: SnapshotPerson[] = await db
    .selectFrom('people as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .select(['p.id', 'a.email', 'p.role', 'p.first_name', 'p.infix', 'p.last_name', 'p.birth_date', 'p.phone_number', 'p.member_number'])
    .where('p.club_id', '=', clubId)
    .where('p.removed_at', 'is', null)
    .execute();
  const memberships = await db
    .selectFrom('team_memberships as m')
    .innerJoin('teams as t', 't.id', 'm.team_id')
    .select(['m.person_id', 't.name'])
    .where('t.club_id', '=', clubId)
    .where('t.removed_at', 'is', null)
    .where('m.ended_at', 'is', null)
    .execute();
  const teams = new Map<string, string[]>();
  for (const { person_id, name } of memberships) teams.set(person_id, [...(teams.get(person_id) ?? []), name.toLowerCase()]);
  return people.map((person) => ({ ...person, teams: teams.get(person.id) ?? [] }));
}

/** The club's live teams: lower-case name → { id, name }. */
export async function clubTeamsByName(db: Kysely<DB>, clubId: string) {
  const rows = await db.selectFrom('teams').select(['id', 'name']).where('club_id', '=', clubId).where('removed_at', 'is', null).execute();
  return new Map(rows.map((row) => [row.name.toLowerCase(), row]));
}

export async function insertImport(
  db: Kysely<DB>,
  row: { clubId: string; createdBy: string | null; fileName: string; defaultRole: RoleName; headers: string[]; cells: string[][]; mapping: Record<string, string> },
): Promise<string> {
  const { id } = await db
    .insertInto('member_imports')
    .values({
      club_id: row.clubId,
      created_by: row.createdBy,
      file_name: row.fileName,
      default_role: row.defaultRole,
      headers: JSON.stringify(row.headers),
      cells: JSON.stringify(row.cells),
      mapping: JSON.stringify(row.mapping),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** An import of this club (another club's looks missing); `forUpdate` locks it for the rest of the transaction. */
export async function findImport(db: Kysely<DB>, clubId: string, importId: string, forUpdate = false) {
  let query = db.selectFrom('member_imports').selectAll().where('id', '=', importId).where('club_id', '=', clubId);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function startImportRun(
  db: Kysely<DB>,
  importId: string,
  run: { mapping: Record<string, string>; createTeams: boolean; total: number; processed: number; state: ImportState; now: Date },
): Promise<void> {
  await db
    .updateTable('member_imports')
    .set({
      mapping: JSON.stringify(run.mapping),
      create_teams: run.createTeams,
      total: run.total,
      processed: run.processed,
      state: run.state,
      started_at: run.now,
      finished_at: run.state === 'done' ? run.now : null,
    })
    .where('id', '=', importId)
    .execute();
}

export interface StoredRow {
  line: number;
  batch: number;
  data: unknown;
  guardians: unknown;
  errors: string[];
  outcome: ImportAction | null;
}

export async function insertImportRows(db: Kysely<DB>, importId: string, rows: StoredRow[]): Promise<void> {
  // Several hundred rows per statement keep a 5,000-row run's first transaction short.
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto('member_import_rows')
      .values(
        rows.slice(start, start + 500).map((row) => ({
          import_id: importId,
          line: row.line,
          batch: row.batch,
          data: JSON.stringify(row.data),
          guardians: row.guardians === null ? null : JSON.stringify(row.guardians),
          errors: JSON.stringify(row.errors),
          outcome: row.outcome,
        })),
      )
      .execute();
  }
}

export async function batchRows(db: Kysely<DB>, importId: string, batch: number) {
  return db
    .selectFrom('member_import_rows')
    .select(['line', 'data', 'outcome'])
    .where('import_id', '=', importId)
    .where('batch', '=', batch)
    .orderBy('line')
    .execute();
}

export async function setRowOutcome(db: Kysely<DB>, importId: string, line: number, outcome: ImportAction, errors?: string[]): Promise<void> {
  await db
    .updateTable('member_import_rows')
    .set({ outcome, ...(errors ? { errors: JSON.stringify(errors) } : {}) })
    .where('import_id', '=', importId)
    .where('line', '=', line)
    .execute();
}

/** Whether the person is in the team now. */
export async function inLiveTeam(db: Kysely<DB>, teamId: string, personId: string): Promise<boolean> {
  const row = await db.selectFrom('team_memberships').select('id').where('team_id', '=', teamId).where('person_id', '=', personId)
    .where('ended_at', 'is', null).executeTakeFirst();
  return row !== undefined;
}

/** Adds a batch's counts; the import is done once every row is processed. */
export async function countBatch(
  db: Kysely<DB>,
  importId: string,
  counts: { processed: number; invited: number; updated: number; unchanged: number },
  now: Date,
): Promise<void> {
  await sql`
    UPDATE member_imports SET
      processed = processed + ${counts.processed},
      invited = invited + ${counts.invited},
      updated = updated + ${counts.updated},
      unchanged = unchanged + ${counts.unchanged},
      state = CASE WHEN processed + ${counts.processed} >= total THEN 'done' ELSE 'running' END,
      finished_at = CASE WHEN processed + ${counts.processed} >= total THEN ${now}::timestamptz ELSE NULL END
    WHERE id = ${importId}`.execute(db);
}

export async function failImport(db: Kysely<DB>, importId: string, now: Date): Promise<void> {
  await db.updateTable('member_imports').set({ state: 'failed', finished_at: now }).where('id', '=', importId).execute();
}

/** The rows in error of a run, in file order. */
export async function errorRows(db: Kysely<DB>, importId: string) {
  return db
    .selectFrom('member_import_rows')
    .select(['line', 'errors'])
    .where('import_id', '=', importId)
    .where('outcome', '=', 'error')
    .orderBy('line')
    .execute();
}

export interface ImportedPerson {
  clubId: string;
  role: RoleName;
  email: string;
  firstName: string;
  infix: string | null;
  lastName: string;
  birthDate: string | null;
  phoneNumber: string | null;
  memberNumber: string | null;
  primaryPositionId: string | null;
  invitedBy: string | null;
}

/** Records an invited person of the club with the file's name parts, member number and birth date. */
export async function insertImportedPerson(db: Kysely<DB>, person: ImportedPerson, now: Date): Promise<string> {
  const { id } = await db
    .insertInto('people')
    .values({
      club_id: person.clubId,
      account_id: accountFor(person.email),
      role: person.role,
      status: 'invited',
      first_name: person.firstName,
      infix: person.infix,
      last_name: person.lastName,
      birth_date: person.birthDate,
      phone_number: person.phoneNumber,
      member_number: person.memberNumber,
      primary_position_id: person.primaryPositionId,
      invited_by: person.invitedBy,
      invited_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateImportedPerson(
  db: Kysely<DB>,
  clubId: string,
  personId: string,
  change: Partial<{ first_name: string; infix: string | null; last_name: string; birth_date: string | null; phone_number: string | null; member_number: string | null }>,
): Promise<void> {
  if (Object.keys(change).length === 0) return;
  await db.updateTable('people').set(change).where('id', '=', personId).where('club_id', '=', clubId).execute();
}

/** The live person of the club with this member number or, else, this address. */
export async function findImportedPerson(db: Kysely<DB>, clubId: string, memberNumber: string | null, email: string) {
  const base = db
    .selectFrom('people as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .select(['p.id', 'p.role', 'p.first_name', 'p.infix', 'p.last_name', 'p.birth_date', 'p.phone_number', 'p.member_number'])
    .where('p.club_id', '=', clubId)
    .where('p.removed_at', 'is', null);
  if (memberNumber) {
    const found = await base.where('p.member_number', '=', memberNumber).executeTakeFirst();
    if (found) return found;
  }
  return base.where((eb) => eb(eb.fn('lower', ['a.email']), '=', email.toLowerCase())).executeTakeFirst();
}
