import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverOptions, touchline } from '../../../server/app.js';
import { loadConfig } from '../../../server/config.js';
import { migrateToLatest } from '../../../server/db/database.js';
import { createScratchDatabase } from '../testApp.js';

/**
 * The calls anyone may make without a credential. Every other call of the server must refuse a
 * request without one: a call added outside the signed-in or operator scope fails this test.
 */
const PUBLIC_CALLS = [
  'POST /Account/Login',
  'GET /Account/TokenConfirmation',
  'GET /Account/ResetPasswordTokenValidation',
  'POST /Account/SetupInitialPassword',
  'POST /Account/SetupResetPassword',
  'POST /Account/ResetPassword',
  // An e-mail's unsubscribe link works without signing in: its signed token is the credential (issue 15).
  'GET /Account/MailPreference',
  'POST /Account/SetMailPreference',
  'GET /api/user/GetTermsAndPrivacy',
  'GET /api/health',
  'GET /photos/:id',
  // The development outbox: this machine only (see dev/outbox.ts), and gone once SMTP_URL is set.
  'GET /dev/outbox',
  'GET /dev/outbox/:id',
  // The operators' sign-in and a new operator's set-up link (the link's token is the credential).
  'POST /admin/auth/login',
  'GET /admin/auth/setup',
  'POST /admin/auth/setup',
];

/** The API documentation (Swagger UI, its files and the OpenAPI document) is public too. */
const isDocumentation = (url: string) => url === '/documentation' || url.startsWith('/documentation/');

interface Call {
  method: string;
  url: string;
  route: RouteOptions;
}

let app: FastifyInstance;
let drop: () => Promise<void>;
let closeDatabase: () => Promise<void>;
const calls: Call[] = [];

beforeAll(async () => {
  const scratch = await createScratchDatabase();
  drop = scratch.drop;
  closeDatabase = () => scratch.database.close();
  await migrateToLatest(scratch.database.db);
  // Every optional area switched on: the outbox (no SMTP_URL).
  const config = { ...loadConfig({ SCHEDULER_INTERVAL_SECONDS: '0' }), webAppDir: undefined, seedDemo: false, smtpUrl: undefined };
  const context = { database: scratch.database, config };
  app = Fastify(serverOptions(context));
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) calls.push({ method, url: route.url, route });
  });
  await app.register(touchline, context);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await closeDatabase?.();
  await drop?.();
});

/** HEAD answers like the GET it mirrors. */
const key = (call: Call) => `${call.method === 'HEAD' ? 'GET' : call.method} ${call.url}`;
const isPublic = (call: Call) => PUBLIC_CALLS.includes(key(call)) || isDocumentation(call.url);
/** A concrete address of a route: path parameters filled in with a well-formed id. */
const address = (url: string) => url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');

describe('authentication on every call', () => {
  it('sees all the calls of the server, including the operator calls', () => {
    const keys = new Set(calls.map(key));
    expect(keys.size).toBeGreaterThan(60);
    expect(keys).toContain('POST /HomeAdmin');
    expect(keys).toContain('POST /api/Report/SaveReport');
  });

  it('lists only public calls that exist, so the list cannot hide a removed or renamed call', () => {
    const keys = new Set(calls.map(key));
    expect(PUBLIC_CALLS.filter((call) => !keys.has(call))).toEqual([]);
  });

  it('refuses every call outside the public list without a credential (401)', async () => {
    const open: string[] = [];
    for (const call of calls.filter((c) => !isPublic(c))) {
      const response = await app.inject({ method: call.method as 'GET', url: address(call.url) });
      if (response.statusCode !== 401) open.push(`${key(call)} answered ${response.statusCode}`);
    }
    expect(open).toEqual([]);
  });

  it('refuses every call outside the public list with a made-up bearer token (401)', async () => {
    const open: string[] = [];
    const headers = { authorization: 'Bearer not-a-real-token' };
    for (const call of calls.filter((c) => !isPublic(c))) {
      const response = await app.inject({ method: call.method as 'GET', url: address(call.url), headers });
      if (response.statusCode !== 401) open.push(`${key(call)} answered ${response.statusCode}`);
    }
    expect(open).toEqual([]);
  });

  it('documents a credential (OpenAPI security) on every call outside the public list', () => {
    const undocumented = calls
      .filter((call) => call.method !== 'HEAD' && !isPublic(call))
      .filter((call) => !((call.route.schema as { security?: unknown[] } | undefined)?.security?.length))
      .map(key);
    expect(undocumented).toEqual([]);
  });
});
