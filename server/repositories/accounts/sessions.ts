import type { Kysely } from 'kysely';
import type { DB, RoleName } from '../../db/schema.js';
import { hashToken, newToken } from '../../domain/tokens.js';

export interface SessionUser {
  id: string;
  role: RoleName;
  clubId: string;
  expiresAt: Date;
}

/** Starts a session and returns its bearer token (the only time the clear token exists). */
export async function createSession(db: Kysely<DB>, personId: string, lifetimeMs: number): Promise<string> {
  const token = newToken();
  await db
    .insertInto('sessions')
    .values({ person_id: personId, token_hash: hashToken(token), expires_at: new Date(Date.now() + lifetimeMs) })
    .execute();
  return token;
}

/** The active person a live token belongs to, or undefined. */
export async function findSessionUser(db: Kysely<DB>, token: string): Promise<SessionUser | undefined> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('people as p', 'p.id', 's.person_id')
    .select(['p.id', 'p.role', 'p.club_id', 's.expires_at'])
    .where('s.token_hash', '=', hashToken(token))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', new Date())
    .where('p.status', '=', 'active')
    .where('p.removed_at', 'is', null)
    .executeTakeFirst();
  return row && { id: row.id, role: row.role, clubId: row.club_id, expiresAt: row.expires_at };
}

/** Signs a person out everywhere (password reset, removal). */
export async function revokeSessionsOf(db: Kysely<DB>, personId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('person_id', '=', personId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends one session (sign-out): its token stops working at once, on every server instance. */
export async function revokeSession(db: Kysely<DB>, token: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .execute();
}

/** Signs an account out of every club, everywhere (a new password). */
export async function revokeSessionsOfAccount(db: Kysely<DB>, accountId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('person_id', 'in', (eb) => eb.selectFrom('people').select('id').where('account_id', '=', accountId))
    .where('revoked_at', 'is', null)
    .execute();
}
