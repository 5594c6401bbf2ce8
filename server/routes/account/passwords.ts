import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../contract/schemas.js';
import { isPlausibleEmail } from '../../../contract/email.js';
import type { Kysely } from 'kysely';
import type { AccountTokenKind, DB } from '../../db/schema.js';
import { recordAudit } from '../../repositories/audit.js';
import { consumeToken, findLiveToken } from '../../repositories/accounts/tokens.js';
import { activateWithPassword, findPasswordOwner, setPassword } from '../../repositories/accounts/passwords.js';
import { revokeSessionsOfAccount } from '../../repositories/accounts/sessions.js';
import { hashPassword } from '../../services/passwords.js';
import { passwordWeakness } from '../../services/passwordStrength.js';
import { sendPasswordReset } from '../../services/passwordReset.js';
import { countResetRequest, forgetFailedSignIns } from '../../services/rateLimits.js';

/** The checklist's lower bound (spec §9: 8 to 15 characters), enforced here so no account gets a trivial password. */
export { PASSWORD_MIN } from '../../../contract/limits.js';
import { PASSWORD_MIN } from '../../../contract/limits.js';
import { refuse } from '../../domain/refusal.js';
import { endpoints } from '../../../contract/endpoints.js';
import { route } from '../endpointRoute.js';


/**
 * Auth service, anonymous calls: activating an account through the e-mailed link, and recovering a
 * password (spec §7, domain guide "Accounts, tokens and e-mail").
 */
export const passwordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, config } = app;
  const { db } = database;
  const { mailer } = app;

  // Reset e-mails are prepared after the answer is sent, so that the answer takes as long for an
  // unknown address as for a known one. Shutdown waits for the ones still under way.
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });

  const validation = (kind: AccountTokenKind) => async (token: string, email: string) => {
    const holder = await findLiveToken(db, token, kind, email);
    return {
      invitationValid: holder !== undefined,
      // Only an activation can lead to the checkout; a password reset never does.
      checkoutUrl: holder && kind === 'activation' ? config.checkoutUrl : null,
      item2: holder ? [holder.role] : [],
    };
  };
  const validateActivation = validation('activation');
  const validateReset = validation('reset');

  app.route({
    ...route(endpoints.accountTokenConfirmation, {
      tags: ['Auth service'],
      summary: 'Check an invitation (activation) link without using it up',
      response: { 400: ErrorBody },
    }),
    handler: async (request) => validateActivation(request.query.activatetoken, request.query.email),
  });

  app.route({
    ...route(endpoints.accountResetPasswordTokenValidation, {
      tags: ['Auth service'],
      summary: 'Check a password reset link without using it up',
      response: { 400: ErrorBody },
    }),
    handler: async (request) => validateReset(request.query.resetactivatetoken, request.query.email),
  });

  app.route({
    ...route(endpoints.accountSetupInitialPassword, {
      tags: ['Auth service'],
      summary: 'Choose the first password with an invitation link: the person becomes active',
      response: { 400: ErrorBody },
    }),
    handler: async (request) => {
      const passwordHash = await newPasswordHash(request.body.password);
      const holder = await db.transaction().execute(async (trx) => {
        const used = await consumeToken(trx, request.body.token, 'activation');
        if (!used) return undefined;
        await refuseOwnWords(trx, used.personId, request.body.password);
        await activateWithPassword(trx, used.personId, passwordHash);
        return used;
      });
      if (!holder) throw refuse.badRequest('activationLinkInvalid');
      return { isSucceeded: true, errorMessage: null, item2: [holder.role] };
    },
  });

  app.route({
    ...route(endpoints.accountSetupResetPassword, {
      tags: ['Auth service'],
      summary: 'Choose a new password with a reset link: the person is signed out everywhere (in all their clubs)',
      response: { 400: ErrorBody },
    }),
    handler: async (request) => {
      const passwordHash = await newPasswordHash(request.body.password);
      const holder = await db.transaction().execute(async (trx) => {
        const used = await consumeToken(trx, request.body.token, 'reset');
        if (!used) return undefined;
        await refuseOwnWords(trx, used.personId, request.body.password);
        const { accountId, email } = await setPassword(trx, used.personId, passwordHash);
        // The password is the account's: every club's sessions end.
        await revokeSessionsOfAccount(trx, accountId);
        // Whoever was locked out by failed sign-ins can sign in with the new password at once.
        await forgetFailedSignIns(trx, email);
        await recordAudit(trx, { actor: { kind: 'person', id: used.personId, email }, action: 'account.passwordReset', target: { kind: 'person', id: used.personId }, ip: request.ip });
        return used;
      });
      if (!holder) throw refuse.badRequest('resetLinkInvalid');
      return { isSucceeded: true, errorMessage: null, item2: [holder.role] };
    },
  });

  app.route({
    ...route(endpoints.accountResetPassword, {
      tags: ['Auth service'],
      summary: 'Ask for a password reset e-mail',
      description:
        'Answers the same whether or not the address has an account (no account probing). Limited per ' +
        'address and per client: too many requests answer 429 with the time to wait.',
      response: { 400: ErrorBody, 429: ErrorBody },
    }),
    handler: async (request) => {
      const email = request.query.email.trim();
      if (!email) throw refuse.badRequest('accountEmailRequired');
      if (!isPlausibleEmail(email)) throw refuse.badRequest('emailAddressNotValid');
      await countResetRequest(db, config.rateLimits, email, request.ip);
      // The answer is the same whatever happened, so nobody can probe for accounts.
      const work = sendPasswordReset(db, mailer, config, email).then(() => undefined, (error: unknown) => {
        request.log.error({ err: error }, 'password reset e-mail failed');
      });
      pending.add(work);
      void work.finally(() => pending.delete(work));
      return { isSucceeded: true, errorMessage: null };
    },
  });

  async function newPasswordHash(password: string): Promise<string> {
    if (password.length < PASSWORD_MIN) throw refuse.badRequest('passwordTooShort', { min: String(PASSWORD_MIN) });
    const weakness = passwordWeakness(password);
    if (weakness) throw refuse.badRequest(weakness);
    return hashPassword(password);
  }

  /** Refuses (and so rolls back the token's use) a password built from the person's own name, e-mail or club. */
  async function refuseOwnWords(trx: Kysely<DB>, personId: string, password: string): Promise<void> {
    const weakness = passwordWeakness(password, await findPasswordOwner(trx, personId));
    if (weakness) throw refuse.badRequest(weakness);
  }
};
