import { test, expect, DEMO_MANAGER, untilLive } from './fixtures';

/*
 * Issue 37: a browser set to Dutch gets a Dutch sign-in page on its first visit, from the first HTML
 * answer (the server answers login.nl.html for Accept-Language nl while no language was chosen), and
 * the app takes that page over in Dutch (navigator.languages), keeping what was typed; once a person
 * chooses English, that choice wins over the browser.
 */
test('a browser set to Dutch gets the Dutch sign-in page at once, taken over in Dutch with what was typed', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'nl-NL', baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });

  const first = await context.request.get('/login', { headers: { 'accept-language': 'nl-NL,nl;q=0.9' } });
  const html = await first.text();
  expect(html).toContain('<html lang="nl"');
  expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Inloggen<\/button>/);

  // The app's entry script held back until the person has typed: only the Dutch HTML is there.
  let releaseScript!: () => void;
  const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await scriptHeld;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
  const email = page.locator('#login-email');
  await email.fill(DEMO_MANAGER.email);
  await page.locator('#login-password').fill(DEMO_MANAGER.password);
  // Marks the field the HTML drew: a page drawn afresh instead of taken over would lose the mark.
  await email.evaluate((input) => ((input as HTMLInputElement & { drawnByHtml?: boolean }).drawnByHtml = true));

  releaseScript();
  await untilLive(page);
  await expect.poll(() => email.evaluate((input) => Object.keys(input).some((key) => key.startsWith('__reactFiber')))).toBe(true);
  expect(await email.evaluate((input) => (input as HTMLInputElement & { drawnByHtml?: boolean }).drawnByHtml)).toBe(true);
  await page.getByRole('button', { name: 'Wachtwoord tonen' }).click();
  await expect(page.locator('#login-password')).toHaveAttribute('type', 'text');
  await expect(email).toHaveValue(DEMO_MANAGER.email);
  expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);

  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('menuitem', { name: 'Overzicht' })).toBeVisible();
  await context.close();
});

test('a person who chose English gets the English sign-in page from a browser set to Dutch', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'nl-NL', baseURL: process.env.E2E_BASE_URL });
  await context.addCookies([{ name: 'touchline.locale', value: 'en', url: process.env.E2E_BASE_URL! }]);
  await context.addInitScript(() => localStorage.setItem('touchline.locale', 'en'));
  const page = await context.newPage();
  await page.goto('/login');
  await untilLive(page);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  await context.close();
});
