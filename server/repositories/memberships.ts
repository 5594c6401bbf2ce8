import type { Kysely } from 'kysely';
import type { DB, RoleName } from '../db/schema.js';

/** One club an account belongs to (an active, not removed membership): what the club chooser shows. */
export interface Membership {
  personId: string;
  clubId: string;
  clubName: string;
  role: RoleName;
}

/**
 * The clubs an account can sign in to, the one signed in to last first (then the oldest membership):
 * Login issues its token for the first.
 */
export async function activeMemberships(db: Kysely<DB>, accountId: string): Promise<Membership[]> {
  const rows = await db
    .selectFrom('people as p')
    .innerJoin('clubs as c', 'c.id', 'p.club_id')
    .select(['p.id', 'p.club_id', 'c.name', 'p.role'])
    .where('p.account_id', '=', accountId)
    .where('p.status', '=', 'active')
    .where('p.removed_at', 'is', null)
    .orderBy((eb) => eb.fn.coalesce('p.last_login_at', eb.val(new Date(0))), 'desc')
    .orderBy('p.created_at')
    .orderBy('p.id')
    .execute();
  return rows.map((row) => ({ personId: row.id, clubId: row.club_id, clubName: row.name, role: row.role }));
}

/** The account a person (a membership) belongs to. */
export async function accountOfPerson(db: Kysely<DB>, personId: string): Promise<string> {
  const row = await db.selectFrom('people').select('account_id').where('id', '=', personId).executeTakeFirstOrThrow();
  return row.account_id;
}

/**
 * An account that already has a password accepts a club's invitation by signing in while it is
 * valid (docs/decisions.md, "One person, several clubs"): each invited, not removed membership of the
 * account with a live invitation becomes active, and its invitation is used up. An expired one stays
 * invited, as for a new person: the manager invites again.
 */
export async function acceptLiveInvitations(db: Kysely<DB>, accountId: string): Promise<void> {
  const now = new Date();
  const accepted = await db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('kind', '=', 'activation')
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .where('expires_at', '>', now)
    .where('person_id', 'in', (eb) =>
      eb.selectFrom('people').select('id').where('account_id', '=', accountId).where('status', '=', 'invited').where('removed_at', 'is', null),
    )
    .returning('person_id')
    .execute();
  if (accepted.length === 0) return;
  await db
    .updateTable('people')
    .set({ status: 'active', activated_at: now })
    .where('id', 'in', accepted.map((row) => row.person_id))
    .where('status', '=', 'invited')
    .execute();
}
