import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the real server and the built web app (npm run build first). The global
 * setup starts the server on a free port with a fresh data folder and the demo club.
 * Debian's Chromium is used: browser downloads are not possible here.
 */
/** The specs whose tests run against servers they start themselves (e2e/ownServer.ts, newClub's). */
const OWN_SERVER_SPECS = /\/(familyImport|memberImport|newClub)\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/globalSetup.ts',
  // Two streams: the specs on the shared demo club change its data in turn, so they run one at a time;
  // the specs that start a server of their own (a fresh club on either engine) run beside them.
  workers: 2,
  projects: [
    { name: 'demo club', testIgnore: OWN_SERVER_SPECS, workers: 1 },
    { name: 'own servers', testMatch: OWN_SERVER_SPECS, workers: 1 },
  ],
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'en-GB',
    viewport: { width: 1280, height: 800 },
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  outputDir: 'test-results',
});
