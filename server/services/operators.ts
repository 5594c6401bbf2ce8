import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { DB } from '../db/schema.js';
import { isPlausibleEmail } from '../../contract/email.js';
import { consoleSetupLink } from '../../contract/consolePages.js';
import { isUniqueViolation } from '../db/errors.js';
import {
  claimTotpStep, completeSetup, createOperatorSession, findOperatorByEmail, findOperatorBySetupToken, insertOperator,
} from '../repositories/console/operators.js';
import { recordAudit } from '../repositories/audit.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords.js';
import { passwordWeakness } from './passwordStrength.js';
import { refuse } from '../domain/refusal.js';
import { countSignInAttempt, signInSucceeded } from './rateLimits.js';
import { newTotpSecret, totpStep } from './totp.js';

/** How long the set-up link of a new operator works. */
export const OPERATOR_SETUP_LIFETIME_MS = 24 * 60 * 60 * 1000;


/** A new operator (the command line's operator:create) and their one-time set-up link. */
export async function createOperator(db: Kysely<DB>, config: Pick<Config, 'appUrl'>, email: string): Promise<{ id: string; link: string }> {
  const address = email.trim();
  if (!isPlausibleEmail(address)) throw refuse.badRequest('operatorEmailInvalid', { email });
  try {
    const { id, token } = await db.transaction().execute(async (trx) => {
      const created = await insertOperator(trx, address, newTotpSecret(), OPERATOR_SETUP_LIFETIME_MS);
      await recordAudit(trx, { actor: { kind: 'anonymous' }, action: 'operator.create', target: { kind: 'operator', id: created.id }, details: { email: address } });
      return created;
    });
    return { id, link: consoleSetupLink(config.appUrl, token) };
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse.conflict('operatorExists', { email: address });
    throw error;
  }
}

/**
 * Finishes a new operator's set-up: a strong enough password and a first code of the enrolled
 * authenticator, which proves the app holds the secret. The link then stops working.
 */
export async function finishOperatorSetup(db: Kysely<DB>, input: { token: string; password: string; code: string }, ip: string): Promise<void> {
  const operator = await findOperatorBySetupToken(db, input.token);
  if (!operator) throw refuse.badRequest('operatorSetupLinkInvalid');
  const weakness = passwordWeakness(input.password, { email: operator.email, firstName: '', lastName: '', clubName: 'Touchline' });
  if (weakness) throw refuse.badRequest(weakness);
  const step = totpStep(operator.totp_secret, operator.email, input.code);
  if (step === undefined) throw refuse.badRequest('operatorCodeWrong');
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    if (!(await claimTotpStep(trx, operator.id, step))) throw refuse.badRequest('operatorCodeUsed');
    await completeSetup(trx, operator.id, passwordHash);
    await recordAudit(trx, { actor: { kind: 'operator', id: operator.id, email: operator.email }, action: 'operator.setup', ip });
  });
}

/**
 * An operator's sign-in: password and a TOTP code not used before, counted and limited like the
 * clubs' sign-in (services/rateLimits.ts, kept apart under 'operator'). Throws RateLimited (429) or
 * one refusal (401) whatever was wrong, never saying which of the three; answers the new session's token.
 */
export async function signInOperator(db: Kysely<DB>, config: Config, input: { email: string; password: string; code: string }, ip: string) {
  await countSignInAttempt(db, config.rateLimits, input.email, ip, 'operator');
  const operator = await findOperatorByEmail(db, input.email);
  const valid = await verifyPassword(operator?.password_hash ?? (await decoyPasswordHash()), input.password);
  const step = operator && valid ? totpStep(operator.totp_secret, operator.email, input.code) : undefined;
  const session = operator && operator.password_hash && step !== undefined && await db.transaction().execute(async (trx) => {
    // A code used once (by anyone) within its window is refused: the step must be later than the last one.
    if (!(await claimTotpStep(trx, operator.id, step))) return undefined;
    const accessToken = await createOperatorSession(trx, operator.id, config.operatorSessionLifetimeMs);
    await signInSucceeded(trx, input.email, ip, 'operator');
    await recordAudit(trx, { actor: { kind: 'operator', id: operator.id, email: operator.email }, action: 'operator.signIn', ip });
    return { accessToken, email: operator.email };
  });
  if (!session) throw refuse.unauthorized('operatorLoginFailed');
  return session;
}
