import type { Kysely } from 'kysely';
import type { RateLimits } from '../config.js';
import type { DB } from '../db/schema.js';
import { clearLimit, countAttempt, uncountAttempt } from '../repositories/rateLimits.js';

/**
 * Sign-ins and password-reset requests are limited per account (the e-mail address) and per client
 * address, in fixed windows: a blocked account is free again when its window ends, so an attacker
 * can slow a real user down but never lock them out for good (and a password reset lifts it at once).
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

/**
 * Counts an attempt on both keys and throws RateLimited when either went over its limit. The attempt
 * is counted before it is judged (not checked first and counted afterwards), so a burst of
 * simultaneous attempts cannot all pass a check that ran before any of them was counted.
 */
async function countOrRefuse(
  db: Kysely<DB>,
  windowMs: number,
  limits: ReadonlyArray<{ key: string; max: number }>,
  message: (retryAt: Date) => string,
): Promise<void> {
  const counts = await countAttempt(db, limits.map((limit) => limit.key), windowMs);
  const over = limits
    .map((limit) => counts.get(limit.key)!)
    .filter((count, i) => count.hits > limits[i]!.max)
    .map((count) => count.windowEndsAt.getTime());
  if (over.length > 0) {
    const retryAt = new Date(Math.max(...over));
    throw new RateLimited(retryAt, message(retryAt));
  }
}

/**
 * Counts a sign-in attempt before the password is checked, and throws RateLimited when the account or
 * the client address has had too many lately. A right password then takes its attempt back
 * (signInSucceeded), so only failures count.
 */
export async function countSignInAttempt(db: Kysely<DB>, limits: RateLimits, email: string, ip: string): Promise<void> {
  await countOrRefuse(db, limits.windowMs, [
    { key: accountKey('login', email), max: limits.loginPerAccount },
    { key: addressKey('login', ip), max: limits.loginPerAddress },
  ], loginBlockedMessage);
}

/** A successful sign-in: the account's failures are forgotten and the address's attempt taken back. */
export async function signInSucceeded(db: Kysely<DB>, email: string, ip: string): Promise<void> {
  await forgetFailedSignIns(db, email);
  await uncountAttempt(db, addressKey('login', ip));
}

/** A new password forgets the account's failed sign-ins (whoever was blocked can sign in at once). */
export async function forgetFailedSignIns(db: Kysely<DB>, email: string): Promise<void> {
  await clearLimit(db, accountKey('login', email));
}

/** Counts a reset request and throws RateLimited when it is one too many (for any address, known or not). */
export async function countResetRequest(db: Kysely<DB>, limits: RateLimits, email: string, ip: string): Promise<void> {
  await countOrRefuse(db, limits.windowMs, [
    { key: accountKey('reset', email), max: limits.resetPerAccount },
    { key: addressKey('reset', ip), max: limits.resetPerAddress },
  ], resetBlockedMessage);
}
