import type { RouteOptions } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, type Endpoint } from '../../contract/endpoints.js';
import { routeBodyLimit } from '../plugins/routeBodyLimits.js';
import { runForClub } from '../db/fairPool.js';
import { authenticate, authenticateOperator, onlyFor } from '../plugins/auth.js';
import type { RoutePlugin } from './area.js';
import { documentCredential } from './endpointRoute.js';
import { accountArea } from './account/index.js';
import { adminArea } from './admin/index.js';
import { operatorArea } from './operator/index.js';
import { dashboardArea } from './dashboard/index.js';
import { devOutboxRoutes } from './dev/outbox.js';
import { importArea } from './import/index.js';
import { guardianArea } from './guardian/index.js';
import { managerArea } from './manager/index.js';
import { masterDataArea } from './masterData/index.js';
import { photosArea } from './photos/index.js';
import { playerArea } from './player/index.js';
import { privacyArea } from './privacy/index.js';
import { reportArea } from './report/index.js';
import { statusArea } from './status/index.js';
import { teamArea } from './team/index.js';
import { trainerArea } from './trainer/index.js';
import { userArea } from './user/index.js';

/**
 * The route plugins of every call in the endpoint table, area by area: the spec's call table
 * (account … admin), then the calls beyond it (the console, status, pictures).
 */
export const routePlugins: RoutePlugin[] = [
  ...accountArea,
  ...userArea,
  ...masterDataArea,
  ...dashboardArea,
  ...teamArea,
  ...managerArea,
  ...playerArea,
  ...trainerArea,
  ...reportArea,
  ...privacyArea,
  ...importArea,
  ...guardianArea,
  ...adminArea,
  ...operatorArea,
  ...statusArea,
  ...photosArea,
];

const tableEntries = new Map(Object.values(endpoints).map((endpoint: Endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint]));

/**
 * The table's entry of a route (a HEAD route answers as its GET). A route outside the table stops the
 * server at start-up: its audience would be nobody's decision.
 */
function entryOf(route: RouteOptions): Endpoint {
  const methods = [route.method].flat().map((method) => (method === 'HEAD' ? 'GET' : method));
  const entry = tableEntries.get(`${methods[0]} ${route.url}`);
  if (!entry || methods.some((method) => method !== entry.method)) {
    throw new Error(`${methods.join(',')} ${route.url} is not in the endpoint table (contract/endpointAddresses.ts): every call names its audience there`);
  }
  return entry;
}

/** Puts a hook before the route's own ones of that kind. */
function runFirst<K extends 'onRequest' | 'preHandler'>(route: RouteOptions, kind: K, hook: unknown): void {
  (route as unknown as Record<K, unknown[]>)[kind] = [hook, ...[route[kind] ?? []].flat()];
}

/**
 * Every call of the server, each with the checks of the audience its entry in the endpoint table names.
 * This is the one place that adds authentication (the bearer token, or the operator's) and the role
 * checks: a route plugin only declares its calls, and cannot choose its audience but in the table.
 */
export const routes: FastifyPluginAsyncTypebox = async (app) => {
  // The calls' answers hold a club's data or a person's token: no browser or proxy keeps them
  // (a call that may be kept, a picture, says so itself).
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });

  const signedIn = authenticate(app.database.db);
  const operator = authenticateOperator(app.database.db);
  // The call's database work counts as its club's, for the fair sharing of connections (db/fairPool.ts).
  const clubsShare = (request: { user: { clubId: string } }, _reply: unknown, done: () => void) => runForClub(request.user.clubId, done);

  /** Gives a call its audience's checks, its documentation and its body limit (unless it names its own). */
  function admit(route: RouteOptions): void {
    const { audience } = entryOf(route);
    // Anyone: signing in, password links, the terms, status, pictures.
    if (audience === 'public') {
      route.bodyLimit ??= routeBodyLimit(route, 'public');
      return;
    }
    route.bodyLimit ??= routeBodyLimit(route, 'signed-in');
    // The platform's operators: an operator's token (operator_sessions), never a club's (401).
    if (audience === 'operator') {
      documentCredential(route, 'operatorBearer');
      runFirst(route, 'onRequest', operator);
      return;
    }
    // Signed-in people of a club: a valid bearer token first (401), then, for some calls, the role (403).
    documentCredential(route, 'bearer');
    runFirst(route, 'onRequest', signedIn);
    runFirst(route, 'preHandler', clubsShare);
    if (audience !== 'signedIn') onlyFor(route, audience);
  }

  await app.register(async (calls) => {
    calls.addHook('onRoute', admit);
    for (const plugin of routePlugins) await calls.register(plugin);
  });

  // Not a call of the product, so not in the table: this machine's outbox (dev/outbox.ts guards it).
  await app.register(async (tooling) => {
    tooling.addHook('onRoute', (route) => {
      route.bodyLimit ??= routeBodyLimit(route, 'public');
    });
    await tooling.register(devOutboxRoutes);
  });
};
