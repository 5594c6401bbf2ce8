import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.js';
import { DEMO_MANAGER, generateClub } from '../../../server/seed/demoClub.js';
import { bearer, createTestApp, signIn, type TestApp } from '../testApp.js';

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
  behindProxy = await createTestApp({ trustProxy: 1 });
  publicOutbox = await createTestApp({ trustProxy: 1, outboxPublic: true });
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
  /** The proxy in front of `behindProxy` (TRUST_PROXY=1): it connects from its own address. */
  const PROXY = '10.0.0.2';
  const outbox = (app: TestApp, options: { forwardedFor?: string; from?: string; url?: string } = {}) =>
    app.app.inject({
      method: 'GET',
      url: options.url ?? '/dev/outbox',
      remoteAddress: options.from ?? '127.0.0.1',
      headers: options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {},
    });

  it('is served to this machine (loopback), over IPv4 and IPv6', async () => {
    expect((await outbox(t)).statusCode).toBe(200);
    expect((await outbox(behindProxy, { from: '::1' })).statusCode).toBe(200);
    expect((await outbox(behindProxy, { from: '::ffff:127.0.0.1' })).statusCode).toBe(200);
  });

  it('does not exist for any other address, a message included', async () => {
    const mail = await behindProxy.db
      .insertInto('outbox')
      .values({ recipient: 'anna@vvoranje.nl', subject: 'Reset your Touchline password', html: '<p>link</p>', text: 'link' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const list = await outbox(behindProxy, { from: PROXY, forwardedFor: '203.0.113.7' });
    expect(list.statusCode).toBe(404);
    expect(list.json().message).toBe('There is no GET /dev/outbox.');
    expect((await outbox(behindProxy, { from: '192.168.1.20', url: `/dev/outbox/${mail.id}` })).statusCode).toBe(404);
    expect((await outbox(behindProxy, { url: `/dev/outbox/${mail.id}` })).statusCode).toBe(200);
  });

  it('is not opened by a forged X-Forwarded-For behind a proxy (TRUST_PROXY=1)', async () => {
    // The client writes the left part; the proxy appends the address it saw.
    for (const forged of ['127.0.0.1', '::1', '127.0.0.1, 127.0.0.1']) {
      const throughProxy = await outbox(behindProxy, { from: PROXY, forwardedFor: `${forged}, 203.0.113.7` });
      expect(throughProxy.statusCode, forged).toBe(404);
      // A proxy on the server's own machine connects over loopback, on behalf of anyone.
      const throughLocalProxy = await outbox(behindProxy, { from: '127.0.0.1', forwardedFor: `${forged}, 203.0.113.7` });
      expect(throughLocalProxy.statusCode, forged).toBe(404);
      // Nor without TRUST_PROXY, where the header is not believed at all.
      expect((await outbox(t, { from: PROXY, forwardedFor: forged })).statusCode, forged).toBe(404);
    }
  });

  it('is served to everyone when the operator opts in with OUTBOX_PUBLIC', async () => {
    expect((await outbox(publicOutbox, { from: PROXY, forwardedFor: '203.0.113.7' })).statusCode).toBe(200);
  });
});

describe('the client address behind a proxy (TRUST_PROXY=1)', () => {
  it('is the address the proxy saw: rotating a forged left part escapes no per-address limit', async () => {
    const { resetPerAddress } = behindProxy.app.config.rateLimits;
    const statuses: number[] = [];
    for (let i = 0; i < resetPerAddress + 10; i++) {
      const answer = await behindProxy.app.inject({
        method: 'POST',
        url: `/Account/ResetPassword?email=${encodeURIComponent(`nobody${i}@example.org`)}`,
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, resetPerAddress).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(resetPerAddress).every((status) => status === 429)).toBe(true);
    // Another client behind the same proxy is not limited by the first one's requests.
    const other = await behindProxy.app.inject({
      method: 'POST',
      url: '/Account/ResetPassword?email=somebody%40example.org',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '203.0.113.8' },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  it('names the proxies, as a hop count or as addresses, and never believes every hop', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,loopback' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'loopback']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=1 behind one reverse proxy/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/'proxy.internal' is neither/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/is neither/);
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

  it('comes with upgrade-insecure-requests in the content security policy, which plain http never gets', async () => {
    for (const plain of [await health(t), await health(behindProxy, 'http'), await health(t, 'https')]) {
      expect(plain.headers['content-security-policy']).toContain("default-src 'self'");
      expect(plain.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    }
    expect((await health(behindProxy, 'https')).headers['content-security-policy']).toMatch(/;upgrade-insecure-requests$/);
  });
});

describe('answers of the calls', () => {
  it('are kept by no browser or proxy (Cache-Control: no-store): a signed-in answer, a sign-in, a refusal', async () => {
    const token = await signIn(t.app, DEMO_MANAGER.email, DEMO_MANAGER.password);
    const signedIn = await header(t, token);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const login = await t.app.inject({ method: 'POST', url: '/Account/Login', payload: { userName: DEMO_MANAGER.email, password: DEMO_MANAGER.password, rememberLogin: true } });
    expect(login.headers['cache-control']).toBe('no-store');
    expect((await header(t, 'not-a-token')).headers['cache-control']).toBe('no-store');
  });
});
