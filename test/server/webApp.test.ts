import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './testApp.js';

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
    await writeFile(path.join(webAppDir, 'assets', 'index-abc123.js'), 'console.log(1);');
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

  it('has the service worker and the manifest asked afresh, so a new version is found at once', async () => {
    for (const file of ['/sw.js', '/manifest.webmanifest']) {
      const answer = await t.app.inject({ method: 'GET', url: file });
      expect(answer.statusCode, file).toBe(200);
      expect(answer.headers['cache-control'], file).toBe('no-cache');
    }
  });

  it('lets the browser keep the hashed scripts for an hour', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a miss under the server’s own paths with a JSON 404, never the app', async () => {
    for (const url of ['/api/Nothing/Here', '/Account/Nothing', '/Admin/Nothing']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json(), url).toMatchObject({ statusCode: 404 });
    }
  });
});
