import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Endpoint } from '../../../contract/endpoints.js';
import { serverOptions, touchline } from '../../../server/app.js';
import { loadConfig } from '../../../server/config.js';
import { migrateToLatest } from '../../../server/db/database.js';
import { createScratchDatabase } from '../testApp.js';
import { routePlugins } from '../../../server/routes/index.js';
import { ENDS_SESSION_EXTENSION } from '../../../server/plugins/auth.js';
import { createClub } from '../../../server/repositories/clubs/clubs.js';
import { createSession } from '../../../server/repositories/accounts/sessions.js';
import { accountFor } from '../../../server/repositories/accounts/accounts.js';
import type { Role } from '../../../contract/schemas.js';

/** Not calls of the product: the API documentation and this machine's development outbox. */
const isTooling = (url: string) => url === '/documentation' || url.startsWith('/documentation/') || url.startsWith('/dev/');

let app: FastifyInstance;
let context: Parameters<typeof touchline>[1];
/** A bearer token of one person of each role, all of one club. */
const tokens = {} as Record<Role, string>;
let drop: () => Promise<void>;
let closeDatabase: () => Promise<void>;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  const scratch = await createScratchDatabase();
  drop = scratch.drop;
  closeDatabase = () => scratch.database.close();
  await migrateToLatest(scratch.database.db);
  const config = { ...loadConfig({ SCHEDULER_INTERVAL_SECONDS: '0' }), webAppDir: undefined, seedDemo: false, smtpUrl: undefined };
  context = { database: scratch.database, config };
  app = Fastify(serverOptions(context));
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  await app.register(touchline, context);
  await app.ready();
  const { db } = scratch.database;
  const clubId = await createClub(db, { name: 'Audience FC', country: 'NL' });
  for (const role of ['Manager', 'Trainer', 'Player', 'Guardian'] as const) {
    const { id } = await db.insertInto('people')
      .values({ club_id: clubId, role, status: 'active', account_id: accountFor(`${role.toLowerCase()}@audience.club`, 'x'), first_name: role, last_name: 'Audience' })
      .returning('id').executeTakeFirstOrThrow();
    tokens[role] = await createSession(db, id, 3_600_000);
  }
});

afterAll(async () => {
  await app?.close();
  await closeDatabase?.();
  await drop?.();
});

/** The calls the server registered, as "METHOD /path", with what its OpenAPI schema says about who may make it. */
function registered(): Map<string, Endpoint['audience']> {
  const calls = new Map<string, Endpoint['audience']>();
  for (const route of routes) {
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    if (isTooling(route.url) || schema.hide) continue;
    const security = JSON.stringify(schema.security ?? []);
    const roles = schema['x-roles'] as Endpoint['audience'] | undefined;
    const audience = security.includes('operatorBearer') ? 'operator' : (roles ?? (security.includes('bearer') ? 'signedIn' : 'public'));
    for (const method of [route.method].flat()) if (method !== 'HEAD') calls.set(`${method} ${route.url}`, audience);
  }
  return calls;
}

describe('the endpoint table (contract/endpoints.ts)', () => {
  it('lists every call the server answers, and the server answers every call it lists, for the audience it names', () => {
    const table = new Map(Object.values(endpoints).map((endpoint: Endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint.audience]));
    const server = registered();
    expect([...server.keys()].filter((call) => !table.has(call)), 'registered but not in the table').toEqual([]);
    expect([...table.keys()].filter((call) => !server.has(call)), 'in the table but not registered').toEqual([]);
    for (const [call, audience] of table) expect([call, server.get(call)]).toEqual([call, audience]);
  });

  it('names each call once', () => {
    const calls = Object.values(endpoints).map((endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(calls.length).toBe(new Set(calls).size);
  });
});

/** A concrete address of an entry: path parameters filled in with a well-formed id. */
const address = (path: string) => path.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
const ROLES: Role[] = ['Manager', 'Trainer', 'Player', 'Guardian'];
const roleRefusal = /^This is only available to /;

/**
 * The table places each call (routes/index.ts): these check that the place is kept, by calling, not
 * by reading the OpenAPI document the same table wrote.
 */
describe('each call answers the audience its entry names', () => {
  const entries = () => Object.values(endpoints) as Endpoint[];
  const endsSession = (endpoint: Endpoint) =>
    routes.some((route) => route.url === endpoint.path && (route.schema as Record<string, unknown> | undefined)?.[ENDS_SESSION_EXTENSION]);
  const send = (endpoint: Endpoint, role: Role) =>
    app.inject({ method: endpoint.method, url: address(endpoint.path), headers: { authorization: `Bearer ${tokens[role]}` } });

  it('refuses the roles a call is not for (403, before its input is read), and lets the others past the role check', async () => {
    const wrong: string[] = [];
    const restricted = entries().filter((endpoint) => Array.isArray(endpoint.audience));
    expect(restricted.some((endpoint) => !endpoint.audience.includes('Manager'))).toBe(true);
    for (const endpoint of restricted) {
      for (const role of ROLES.filter((r) => !(endpoint.audience as readonly Role[]).includes(r))) {
        const response = await send(endpoint, role);
        if (response.statusCode !== 403 || !roleRefusal.test(response.json().message)) wrong.push(`${endpoint.path} as ${role}: ${response.statusCode}`);
      }
    }
    for (const endpoint of restricted.filter((e) => !endsSession(e))) {
      for (const role of endpoint.audience as readonly Role[]) {
        const response = await send(endpoint, role);
        const refusedForRole = response.statusCode === 403 && roleRefusal.test(response.json().message);
        if (response.statusCode === 401 || refusedForRole) wrong.push(`${endpoint.path} as ${role}, who may: ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets every role of a club make the calls for everyone signed in, and no club person make an operator\'s', async () => {
    const wrong: string[] = [];
    for (const endpoint of entries().filter((e) => e.audience === 'signedIn' && !endsSession(e))) {
      for (const role of ROLES) {
        const response = await send(endpoint, role);
        // A call's own rule may still say 403 (another person's picture): not the role check's sentence.
        const refusedForRole = response.statusCode === 403 && roleRefusal.test(response.json().message);
        if (response.statusCode === 401 || refusedForRole) wrong.push(`${endpoint.path} as ${role}: ${response.statusCode}`);
      }
    }
    for (const endpoint of entries().filter((e) => e.audience === 'operator')) {
      const response = await send(endpoint, 'Manager');
      if (response.statusCode !== 401) wrong.push(`${endpoint.path} as a club's manager: ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses to start with a call that is not in the table, so no route chooses its own audience', async () => {
    const stray = async (scope: FastifyInstance) => {
      scope.get('/api/Stray/NotInTheTable', async () => ({}));
    };
    routePlugins.push(stray);
    const strayApp = Fastify(serverOptions(context));
    try {
      await expect(strayApp.register(touchline, context).ready()).rejects.toThrow(/GET \/api\/Stray\/NotInTheTable is not in the endpoint table/);
    } finally {
      routePlugins.pop();
      await strayApp.close().catch(() => undefined);
    }
  });
});

