import type { Kysely } from 'kysely';
import { isPlausibleEmail } from '../../contract/email.js';
import type { Config } from '../config.js';
import { isUniqueViolation } from '../db/errors.js';
import type { DB, RoleName } from '../db/schema.js';
import { issueAccountToken } from '../repositories/accounts/tokens.js';
import {
  addMembership, emailInClub, joinOtherRoles, findLiveTeam, findMailRecipient, findMailRecipients, markReinvited, insertInvitee, notYetInvited, clearInvitationDate, photoAvailableTo, positionExists,
} from '../repositories/people/invitations.js';
import type { Delivery, Mailer, OutgoingMail } from './mail/index.js';
import { activationLink, signInLink } from './mail/links.js';
import { invitationMail, type MailLanguage } from './mail/templates.js';
import { EMPTY_GUID } from '../../contract/ids.js';
import { keyed, refuse } from '../domain/refusal.js';
import { englishMessage, type KeyedMessage } from '../../contract/serverMessages.js';

/** Spec §5: names, e-mail and phone at most 50 characters. */
export const NAME_MAX = 50;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** "No value" as the web form sends it: missing, empty, the default 'file.png', or the empty GUID. */
function given(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed || trimmed === 'file.png' || trimmed === EMPTY_GUID) return null;
  return trimmed;
}

export interface InviteInput {
  email: string;
  role: RoleName;
  phoneNumber?: string | null;
  firstName: string;
  lastName: string;
  photo?: string | null;
  teamId?: string | null;
  primaryPosition?: string | null;
}

export type ValidInvite = {
  email: string;
  role: RoleName;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  photoId: string | null;
  teamId: string | null;
  primaryPositionId: string | null;
};

/**
 * Checks an invitation like the web form does (spec §5) plus what only the server knows (the team is
 * one of this club's, the picture and position exist). Answers every problem at once, as sentences.
 */
export async function validateInvite(db: Kysely<DB>, clubId: string, input: InviteInput): Promise<{ invite?: ValidInvite; problems: KeyedMessage[] }> {
  const problems: KeyedMessage[] = [];
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const email = input.email.trim();
  const phoneNumber = given(input.phoneNumber);

  if (!firstName) problems.push(keyed('firstNameRequired'));
  else if (firstName.length > NAME_MAX) problems.push(keyed('firstNameTooLong', { limit: String(NAME_MAX) }));
  if (!lastName) problems.push(keyed('lastNameRequired'));
  else if (lastName.length > NAME_MAX) problems.push(keyed('lastNameTooLong', { limit: String(NAME_MAX) }));
  if (!email) problems.push(keyed('emailRequired'));
  else if (email.length > NAME_MAX) problems.push(keyed('emailTooLong', { limit: String(NAME_MAX) }));
  else if (!isPlausibleEmail(email)) problems.push(keyed('emailNotValid', { email }));
  if (phoneNumber && phoneNumber.length > NAME_MAX) problems.push(keyed('phoneTooLong', { limit: String(NAME_MAX) }));

  const photo = given(input.photo);
  if (photo && (!UUID_PATTERN.test(photo) || !(await photoAvailableTo(db, clubId, photo)))) {
    problems.push(keyed('pictureNotFound'));
  }

  // Managers are not in teams; a trainer may start in a team; a player must.
  const teamId = input.role === 'Manager' ? null : given(input.teamId);
  if (input.role === 'Player' && !teamId) problems.push(keyed('playerNeedsTeam'));
  if (teamId && (!UUID_PATTERN.test(teamId) || !(await findLiveTeam(db, clubId, teamId)))) {
    problems.push(keyed('chosenTeamMissing'));
  }

  const position = input.role === 'Player' ? given(input.primaryPosition) : null;
  if (position && !(await positionExists(db, position))) problems.push(keyed('chosenPositionMissing'));

  if (problems.length > 0) return { problems };
  return {
    problems,
    invite: { email, role: input.role, firstName, lastName, phoneNumber, photoId: photo, teamId, primaryPositionId: position },
  };
}

/** Only this club's people make an address "in use": one known in another club is invited like a new one. */
/** The address is someone's in the club already: the caller answers it (emailInUse) in its own shape. */
export class EmailInUseError extends Error {
  constructor(readonly email: string) {
    super(englishMessage('emailInUse', { email }));
  }
}

/**
 * Records the invitee (the club's membership of the address's account, with the inviter and the date), a player's or trainer's team membership and a
 * fresh activation token, all in one transaction. Returns the person and the token to e-mail.
 */
