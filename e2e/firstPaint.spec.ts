import { EARLY_INPUT_SCRIPT } from '../contract/earlyInput';
import type { Page } from '@playwright/test';
import { test, expect, DEMO_MANAGER, openSignedIn } from './fixtures';

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

/*
 * Issue 26, the managers' app shell paints from HTML too: the bar, the sidebar's menu and an empty
 * page frame are in the first answer of a managers' page, in the language chosen, with nothing of the
 * person in it; the app's script then takes the page over without a blank page in between.
 */
const MENU = ['Overview', 'Managers', 'Seasons', 'Teams', 'Trainers', 'Players', 'Settings'];
const DUTCH_MENU = ['Overzicht', 'Managers', 'Seizoenen', 'Teams', 'Trainers', 'Spelers', 'Instellingen'];

test("the managers' bar and menu are in the first HTML answer of a managers' page, in the chosen language", async ({ request }) => {
  for (const path of ['/', '/players', '/teams/team-detail?teamId=1']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<div id="root" data-shell[ >]/);
    expect(html, path).toMatch(/<header[^>]*MuiAppBar/);
    expect(html, path).toContain('placeholder="Search people and teams"');
    for (const entry of MENU) expect(html, `${path}: ${entry}`).toMatch(new RegExp(`role="menuitem"[^>]*>.*?<p[^>]*>${entry}</p>`));
    expect(html, path).toContain('role="progressbar"');
    // Its critical CSS comes with it, and no inline script but the one that holds an early tap (issue 42),
    // which the CSP allows by its hash alone.
    expect(html, path).toMatch(/<style data-emotion="css[^"]*">/);
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(inline, path).toEqual(inline.length ? [EARLY_INPUT_SCRIPT] : []);
    // Nothing of a person: the sign-in is the browser's alone.
    expect(html, path).not.toContain(DEMO_MANAGER.email);
  }
  const dutch = await (await request.get('/players', { headers: { cookie: 'touchline.locale=nl' } })).text();
  expect(dutch).toContain('<html lang="nl"');
  for (const entry of DUTCH_MENU) expect(dutch, entry).toMatch(new RegExp(`role="menuitem"[^>]*>.*?<p[^>]*>${entry}</p>`));
  expect(dutch).not.toContain('>Overview<');

  // A trainer's workspace, a player's reports and a guardian's page are no managers' pages.
  for (const path of ['/workspace', '/my-reports', '/family']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<div id="root"></div>');
    expect(html, path).not.toContain('role="menuitem"');
  }
});

test('the language chosen in the app is the language of the next shell the server sends', async ({ page }) => {
  const shellMenuOf = async () => /role="menuitem"[^>]*>.*?<p[^>]*>(\w+)<\/p>/.exec(await (await page.request.get('/players')).text())?.[1];
  // A choice made before the server could be told (only in the browser's storage) is told when the app starts.
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('chosen-before')) localStorage.setItem('touchline.locale', 'nl');
    sessionStorage.setItem('chosen-before', 'yes');
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
  expect(await shellMenuOf()).toBe('Overzicht');
  // Chosen on the page.
  await page.getByRole('button', { name: 'Nederlands', exact: true }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await shellMenuOf()).toBe('Overview');
});

