import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Endpoint } from '../../contract/endpoints.js';
import { serverOptions, touchline } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { migrateToLatest } from '../../server/db/database.js';
import { createScratchDatabase } from './testApp.js';

/** Not calls of the product: the API documentation and this machine's development outbox. */
const isTooling = (url: string) => url === '/documentation' || url.startsWith('/documentation/') || url.startsWith('/dev/');

let app: FastifyInstance;
let drop: () => Promise<void>;
let closeDatabase: () => Promise<void>;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  const scratch = await createScratchDatabase();
  drop = scratch.drop;
  closeDatabase = () => scratch.database.close();
  await migrateToLatest(scratch.database.db);
  const config = { ...loadConfig({ SCHEDULER_INTERVAL_SECONDS: '0' }), webAppDir: undefined, seedDemo: false, smtpUrl: undefined };
  const context = { database: scratch.database, config };
  app = Fastify(serverOptions(context));
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  await app.register(touchline, context);
  await app.ready();
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
