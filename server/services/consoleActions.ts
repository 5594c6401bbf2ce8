import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { DB } from '../db/schema.js';
import type { Mailer } from './mail/index.js';
import { recordAudit, type AuditActor } from '../repositories/audit.js';
import { findOutboxRow, markResent } from '../repositories/outbox.js';
import { revokeSessionsOfAccount } from '../repositories/accounts/sessions.js';
import { findConsolePerson } from '../repositories/console/people.js';
import { updateClubSettings } from '../repositories/clubs/clubs.js';
import { onboardClub, OnboardingError, type NewClub } from './onboarding.js';
import { resendInvitation } from './invitations.js';
import { sendPasswordReset } from './passwordReset.js';
import { findTokenOwner } from '../repositories/accounts/tokens.js';
import { MAIL_LINK_PARAMETERS, type MailLinkKind } from '../../contract/mailLinks.js';
import { forgetFailedSignIns } from './rateLimits.js';
import { keyed, refuse, Refusal } from '../domain/refusal.js';
import type { KeyedMessage } from '../../contract/serverMessages.js';

/**
 * What an operator does from the console, each written to the audit log where it happens. A refusal
 * a person can act on is a keyed refusal: 409, or 404 for a record that is not there. An action that
 * succeeds says what it did by key as well (contract/serverMessages.ts), so the console can say it in
 * the operator's language.
 */

export interface OperatorContext {
  operator: { id: string; email: string };
  ip: string;
}

const actorOf = (context: OperatorContext): AuditActor => ({ kind: 'operator', id: context.operator.id, email: context.operator.email });

async function personOrFail(db: Kysely<DB>, personId: string) {
  const person = await findConsolePerson(db, personId);
  if (!person) throw refuse.notFound('consolePersonMissing');
  return person;
}

export async function resendInvitationAsOperator(db: Kysely<DB>, mailer: Mailer, config: Config, context: OperatorContext, personId: string): Promise<KeyedMessage> {
  const person = await personOrFail(db, personId);
  if (person.status !== 'invited') throw refuse.conflict('consoleAlreadyActivated');
  const delivery = await resendInvitation(db, mailer, config, person.id);
  await recordAudit(db, {
    actor: actorOf(context), action: 'person.resendInvitation', clubId: person.clubId, target: { kind: 'person', id: person.id },
    details: { email: person.email, delivered: delivery.delivered }, ip: context.ip,
  });
  if (!delivery.delivered) throw refuse.conflict('consoleInvitationNotDelivered', { reason: delivery.error });
  return keyed('consoleInvitationResent', { email: person.email });
}

/** Signs the person's account out everywhere (every club, every device). */
export async function endSessionsAsOperator(db: Kysely<DB>, context: OperatorContext, personId: string): Promise<KeyedMessage> {
  const person = await personOrFail(db, personId);
  await db.transaction().execute(async (trx) => {
    await revokeSessionsOfAccount(trx, person.accountId);
    await recordAudit(trx, { actor: actorOf(context), action: 'person.endSessions', clubId: person.clubId, target: { kind: 'person', id: person.id }, details: { email: person.email }, ip: context.ip });
  });
  return keyed('consoleSessionsEnded', { email: person.email });
}

/** Forgets the failed sign-ins of the account: whoever was blocked may sign in at once. */
export async function unblockAsOperator(db: Kysely<DB>, context: OperatorContext, personId: string): Promise<KeyedMessage> {
  const person = await personOrFail(db, personId);
  await db.transaction().execute(async (trx) => {
    await forgetFailedSignIns(trx, person.email);
    await recordAudit(trx, { actor: actorOf(context), action: 'person.unblock', clubId: person.clubId, target: { kind: 'person', id: person.id }, details: { email: person.email }, ip: context.ip });
  });
  return keyed('consoleUnblocked', { email: person.email });
}

/** The activation or reset link an e-mail's text carries: its kind and token (the first such link). */
function actingLink(text: string): { kind: MailLinkKind; token: string } | undefined {
  const kinds: MailLinkKind[] = ['reset', 'activation'];
  for (const kind of kinds) {
    const parameter = MAIL_LINK_PARAMETERS[kind];
    const match = new RegExp(`[?&]${parameter}=[^&\\s]+`).exec(text);
    const token = match && new URLSearchParams(match[0].slice(1)).get(parameter);
    if (token) return { kind, token };
  }
  return undefined;
}

/**
 * An e-mail with an activation or reset link is not sent again as written (the console never hands its
 * link on, and the link may be spent): the person it went to gets a new one through the club's own
 * services, the invitation again (its old link stops working) or a new password reset link.
 */