test('without JavaScript the shell is on screen: the bar, and the menu where the sidebar stands open', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/players');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('search')).toBeVisible();
  for (const entry of MENU) await expect(page.getByRole('menuitem', { name: entry, exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeVisible();

  // A phone and a tablet: the sidebar is closed there (it opens by itself from 1200px up), so the bar and the frame only.
  for (const viewport of [{ width: 390, height: 844 }, { width: 900, height: 800 }]) {
    await page.setViewportSize(viewport);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('search')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Players' })).toBeHidden();
  }

  // Dutch chosen: the shell is Dutch from the first paint.
  await context.addCookies([{ name: 'touchline.locale', value: 'nl', url: process.env.E2E_BASE_URL! }]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  for (const entry of DUTCH_MENU) await expect(page.getByRole('menuitem', { name: entry, exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Overview' })).toHaveCount(0);
  await context.close();
});

/**
 * Where the bar, the search and (where the sidebar is open) the menu's Players entry are on screen: a
 * part clipped away (a closed sidebar's entries) or under another is not on screen.
 */
const placesOf = (page: Page) =>
  page.evaluate(() => {
    const place = (element: Element | undefined | null) => {
      const box = element?.getBoundingClientRect();
      const hit = box && box.width > 0 && document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return element && box && hit && element.contains(hit) ? { x: box.x, y: box.y, width: box.width, height: box.height } : null;
    };
    return {
      bar: place(document.querySelector('header')),
      search: place(document.querySelector('[role="search"]')),
      menuEntry: place([...document.querySelectorAll('[role="menuitem"]')].find((entry) => entry.textContent === 'Players')),
    };
  });

const SCREENS = [
  ['a wide screen', { width: 1280, height: 800 }],
  ['a tablet', { width: 900, height: 800 }],
  ['a phone', { width: 390, height: 844 }],
] as const;
for (const [screen, viewport] of SCREENS) {
  test(`on ${screen} the shell stays until the app has drawn its layout, in the same places, never a blank page in between`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openSignedIn(page);
    // Each frame the browser paints once the shell first showed: whether the bar, and a menu entry, were on screen.
    await page.addInitScript(() => {
      const frames: { bar: boolean; menu: boolean }[] = [];
      (window as unknown as { shellFrames: typeof frames }).shellFrames = frames;
      const onScreen = (element: Element) => {
        const box = element.getBoundingClientRect();
        const hit = box.width > 0 && document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return !!hit && element.contains(hit);
      };
      const look = () => {
        const bar = document.querySelector('header');
        if (bar || frames.length > 0) frames.push({ bar: !!bar && onScreen(bar), menu: [...document.querySelectorAll('[role="menuitem"]')].some(onScreen) });
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    // The managers' app's script is held back: the shell is what there is.
    let releaseScript!: () => void;
    const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
    await page.route(/\/assets\/ManagerApp-[^/]+\.js$/, async (route) => {
      await scriptHeld;
      await route.continue();
    });
    await page.goto('/players', { waitUntil: 'commit' });
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('progressbar')).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByRole('banner')).toBeVisible();
    const shellPlaces = await placesOf(page);
    expect(shellPlaces.menuEntry === null).toBe(viewport.width < 1200);

    releaseScript();
    // The app's own page, with the club's data: the players' list.
    await expect(page.getByRole('heading', { name: /^Players/ })).toBeVisible();
    await expect(page.locator('.touchline-shell-cover')).toHaveCount(0);
    expect(await placesOf(page)).toEqual(shellPlaces);
    const frames = await page.evaluate(() => (window as unknown as { shellFrames: { bar: boolean; menu: boolean }[] }).shellFrames);
    expect(frames.length).toBeGreaterThan(10);
    expect(frames.filter((frame) => !frame.bar)).toEqual([]);
    // The sidebar's menu in every frame where it stands open, in none where it is closed.
    expect(frames.filter((frame) => frame.menu !== viewport.width >= 1200)).toEqual([]);
  });
}

/*
 * The sign-in form can be reached by keyboard before its script has arrived: the field with the focus
 * shows it as a focused field does once React has taken over (a 2px border in the club green).
 */
test("before the script has arrived, /login's fields show the keyboard focus", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/login');
  const outline = (label: string) =>
    page.getByLabel(label, { exact: true }).evaluate((input) => {
      const style = getComputedStyle(input.closest('.MuiInputBase-root')!.querySelector('.MuiOutlinedInput-notchedOutline')!);
      return `${style.borderTopWidth} ${style.borderTopColor}`;
    });
  const unfocused = await outline('Password');
  await page.getByLabel('Password', { exact: true }).focus();
  expect([unfocused, await outline('Password')]).toEqual(['1px rgba(0, 0, 0, 0.23)', '2px rgb(27, 94, 32)']);
  await context.close();
});
