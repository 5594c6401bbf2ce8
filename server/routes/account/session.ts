import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { ErrorBody, LoginResponse } from '../../../contract/schemas.js';
import type { DB } from '../../db/schema.js';
import { findAccountByEmail, recordLogin } from '../../repositories/accounts/passwords.js';
import { acceptLiveInvitations, accountOfPerson, activeMemberships, type Membership } from '../../repositories/accounts/memberships.js';
import { createSession, revokeSession } from '../../repositories/accounts/sessions.js';
import { bearerToken } from '../../domain/tokens.js';
import { decoyPasswordHash, verifyPassword } from '../../services/passwords.js';
import { ENDS_SESSION_EXTENSION } from '../../plugins/auth.js';
import { hasAcceptedCurrentTerms } from '../../repositories/accounts/terms.js';
import { countSignInAttempt, RateLimited, signInSucceeded } from '../../services/rateLimits.js';
import { recordAudit } from '../../repositories/audit.js';
import { refuse } from '../../domain/refusal.js';
import { englishMessage } from '../../../contract/serverMessages.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';

/** A session (bearer token) for one club of the account: every call made with it stays in that club. */
async function startClubSession(db: Kysely<DB>, membership: Membership, lifetimeMs: number): Promise<string> {
  const token = await createSession(db, membership.personId, lifetimeMs);
  await recordLogin(db, membership.personId);
  return token;
}

const clubList = (clubs: Membership[]) =>
  clubs.map(({ clubId, clubName, personId, role, about }) => ({ clubId, clubName, id: personId, role, ...(about.length ? { about } : {}) }));

/**
 * Login's answer (spec §7) for the club of the token; the list of clubs only for a person in several,
 * so a person in one club gets exactly the spec's answer.
 */
async function signedInAnswer(db: Kysely<DB>, accessToken: string, membership: Membership, clubs: Membership[]) {
  const termsAccepted = await hasAcceptedCurrentTerms(db, membership.personId);
  return {
    accessToken, id: membership.personId, role: membership.role, errorMessage: null, termsAccepted,
    ...(clubs.length > 1 ? { clubs: clubList(clubs) } : {}),
  };
}

/** The Auth service's sign-in (spec §7), open to anyone, and the signed-in person's session: its check and its end. */
export const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, config } = app;
  const { db } = database;

  app.route({
    ...route(endpoints.accountLogin, {
      tags: ['Auth service'],
      summary: 'Sign in with e-mail and password; only active people can sign in',
      description:
        'An e-mail address is one account, which may belong to several clubs, with its own role (or roles) in each. ' +
        'The token is for one membership (club and role): the one signed in to last. For a person with several the ' +
        'answer adds `clubs` (every membership they can sign in to, that one first); /Account/SwitchClub gives a ' +
        'token for another. Signing in also ' +
        "accepts the person's still valid invitations of other clubs.",
      response: { 401: LoginResponse, 429: LoginResponse },
    }),
    handler: async (request, reply) => {
      const { userName, password } = request.body;
      // Every attempt counts against the account and the client address until it proves right;
      // too many lately are refused for a while (429).
      try {
        await countSignInAttempt(db, config.rateLimits, userName, request.ip);
      } catch (error) {
        if (!(error instanceof RateLimited)) throw error;
        await recordAudit(db, { actor: { kind: 'anonymous', email: userName }, action: 'account.signInBlocked', ip: request.ip });
        return reply.status(429).send({ accessToken: null, id: null, role: null, errorMessage: englishMessage(error.reason.messageKey, error.reason.messageValues) });
      }
      const account = await findAccountByEmail(db, userName);
      // Verify against a decoy hash when there is no such account, so timing tells nothing.
      const valid = await verifyPassword(account?.password_hash ?? (await decoyPasswordHash()), password);
      const signedIn = account && account.password_hash && valid && await db.transaction().execute(async (trx) => {
        await acceptLiveInvitations(trx, account.id);
        const clubs = await activeMemberships(trx, account.id);
        if (clubs.length === 0) return undefined;
        const accessToken = await startClubSession(trx, clubs[0]!, config.sessionLifetimeMs);
        await signInSucceeded(trx, userName, request.ip);
        return { accessToken, clubs };
      });
      if (!signedIn) {
        return reply.status(401).send({ accessToken: null, id: null, role: null, errorMessage: englishMessage('loginFailed') });
      }
      return signedInAnswer(db, signedIn.accessToken, signedIn.clubs[0]!, signedIn.clubs);
    },
  });

  // The Auth service's calls on the signed-in person's session: its check and its end.

  app.route({
    ...route(endpoints.accountClubs, {
      tags: ['Auth service'],
      summary: 'The clubs of the signed-in person (their own role in each) and the club of this token',
    }),
    handler: async (request) => {
      const clubs = await activeMemberships(db, await accountOfPerson(db, request.user.id));
      return { clubId: request.user.clubId, clubs: clubList(clubs) };
    },
  });

  app.route({
    ...route(endpoints.accountSwitchClub, {
      tags: ['Auth service'],
      summary: "A token for another club of the signed-in person, answered as Login's",
      description:
        'A token is for one club: every call made with it stays inside that club. This gives a new token for ' +
        "another of the person's clubs (one /Account/Clubs lists), or for another of their roles in a club (`id`: a " +
        'trainer who is also a guardian there); the token of this call stays valid. A club or role the person does ' +
        'not have answers 404.',
      response: { 404: ErrorBody },
    }),
    handler: async (request) => {
      const clubs = await activeMemberships(db, await accountOfPerson(db, request.user.id));
      // A person may hold two roles in a club (issue 37): the id says which; without it, the one used last.
      const wanted = request.body.id?.toLowerCase();
      const target = clubs.find((club) => club.clubId === request.body.clubId.toLowerCase() && (!wanted || club.personId === wanted));
      if (!target) throw refuse.notFound('notClubMember');
      const accessToken = await db.transaction().execute((trx) => startClubSession(trx, target, config.sessionLifetimeMs));
      return signedInAnswer(db, accessToken, target, clubs);
    },
  });

  app.route({
    ...route(endpoints.accountAuthenticateWithBearerToken, {
      tags: ['Auth service'],
      summary: 'Check the bearer token of the Authorization header',
    }),
    handler: async (request) => ({
      id: request.user.id,
      role: request.user.role,
      clubId: request.user.clubId,
      expiresAt: request.user.expiresAt.toISOString(),
      termsAccepted: await hasAcceptedCurrentTerms(db, request.user.id),
    }),
  });

  app.route({
    ...route(endpoints.accountLogout, {
      tags: ['Auth service'],
      summary: 'Sign out: the bearer token of the Authorization header stops working at once',
      description:
        'Ends the session of this token on the server (every instance), so a copy of it can no longer be used. ' +
        "The person's other sessions (other devices) stay signed in. The web app calls it when someone logs out.",
      [ENDS_SESSION_EXTENSION]: true,
    }),
    handler: async (request) => {
      await revokeSession(db, bearerToken(request.headers.authorization)!);
      return { isSucceeded: true };
    },
  });
};
