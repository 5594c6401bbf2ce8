import { sql, type Expression, type Kysely } from 'kysely';
import type { DB, RoleName } from '../../db/schema.js';
import { accountFor } from '../accounts/accounts.js';
import { otherRolesInClub } from '../accounts/memberships.js';

/**
 * `isTokenExpired` of the invited lists, as a SQL expression over a person id column: the person's
 * current invitation can no longer be used because no live (unused, unvoided, unexpired) activation
 * token is left. E.g. `.select((eb) => tokenExpiredSql(eb.ref('p.id')).as('isTokenExpired'))`.
 */
export function tokenExpiredSql(personId: Expression<string>) {
  return sql<boolean>`NOT EXISTS (
    SELECT 1 FROM account_tokens t
    WHERE t.person_id = ${personId} AND t.kind = 'activation'
      AND t.used_at IS NULL AND t.voided_at IS NULL AND t.expires_at > now()
  )`;
}

/**
 * Whether the address is already one of this club's people (not removed) in this role. Only this club's
 * people count: an address known in another club is invited like a new one, and nothing tells the club
 * so. Another role of the same person in the club does not count either (issue 37: a trainer may be a
 * player or a guardian too): inviting them makes that role their second membership.
 */
export async function emailInClub(db: Kysely<DB>, clubId: string, email: string, role: RoleName): Promise<boolean> {
  const row = await db
    .selectFrom('people as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .select('p.id')
    .where((eb) => eb(eb.fn('lower', ['a.email']), '=', email.trim().toLowerCase()))
    .where('p.club_id', '=', clubId)
    .where('p.role', '=', role)
    .where('p.removed_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A membership just added for an account that already holds another live role in the club (issue 37):
 * it starts as that person is there. When they are active in the club it is active at once (they signed
 * in with this address to this club already: no second link, no second password); else it stays
 * invited, and the link that activates one of their roles activates all (repositories/accounts/memberships.ts).
 * Answers whether the account had another role in the club, and whether the new one is active.
 */
export async function joinOtherRoles(db: Kysely<DB>, clubId: string, personId: string): Promise<{ otherRole: boolean; active: boolean }> {
  const others = (await otherRolesInClub(db, clubId, personId)).filter((other) => other.removed_at === null);
  if (others.length === 0) return { otherRole: false, active: false };
  if (!others.some((other) => other.status === 'active')) return { otherRole: true, active: false };
  await db.updateTable('people').set({ status: 'active', activated_at: new Date() }).where('id', '=', personId).where('status', '=', 'invited').execute();
  return { otherRole: true, active: true };
}

/** A team of this club that has not been removed, or undefined (another club's team looks missing). */
export async function findLiveTeam(db: Kysely<DB>, clubId: string, teamId: string) {
  return db
    .selectFrom('teams')
    .select(['id', 'name'])
    .where('id', '=', teamId)
    .where('club_id', '=', clubId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

/** Whether a stored picture was uploaded for this club (UploadPhoto ties every upload to the caller's club). */
export async function photoAvailableTo(db: Kysely<DB>, clubId: string, photoId: string): Promise<boolean> {
  const row = await db
    .selectFrom('photos')
    .select('id')
    .where('id', '=', photoId)
    .where('club_id', '=', clubId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function positionExists(db: Kysely<DB>, positionId: string): Promise<boolean> {
  return (await db.selectFrom('positions').select('id').where('id', '=', positionId).executeTakeFirst()) !== undefined;
}

export interface NewInvitee {
  clubId: string;
  role: RoleName;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  photoId: string | null;
  primaryPositionId: string | null;
  /** The inviting manager; null when a platform operator onboards a club's first manager. */
  invitedBy: string | null;
}

/**
 * Records an invited person of the club (the membership of the address's account, created when the
 * address is new) with the inviter and the invitation date.
 */
export async function insertInvitee(db: Kysely<DB>, invitee: NewInvitee): Promise<string> {
  const { id } = await db
    .insertInto('people')
    .values({
      club_id: invitee.clubId,
      account_id: accountFor(invitee.email),
      role: invitee.role,
      status: 'invited',
      first_name: invitee.firstName,
      last_name: invitee.lastName,
      phone_number: invitee.phoneNumber,
      photo_id: invitee.photoId,
      primary_position_id: invitee.primaryPositionId,
      invited_by: invitee.invitedBy,
      invited_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function addMembership(db: Kysely<DB>, teamId: string, personId: string, role: 'Trainer' | 'Player'): Promise<void> {
  await db.insertInto('team_memberships').values({ team_id: teamId, person_id: personId, role }).execute();
}

/** An invited (not yet active), not removed person of this club with this role. */
export async function findInvitee(db: Kysely<DB>, clubId: string, personId: string, role: RoleName) {
  return db
    .selectFrom('people')
    .select(['id', 'status'])
    .where('id', '=', personId)
    .where('club_id', '=', clubId)
    .where('role', '=', role)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

/**
 * The club's people not invited yet (added by an import run without invitations): invited, never sent an
 * invitation (no date), not removed, with an address of their own; when roles, teams (a live membership)
 * or ids are given, those with a role not invited yet among them. In the order they were added.
 */
export async function notYetInvited(
  db: Kysely<DB>,
  clubId: string,
  only: { roles?: readonly RoleName[]; teamIds?: readonly string[]; personIds?: readonly string[] },
): Promise<string[]> {
  const query = db
    .selectFrom('people as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .select('p.id')
    .where('p.club_id', '=', clubId)
    .where('p.status', '=', 'invited')
    .where('p.invited_at', 'is', null)
    .where('p.removed_at', 'is', null)
    .where('a.email', 'is not', null)
    // One e-mail per person (issue 37): of an account's roles in the club only the first is e-mailed (a
    // role other than guardian first, then the oldest): a trainer who is a guardian too gets her trainer's
    // invitation, a player who is leider one; its link activates all their roles in the club. None when
    // one of their roles has an invitation out already (that link activates this role too).
    .where(sql<boolean>`NOT EXISTS (SELECT 1 FROM people o WHERE o.account_id = p.account_id AND o.club_id = p.club_id
      AND o.id <> p.id AND o.removed_at IS NULL
      AND ((o.status = 'invited' AND o.invited_at IS NOT NULL)
        OR ((o.role <> 'Guardian')::int, p.created_at, p.id) > ((p.role <> 'Guardian')::int, o.created_at, o.id)))`)
    // The roles, teams or ids asked for pick people, not their first role: a player who is leider is
    // e-mailed when the trainers are (one import gives his two roles one created_at, so which comes first
    // is the ids' chance), with the e-mail of his first role.
    .where((eb) => {
      let wanted = eb
        .selectFrom('people as f')
        .select('f.id')
        .whereRef('f.account_id', '=', 'p.account_id')
        .whereRef('f.club_id', '=', 'p.club_id')
        .where('f.status', '=', 'invited')
        .where('f.invited_at', 'is', null)
        .where('f.removed_at', 'is', null);
      if (only.roles?.length) wanted = wanted.where('f.role', 'in', [...only.roles]);
      if (only.personIds?.length) wanted = wanted.where('f.id', 'in', [...only.personIds]);
      if (only.teamIds?.length) {
        const teamIds = [...only.teamIds];
        wanted = wanted.where((inner) => inner.exists(inner.selectFrom('team_memberships as m').select('m.id')
          .whereRef('m.person_id', '=', 'f.id').where('m.team_id', 'in', teamIds).where('m.ended_at', 'is', null)));
      }
      return eb.exists(wanted);
    });
  return (await query.orderBy('p.created_at').orderBy('p.id').execute()).map((row) => row.id);
}

/** An invitation that could not be delivered leaves the person not invited yet. */
export async function clearInvitationDate(db: Kysely<DB>, personId: string): Promise<void> {
  await db.updateTable('people').set({ invited_at: null }).where('id', '=', personId).execute();
}

/** A re-invitation is the current invitation: its date is what the invited lists show. */
export async function markReinvited(db: Kysely<DB>, personId: string): Promise<void> {
  await db.updateTable('people').set({ invited_at: new Date() }).where('id', '=', personId).execute();
}

/**
 * Everything an account e-mail needs about its recipient: name, address, club, language, inviter, and for
 * a guardian the names of their children in the club (one per line, by first name), so the invitation
 * says whose guardian they are.
 */
function mailRecipients(db: Kysely<DB>) {
  return db
    .selectFrom('people as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .innerJoin('clubs as c', 'c.id', 'p.club_id')
    .leftJoin('people as i', 'i.id', 'p.invited_by')
    .select([
      'p.id', 'a.email', sql<boolean>`a.password_hash IS NOT NULL`.as('has_password'), 'p.first_name', 'p.role', 'c.name as club_name', 'c.language',
      sql<string | null>`CASE WHEN i.id IS NULL THEN NULL ELSE person_name(i.first_name, i.infix, i.last_name) END`.as('inviter_name'),
      // The children the person is the guardian of in the club, in this role or in their guardian role (issue 37).
      sql<string | null>`(SELECT string_agg(person_name(k.first_name, k.infix, k.last_name), E'\n' ORDER BY k.first_name, k.id)
        FROM guardianships g JOIN people k ON k.id = g.player_id AND k.removed_at IS NULL
        JOIN people gp ON gp.id = g.guardian_id AND gp.removed_at IS NULL
        WHERE gp.account_id = p.account_id AND gp.club_id = p.club_id)`.as('children'),
    ]);
}

export async function findMailRecipient(db: Kysely<DB>, personId: string) {
  return mailRecipients(db).where('p.id', '=', personId).executeTakeFirstOrThrow();
}

/** The recipients of several invitations in one read (an import's chunk). */
export async function findMailRecipients(db: Kysely<DB>, personIds: readonly string[]) {
  if (personIds.length === 0) return [];
  return mailRecipients(db).where('p.id', 'in', [...personIds]).execute();
}
