import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { ImportField } from '../../../contract/importFields.js';

/**
 * What erasure (erasure.ts) removes beyond the person's own rows: the person's lines in the club's
 * imported files and their address and name in the audit log. Both in the erasure's transaction.
 */
export interface PersonTraces {
  clubId: string;
  /** The person's rows in the club (one per time they were a member). */
  personIds: string[];
  /** The account's address, lower case; null for a member without one (a child reached through their guardians). */
  email: string | null;
  memberNumbers: string[];
  /** The names the person went by ('Annabel Zwartkop', 'Bram van der Berg'). */
  names: string[];
}

const same = (cell: string | undefined, value: string) => (cell ?? '').trim().toLowerCase() === value;

/**
 * The club's imports keep whole files (member_imports.cells) and a row per line (member_import_rows):
 * the person's own line is blanked in both (every cell, its values, guardians and messages); on a
 * line where the person is a guardian, the guardian's name and address cells are blanked and the
 * guardian dropped from the line's guardians. The line numbers and outcomes stay, so the import's
 * counts do not change.
 */
export async function eraseFromImports(trx: Kysely<DB>, traces: PersonTraces): Promise<void> {
  const numbers = traces.memberNumbers.map((number) => number.trim().toLowerCase()).filter((number) => number !== '');
  // A line is the person's by their address or their member number: a child imported without an
  // address is found by the number alone (and a file that gave neither cannot tell them apart).
  const needles = [...(traces.email ? [traces.email] : []), ...numbers];
  if (needles.length === 0) return;
  const imports = await trx
    .selectFrom('member_imports')
    .select(['id', 'headers', 'cells', 'mapping'])
    .where('club_id', '=', traces.clubId)
    .where((eb) => eb.or(needles.map((needle) => eb(sql<string>`cells::text`, 'ilike', `%${escapeLike(needle)}%`))))
    .forUpdate()
    .execute();
  const email = traces.email;
  for (const stored of imports) {
    const mapping = stored.mapping as Record<string, ImportField>;
    const fields = stored.headers.map((header) => mapping[header] ?? 'ignore');
    const column = (field: ImportField) => fields.indexOf(field);
    const ownLines: number[] = [];
    const cells = stored.cells.map((row, index) => {
      const own = (email !== null && same(row[column('email')], email)) || numbers.some((number) => same(row[column('memberNumber')], number));
      if (own) {
        ownLines.push(index + 2);
        return row.map(() => '');
      }
      return row.map((cell, at) => {
        const guardianSlot = /^guardian([12])/.exec(fields[at] ?? '')?.[1];
        if (!guardianSlot || email === null) return cell;
        return same(row[column(`guardian${guardianSlot}Email` as ImportField)], email) ? '' : cell;
      });
    });
    await trx.updateTable('member_imports').set({ cells: JSON.stringify(cells) }).where('id', '=', stored.id).execute();
    if (ownLines.length) {
      await trx
        .updateTable('member_import_rows')
        .set({ data: JSON.stringify({}), guardians: null, errors: JSON.stringify([]) })
        .where('import_id', '=', stored.id)
        .where('line', 'in', ownLines)
        .execute();
    }
    if (email === null) continue;
    const asGuardian = await trx
      .selectFrom('member_import_rows')
      .select(['line', 'guardians'])
      .where('import_id', '=', stored.id)
      .where(sql<boolean>`guardians::text ILIKE ${`%${escapeLike(email)}%`}`)
      .execute();
    for (const row of asGuardian) {
      const kept = (row.guardians as Array<{ email: string | null }>).filter((guardian) => !same(guardian.email ?? '', email));
      await trx
        .updateTable('member_import_rows')
        .set({ guardians: kept.length ? JSON.stringify(kept) : null })
        .where('import_id', '=', stored.id)
        .where('line', '=', row.line)
        .execute();
    }
  }
}

/**
 * The audit log is append-only (migration 0014); its one exception (migration 0018) is this: while
 * the transaction-local setting `touchline.erasure` is on, an UPDATE may change an entry's actor
 * address, details and client address and nothing else. The person's address becomes the erased
 * account's, their address and names in the details become 'erased', and the client address of what
 * they did themselves goes. What happened, when, by
 * whom (the id of the anonymous row) stays.
 */
export async function pseudonymiseAudit(trx: Kysely<DB>, traces: PersonTraces, erasedEmail: string): Promise<void> {
  const needles = [traces.email ?? '', ...traces.names.map((name) => name.toLowerCase())].filter((needle) => needle.trim() !== '');
  const rows = await trx
    .selectFrom('audit')
    .select(['id', 'actor_id', 'actor_email', 'details'])
    .where((eb) => eb.or([eb('club_id', '=', traces.clubId), eb('club_id', 'is', null)]))
    .where((eb) => eb.or([
      eb('actor_id', 'in', traces.personIds),
      ...needles.flatMap((needle) => [eb(sql`lower(actor_email)`, '=', needle), eb('details', 'ilike', `%${escapeLike(needle)}%`)]),
    ]))
    .execute();
  if (rows.length === 0) return;
  await sql`SELECT set_config('touchline.erasure', 'on', true)`.execute(trx);
  for (const row of rows) {
    await trx
      .updateTable('audit')
      .set({
        actor_email: row.actor_email && needles.includes(row.actor_email.toLowerCase()) ? erasedEmail : row.actor_email,
        // Where the erased person signed in from is theirs too.
        ...(row.actor_id && traces.personIds.includes(row.actor_id) ? { ip: null } : {}),
        details: row.details === null ? null : needles.reduce((text, needle) => replaceAll(text, needle, 'erased'), row.details),
      })
      .where('id', '=', row.id)
      .execute();
  }
  await sql`SELECT set_config('touchline.erasure', 'off', true)`.execute(trx);
}

/** Every occurrence of `needle`, in any case, replaced. */
function replaceAll(text: string, needle: string, by: string): string {
  return text.replace(new RegExp(needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), by);
}

/** A LIKE pattern's special characters taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
