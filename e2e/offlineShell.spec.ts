import { test, expect } from './fixtures';

/*
 * Issue 26: on a second visit the service worker answers /login itself, with the prerendered sign-in
 * form (not the empty app page), so the form paints from HTML before any script, even offline.
 */
test('a second visit to /login or a token page is served the prerendered page by the service worker', async ({ page, context }) => {
  await page.goto('/login');
  // The service worker has installed and taken the page over (clientsClaim).
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker?.controller), { timeout: 15_000 }).toBe(true);

  await context.setOffline(true);
  const second = await page.goto('/login');
  expect(second?.fromServiceWorker()).toBe(true);
  const html = (await second?.text()) ?? '';
  expect(html).toContain('id="login-email"');
  expect(html).toContain('id="login-password"');
  // A token page's link carries its token in the query: still the prerendered page, not the empty app page.
  const tokenPage = await page.goto('/tokenvalidation?token=from-an-e-mail');
  expect(tokenPage?.fromServiceWorker()).toBe(true);
  const tokenHtml = (await tokenPage?.text()) ?? '';
  expect(tokenHtml).toMatch(/<div id="root"[^>]*><!--\$--><div/);
  expect(tokenHtml).not.toContain('<div id="root"></div>');
  await context.setOffline(false);
});

/*
 * Issue 26: on a second visit the service worker answers a managers' page with the managers' shell
 * in the language chosen, from its cache, so the bar and menu paint before any script, even offline;
 * the other roles' pages keep the app's empty page.
 */
test("a second visit to a managers' page is served the managers' shell by the service worker, in the chosen language", async ({ page, context }) => {
  await page.goto('/login');
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker?.controller), { timeout: 15_000 }).toBe(true);

  await context.setOffline(true);
  for (const path of ['/', '/players', '/teams/team-detail?teamId=1']) {
    const answer = await page.goto(path, { waitUntil: 'commit' });
    expect(answer?.fromServiceWorker(), path).toBe(true);
    const html = (await answer?.text()) ?? '';
    expect(html, path).toMatch(/<div id="root" data-shell[ >]/);
    expect(html, path).toContain('>Players</p>');
  }
  await expect(page.getByRole('menuitem', { name: 'Teams', exact: true })).toBeVisible();

  const workspace = await page.goto('/workspace', { waitUntil: 'commit' });
  expect(workspace?.fromServiceWorker()).toBe(true);
  expect(await workspace?.text()).toContain('<div id="root"></div>');

  // Dutch chosen (the app writes the cookie with the choice): the Dutch shell. The workspace's page is
  // left first: starting, it writes the cookie with its own choice (none made: English) and could do so
  // after this one.
  await page.goto('about:blank');
  await context.addCookies([{ name: 'touchline.locale', value: 'nl', url: process.env.E2E_BASE_URL! }]);
  const dutch = await page.goto('/players', { waitUntil: 'commit' });
  expect(dutch?.fromServiceWorker()).toBe(true);
  expect(await dutch?.text()).toContain('>Spelers</p>');
  await context.setOffline(false);
});
