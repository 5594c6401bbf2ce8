import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
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

/** The OpenAPI extension marking a call after which its bearer token no longer works (sign-out). */
export const ENDS_SESSION_EXTENSION = 'x-ends-session';

/** The OpenAPI extension listing the roles a call is for; calls without it are for every signed-in person. */
export const ROLES_EXTENSION = 'x-roles';

/** The hooks of a route that may hold the role check: before validation, or before the handler. */
function roleCheckHooks(route: RouteOptions) {
  return [...[route.preValidation ?? []].flat(), ...[route.preHandler ?? []].flat()];
}

/** Says in the OpenAPI document that a call is manager-only, for API clients and the security tests. */
function documentManagerOnly(route: RouteOptions): void {
  const schema = (route.schema ??= {}) as Record<string, unknown>;
  if (schema[ROLES_EXTENSION]) return;
  schema[ROLES_EXTENSION] = ['Manager'];
  schema.description = [schema.description, 'Only for club managers: trainers and players get 403.'].filter(Boolean).join(' ');
}

/**
 * Makes every call the plugin registers after this manager-only (403 for trainers and players) and
 * documents it so: the rule and its description cannot drift apart. The role is checked before the
 * request is validated, so a trainer is told "managers only", not what the call's fields must be.
 */
export function managerOnly(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.preValidation = [requireManager, ...[route.preValidation ?? []].flat()];
    documentManagerOnly(route);
  });
}

/** Documents the calls that are made manager-only one by one (route option `preValidation: requireManager`). */
export function registerRoleDocumentation(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (roleCheckHooks(route).some((hook) => hook === requireManager)) documentManagerOnly(route);
  });
}
