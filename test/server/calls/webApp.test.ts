import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFile, mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../testApp.js';

/** A script of the size of a real one (compression is left out under 1 kB). */
const SCRIPT = `console.log(${JSON.stringify('Touchline '.repeat(400))});`;

/** The built web app as the server serves it: pages, the installable app's files, and the server's own paths. */
describe('serving the web app', () => {
  let webAppDir: string;
  let t: TestApp;

  beforeAll(async () => {
    webAppDir = await mkdtemp(path.join(tmpdir(), 'touchline-web-'));
    await mkdir(path.join(webAppDir, 'assets'));
    await writeFile(path.join(webAppDir, 'index.html'), '<!doctype html><title>Touchline</title>');
    await writeFile(path.join(webAppDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    await writeFile(path.join(webAppDir, 'manifest.webmanifest'), '{"name":"Touchline"}');
    await writeFile(path.join(webAppDir, 'assets', 'index-abc123.js'), SCRIPT);
    // What the build writes next to each script: its brotli and gzip forms, and (in a debug build) its map.
    await writeFile(path.join(webAppDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
    await writeFile(path.join(webAppDir, 'assets', 'index-abc123.js.gz'), gzipSync(SCRIPT));
    await writeFile(path.join(webAppDir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["src/App.tsx"]}');
    await writeFile(path.join(webAppDir, 'sw.js.map'), '{"version":3,"sources":["sw.ts"]}');
    await copyFile('public/robots.txt', path.join(webAppDir, 'robots.txt'));
    // The pages the build prerenders (issue 26): a public one and the managers' shell per language.
    await writeFile(path.join(webAppDir, 'login.html'), '<!doctype html><title>Sign in</title>');
    await writeFile(path.join(webAppDir, 'login.nl.html'), '<!doctype html><title>Inloggen</title>');
    await writeFile(path.join(webAppDir, 'forgotpassword.html'), '<!doctype html><title>Forgot password</title>');
    await writeFile(path.join(webAppDir, 'shell.html'), '<!doctype html><title>Managers shell</title>');
    await writeFile(path.join(webAppDir, 'shell.nl.html'), '<!doctype html><title>Managers shell, Dutch</title>');
    t = await createTestApp({ webAppDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(webAppDir, { recursive: true, force: true });
  });

  it('answers a page of the app with index.html, asked afresh each time', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/workspace/report?reportId=abc' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Touchline</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it("answers the managers' pages with the managers' shell in the chosen language, the other pages with their own", async () => {
    const pageOf = async (url: string, cookie?: string) => {
      const answer = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
      // The same path answers differently by the language cookie: no cache may hand one person's to another.
      expect(answer.headers.vary, url).toMatch(/cookie/i);
      return /<title>([^<]*)<\/title>/.exec(answer.body)?.[1];
    };
    for (const url of ['/', '/players', '/teams/team-detail?teamId=7', '/manager/detail-manager?userId=3', '/season', '/general-settings', '/privacy/export?userId=3']) {
      expect(await pageOf(url), url).toBe('Managers shell');
      expect(await pageOf(url, 'touchline.locale=nl'), url).toBe('Managers shell, Dutch');
    }
    // Among other cookies; an unknown language is English.
    expect(await pageOf('/trainers', 'other=1; touchline.locale=nl; more=2')).toBe('Managers shell, Dutch');
    expect(await pageOf('/trainers', 'touchline.locale=fr')).toBe('Managers shell');
    expect(await pageOf('/login', 'touchline.locale=nl')).toBe('Inloggen');
    expect(await pageOf('/login', 'touchline.locale=en')).toBe('Sign in');
    // A public page the build has in English only is answered in English whatever the language.
    expect(await pageOf('/forgotpassword', 'touchline.locale=nl')).toBe('Forgot password');
    // The other roles' areas, the public pages without a prerendered file, the console and paths the
    // app does not know keep the empty app page: no managers' bar for a trainer or a player.
    for (const url of ['/workspace', '/workspace/report?reportId=1', '/my-reports', '/family', '/chooseclub', '/termandprivacy', '/unsubscribe', '/version', '/admin', '/playersandmore', '/nothing-here']) {
      expect(await pageOf(url, 'touchline.locale=nl'), url).toBe('Touchline');
    }
  });

  it("answers a browser set to Dutch the Dutch sign-in page and managers' shell until the person chooses a language (issue 37)", async () => {
    const pageOf = async (url: string, headers: Record<string, string>) => {
      const answer = await t.app.inject({ method: 'GET', url, headers });
      expect(answer.statusCode, url).toBe(200);
      // The answer differs by the browser's language too: no cache may hand a Dutch page to an English browser.
      expect(answer.headers.vary, url).toMatch(/accept-language/i);
      return /<title>([^<]*)<\/title>/.exec(answer.body)?.[1];
    };
    const dutchBrowser = { 'accept-language': 'nl-NL,nl;q=0.9,en-US;q=0.8,en;q=0.7' };
    expect(await pageOf('/login', dutchBrowser)).toBe('Inloggen');
    expect(await pageOf('/login?next=%2Fplayers', dutchBrowser)).toBe('Inloggen');
    expect(await pageOf('/players', dutchBrowser)).toBe('Managers shell, Dutch');
    // Dutch only when asked before English; a language of neither, or none, is English.
    expect(await pageOf('/login', { 'accept-language': 'en-GB,en;q=0.9,nl;q=0.8' })).toBe('Sign in');
    expect(await pageOf('/login', { 'accept-language': 'de-DE,de;q=0.9' })).toBe('Sign in');
    expect(await pageOf('/login', {})).toBe('Sign in');
    // The person's choice wins over the browser's language, either way.
    expect(await pageOf('/login', { ...dutchBrowser, cookie: 'touchline.locale=en' })).toBe('Sign in');
    expect(await pageOf('/login', { 'accept-language': 'en-US', cookie: 'touchline.locale=nl' })).toBe('Inloggen');
  });

  it('answers /robots.txt as text, and a missing file (an extension in its name) 404, never the app\'s HTML', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toMatch(/^User-agent: \*$/m);
    for (const missing of ['/favicon.ico', '/wp-login.php', '/old/logo.png', '/.env']) {
      const answer = await t.app.inject({ method: 'GET', url: missing });
      expect(answer.statusCode, missing).toBe(404);
      expect(answer.body, missing).not.toContain('<title>Touchline</title>');
    }
  });

  it('has the service worker and the manifest asked afresh, so a new version is found at once', async () => {
    for (const file of ['/sw.js', '/manifest.webmanifest']) {
      const answer = await t.app.inject({ method: 'GET', url: file });
      expect(answer.statusCode, file).toBe(200);
      expect(answer.headers['cache-control'], file).toBe('no-cache');
    }
  });

  it('lets the browser keep the hashed scripts for good: a new version has new names', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the scripts as the build compressed them, in the encoding the browser accepts', async () => {
    const brotli = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('never serves a source map, and answers a missing script with a 404 rather than the app', async () => {
    for (const url of ['/assets/index-abc123.js.map', '/sw.js.map', '/assets/index-old999.js']) {
      const answer = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body, url).not.toContain('sources');
      expect(answer.body, url).not.toContain('<title>');
    }
  });

  it('compresses the calls’ answers for a client that accepts it, and leaves them plain for one that does not', async () => {
    const description = 'These terms apply to every club that uses Touchline. '.repeat(100);
    await t.db.insertInto('terms_versions').values({ version: '99.0', published_at: new Date('2100-01-01'), description_en: description, description_nl: description }).execute();
    const url = '/api/user/GetTermsAndPrivacy?language=en';
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual({ description, version: '99.0' });

    const brotli = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/application\/json/);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());

    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('keeps the error shape when the answer is compressed', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/Manager/GetUserDetailHeader', headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.statusCode).toBe(401);
    const body = answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.rawPayload).toString() : answer.body;
    expect(JSON.parse(body)).toMatchObject({ statusCode: 401, error: 'Unauthorized', message: expect.any(String) });
  });

  it('answers a miss under the server’s own paths with a JSON 404, never the app', async () => {
    for (const url of ['/api/Nothing/Here', '/Account/Nothing', '/Admin/Nothing']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json(), url).toMatchObject({ statusCode: 404 });
    }
  });
});
