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
