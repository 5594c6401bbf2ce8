import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuthenticatedUser, ErrorBody, LoginRequest, LoginResponse } from '../../../contract/schemas.js';
import { Succeeded } from '../../../contract/clubStructure.js';
import { findPersonByEmail, recordLogin } from '../../repositories/people.js';
import { createSession, revokeSession } from '../../repositories/sessions.js';
import { bearerToken } from '../../services/tokens.js';
import { decoyPasswordHash, verifyPassword } from '../../services/passwords.js';
import { ENDS_SESSION_EXTENSION } from '../../plugins/auth.js';
import { hasAcceptedCurrentTerms } from '../../repositories/terms.js';
import { countSignInAttempt, RateLimited, signInSucceeded } from '../../services/rateLimits.js';

/** The spec's message for every failed sign-in: it never tells which part was wrong. */
export const LOGIN_FAILED = 'login or password incorrect';

/** The Auth service's sign-in (spec §7), open to anyone. */
export const signInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, config } = app;
  const { db } = database;

  app.post(
    '/Account/Login',
    {
      schema: {
        tags: ['Auth service'],
        summary: 'Sign in with e-mail and password; only active people can sign in',
        body: LoginRequest,
        response: { 200: LoginResponse, 401: LoginResponse, 429: LoginResponse },
      },
    },
    async (request, reply) => {
      const { userName, password } = request.body;
      // Every attempt counts against the account and the client address until it proves right;
      // too many lately are refused for a while (429).
      try {
        await countSignInAttempt(db, config.rateLimits, userName, request.ip);
      } catch (error) {
        if (!(error instanceof RateLimited)) throw error;
        return reply.status(429).send({ accessToken: null, id: null, role: null, errorMessage: error.message });
      }
      const person = await findPersonByEmail(db, userName);
      // Verify against a decoy hash when there is no such account, so timing tells nothing.
      const valid = await verifyPassword(person?.password_hash ?? (await decoyPasswordHash()), password);
      if (!person || !valid || person.status !== 'active') {
        return reply.status(401).send({ accessToken: null, id: null, role: null, errorMessage: LOGIN_FAILED });
      }
      const accessToken = await db.transaction().execute(async (trx) => {
        const token = await createSession(trx, person.id, config.sessionLifetimeMs);
        await recordLogin(trx, person.id);
        await signInSucceeded(trx, userName, request.ip);
        return token;
      });
      const termsAccepted = await hasAcceptedCurrentTerms(db, person.id);
      return { accessToken, id: person.id, role: person.role, errorMessage: null, termsAccepted };
    },
  );
};

/** The Auth service's calls on the signed-in person's session: its check and its end. */
export const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;

  app.post(
    '/Account/AuthenticateWithBearerToken',
    {
      schema: {
        tags: ['Auth service'],
        summary: 'Check the bearer token of the Authorization header',
        security: [{ bearer: [] }],
        response: { 200: AuthenticatedUser, 401: ErrorBody },
      },
    },
    async (request) => ({
      id: request.user.id,
      role: request.user.role,
      clubId: request.user.clubId,
      expiresAt: request.user.expiresAt.toISOString(),
      termsAccepted: await hasAcceptedCurrentTerms(db, request.user.id),
    }),
  );

  app.post(
    '/Account/Logout',
    {
      schema: {
        tags: ['Auth service'],
        summary: 'Sign out: the bearer token of the Authorization header stops working at once',
        description:
          'Ends the session of this token on the server (every instance), so a copy of it can no longer be used. ' +
          "The person's other sessions (other devices) stay signed in. The web app calls it when someone logs out.",
        security: [{ bearer: [] }],
        [ENDS_SESSION_EXTENSION]: true,
        response: { 200: Succeeded, 401: ErrorBody },
      },
    },
    async (request) => {
      await revokeSession(db, bearerToken(request.headers.authorization)!);
      return { isSucceeded: true };
    },
  );
};
