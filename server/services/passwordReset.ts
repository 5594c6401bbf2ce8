import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { DB } from '../db/schema.js';
import { issueAccountToken } from '../repositories/accounts/tokens.js';
import { findMailRecipient } from '../repositories/people/invitations.js';
import { findAccountByEmail } from '../repositories/accounts/passwords.js';
import { activeMemberships } from '../repositories/accounts/memberships.js';
import type { Delivery, Mailer } from './mail/index.js';
import { recoveryLink } from './mail/links.js';
import { resetMail, type MailLanguage } from './mail/templates.js';

/**
 * Mails a password-reset link to the account with this address. Only an active account gets one (an
 * invited person has no password yet); for any other address nothing happens, and the caller answers
 * the same either way so nobody can probe for accounts. Answers the e-mail's delivery, or undefined when
 * no link was issued (the operators' console says so; the public call does not).
 */
export async function sendPasswordReset(
  db: Kysely<DB>,
  mailer: Mailer,
  config: Pick<Config, 'appUrl' | 'resetLifetimeMs'>,
  email: string,
): Promise<Delivery | undefined> {
  const account = await findAccountByEmail(db, email);
  // The password is the account's; the link is issued through the club signed in to last (its language).
  const person = account && (await activeMemberships(db, account.id))[0];
  if (!person) return undefined;
  const { token } = await db.transaction().execute((trx) => issueAccountToken(trx, person.personId, 'reset', config.resetLifetimeMs));
  const recipient = await findMailRecipient(db, person.personId);
  const address = recipient.email ?? email;
  const link = recoveryLink(config.appUrl, token, address);
  const content = resetMail({
    language: recipient.language as MailLanguage,
    firstName: recipient.first_name,
    clubName: recipient.club_name,
    link,
    lifetimeMs: config.resetLifetimeMs,
  });
  return mailer.send({ ...content, to: address, link });
}
