import { refuse } from '../../domain/refusal.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../contract/schemas.js';
import { findOperatorBySetupToken, revokeOperatorSession } from '../../repositories/console/operators.js';
import { recordAudit } from '../../repositories/audit.js';
import { finishOperatorSetup, signInOperator } from '../../services/operators.js';
import { RateLimited } from '../../services/rateLimits.js';
import { totpEnrolment } from '../../services/totp.js';
import { bearerToken } from '../../domain/tokens.js';
import { ENDS_SESSION_EXTENSION } from '../../plugins/auth.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';

const tags = ['Operators\' console'];

/** Signing in to the console and setting up a new operator (the link or the credentials are the proof), and the signed-in operator's own session: who it is, and its end. */
export const operatorAuthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, config } = app;
  const { db } = database;

  app.route({
    ...route(endpoints.adminAuthLogin, {
      tags,
      summary: "An operator's sign-in: e-mail, password and the authenticator's code",
      description:
        'A code used once within its window is refused, as is a wrong one; every refusal says the same. Failed ' +
        'attempts are limited like the clubs\' sign-in (429). The token opens /admin/rest and nothing of a club.',
      response: { 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
    }),
    handler: async (request) => {
      try {
        return await signInOperator(db, config, request.body, request.ip);
      } catch (error) {
        // A blocked sign-in is written to the audit log; the refusal (429, or 401) goes out as it is.
        if (error instanceof RateLimited) {
          await recordAudit(db, { actor: { kind: 'anonymous', email: request.body.email }, action: 'operator.signInBlocked', ip: request.ip });
        }
        throw error;
      }
    },
  });

  app.route({
    ...route(endpoints.adminAuthSetup, {
      tags,
      summary: "A new operator's set-up link: the authenticator app's secret (otpauth address and QR code)",
      response: { 400: ErrorBody, 404: ErrorBody },
    }),
    handler: async (request) => {
      const operator = await findOperatorBySetupToken(db, request.query.token);
      if (!operator) throw refuse.notFound('operatorSetupLinkInvalid');
      const { uri, qrSvg } = await totpEnrolment(operator.totp_secret, operator.email);
      return { email: operator.email, otpauthUri: uri, qrSvg };
    },
  });

  app.route({
    ...route(endpoints.adminAuthSetupPost, {
      tags,
      summary: "Finish a new operator's set-up: a password and the first code of the enrolled authenticator",
      response: { 400: ErrorBody },
    }),
    handler: async (request) => {
      await finishOperatorSetup(db, request.body, request.ip);
      return { isSucceeded: true as const };
    },
  });

  // The signed-in operator's own session: who it is, and its end.
  app.route({
    ...route(endpoints.adminAuthMe, {
      tags,
      summary: 'The operator of this token',
    }),
    handler: async (request) => request.operator,
  });

  app.route({
    ...route(endpoints.adminAuthLogout, {
      tags,
      summary: "Sign out of the console: this token stops working at once",
      [ENDS_SESSION_EXTENSION]: true,
    }),
    handler: async (request) => {
      await revokeOperatorSession(db, bearerToken(request.headers.authorization)!);
      return { isSucceeded: true as const };
    },
  });
};
