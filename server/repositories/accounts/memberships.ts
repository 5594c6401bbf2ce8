import { sql, type Kysely } from 'kysely';
import type { DB, RoleName } from '../../db/schema.js';

/**
 * One membership of an account (an active, not removed person row): a club and the person's role there.
 * An account may hold several roles in one club (issue 37: a trainer who is a guardian too), each its own
 * membership; the chooser shows each with `about`: the teams of a trainer or player, a guardian's children.
 */
export interface Membership {
  personId: string;
  clubId: string;
  clubName: string;
  role: RoleName;
  about: string[];
}

/**
 * The memberships an account can sign in to, the one signed in to last first (then the oldest):
 * Login issues its token for the first.
 */
export async function activeMemberships(db: Kysely<DB>, accountId: string): Promise<Membership[]> {
  const rows = await db
    .selectFrom('people as p')
    .innerJoin('clubs as c', 'c.id', 'p.club_id')
    .select(['p.id', 'p.club_id', 'c.name', 'p.role'])
    // What the chooser says of each role: a guardian's children, the teams of a trainer or player (naturally sorted is the list's job).
    .select(sql<string[]>`CASE WHEN p.role = 'Guardian' THEN ARRAY(
        SELECT person_name(k.first_name, k.infix, k.last_name) FROM guardianships g JOIN people k ON k.id = g.player_id
        WHERE g.guardian_id = p.id AND k.removed_at IS NULL ORDER BY k.first_name, k.id)
      ELSE ARRAY(SELECT t.name FROM team_memberships m JOIN teams t ON t.id = m.team_id
        WHERE m.person_id = p.id AND m.ended_at IS NULL AND t.removed_at IS NULL ORDER BY t.name) END`.as('about'))
    .where('p.account_id', '=', accountId)
    .where('p.status', '=', 'active')
    .where('p.removed_at', 'is', null)
    .orderBy((eb) => eb.fn.coalesce('p.last_login_at', eb.val(new Date(0))), 'desc')
    .orderBy('p.created_at')
    .orderBy('p.id')
    .execute();
  return rows.map((row) => ({ personId: row.id, clubId: row.club_id, clubName: row.name, role: row.role, about: row.about ?? [] }));
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
  if (accepted.length > 0) {
    await db
      .updateTable('people')
      .set({ status: 'active', activated_at: now })
      .where('id', 'in', accepted.map((row) => row.person_id))
      .where('status', '=', 'invited')
      .execute();
  }
  await activateOtherRoles(db, accountId);
}

/**
 * The other roles of a person in a club go with the one they proved their address with (issue 37): once
 * the account has an active membership in a club (an activation link, a sign-in accepting an
 * invitation, or from before), its invited memberships there become active too. The club added those
 * roles to a person it already reaches (a trainer made the guardian of her son, a player who is leider
 * too), so no second link and no second password are asked for. A removed membership stays removed.
 */
export async function activateOtherRoles(db: Kysely<DB>, accountId: string, clubId?: string): Promise<void> {
  let query = db
    .updateTable('people as p')
    .set({ status: 'active', activated_at: new Date() })
    .where('p.account_id', '=', accountId)
    .where('p.status', '=', 'invited')
    .where('p.removed_at', 'is', null)
    .where((eb) => eb.exists(eb.selectFrom('people as a').select('a.id')
      .where('a.account_id', '=', accountId).whereRef('a.club_id', '=', 'p.club_id')
      .where('a.status', '=', 'active').where('a.removed_at', 'is', null)));
  if (clubId) query = query.where('p.club_id', '=', clubId);
  await query.execute();
}

/**
 * The person's other memberships of their club: the same account's rows in the same club (issue 37: one
 * row per role), removed ones too, oldest first. `personId` must be of `clubId` (none otherwise).
 */
export function otherRolesInClub(db: Kysely<DB>, clubId: string, personId: string) {
  return db
    .selectFrom('people as p')
    .innerJoin('people as o', (join) => join.onRef('o.account_id', '=', 'p.account_id').onRef('o.club_id', '=', 'p.club_id'))
    .select(['o.id', 'o.status', 'o.removed_at'])
    .where('p.id', '=', personId)
    .where('p.club_id', '=', clubId)
    .where('o.id', '<>', personId)
    .orderBy('o.created_at')
    .execute();
}
