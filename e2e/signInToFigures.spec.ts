import type { Request } from '@playwright/test';
import { test, expect, DEMO_MANAGER } from './fixtures';

// The chunk is held through page.route, which a service worker's fetches would bypass.
test.use({ serviceWorkers: 'block' });

/** The overview's calls that carry its figures. */
const OVERVIEW_CALLS = [
  '/api/MasterData/GetClubSeason',
  '/api/Dashboard/GetDashboardTotalHeader',
  '/api/Dashboard/GetMainDashboard',
  '/api/Dashboard/GetPlayerDevelopment',
  '/api/Dashboard/GetDashboardTrainerOverview',
  '/api/Dashboard/GetDashboardTeamOverview',
];

/*
 * Issue 26, sign-in to figures: after sign-in the overview's calls start at once, not after the
 * managers' app code has arrived; the overview then uses those answers instead of asking again.
 */
test("after sign-in the overview's calls start before the managers' app code has loaded, each once", async ({ page }) => {
  const requested = new Map<string, Request[]>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (OVERVIEW_CALLS.includes(path)) requested.set(path, [...(requested.get(path) ?? []), request]);
  });
  // The managers' app code is held back (also its idle prefetch on the sign-in page).
  let releaseCode!: () => void;
  const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
  await page.route(/\/assets\/ManagerApp-[^/]+\.js$/, async (route) => {
    await codeHeld;
    await route.continue();
  });

  await page.goto('/login');
  await page.getByLabel('E-mail').fill(DEMO_MANAGER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_MANAGER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Every figure's call is asked for while the code is still held back.
  await expect.poll(() => OVERVIEW_CALLS.filter((path) => !requested.has(path))).toEqual([]);

  releaseCode();
  await expect(page.getByRole('region', { name: 'Club overview' }).getByText(/^\d+ of \d+$/).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Teams' })).toContainText(/\d/);
  // The overview took the answers already under way: no call went out twice.
  expect(OVERVIEW_CALLS.map((path) => [path, requested.get(path)?.length])).toEqual(OVERVIEW_CALLS.map((path) => [path, 1]));
});

/*
 * A sign-in on this page has just issued the token: nothing is left to check, so the overview is drawn
 * at once, not the managers' shell with its progress indicator first (which a stored token's page
 * load shows while its check runs).
 */
test("after sign-in the overview is drawn without the managers' shell standing in first", async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(DEMO_MANAGER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_MANAGER.password);
  // Anything the app draws as the shell's stand-in is marked data-shell-waiting (ManagerShell.tsx).
  await page.evaluate(() => {
    const marks = window as unknown as { shellDrawn?: boolean };
    marks.shellDrawn = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-shell-waiting]')) marks.shellDrawn = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('region', { name: 'Club overview' }).getByText(/^\d+ of \d+$/).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { shellDrawn?: boolean }).shellDrawn)).toBe(false);

  // A reload holds a stored token, which is checked first; the overview comes all the same.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Club overview' }).getByText(/^\d+ of \d+$/).first()).toBeVisible();
});
