import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB, RoleName } from '../db/schema.js';
import { bearerToken } from '../services/tokens.js';
import { findSessionUser, type SessionUser } from '../repositories/sessions.js';
import { HttpError } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person, set by `authenticate`; every main API query is confined to user.clubId. */
    user: SessionUser;
  }
}

/** onRequest hook: a valid, unexpired, unrevoked bearer token of an active person, else 401. */
export function authenticate(db: Kysely<DB>) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request.headers.authorization);
    const user = token ? await findSessionUser(db, token) : undefined;
    if (!user) throw new HttpError(401, 'Your session has ended. Please sign in again.');
    request.user = user;
  };
}

/** preHandler for the management calls: only managers (403 for trainers and players). */
export function requireRole(...roles: RoleName[]) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    if (!roles.includes(request.user.role)) {
      throw new HttpError(403, 'This is only available to club managers.');
    }
  };
}

export const requireManager = requireRole('Manager');
