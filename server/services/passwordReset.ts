import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { DB } from '../db/schema.js';
import { issueAccountToken } from '../repositories/accountTokens.js';
import { findMailRecipient } from '../repositories/invitations.js';
import { findPersonByEmail } from '../repositories/people.js';
import type { Mailer } from './mail/index.js';
import { recoveryLink } from './mail/links.js';
import { resetMail, type MailLanguage } from './mail/templates.js';

/**
 * Mails a password-reset link to the account with this address. Only an active account gets one (an
 * invited person has no password yet); for any other address nothing happens, and the caller answers
 * the same either way so nobody can probe for accounts.
 */
export async function sendPasswordReset(
  db: Kysely<DB>,
  mailer: Mailer,
  config: Pick<Config, 'appUrl' | 'resetLifetimeMs'>,
  email: string,
): Promise<void> {
  const person = await findPersonByEmail(db, email);
  if (!person || person.status !== 'active') return;
  const { token } = await db.transaction().execute((trx) => issueAccountToken(trx, person.id, 'reset', config.resetLifetimeMs));
  const recipient = await findMailRecipient(db, person.id);
  const link = recoveryLink(config.appUrl, token, recipient.email);
  const content = resetMail({
    language: recipient.language as MailLanguage,
    firstName: recipient.first_name,
    clubName: recipient.club_name,
    link,
    lifetimeMs: config.resetLifetimeMs,
  });
  await mailer.send({ ...content, to: recipient.email, link });
}
