import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeBodyLimit } from '../plugins/routeBodyLimits.js';
import { runForClub } from '../db/fairPool.js';
import type { RoleName } from '../db/schema.js';
import { authenticate, authenticateOperator, onlyFor } from '../plugins/auth.js';
import type { RouteArea, RoutePlugin } from './area.js';
import { documentCredential } from './endpointRoute.js';
import { accountArea } from './account/index.js';
import { adminArea } from './admin/index.js';
import { operatorArea } from './operator/index.js';
import { dashboardArea } from './dashboard/index.js';
import { devArea } from './dev/index.js';
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
 * The areas of the server, one folder each: the spec's call table (account … admin), then the
 * calls beyond it (status, pictures, the development outbox).
 */
export const areas: RouteArea[] = [
  accountArea,
  userArea,
  masterDataArea,
  dashboardArea,
  teamArea,
  managerArea,
  playerArea,
  trainerArea,
  reportArea,
  privacyArea,
  importArea,
  guardianArea,
  adminArea,
  operatorArea,
  statusArea,
  photosArea,
  devArea,
];

/** Gives every call of a scope the body limit that fits it, unless the call names its own. */
function limitBodies(scope: FastifyInstance, audience: 'public' | 'signed-in'): void {
  scope.addHook('onRoute', (route) => {
    route.bodyLimit ??= routeBodyLimit(route, audience);
  });
}

/**
 * Every call of the server, each in the scope of who may make it. This is the one place that adds
 * authentication (the bearer token, or the operator credential) and the role checks: a route plugin
 * only declares its calls, and the area's index.ts says which scope they belong in.
 */
export const routes: FastifyPluginAsyncTypebox = async (app) => {
  // The calls' answers hold a club's data or a person's token: no browser or proxy keeps them
  // (a call that may be kept, a picture, says so itself).
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });

  const registerAll = async (scope: typeof app, plugins: Array<RoutePlugin[] | undefined>) => {
    for (const plugin of plugins.flat()) if (plugin) await scope.register(plugin);
  };

  // Anyone: signing in, password links, the terms, status, pictures.
  await app.register(async (anyone) => {
    limitBodies(anyone, 'public');
    await registerAll(anyone, areas.map((area) => area.public));
  });

  // Signed-in people of a club: a valid bearer token first (401), then, per group, the role (403).
  await app.register(async (signedIn) => {
    limitBodies(signedIn, 'signed-in');
    documentCredential(signedIn, 'bearer');
    signedIn.addHook('onRequest', authenticate(app.database.db));
    // The call's database work counts as its club's, for the fair sharing of connections (db/fairPool.ts).
    signedIn.addHook('preHandler', (request, _reply, done) => runForClub(request.user.clubId, done));
    await registerAll(signedIn, areas.map((area) => area.signedIn));
    const roleGroups = [
      ...areas.map((area) => ({ roles: ['Manager'] as RoleName[], routes: area.managers })),
      ...areas.flatMap((area) => area.forRoles ?? []),
    ];
    for (const group of roleGroups) {
      await signedIn.register(async (restricted) => {
        onlyFor(restricted, ...group.roles);
        await registerAll(restricted, [group.routes]);
      });
    }
  });

  // The platform's operators: an operator's token (operator_sessions), never a club's (401).
  await app.register(async (operator) => {
    limitBodies(operator, 'signed-in');
    documentCredential(operator, 'operatorBearer');
    operator.addHook('onRequest', authenticateOperator(app.database.db));
    await registerAll(operator, areas.map((area) => area.operator));
  });
};
