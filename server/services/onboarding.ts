import { activationLink } from './mail/links.js';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { DB } from '../db/schema.js';
import { createClub } from '../repositories/clubs/clubs.js';
import { createInvitation, sendInvitation, validateInvite } from './invitations.js';
import type { Delivery, Mailer } from './mail/index.js';
import { englishMessage, type KeyedMessage } from '../../contract/serverMessages.js';

export interface NewClub {
  name: string;
  /** ISO country code, e.g. NL. */
  country: string;
  /** The e-mail language of the club; Dutch for NL and BE unless given. */
  language?: 'en' | 'nl';
  managerEmail: string;
  firstName: string;
  lastName: string;
}

/**
 * A club the command line cannot create, said for the command line (its flags); `problems` are the keyed
 * refusals of the first manager's invitation, which the console answers by key.
 */
export class OnboardingError extends Error {
  constructor(message: string, readonly problems: readonly KeyedMessage[] = []) {
    super(message);
  }
}

export function defaultLanguage(country: string): 'en' | 'nl' {
  return ['NL', 'BE'].includes(country.trim().toUpperCase()) ? 'nl' : 'en';
}

/**
 * A platform operator's onboarding of a club: the club (with the default skills) and its first
 * manager, invited like anyone else, in one transaction (an address in use or a bad name leaves no
 * club behind); then the invitation e-mail.
 */
export async function onboardClub(
  database: Kysely<DB>,
  mailer: Mailer,
  config: Pick<Config, 'appUrl' | 'invitationLifetimeMs'>,
  club: NewClub,
): Promise<{ clubId: string; managerId: string; delivery: Delivery; link: string }> {
  const name = club.name.trim();
  const country = club.country.trim().toUpperCase();
  if (!name) throw new OnboardingError('--name is required: the club\'s name.');
  if (!/^[A-Z]{2}$/.test(country)) throw new OnboardingError('--country must be a two-letter country code, e.g. NL.');
  const language = club.language ?? defaultLanguage(country);

  // A new club has nobody yet: its first manager's address is invited like any (an account known in
  // other clubs joins this one when it signs in).
  const created = await database.transaction().execute(async (db) => {
    const clubId = await createClub(db, { name, country, language });
    const { invite, problems } = await validateInvite(db, clubId, {
      email: club.managerEmail, role: 'Manager', firstName: club.firstName, lastName: club.lastName,
    });
    if (!invite) throw new OnboardingError(problems.map((problem) => englishMessage(problem.messageKey, problem.messageValues)).join(' '), problems);
    const { personId, token } = await createInvitation(db, config, clubId, null, invite);
    return { clubId, managerId: personId, token, email: invite.email };
  });
  const delivery = await sendInvitation(database, mailer, config, created.managerId, created.token);
  const link = activationLink(config.appUrl, created.token, created.email);
  return { clubId: created.clubId, managerId: created.managerId, delivery, link };
}