export async function createInvitation(
  database: Kysely<DB>,
  config: Pick<Config, 'invitationLifetimeMs'>,
  clubId: string,
  invitedBy: string | null,
  invite: ValidInvite,
): Promise<{ personId: string; token: string; otherRole: boolean }> {
  const work = async (db: Kysely<DB>) => {
    // The address in this role already: refused. In another role: this is the person's second role (issue 37).
    if (await emailInClub(db, clubId, invite.email, invite.role)) throw new EmailInUseError(invite.email);
    const personId = await insertInvitee(db, { ...invite, clubId, invitedBy });
    if (invite.teamId && (invite.role === 'Trainer' || invite.role === 'Player')) await addMembership(db, invite.teamId, personId, invite.role);
    const { token } = await issueAccountToken(db, personId, 'activation', config.invitationLifetimeMs);
    const { otherRole } = await joinOtherRoles(db, clubId, personId);
    return { personId, token, otherRole };
  };
  try {
    // Part of the caller's transaction when there is one (onboarding a club), else one of its own.
    return database.isTransaction ? await work(database) : await database.transaction().execute(work);
  } catch (error) {
    // Two invitations of the same address in this club at once: the unique index decides, with the same message.
    if (isUniqueViolation(error)) throw new EmailInUseError(invite.email);
    throw error;
  }
}

/**
 * Sends (or keeps, in outbox mode) the invitation e-mail in the club's language. An account that
 * already has a password does not choose one again: its e-mail says to sign in, which accepts the
 * invitation (repositories/accounts/memberships.ts); a new address gets the activation link.
 */
type MailRecipient = Awaited<ReturnType<typeof findMailRecipient>>;

function invitationTo(recipient: MailRecipient, config: Pick<Config, 'appUrl' | 'invitationLifetimeMs'>, token: string): OutgoingMail {
  // A member without an address (a child reached through their guardians) is never sent an invitation.
  if (!recipient.email) throw refuse.conflict('personWithoutAddress');
  const link = recipient.has_password ? signInLink(config.appUrl) : activationLink(config.appUrl, token, recipient.email);
  const content = invitationMail({
    language: recipient.language as MailLanguage,
    firstName: recipient.first_name,
    clubName: recipient.club_name,
    role: recipient.role,
    inviterName: recipient.inviter_name,
    link,
    lifetimeMs: config.invitationLifetimeMs,
    hasAccount: recipient.has_password,
    children: recipient.children?.split('\n') ?? [],
  });
  return { ...content, to: recipient.email, link };
}

export async function sendInvitation(
  db: Kysely<DB>,
  mailer: Mailer,
  config: Pick<Config, 'appUrl' | 'invitationLifetimeMs'>,
  personId: string,
  token: string,
): Promise<Delivery> {
  return mailer.send(invitationTo(await findMailRecipient(db, personId), config, token));
}

/** The invitation e-mails of several people invited at once (an import's chunk), from one read of their recipients. */
export async function invitationMails(
  db: Kysely<DB>,
  config: Pick<Config, 'appUrl' | 'invitationLifetimeMs'>,
  invitations: readonly { personId: string; token: string }[],
): Promise<OutgoingMail[]> {
  const recipients = new Map((await findMailRecipients(db, invitations.map((invitation) => invitation.personId))).map((r) => [r.id, r]));
  return invitations.map((invitation) => invitationTo(recipients.get(invitation.personId)!, config, invitation.token));
}

/**
 * Sends an invitation again (a manager's 'Invite again', an operator's resend): a new link, the old one
 * stops working, the date shown is now; then the e-mail. The caller has checked the person is invited.
 */
export async function resendInvitation(
  database: Kysely<DB>,
  mailer: Mailer,
  config: Pick<Config, 'appUrl' | 'invitationLifetimeMs'>,
  personId: string,
): Promise<Delivery> {
  if (!(await findMailRecipient(database, personId)).email) throw refuse.conflict('personWithoutAddress');
  const { token } = await database.transaction().execute(async (trx) => {
    await markReinvited(trx, personId);
    return issueAccountToken(trx, personId, 'activation', config.invitationLifetimeMs);
  });
  return sendInvitation(database, mailer, config, personId, token);
}

/**
 * The invitations an import run left unsent (invite: false), sent now: to the club's people not invited
 * yet, all or those of the given roles, teams or ids, one after the other (each a new link, as 'Invite
 * again' sends). Answers how many went and how many could not be delivered (those stay not invited: send
 * again).
 */
export async function sendPendingInvitations(
  database: Kysely<DB>,
  mailer: Mailer,
  config: Pick<Config, 'appUrl' | 'invitationLifetimeMs'>,
  clubId: string,
  only: { roles?: readonly RoleName[]; teamIds?: readonly string[]; personIds?: readonly string[] },
): Promise<{ sent: number; failed: number }> {
  const answer = { sent: 0, failed: 0 };
  for (const personId of await notYetInvited(database, clubId, only)) {
    const delivery = await resendInvitation(database, mailer, config, personId);
    if (delivery.delivered) answer.sent++;
    else {
      answer.failed++;
      // Not delivered: still not invited, so the next send tries again.
      await clearInvitationDate(database, personId);
    }
  }
  return answer;
}
