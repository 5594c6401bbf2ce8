import type { Kysely } from 'kysely';
import type { RateLimits } from '../config.js';
import type { DB } from '../db/schema.js';
import { checkLimits, clearLimit, countAttempt } from '../repositories/rateLimits.js';

/**
 * Repeated failed sign-ins and password-reset requests are limited per account (the e-mail address)
 * and per client address, in fixed windows: a blocked account is free again when its window ends,
 * so an attacker can slow a real user down but never lock them out for good.
 */
const accountKey = (kind: 'login' | 'reset', email: string) => `${kind}:account:${email.trim().toLowerCase()}`;
const addressKey = (kind: 'login' | 'reset', ip: string) => `${kind}:address:${ip}`;

export class RateLimited extends Error {
  constructor(readonly retryAt: Date, message: string) {
    super(message);
  }
}

function minutesUntil(retryAt: Date): number {
  return Math.max(1, Math.ceil((retryAt.getTime() - Date.now()) / 60_000));
}

export function loginBlockedMessage(retryAt: Date): string {
  const minutes = minutesUntil(retryAt);
  return `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or reset your password.`;
}

export function resetBlockedMessage(retryAt: Date): string {
  const minutes = minutesUntil(retryAt);
  return `Too many password reset requests. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

/** Throws RateLimited when the account or the address has had too many failed sign-ins lately. */
export async function assertSignInAllowed(db: Kysely<DB>, limits: RateLimits, email: string, ip: string): Promise<void> {
  const state = await checkLimits(db, [
    { key: accountKey('login', email), max: limits.loginPerAccount },
    { key: addressKey('login', ip), max: limits.loginPerAddress },
  ]);
  if (state.blocked) throw new RateLimited(state.retryAt!, loginBlockedMessage(state.retryAt!));
}

export async function countFailedSignIn(db: Kysely<DB>, limits: RateLimits, email: string, ip: string): Promise<void> {
  await countAttempt(db, [accountKey('login', email), addressKey('login', ip)], limits.windowMs);
}

/** A successful sign-in or a new password forgets the account's failed sign-ins. */
export async function forgetFailedSignIns(db: Kysely<DB>, email: string): Promise<void> {
  await clearLimit(db, accountKey('login', email));
}

/** Counts a reset request and throws RateLimited when it is one too many (for any address, known or not). */
export async function countResetRequest(db: Kysely<DB>, limits: RateLimits, email: string, ip: string): Promise<void> {
  const account = accountKey('reset', email);
  const address = addressKey('reset', ip);
  const counts = await countAttempt(db, [account, address], limits.windowMs);
  const over = [
    counts.get(account)!.hits > limits.resetPerAccount ? counts.get(account)!.windowEndsAt : null,
    counts.get(address)!.hits > limits.resetPerAddress ? counts.get(address)!.windowEndsAt : null,
  ].filter((date): date is Date => date !== null);
  if (over.length > 0) {
    const retryAt = new Date(Math.max(...over.map((date) => date.getTime())));
    throw new RateLimited(retryAt, resetBlockedMessage(retryAt));
  }
}
