import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { recordAccess, type Actor } from './accessLog.js';
import { escapeLike, eraseFromImports, pseudonymiseAudit } from './erasureTraces.js';
import { hasChildren, removeGuardianMembership } from '../people/guardians.js';
import { personName } from '../../../contract/personName.js';

/** What an erased person is called from then on (the row stays for the anonymous figures). */
export const ERASED_FIRST_NAME = 'Erased';
export const ERASED_LAST_NAME = 'member';

export type ErasureOutcome = { erased: true } | { missing: true } | { ownAccount: true };

/**
 * Erases what identifies a person of the club (art. 17), in the caller's transaction: every row of the
 * club that belongs to the same account (a member who left and came back is one person), removed
 * first when still a member (sessions end, links void, team memberships end). Names become
 * 'Erased member'; e-mail address, phone, birth date and place, nationality, address, position and
 * photo go; the comments and feedback of the reports about them go; their scores stay, so the team's
 * and trainers' figures stay as they were. The rows move to an account of their own without a
 * password (no sign-in); the old account goes when no other club holds it, with the e-mails and sign-in
 * counters kept for its address. Erasing an erased person changes nothing.
 */
export async function erasePerson(trx: Kysely<DB>, clubId: string, personId: string, actor: Actor | null, now: Date): Promise<ErasureOutcome> {
  const person = await trx
    .selectFrom('people')
    .select(['id', 'account_id', 'erased_at', 'first_name', 'last_name'])
    .where('id', '=', personId)
    .where('club_id', '=', clubId)
    .forUpdate()
    .executeTakeFirst();
  if (!person) return { missing: true };
  if (person.erased_at) return { erased: true };
  const rows = await trx
    .selectFrom('people')
    .select(['id', 'photo_id', 'first_name', 'infix', 'last_name', 'member_number'])
    .where('club_id', '=', clubId)
    .where('account_id', '=', person.account_id)
    .where('erased_at', 'is', null)
    .forUpdate()
    .execute();
  const ids = rows.map((row) => row.id);
  if (actor && ids.includes(actor.id)) return { ownAccount: true };
  const account = await trx.selectFrom('accounts').select(['id', 'email']).where('id', '=', person.account_id).executeTakeFirstOrThrow();

  // Removed first, as RemovePlayers does it: out of every list, signed out, links void.
  await trx.updateTable('team_memberships').set({ ended_at: now }).where('person_id', 'in', ids).where('ended_at', 'is', null).execute();
  await trx.updateTable('sessions').set({ revoked_at: now }).where('person_id', 'in', ids).where('revoked_at', 'is', null).execute();
  await trx.deleteFrom('account_tokens').where('person_id', 'in', ids).execute();
  await trx.deleteFrom('mail_opt_outs').where('person_id', 'in', ids).execute();

  // An account of its own, without a password and at an address nobody can own: no sign-in.
  const tombstone = await trx
    .insertInto('accounts')
    .values({ email: `erased-${person.id}@erased.invalid`, password_hash: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('people')
    .set({
      first_name: ERASED_FIRST_NAME,
      infix: null,
      last_name: ERASED_LAST_NAME,
      member_number: null,
      birth_date: null,
      birth_place: null,
      nationality_id: null,
      phone_number: null,
      address: null,
      photo_id: null,
      primary_position_id: null,
      account_id: tombstone.id,
      erased_at: now,
      removed_at: sql<Date>`COALESCE(removed_at, ${now})`,
    })
    .where('id', 'in', ids)
    .execute();
  const photoIds = rows.flatMap((row) => (row.photo_id ? [row.photo_id] : []));
  if (photoIds.length) await trx.deleteFrom('photos').where('id', 'in', photoIds).where('club_id', '=', clubId).execute();

  // What trainers wrote about the person; the scores stay.
  const aboutThem = trx.selectFrom('reports').select('id').where('player_id', 'in', ids);
  await trx.updateTable('report_scores').set({ comment: null }).where('report_id', 'in', aboutThem).where('comment', 'is not', null).execute();
  await trx.updateTable('reports').set({ feedback: null }).where('player_id', 'in', ids).where('feedback', 'is not', null).execute();

  // Their guardians and children: the links go, and a guardian left without a child is no longer a
  // member (as RemoveGuardian does it). The consents given for them go; a consent they gave for a
  // child stays in force, given by the erased member.
  const guardians = await trx.deleteFrom('guardianships').where('club_id', '=', clubId).where('player_id', 'in', ids).returning('guardian_id').execute();
  await trx.deleteFrom('guardianships').where('club_id', '=', clubId).where('guardian_id', 'in', ids).execute();
  await trx.updateTable('guardianships').set({ added_by: null }).where('added_by', 'in', ids).execute();
  for (const { guardian_id: guardianId } of guardians) {
    if (!(await hasChildren(trx, guardianId))) await removeGuardianMembership(trx, clubId, guardianId);
  }
  await trx.deleteFrom('consents').where('player_id', 'in', ids).execute();

  // The e-mails kept for the person (the outbox, when no SMTP server is configured): to them, or naming them.
  const names = [...new Set(rows.flatMap((row) => [
    `${row.first_name} ${row.last_name}`.trim(),
    personName({ firstName: row.first_name, infix: row.infix, lastName: row.last_name }),
  ]).filter((name) => name.length > 0))];
  const email = account.email?.trim().toLowerCase() ?? null;
  await trx
    .deleteFrom('outbox')
    .where((eb) => eb.or([
      ...(email ? [eb(sql`lower(recipient)`, '=', email)] : []),
      ...names.flatMap((name) => [eb('text', 'like', `%${escapeLike(name)}%`), eb('html', 'like', `%${escapeLike(name)}%`)]),
    ]))
    .execute();

  // The address itself, unless another club still holds the account (that club's file, not ours).
  const elsewhere = await trx.selectFrom('people').select('id').where('account_id', '=', account.id).limit(1).executeTakeFirst();
  if (!elsewhere) {
    if (email) await trx.deleteFrom('rate_limits').where('key', 'like', `%${escapeLike(email)}%`).execute();
    await trx.deleteFrom('accounts').where('id', '=', account.id).execute();
  }
  const traces = {
    clubId, personIds: ids, email, names,
    memberNumbers: rows.flatMap((row) => (row.member_number ? [row.member_number] : [])),
  };
  await eraseFromImports(trx, traces);
  await pseudonymiseAudit(trx, traces, `erased-${person.id}@erased.invalid`);
  await recordAccess(trx, actor, clubId, person.id, 'erase');
  return { erased: true };
}


/**
 * The removed members whose club's retention period has passed, not yet erased: claimed with FOR
 * UPDATE SKIP LOCKED in the caller's transaction, so two servers never erase the same one. A member who
 * rejoined the club (the same account, a live row) is a member again and is not erased.
 */
export async function claimExpiredMembers(trx: Kysely<DB>, now: Date, limit: number): Promise<Array<{ id: string; clubId: string }>> {
  const rows = await trx
    .selectFrom('people as p')
    .innerJoin('clubs as c', 'c.id', 'p.club_id')
    .select(['p.id', 'p.club_id'])
    .where('p.removed_at', 'is not', null)
    .where('p.erased_at', 'is', null)
    .where(sql<boolean>`p.removed_at + make_interval(months => c.retention_months) <= ${now}`)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('people as live').select('live.id').whereRef('live.account_id', '=', 'p.account_id')
        .whereRef('live.club_id', '=', 'p.club_id').where('live.removed_at', 'is', null))))
    .orderBy('p.removed_at')
    .limit(limit)
    .forUpdate('p')
    .skipLocked()
    .execute();
  return rows.map((row) => ({ id: row.id, clubId: row.club_id }));
}
