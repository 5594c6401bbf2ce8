import type { Kysely } from 'kysely';
import type { AccountTokenKind, DB, RoleName } from '../../db/schema.js';
import { hashToken, newToken } from '../../domain/tokens.js';

/**
 * Invitation (activation) and password-reset tokens: random, stored only as a SHA-256 hash, single
 * use and expiring. A person has at most one live token of each kind: issuing a new one voids the
 * earlier ones (re-invite, a second reset request). Call it inside a transaction: it locks the
 * person's row, so two requests at once (a double click on 'Invite again', two reset requests) take
 * turns and the later one voids the earlier one's token instead of both staying live.
 */
export async function issueAccountToken(
  db: Kysely<DB>,
  personId: string,
  kind: AccountTokenKind,
  lifetimeMs: number,
): Promise<{ token: string; expiresAt: Date }> {
  await db.selectFrom('people').select('id').where('id', '=', personId).forUpdate().execute();
  const now = new Date();
  await db
    .updateTable('account_tokens')
    .set({ voided_at: now })
    .where('person_id', '=', personId)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .execute();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + lifetimeMs);
  await db
    .insertInto('account_tokens')
    .values({ person_id: personId, kind, token_hash: hashToken(token), created_at: now, expires_at: expiresAt })
    .execute();
  return { token, expiresAt };
}

export interface TokenHolder {
  tokenId: string;
  personId: string;
  role: RoleName;
}

/**
 * The person a live token of this kind belongs to, or undefined when the token is unknown, of the
 * other kind, expired, used, voided, belongs to another address than `email`, or to a removed person.
 * Every failure looks the same to the caller: the link simply does not work.
 */
export async function findLiveToken(
  db: Kysely<DB>,
  token: string,
  kind: AccountTokenKind,
  email?: string,
): Promise<TokenHolder | undefined> {
  let query = db
    .selectFrom('account_tokens as t')
    .innerJoin('people as p', 'p.id', 't.person_id')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .select(['t.id as tokenId', 'p.id as personId', 'p.role'])
    .where('t.token_hash', '=', hashToken(token))
    .where('t.kind', '=', kind)
    .where('t.used_at', 'is', null)
    .where('t.voided_at', 'is', null)
    .where('t.expires_at', '>', new Date())
    .where('p.removed_at', 'is', null)
    .where('p.status', '=', kind === 'activation' ? 'invited' : 'active');
  if (email !== undefined) {
    query = query.where((eb) => eb(eb.fn('lower', ['a.email']), '=', email.trim().toLowerCase()));
  }
  return query.executeTakeFirst();
}

/**
 * Uses a token up: marks it used only if it is still live, in one statement, so two requests with
 * the same link can never both succeed. Returns the holder, or undefined when it was not live.
 */
export async function consumeToken(db: Kysely<DB>, token: string, kind: AccountTokenKind): Promise<TokenHolder | undefined> {
  const holder = await findLiveToken(db, token, kind);
  if (!holder) return undefined;
  const used = await db
    .updateTable('account_tokens')
    .set({ used_at: new Date() })
    .where('id', '=', holder.tokenId)
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('id')
    .executeTakeFirst();
  return used ? holder : undefined;
}

/**
 * Whom a token was issued to and for what, whether it is still live or not: the operators' console
 * resends the link an e-mail carried by issuing the same person a new one (issue 41).
 */
export async function findTokenOwner(db: Kysely<DB>, token: string): Promise<{ personId: string; kind: AccountTokenKind } | undefined> {
  return db
    .selectFrom('account_tokens')
    .select(['person_id as personId', 'kind'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
}
