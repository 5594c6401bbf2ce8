import { test, expect, DEMO_MANAGER } from './fixtures';

/*
 * Issue 26, paint before JavaScript: /login arrives as HTML with its form, and the script that arrives
 * later takes the form over (hydration) with what the person has typed in the meantime.
 */
test('the sign-in form is in the first HTML answer and keeps what was typed before the script arrived', async ({ page, request }) => {
  const first = await request.get('/login');
  expect(first.headers()['content-type']).toContain('text/html');
  const html = await first.text();
  expect(html).toContain('id="login-email"');
  expect(html).toContain('id="login-password"');
  expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Sign in<\/button>/);

  // The app's entry script is held back until the person has typed: only the HTML is there.
  let releaseScript!: () => void;
  const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
  let entryRequested = false;
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    entryRequested = true;
    await scriptHeld;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  const email = page.locator('#login-email');
  const password = page.locator('#login-password');
  await email.fill(DEMO_MANAGER.email);
  await password.fill(DEMO_MANAGER.password);
  expect(entryRequested).toBe(true);

  releaseScript();
  // Hydrated (React has taken the form over), the show-password switch, which only the script makes work, works.
  await expect.poll(() => email.evaluate((input) => Object.keys(input).some((key) => key.startsWith('__reactFiber')))).toBe(true);
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(email).toHaveValue(DEMO_MANAGER.email);
  await expect(password).toHaveValue(DEMO_MANAGER.password);

  // The typed values are the form's own now, not only the page's: signing in with them works.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('menuitem', { name: 'Overview' })).toBeVisible();
});

/*
 * The page paints before its code is even asked for (src/boot.ts): on a phone a fast network would
 * otherwise bring the scripts first, and the page would stay white while they run. While the person
 * is on the form, the managers' app and overview are fetched, not run, so they are there after sign-in.
 */
test("/login asks for the app's code only once its HTML has painted, and fetches the overview's code while it waits", async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html[data-ready]')).toBeAttached();
  const timings = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
    const scripts = performance.getEntriesByType('resource').filter((entry) => /\/assets\/.+\.js$/.test(entry.name));
    // The boot script itself (index-…js) and the small helper it imports are asked for by the HTML.
    const appScripts = scripts.filter((entry) => !/\/assets\/(index|preload-helper)-[^/]+\.js$/.test(entry.name));
    return { paint, firstAppScript: Math.min(...appScripts.map((entry) => entry.startTime)) };
  });
  expect(timings.firstAppScript).toBeGreaterThanOrEqual(timings.paint);

  // The overview's script arrives while the form waits (prefetched into the cache).
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/Dashboard-[^/]+\.js$/.test(entry.name))), { timeout: 10_000 })
    .toBe(true);
});
