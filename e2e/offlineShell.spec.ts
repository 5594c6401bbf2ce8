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
