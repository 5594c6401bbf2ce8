import type { Kysely } from 'kysely';
import type { RateLimits } from '../config.js';
import type { DB } from '../db/schema.js';
import { clearLimit, clearLimitsStartingWith, countAttempt, takeCount, uncountAttempt } from '../repositories/rateLimits.js';
import type { KeyedMessage } from '../../contract/serverMessages.js';
import { keyed, Refusal } from '../domain/refusal.js';

/**
 * Sign-ins and password-reset requests are limited in fixed windows, counted in the database so that
 * every server instance counts the same attempts (docs/decisions.md: what an attacker can and cannot do).
 *
 * Sign-in failures are counted per account, per client address, and per account and address together.
 * Too many failures from one address (on any accounts) block that address. Too many failures on one
 * account block the addresses that have failed on it, not the account: the person who knows the
 * password still signs in from an address that has not been guessing, however many others guess.
 */
const normalized = (email: string) => email.trim().toLowerCase();
/**
 * 'login': the clubs' sign-in; 'operator': the console's (counted apart, under the same limits, so an
 * operator's address that is also a club account's is not blocked by the other's failures).
 */
export type SignInKind = 'login' | 'operator';
const accountKey = (kind: SignInKind | 'reset', email: string) => `${kind}:account:${normalized(email)}`;
const addressKey = (kind: SignInKind | 'reset', ip: string) => `${kind}:address:${ip}`;
/** The failures of one address on one account; '|' cannot occur in an e-mail address we accept. */
const accountAddressPrefix = (email: string, kind: SignInKind = 'login') => `${kind}:account-address:${normalized(email)}|`;
const accountAddressKey = (email: string, ip: string, kind: SignInKind = 'login') => `${accountAddressPrefix(email, kind)}${ip}`;

/** The failed sign-ins counted on an account in the current window (the console's people list shows them). */
export const failedSignInKey = (email: string) => accountKey('login', email);

/** Too many attempts (429): the refusal says how long to wait, in minutes, and retryAt when it is over. */
export class RateLimited extends Refusal {
  constructor(readonly retryAt: Date, readonly reason: KeyedMessage) {
    super(429, [reason]);
  }
}

function minutesUntil(retryAt: Date): number {
  return Math.max(1, Math.ceil((retryAt.getTime() - Date.now()) / 60_000));
}

export function loginBlockedMessage(retryAt: Date): KeyedMessage {
  const minutes = minutesUntil(retryAt);
  return minutes === 1 ? keyed('signInBlockedOneMinute') : keyed('signInBlocked', { minutes: String(minutes) });
}

export function resetBlockedMessage(retryAt: Date): KeyedMessage {
  const minutes = minutesUntil(retryAt);
  return minutes === 1 ? keyed('resetBlockedOneMinute') : keyed('resetBlocked', { minutes: String(minutes) });
}

/**
 * Counts an attempt on every key and throws RateLimited when any went over its limit. The attempt
 * is counted before it is judged (not checked first and counted afterwards), so a burst of
 * simultaneous attempts cannot all pass a check that ran before any of them was counted.
 */
async function countOrRefuse(
  db: Kysely<DB>,
  windowMs: number,
  limits: ReadonlyArray<{ key: string; max: number }>,
  message: (retryAt: Date) => KeyedMessage,
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
 * Counts a sign-in attempt before the password is checked (so a burst of simultaneous guesses cannot
 * all pass a check made before any was counted), and throws RateLimited when
 * - the client address has failed too often lately, on whatever accounts; or
 * - the account has failed too often lately and this address has failed on it before (an address
 *   making its first attempt on the account is let through).
 * A right password then takes its attempts back (signInSucceeded), so only failures count.
 */
export async function countSignInAttempt(db: Kysely<DB>, limits: RateLimits, email: string, ip: string, kind: SignInKind = 'login'): Promise<void> {
  const keys = { account: accountKey(kind, email), address: addressKey(kind, ip), pair: accountAddressKey(email, ip, kind) };
  const counts = await countAttempt(db, [keys.account, keys.address, keys.pair], limits.windowMs);
  const account = counts.get(keys.account)!;
  const address = counts.get(keys.address)!;
  const pair = counts.get(keys.pair)!;
  const retryAt: Date[] = [];
  if (address.hits > limits.loginPerAddress) retryAt.push(address.windowEndsAt);
  if (account.hits > limits.loginPerAccount && pair.hits > 1) {
    // Free again when either window ends: the account's, or this address's on the account.
    retryAt.push(new Date(Math.min(account.windowEndsAt.getTime(), pair.windowEndsAt.getTime())));
  }
  if (retryAt.length > 0) {
    const latest = new Date(Math.max(...retryAt.map((date) => date.getTime())));
    throw new RateLimited(latest, loginBlockedMessage(latest));
  }
}

/**
 * A successful sign-in: this address's failures on the account were the person's own typing, so
 * they are forgotten, on the account's and the address's counters too. Failures from other
 * addresses stay counted (an attacker's guesses are not wiped by the real user signing in).
 */
export async function signInSucceeded(db: Kysely<DB>, email: string, ip: string, kind: SignInKind = 'login'): Promise<void> {
  const own = await takeCount(db, accountAddressKey(email, ip, kind));
  await uncountAttempt(db, accountKey(kind, email), own);
  await uncountAttempt(db, addressKey(kind, ip), own);
}

/** A new password forgets every failed sign-in on the account (whoever was blocked signs in at once). */
export async function forgetFailedSignIns(db: Kysely<DB>, email: string): Promise<void> {
  await clearLimit(db, accountKey('login', email));
  await clearLimitsStartingWith(db, accountAddressPrefix(email));
}

/** Counts a reset request and throws RateLimited when it is one too many (for any address, known or not). */
export async function countResetRequest(db: Kysely<DB>, limits: RateLimits, email: string, ip: string): Promise<void> {
  await countOrRefuse(db, limits.windowMs, [
    { key: accountKey('reset', email), max: limits.resetPerAccount },
    { key: addressKey('reset', ip), max: limits.resetPerAddress },
  ], resetBlockedMessage);
}