async function resendLinkOf(db: Kysely<DB>, mailer: Mailer, config: Config, link: { kind: MailLinkKind; token: string }) {
  const owner = await findTokenOwner(db, link.token);
  const person = owner && (await findConsolePerson(db, owner.personId));
  if (!person) throw refuse.conflict('consoleMailLinkGone');
  if (link.kind === 'activation') {
    if (person.status !== 'invited') throw refuse.conflict('consoleAlreadyActivated');
    return { person, delivery: await resendInvitation(db, mailer, config, person.id), done: keyed('consoleInvitationResent', { email: person.email }) };
  }
  const delivery = await sendPasswordReset(db, mailer, config, person.email);
  if (!delivery) throw refuse.conflict('consoleResetNotPossible', { email: person.email });
  return { person, delivery, done: keyed('consolePasswordResetResent', { email: person.email }) };
}

/**
 * Sends a kept or failed e-mail once more: as it was written, or, when it carried an activation or reset
 * link, as a new invitation or reset link for the same person (resendLinkOf).
 */
export async function resendMailAsOperator(db: Kysely<DB>, mailer: Mailer, config: Config, context: OperatorContext, mailId: string): Promise<KeyedMessage> {
  const mail = await findOutboxRow(db, mailId);
  if (!mail) throw refuse.notFound('consoleMailMissing');
  const link = actingLink(mail.text);
  if (link) {
    const { person, delivery, done } = await resendLinkOf(db, mailer, config, link);
    if (delivery.delivered) await markResent(db, mail.id);
    await recordAudit(db, {
      actor: actorOf(context), action: 'mail.resend', clubId: person.clubId, target: { kind: 'mail', id: mail.id },
      details: { recipient: mail.recipient, link: link.kind, personId: person.id, delivered: delivery.delivered }, ip: context.ip,
    });
    if (!delivery.delivered) throw refuse.conflict('consoleMailNotDelivered', { reason: delivery.error });
    return done;
  }
  const delivery = await mailer.send({ to: mail.recipient, subject: mail.subject, html: mail.html, text: mail.text, link: '' });
  if (delivery.delivered) await markResent(db, mail.id);
  await recordAudit(db, { actor: actorOf(context), action: 'mail.resend', target: { kind: 'mail', id: mail.id }, details: { recipient: mail.recipient, delivered: delivery.delivered }, ip: context.ip });
  if (!delivery.delivered) throw refuse.conflict('consoleMailNotDelivered', { reason: delivery.error });
  return keyed('consoleMailResent', { recipient: mail.recipient });
}

/** A club's name and two-letter country as the console's forms give them, checked (409 otherwise). */
function nameAndCountry(club: { name: string; country: string }): { name: string; country: string } {
  const name = club.name.trim();
  const country = club.country.trim().toUpperCase();
  if (!name) throw refuse.conflict('clubNameRequired');
  if (!/^[A-Z]{2}$/.test(country)) throw refuse.conflict('countryCodeInvalid');
  return { name, country };
}

/** A club and its first manager, exactly as `npm run club:create` makes them (services/onboarding.ts). */
export async function createClubAsOperator(db: Kysely<DB>, mailer: Mailer, config: Config, context: OperatorContext, club: NewClub): Promise<string> {
  nameAndCountry(club);
  try {
    const created = await onboardClub(db, mailer, config, club);
    await recordAudit(db, {
      actor: actorOf(context), action: 'club.create', clubId: created.clubId, target: { kind: 'club', id: created.clubId },
      details: { name: club.name, managerEmail: club.managerEmail, delivered: created.delivery.delivered }, ip: context.ip,
    });
    return created.clubId;
  } catch (error) {
    // The name and country were checked above: what is left is the first manager's invitation.
    if (error instanceof OnboardingError && error.problems.length > 0) throw new Refusal(409, error.problems);
    throw error;
  }
}

export async function updateClubAsOperator(db: Kysely<DB>, context: OperatorContext, clubId: string, change: { name: string; country: string; language: 'en' | 'nl' }): Promise<void> {
  const { name, country } = nameAndCountry(change);
  await db.transaction().execute(async (trx) => {
    if (!(await updateClubSettings(trx, clubId, { name, country, language: change.language }))) throw refuse.notFound('consoleClubMissing');
    await recordAudit(trx, { actor: actorOf(context), action: 'club.update', clubId, target: { kind: 'club', id: clubId }, details: { name, country, language: change.language }, ip: context.ip });
  });
}
