import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB, RoleName } from '../db/schema.js';
import { bearerToken } from '../domain/tokens.js';
import { findSessionUser, type SessionUser } from '../repositories/accounts/sessions.js';
import { findOperatorSession, type SignedInOperator } from '../repositories/console/operators.js';
import { httpErrors } from '@fastify/sensible';
import { ErrorBody } from '../../contract/schemas.js';
import { refuse } from '../domain/refusal.js';

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
    if (!user) throw refuse.unauthorized('sessionEnded');
    request.user = user;
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator, set by `authenticateOperator` on the console's calls. */
    operator: SignedInOperator;
  }
}

/**
 * onRequest hook of the operators' calls: a live operator token (operator_sessions), else 401. A club
 * person's token is never one (it lives in `sessions`), so it opens nothing here.
 */
export function authenticateOperator(db: Kysely<DB>) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request.headers.authorization);
    const operator = token ? await findOperatorSession(db, token) : undefined;
    if (!operator) throw httpErrors.unauthorized('Sign in to the operators\' console first.');
    request.operator = operator;
  };
}

const ROLE_WORDS: Record<RoleName, string> = { Manager: 'club managers', Trainer: 'trainers', Player: 'players', Guardian: 'guardians' };

/** "club managers", "trainers and club managers": who a call is for, in words. */
function describeRoles(roles: RoleName[]): string {
  const words = roles.map((role) => ROLE_WORDS[role]);
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}` : words[0]!;
}

/** A role check (preValidation hook): only the given roles get past it, others get 403. */
function requireRole(...roles: RoleName[]) {
  const message = `This is only available to ${describeRoles(roles)}.`;
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    if (!roles.includes(request.user.role)) throw httpErrors.forbidden(message);
  };
}

/** The OpenAPI extension marking a call after which its bearer token no longer works (sign-out). */
export const ENDS_SESSION_EXTENSION = 'x-ends-session';

/** The OpenAPI extension listing the roles a call is for; calls without it are for every signed-in person. */
export const ROLES_EXTENSION = 'x-roles';

/** Says in the OpenAPI document who a call is for, for API clients and the security tests. */
function documentRoles(route: RouteOptions, roles: RoleName[]): void {
  const schema = (route.schema ??= {}) as Record<string, unknown>;
  if (schema[ROLES_EXTENSION]) return;
  schema[ROLES_EXTENSION] = roles;
  const others = (['Manager', 'Trainer', 'Player'] as RoleName[]).filter((role) => !roles.includes(role));
  const sentence = `Only for ${describeRoles(roles)}: ${describeRoles(others)} get 403.`;
  schema.description = [schema.description, sentence.charAt(0).toUpperCase() + sentence.slice(1)].filter(Boolean).join(' ');
  const response = schema.response as Record<string, unknown> | undefined;
  if (response) response[403] ??= { ...ErrorBody, description: sentence.charAt(0).toUpperCase() + sentence.slice(1) };
}

/**
 * Makes the call for the given roles only (403 for the others) and documents it so: the rule and its
 * description cannot drift apart. The role is checked before the request is validated, so a trainer
 * is told "managers only", not what the call's fields must be.
 */
export function onlyFor(route: RouteOptions, roles: readonly RoleName[]): void {
  route.preValidation = [requireRole(...roles), ...[route.preValidation ?? []].flat()] as RouteOptions['preValidation'];
  documentRoles(route, [...roles]);
}
