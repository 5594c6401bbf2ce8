import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

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
  /** Calls for club managers only (403 to trainers and players). */
  managers?: RoutePlugin[];
  /** Calls for trainers only. */
  trainers?: RoutePlugin[];
  /** Calls for trainers and club managers. */
  trainersAndManagers?: RoutePlugin[];
  /** Calls for players only. */
  players?: RoutePlugin[];
  /** Calls for the platform operator (X-Admin-Token); they exist only when ADMIN_TOKEN is set. */
  operator?: RoutePlugin[];
}
