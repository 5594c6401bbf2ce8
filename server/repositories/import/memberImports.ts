import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB, ImportAction, ImportState, RoleName } from '../../db/schema.js';
import { Type } from 'typebox';
import { accountFor } from '../accounts/accounts.js';
import { selectRows } from '../rawRows.js';

/**
 * The queries of the import of members (issue 23, migration 0013): the club as an import compares
 * rows with it, the stored imports and their rows, and the writes of a run's batch.
 */

export interface SnapshotPerson {
  id: string;
  email: string | null;
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

/** An import of this club without the file's cells (a file of 5,000 rows is about a megabyte of JSON), and how many rows it has. */
export async function findImportHeader(db: Kysely<DB>, clubId: string, importId: string, forUpdate = false) {
  let query = db
    .selectFrom('member_imports')
    .select(['id', 'state', 'headers', 'mapping', 'total', 'processed', 'invited', 'updated', 'unchanged', sql<number>`jsonb_array_length(cells)`.as('total_rows')])
    .where('id', '=', importId)
    .where('club_id', '=', clubId);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** What the first job of a run needs: the file, the mapping and the manager's choices, and the state. */
export async function findImportToRun(db: Kysely<DB>, importId: string) {
  return db
    .selectFrom('member_imports')
    .select(['club_id', 'state', 'headers', 'cells', 'mapping', 'default_role', 'create_teams'])
    .where('id', '=', importId)
    .executeTakeFirst();
}

export async function startImportRun(
  db: Kysely<DB>,
  importId: string,
  run: { mapping: Record<string, string>; createTeams: boolean; sendInvitations?: boolean; total: number; processed: number; state: ImportState; now: Date },
): Promise<void> {
  await db
    .updateTable('member_imports')
    .set({
      mapping: JSON.stringify(run.mapping),
      create_teams: run.createTeams,
      ...(run.sendInvitations === undefined ? {} : { send_invitations: run.sendInvitations }),
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

/** Stores rows of a run; a row stored before (by a job that was taken over) is left as it is. */
export async function insertImportRows(db: Kysely<DB>, importId: string, rows: StoredRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('member_import_rows')
    .values(
      rows.map((row) => ({
        import_id: importId,
        line: row.line,
        batch: row.batch,
        data: JSON.stringify(row.data),
        guardians: row.guardians === null ? null : JSON.stringify(row.guardians),
        errors: JSON.stringify(row.errors),
        outcome: row.outcome,
      })),
    )
    .onConflict((conflict) => conflict.columns(['import_id', 'line']).doNothing())
    .execute();
}

/** Per batch of a run's stored rows: how many are still to import and how many are in error. */
const StoredBatch = Type.Object({ batch: Type.Integer(), pending: Type.Integer(), errors: Type.Integer() });

export async function storedBatches(db: Kysely<DB>, importId: string) {
  return selectRows(db, StoredBatch, sql`
    SELECT batch, count(*) FILTER (WHERE outcome IS NULL)::int AS pending, count(*) FILTER (WHERE outcome = 'error')::int AS errors
    FROM member_import_rows WHERE import_id = ${importId} GROUP BY batch ORDER BY batch`);
}

/** A run's rows are stored: the rows in error count as processed; with nothing to import, the run is done. */
export async function markRowsStored(db: Kysely<DB>, importId: string, stored: { processed: number; done: boolean; now: Date }): Promise<void> {
  await db
    .updateTable('member_imports')
    .set({ processed: stored.processed, ...(stored.done ? { state: 'done' as const, finished_at: stored.now } : {}) })
    .where('id', '=', importId)
    .execute();
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

export async function updateImportedPerson(
  db: Kysely<DB>,
  clubId: string,
  personId: string,
  change: Partial<{ first_name: string; infix: string | null; last_name: string; birth_date: string | null; phone_number: string | null; member_number: string | null }>,
): Promise<void> {
  if (Object.keys(change).length === 0) return;
  await db.updateTable('people').set(change).where('id', '=', personId).where('club_id', '=', clubId).execute();
}

/*
 * The set-based writes of a chunk of a run's batch: a handful of statements for a chunk's rows (memberImport/pace.ts)
 * instead of a dozen per row, so a chunk's transaction stays short (the embedded engine serves every
 * other call on the same connection in between).
 */

/** The chunk's rows not yet imported (a chunk taken over from a server that died resumes after its last commit). */
export async function pendingRows(db: Kysely<DB>, importId: string, lines: readonly number[]) {
  if (lines.length === 0) return [];
  return db
    .selectFrom('member_import_rows')
    .select(['line', 'data', 'guardians'])
    .where('import_id', '=', importId)
    .where('line', 'in', [...lines])
    .where('outcome', 'is', null)
    .orderBy('line')
    .execute();
}

/**
 * The club's live people with one of these member numbers or (lower-case) addresses, in one read; with
 * `withoutAddress`, also its players without an address (recognised by name and birth date).
 */
export async function findImportedPeople(db: Kysely<DB>, clubId: string, memberNumbers: readonly string[], emails: readonly string[], withoutAddress = false) {
  if (memberNumbers.length === 0 && emails.length === 0 && !withoutAddress) return [];
  return db
    .selectFrom('people as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .select(['p.id', 'p.role', 'p.first_name', 'p.infix', 'p.last_name', 'p.birth_date', 'p.phone_number', 'p.member_number', 'a.email'])
    .where('p.club_id', '=', clubId)
    .where('p.removed_at', 'is', null)
    .where((eb) => eb.or([
      ...(memberNumbers.length ? [eb('p.member_number', 'in', [...memberNumbers])] : []),
      ...(emails.length ? [eb(eb.fn('lower', ['a.email']), 'in', [...emails])] : []),
      ...(withoutAddress ? [eb.and([eb('a.email', 'is', null), eb('p.role', '=', 'Player')])] : []),
    ]))
    .execute();
}

/** Records the chunk's invited people at once; their ids are made here, so no answer has to be matched to its row. */
export async function insertImportedPeople(db: Kysely<DB>, people: readonly (ImportedPerson & { id: string })[], now: Date, invitedAt: Date | null = now): Promise<void> {
  if (people.length === 0) return;
  // A player without an address gets an account without one (migration 0023): it cannot sign in.
  const withoutAddress = new Map(people.filter((person) => !person.email).map((person) => [person.id, randomUUID()]));
  if (withoutAddress.size > 0) {
    await db.insertInto('accounts').values([...withoutAddress.values()].map((id) => ({ id, email: null }))).execute();
  }
  await db
    .insertInto('people')
    .values(people.map((person) => ({
      id: person.id,
      club_id: person.clubId,
      account_id: withoutAddress.get(person.id) ?? accountFor(person.email),
      role: person.role,
      status: 'invited' as const,
      first_name: person.firstName,
      infix: person.infix,
      last_name: person.lastName,
      birth_date: person.birthDate,
      phone_number: person.phoneNumber,
      member_number: person.memberNumber,
      primary_position_id: person.primaryPositionId,
      invited_by: person.invitedBy,
      invited_at: invitedAt,
    })))
    .execute();
}

/**
 * Second roles an import added (issue 37: a trainer made her children's guardian, a player who is leider
 * too) start as the person is in the club: active at once when another live role of their account there
 * is active (they signed in already); else invited, and the link of their first role activates both.
 */
export async function joinActiveRoles(db: Kysely<DB>, personIds: readonly string[], now: Date): Promise<void> {
  if (personIds.length === 0) return;
  await db
    .updateTable('people as p')
    .set({ status: 'active', activated_at: now })
    .where('p.id', 'in', [...personIds])
    .where('p.status', '=', 'invited')
    .where((eb) => eb.exists(eb.selectFrom('people as o').select('o.id')
      .whereRef('o.account_id', '=', 'p.account_id').whereRef('o.club_id', '=', 'p.club_id')
      .where('o.status', '=', 'active').where('o.removed_at', 'is', null)))
    .execute();
}

/** The (team, person) pairs among these people that are live memberships now, as `team:person`. */
export async function liveMemberships(db: Kysely<DB>, personIds: readonly string[]): Promise<Set<string>> {
  if (personIds.length === 0) return new Set();
  const rows = await db.selectFrom('team_memberships').select(['team_id', 'person_id'])
    .where('person_id', 'in', [...personIds]).where('ended_at', 'is', null).execute();
  return new Set(rows.map((row) => `${row.team_id}:${row.person_id}`));
}

/** The activation tokens of people invited just now (they have no earlier token to void). */
export async function insertActivationTokens(
  db: Kysely<DB>,
  tokens: readonly { personId: string; tokenHash: string }[],
  now: Date,
  lifetimeMs: number,
): Promise<void> {
  if (tokens.length === 0) return;
  await db
    .insertInto('account_tokens')
    .values(tokens.map((token) => ({
      person_id: token.personId, kind: 'activation' as const, token_hash: token.tokenHash, created_at: now, expires_at: new Date(now.getTime() + lifetimeMs),
    })))
    .execute();
}

/**
 * A chunk's outcome in one statement: each row's outcome (and, for a row that turned out to be in error
 * when it ran, why), and the counts added to the import, which is done once every row is processed.
 * One statement instead of one per row and one for the counts: a chunk's transaction holds the embedded
 * engine's one connection, and each statement is a round trip to its thread.
 */
export async function recordChunkOutcomes(
  db: Kysely<DB>,
  importId: string,
  outcomes: readonly { line: number; outcome: ImportAction; errors?: string[] }[],
  counts: { processed: number; invited: number; updated: number; unchanged: number },
  now: Date,
): Promise<void> {
  if (outcomes.length === 0) return;
  const values = sql.join(outcomes.map((row) => sql`(${row.line}::int, ${row.outcome}::text, ${row.errors ? JSON.stringify(row.errors) : null}::jsonb)`));
  await sql`
    WITH v(line, outcome, errors) AS (VALUES ${values}),
    rows AS (
      UPDATE member_import_rows AS r SET outcome = v.outcome, errors = coalesce(v.errors, r.errors)
      FROM v WHERE r.import_id = ${importId} AND r.line = v.line
      RETURNING r.line
    )
    UPDATE member_imports SET
      processed = processed + ${counts.processed},
      invited = invited + ${counts.invited},
      updated = updated + ${counts.updated},
      unchanged = unchanged + ${counts.unchanged},
      state = CASE WHEN processed + ${counts.processed} >= total THEN 'done' ELSE 'running' END,
      finished_at = CASE WHEN processed + ${counts.processed} >= total THEN ${now}::timestamptz ELSE NULL END
    WHERE id = ${importId}`.execute(db);
}

/** The import a job belongs to: its club, who started it and its state. */
export async function findImportOfJob(db: Kysely<DB>, importId: string) {
  return db.selectFrom('member_imports').select(['club_id', 'created_by', 'state', 'send_invitations']).where('id', '=', importId).executeTakeFirst();
}

/** The club's language ('en' or 'nl'): the error-rows file's default language. */
export async function clubLanguage(db: Kysely<DB>, clubId: string): Promise<'en' | 'nl'> {
  const club = await db.selectFrom('clubs').select('language').where('id', '=', clubId).executeTakeFirstOrThrow();
  return club.language === 'nl' ? 'nl' : 'en';
}
