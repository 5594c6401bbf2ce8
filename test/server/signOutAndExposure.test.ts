import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MANAGER, generateClub } from '../../server/seed/demoClub.js';
import { bearer, createTestApp, signIn, type TestApp } from './testApp.js';

/**
 * Doors that must be shut: a logged-out token stops working, the outbox of a server without SMTP is
 * for this machine only (unless OUTBOX_PUBLIC), and Strict-Transport-Security only goes over https.
 */
let t: TestApp;
let behindProxy: TestApp;
let publicOutbox: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await generateClub(t.db, { size: { teams: 1, trainers: 1, players: 2 } });
  behindProxy = await createTestApp({ trustProxy: true });
  publicOutbox = await createTestApp({ trustProxy: true, outboxPublic: true });
});
afterAll(async () => {
  await t?.close();
  await behindProxy?.close();
  await publicOutbox?.close();
});

const header = (app: TestApp, token: string) => app.app.inject({ method: 'GET', url: '/api/Manager/GetUserDetailHeader', headers: bearer(token) });

describe('POST /Account/Logout', () => {
  it('ends the session of the token it is sent with, and only that one', async () => {
    const laptop = await signIn(t.app, DEMO_MANAGER.email, DEMO_MANAGER.password);
    const phone = await signIn(t.app, DEMO_MANAGER.email, DEMO_MANAGER.password);
    const logout = await t.app.inject({ method: 'POST', url: '/Account/Logout', headers: bearer(laptop) });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ isSucceeded: true });

    const after = await header(t, laptop);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Your session has ended. Please sign in again.');
    expect((await t.app.inject({ method: 'POST', url: '/Account/AuthenticateWithBearerToken', headers: bearer(laptop) })).statusCode).toBe(401);
    // The other device stays signed in.
    expect((await header(t, phone)).statusCode).toBe(200);
    // A second logout with the ended token is refused like any call with it.
    expect((await t.app.inject({ method: 'POST', url: '/Account/Logout', headers: bearer(laptop) })).statusCode).toBe(401);
  });

  it('is described in the OpenAPI document', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/documentation/json' })).json();
    expect(spec.paths['/Account/Logout'].post).toMatchObject({ summary: expect.stringMatching(/Sign out/), security: [{ bearer: [] }] });
  });
});

describe('the outbox without SMTP_URL', () => {
  const outbox = (app: TestApp, forwardedFor?: string) =>
    app.app.inject({ method: 'GET', url: '/dev/outbox', headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });

  it('is served to this machine (loopback), over IPv4 and IPv6', async () => {
    expect((await outbox(t)).statusCode).toBe(200);
    expect((await outbox(behindProxy, '127.0.0.1')).statusCode).toBe(200);
    expect((await outbox(behindProxy, '::1')).statusCode).toBe(200);
  });

  it('does not exist for any other address, a message included', async () => {
    const mail = await behindProxy.db
      .insertInto('outbox')
      .values({ recipient: 'anna@vvoranje.nl', subject: 'Reset your Touchline password', html: '<p>link</p>', text: 'link' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const list = await outbox(behindProxy, '203.0.113.7');
    expect(list.statusCode).toBe(404);
    expect(list.json().message).toBe('There is no GET /dev/outbox.');
    const message = (forwardedFor: string) =>
      behindProxy.app.inject({ method: 'GET', url: `/dev/outbox/${mail.id}`, headers: { 'x-forwarded-for': forwardedFor } });
    expect((await message('192.168.1.20')).statusCode).toBe(404);
    expect((await message('127.0.0.1')).statusCode).toBe(200);
  });

  it('is served to everyone when the operator opts in with OUTBOX_PUBLIC', async () => {
    expect((await outbox(publicOutbox, '203.0.113.7')).statusCode).toBe(200);
  });
});

describe('Strict-Transport-Security', () => {
  const health = (app: TestApp, forwardedProto?: string) =>
    app.app.inject({ method: 'GET', url: '/api/health', headers: forwardedProto ? { 'x-forwarded-proto': forwardedProto } : {} });

  it('is not sent over plain http', async () => {
    expect((await health(t)).headers['strict-transport-security']).toBeUndefined();
    expect((await health(behindProxy, 'http')).headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY a client's own X-Forwarded-Proto is not believed.
    expect((await health(t, 'https')).headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent when the request came over https through a trusted proxy', async () => {
    const answer = await health(behindProxy, 'https');
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });
});
