import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { hashToken, newToken } from '../../domain/tokens.js';

export interface SignedInOperator {
  id: string;
  email: string;
}

/** A new operator with a TOTP secret and a one-time set-up token (answered in clear once). */
export async function insertOperator(db: Kysely<DB>, email: string, totpSecret: string, setupLifetimeMs: number) {
  const token = newToken();
  const row = await db
    .insertInto('operators')
    .values({ email: email.trim(), totp_secret: totpSecret, setup_token_hash: hashToken(token), setup_expires_at: new Date(Date.now() + setupLifetimeMs) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, token };
}

export async function findOperatorByEmail(db: Kysely<DB>, email: string) {
  return db.selectFrom('operators').selectAll().where(sql<string>`lower(email)`, '=', email.trim().toLowerCase()).executeTakeFirst();
}

/** The operator of a live set-up token. */
export async function findOperatorBySetupToken(db: Kysely<DB>, token: string) {
  return db
    .selectFrom('operators')
    .selectAll()
    .where('setup_token_hash', '=', hashToken(token))
    .where('setup_expires_at', '>', new Date())
    .executeTakeFirst();
}

/**
 * Takes a TOTP time step as used: only when it is later than the last one accepted, in one statement,
 * so the same code (or an older one) is refused even when two sign-ins present it at once.
 */
export async function claimTotpStep(db: Kysely<DB>, operatorId: string, step: number): Promise<boolean> {
  const row = await db
    .updateTable('operators')
    .set({ totp_last_step: step })
    .where('id', '=', operatorId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', sql<string>`${step}`)]))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Finishes the set-up: the password is set and the set-up token stops working. */
export async function completeSetup(db: Kysely<DB>, operatorId: string, passwordHash: string): Promise<void> {
  await db.updateTable('operators')
    .set({ password_hash: passwordHash, setup_token_hash: null, setup_expires_at: null })
    .where('id', '=', operatorId)
    .execute();
}

export async function createOperatorSession(db: Kysely<DB>, operatorId: string, lifetimeMs: number): Promise<string> {
  const token = newToken();
  await db.insertInto('operator_sessions')
    .values({ operator_id: operatorId, token_hash: hashToken(token), expires_at: new Date(Date.now() + lifetimeMs) })
    .execute();
  return token;
}

/** The operator of a live operator token (never a club's token: those live in `sessions`). */
export async function findOperatorSession(db: Kysely<DB>, token: string): Promise<SignedInOperator | undefined> {
  return db
    .selectFrom('operator_sessions as s')
    .innerJoin('operators as o', 'o.id', 's.operator_id')
    .select(['o.id', 'o.email'])
    .where('s.token_hash', '=', hashToken(token))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', new Date())
    .where('o.password_hash', 'is not', null)
    .executeTakeFirst();
}

export async function revokeOperatorSession(db: Kysely<DB>, token: string): Promise<void> {
  await db.updateTable('operator_sessions').set({ revoked_at: new Date() }).where('token_hash', '=', hashToken(token)).where('revoked_at', 'is', null).execute();
}
