import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RoleName } from '../db/schema.js';

/** A plugin that registers some calls of an area. */
export type RoutePlugin = FastifyPluginAsyncTypebox;

/**
 * One area of the spec's call table (a folder of routes/), its calls grouped by who may make them.
 * routes/index.ts registers each group in the scope that checks it, once: no route plugin adds an
 * authentication or role hook of its own, and a call cannot be forgotten outside its scope.
 */
export interface RouteArea {
  /** Calls anyone may make, without signing in. */
  public?: RoutePlugin[];
  /** Calls for every signed-in person of a club (bearer token): 401 without a valid one. */
  signedIn?: RoutePlugin[];
  /** Calls for club managers only (403 to trainers and players): most of the main API. */
  managers?: RoutePlugin[];
  /**
   * Calls for other roles, each group behind one role check (403 to the others). The OpenAPI
   * document names the roles in the order given ("Only for trainers and club managers").
   */
  forRoles?: Array<{ roles: RoleName[]; routes: RoutePlugin[] }>;
  /** Calls for the platform's operators (an operator's token of /admin/auth/login; 401 for anyone else). */
  operator?: RoutePlugin[];
}
