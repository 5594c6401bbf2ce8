import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

/** The server the global setup started, read when the worker runs (it is set after config load). */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => use(process.env.E2E_BASE_URL),
  // The public pages arrive prerendered (issue 26): a click before React has taken the page over does
  // nothing, as for a person. A test's page.goto waits until the app is live (html[data-ready], set by
  // src/beforeScripts/earlySubmits.ts) unless it asks for the first bytes only (waitUntil: 'commit').
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await untilLive(page);
      return response;
    };
    await use(page);
  },
});
export { expect };

export interface Account {
  email: string;
  password: string;
}

/** Until React has taken the page over (html[data-ready]), or the page is none of the app's (no #root). */
export async function untilLive(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.documentElement.dataset.ready === 'true' || !document.getElementById('root'), undefined, { timeout: 15_000 })
    .catch(() => undefined);
}

export const DEMO_MANAGER: Account = { email: 'manager@demo.club', password: 'Demo-Manager-1' };

/**
 * Signs in through the login form (English or Dutch labels) and submits it; where the person lands is
 * the test's to check.
 */
export async function signIn(page: Page, account: Account = DEMO_MANAGER): Promise<void> {
  await page.goto('/login');
  // Also for a page of a context of the test's own, which page.goto above does not wait for.
  await untilLive(page);
  await page.getByLabel(/^(E-mail|E-mailadres)$/).fill(account.email);
  await page.getByLabel(/^(Password|Wachtwoord)$/).fill(account.password);
  await page.getByRole('button', { name: /^(Sign in|Inloggen)$/ }).click();
}

/** The demo manager signed in through the form, with the app's menu on screen. */
export async function signInAsManager(page: Page): Promise<void> {
  await signIn(page);
  await expect(page.getByRole('menuitem', { name: /^(Overview|Overzicht)$/ })).toBeVisible();
}

/** The demo manager's sign-in through the API, as the login page makes it. */
async function managerLogin(request: APIRequestContext): Promise<{ accessToken: string; id: string; role: string }> {
  const response = await request.post('/Account/Login', { data: { userName: DEMO_MANAGER.email, password: DEMO_MANAGER.password, rememberLogin: true } });
  expect(response.ok()).toBe(true);
  return response.json();
}

/** The demo manager's bearer token, for API calls a test makes beside the screens. */
export async function managerToken(request: APIRequestContext): Promise<string> {
  return (await managerLogin(request)).accessToken;
}

/**
 * Signs the demo manager in through the API and keeps the session where the app keeps it, so the next
 * page the test opens is signed in, in the given language (faster than the form, for tests about
 * other screens).
 */
export async function openSignedIn(page: Page, locale: 'en' | 'nl' = 'en'): Promise<void> {
  const { accessToken, id, role } = await managerLogin(page.request);
  await page.addInitScript(
    ({ token, userId, userRole, lang }) => {
      sessionStorage.setItem('touchline.token', token);
      sessionStorage.setItem('touchline.userId', userId);
      sessionStorage.setItem('touchline.role', userRole);
      localStorage.setItem('touchline.locale', lang);
    },
    { token: accessToken, userId: id, userRole: role, lang: locale },
  );
}

/** A GET (or, with a body, a JSON POST) as the demo manager, answering the parsed JSON. */
export async function managerApi(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await managerToken(request)}` };
  return async <T>(url: string, body?: unknown): Promise<T> => {
    const response =
      body === undefined
        ? await request.get(url, { headers })
        : await request.post(url, { headers: { ...headers, 'content-type': 'application/json' }, data: JSON.stringify(body) });
    expect(response.ok(), `${url}: ${response.status()}`).toBe(true);
    return (await response.json()) as T;
  };
}

/** One id of each kind of detail page of the demo club, from the API. */
export async function detailIds(request: APIRequestContext) {
  const api = await managerApi(request);
  const first = async (url: string) => (await api<Array<Record<string, string>>>(url))[0]!;
  const player = await first('/api/Player/GetPlayerOverviewReportByClubId');
  return {
    manager: (await first('/api/manager/GetUserManagerOverviewByClubId?isactive=true')).id,
    team: (await first('/api/team/GetTeamOverviewByClubId')).id,
    trainer: (await first('/api/trainer/GetTrainersOverview?isactive=true')).id,
    player: player.userId ?? player.id,
  };
}
