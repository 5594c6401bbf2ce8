import { refuse } from '../domain/refusal.js';
import type { Kysely } from 'kysely';
import { MAX_GUARDIANS, type AddGuardianRequest, type GuardianRow } from '../../contract/guardians.js';
import type { Config } from '../config.js';
import { isUniqueViolation } from '../db/errors.js';
import type { DB } from '../db/schema.js';
import {
  guardiansOf, hasChildren, linkGuardian, findClubPlayer, membershipsByEmail, removeGuardianMembership, takenSlots, unlinkGuardian,
} from '../repositories/people/guardians.js';
import { revokeSessionsOf } from '../repositories/accounts/sessions.js';
import { createInvitation, EmailInUseError, sendInvitation, validateInvite } from './invitations.js';
import type { Delivery, Mailer } from './mail/index.js';


/**
 * Adds a guardian to a club's player (issue 25): the address's guardian membership of the club when it
 * has one (a guardian of a brother or sister), else a new one, invited by e-mail like anyone else. At
 * most two guardians per player: the player's row is locked while the slots are counted, and the
 * unique index on (player, slot) holds the rule even so. The e-mail goes after the commit.
 */
export async function addGuardian(
  db: Kysely<DB>,
  mailer: Mailer,
  config: Pick<Config, 'appUrl' | 'invitationLifetimeMs'>,
  caller: { clubId: string; id: string },
  input: AddGuardianRequest,
): Promise<{ guardian: GuardianRow; delivery: Delivery | null }> {
  const { clubId } = caller;
  const checked = await validateInvite(db, clubId, { email: input.email, role: 'Guardian', firstName: input.firstName, lastName: input.lastName });
  if (!checked.invite) throw refuse.all(checked.problems);
  const invite = checked.invite;

  let added: { guardianId: string; invitation: { personId: string; token: string; otherRole: boolean } | null };
  try {
    added = await db.transaction().execute(async (trx) => {
      if (!(await findClubPlayer(trx, clubId, input.userId, true))) throw refuse.notFound('playerMissing');
      // The address's guardian membership of the club (a brother's or sister's guardian) is linked. An address
      // of someone of the club in another role (a trainer, a manager) gets a guardian membership of its own
      // for the same account (issue 37); only the player's own address cannot be their guardian.
      const memberships = await membershipsByEmail(trx, clubId, invite.email);
      if (memberships.some((membership) => membership.id === input.userId)) throw refuse.conflict('guardianOtherRole', { email: invite.email });
      const member = memberships.find((membership) => membership.role === 'Guardian');
      const slots = await takenSlots(trx, input.userId);
      if (member && slots.some((slot) => slot.guardianId === member.id)) throw refuse.conflict('guardianTwice');
      const free = [1, 2].find((slot) => !slots.some((taken) => taken.slot === slot));
      if (slots.length >= MAX_GUARDIANS || free === undefined) throw refuse.conflict('guardianLimit');
      const invitation = member ? null : await createInvitation(trx, config, clubId, caller.id, invite);
      const guardianId = member?.id ?? invitation!.personId;
      await linkGuardian(trx, { clubId, playerId: input.userId, guardianId, slot: free, addedBy: caller.id });
      return { guardianId, invitation };
    });
  } catch (error) {
    // Two managers adding a guardian at once: the unique indexes decide.
    if (isUniqueViolation(error)) throw refuse.conflict('guardianLimit');
    if (error instanceof EmailInUseError) throw refuse.conflict('emailInUse', { email: input.email.trim() });
    throw error;
  }
  const { guardianId, invitation } = added;
  // A person of the club in another role is not e-mailed again: active there, they are a guardian at once
  // (the chooser shows the new role); invited there, the link they have (or get) activates both roles.
  const delivery = invitation && !invitation.otherRole ? await sendInvitation(db, mailer, config, invitation.personId, invitation.token) : null;
  const guardian = (await guardiansOf(db, clubId, input.userId)).find((row) => row.guardianId === guardianId)!;
  return { guardian, delivery };
}

/**
 * Ends a guardian's link to a player. A guardian left without a child in the club is no longer a
 * member of it: their membership ends and their sessions there stop, so nothing of the club stays
 * within their reach.
 */
export async function removeGuardian(db: Kysely<DB>, clubId: string, playerId: string, guardianId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await findClubPlayer(trx, clubId, playerId, true))) throw refuse.notFound('playerMissing');
    if (!(await unlinkGuardian(trx, clubId, playerId, guardianId))) throw refuse.notFound('guardianMissing');
    if (!(await hasChildren(trx, guardianId))) {
      await removeGuardianMembership(trx, clubId, guardianId);
      await revokeSessionsOf(trx, guardianId);
    }
  });
}
