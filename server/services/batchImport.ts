import { parse } from 'csv-parse/sync';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { DB, RoleName } from '../db/schema.js';
import { positionNames } from '../repositories/positions.js';
import type { Mailer } from './mail/index.js';
import { forbiddenCharacter, forbiddenCharacterMessage } from './storableText.js';
import { createInvitation, EmailInUseError, sendInvitation, validateInvite, type ValidInvite } from './invitations.js';
import { englishMessage } from '../../contract/serverMessages.js';

/**
 * The admin page's batch data file: a CSV (comma or semicolon separated, UTF-8, a header row) with
 * one person to invite per line. Columns, in any order and case:
 *   role (Player, Trainer or Manager; default Player), firstName, lastName, email,
 *   phoneNumber (optional), position (optional, a position id such as ST or its name).
 * Players and trainers join the chosen team. Every line is checked first; one bad line refuses the
 * whole file, and the invitations are created in one transaction: all or nothing.
 */
export const BATCH_MAX_BYTES = 1_000_000;
export const BATCH_MAX_ROWS = 2000;

export class BatchError extends Error {}

interface BatchRow {
  role: RoleName;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  position: string | null;
}

const ROLES: Record<string, RoleName> = { player: 'Player', trainer: 'Trainer', manager: 'Manager' };

/** Reads the file into rows, or throws a BatchError a person can act on. */
export function parseBatchFile(content: Buffer): BatchRow[] {
  let records: Record<string, string>[];
  try {
    records = parse(content.toString('utf8').replace(/^\uFEFF/, ''), {
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      delimiter: [',', ';'],
      skip_empty_lines: true,
      trim: true,
    });
  } catch (error) {
    throw new BatchError(`The file is not a readable CSV file: ${(error as Error).message}`);
  }
  if (records.length === 0) throw new BatchError('The file has no people in it: add a header row and one line per person.');
  if (records.length > BATCH_MAX_ROWS) throw new BatchError(`The file has ${records.length} lines; at most ${BATCH_MAX_ROWS} can be read at once.`);
  const missing = ['firstname', 'lastname', 'email'].filter((column) => !(column in records[0]!));
  if (missing.length > 0) {
    throw new BatchError(`The header row lacks the column(s) ${missing.join(', ')}. Expected: role, firstName, lastName, email, phoneNumber, position.`);
  }
  return records.map((record, index) => {
    for (const [column, value] of Object.entries(record)) {
      const what = forbiddenCharacter(value);
      if (what) throw new BatchError(`Line ${index + 2}: ${forbiddenCharacterMessage(`the column ${column}`, what)}`);
    }
    const role = ROLES[(record.role || 'player').toLowerCase()];
    if (!role) throw new BatchError(`Line ${index + 2}: the role '${record.role}' is not Player, Trainer or Manager.`);
    return {
      role,
      firstName: record.firstname ?? '',
      lastName: record.lastname ?? '',
      email: record.email ?? '',
      phoneNumber: record.phonenumber || null,
      position: record.position || null,
    };
  });
}

/** A position given by id ('ST') or name ('Striker'), case-insensitively. */
async function positionIds(db: Kysely<DB>): Promise<Map<string, string>> {
  const positions = await positionNames(db);
  return new Map(positions.flatMap((p) => [[p.id.toLowerCase(), p.id], [p.name.toLowerCase(), p.id]]));
}

/** Validates every line, invites everyone in one transaction, then sends the e-mails. */
export async function importBatch(
  db: Kysely<DB>,
  mailer: Mailer,
  config: Pick<Config, 'appUrl' | 'invitationLifetimeMs'>,
  target: { clubId: string; teamId: string },
  rows: BatchRow[],
) {
  const positions = await positionIds(db);
  const invites: ValidInvite[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const [index, row] of rows.entries()) {
    const line = index + 2;
    const position = row.position ? positions.get(row.position.toLowerCase()) : null;
    if (row.position && !position) problems.push(`Line ${line}: the position '${row.position}' does not exist.`);
    const { invite, problems: rowProblems } = await validateInvite(db, target.clubId, {
      ...row,
      teamId: target.teamId,
      primaryPosition: position ?? null,
    });
    problems.push(...rowProblems.map((problem) => `Line ${line}: ${englishMessage(problem.messageKey, problem.messageValues)}`));
    const key = row.email.trim().toLowerCase();
    if (seen.has(key)) problems.push(`Line ${line}: ${row.email} appears twice in the file.`);
    seen.add(key);
    if (invite) invites.push(invite);
  }
  if (problems.length > 0) throw new BatchError(problems.join(' '));

  let created: { personId: string; token: string; invite: ValidInvite }[];
  try {
    created = await db.transaction().execute(async (trx) => {
      const result = [];
      for (const invite of invites) {
        result.push({ ...(await createInvitation(trx, config, target.clubId, null, invite)), invite });
      }
      return result;
    });
  } catch (error) {
    if (error instanceof EmailInUseError) throw new BatchError(`${error.message} Nobody from the file was invited.`);
    throw error;
  }

  const invited = [];
  const mailProblems: string[] = [];
  for (const { personId, token, invite } of created) {
    const delivery = await sendInvitation(db, mailer, config, personId, token);
    if (!delivery.delivered) mailProblems.push(`${invite.email}: ${delivery.error}`);
    invited.push({ email: invite.email, role: invite.role, emailSent: delivery.delivered });
  }
  return { invited, mailProblems };
}
