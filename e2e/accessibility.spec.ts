import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { test, expect, signIn, signInAsManager, detailIds, managerApi, openSignedIn } from './fixtures';

/**
 * Issue 12: every route of spec §2 passes axe-core's WCAG 2.1 A and AA rules, in English and in
 * Dutch, as the demo manager sees it after signing in (and the pages before signing in).
 */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The violations on the page as it stands, each with the first elements it concerns, for a readable failure. */
/** The WCAG violations of the page, or of one part of it (a dialog: the page behind it, dimmed by the backdrop, is checked on its own). */
async function violations(page: Page, only?: string) {
  const builder = new AxeBuilder({ page }).withTags(WCAG);
  const result = await (only ? builder.include(only) : builder).analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.html.slice(0, 160)).join(' | ')}`);
}

for (const locale of ['en', 'nl'] as const) {
  test(`every page before signing in passes WCAG 2.1 A and AA (${locale})`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('touchline.locale', value), locale);
    for (const path of ['/login', '/forgotpassword', '/termandprivacy', '/congratulation', '/passwordchanged', '/version', '/unsubscribe?token=not-a-valid-token']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect.soft(await violations(page), `${path} (${locale})`).toEqual([]);
    }
  });

  test(`every page of the signed-in manager passes WCAG 2.1 A and AA (${locale})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.addInitScript((value) => localStorage.setItem('touchline.locale', value), locale);
    const ids = await detailIds(request);
    await signInAsManager(page);
    const paths = [
      '/', '/teams', '/manager', '/players', '/trainers', '/general-settings', '/general-settings?section=skills', '/general-settings?section=families', '/season', '/teams/placement',
      `/manager/detail-manager?userId=${ids.manager}`, `/teams/team-detail?teamId=${ids.team}`,
      `/trainers/detail-trainer?userId=${ids.trainer}`, `/players/detail-player?userId=${ids.player}`,
    ];
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.MuiCircularProgress-root')).toHaveCount(0);
      expect.soft(await violations(page), `${path} (${locale})`).toEqual([]);
    }
  });
}

const DEMO_MEMBER_PASSWORD = 'Demo-Member-1';

/**
 * A demo trainer with players, one of those players, and a working unsubscribe link (from a reminder
 * the manager sends the trainer, read from the outbox as a person would).
 */
async function trainerPlayerAndUnsubscribeLink(request: APIRequestContext) {
  const api = await managerApi(request);
  const season = (await api<Array<{ id: string; isCurrent: boolean }>>('/api/MasterData/GetClubSeason')).find((s) => s.isCurrent)!;
  const trainers = await api<Array<{ userId: string }>>(`/api/Dashboard/GetDashboardTrainerOverview?clubSeasonId=${season.id}`, '');
  await api('/api/Trainer/SendReminders', { trainerIds: trainers.map((trainer) => trainer.userId), clubSeasonId: season.id });
  const outbox = await (await request.get('/dev/outbox')).text();
  let unsubscribe = '';
  for (const [, message] of outbox.matchAll(/href="(\/dev\/outbox\/[0-9a-f-]+)"/g)) {
    const html = await (await request.get(message!)).text();
    const link = /href="[^"]*(\/unsubscribe\?token=[^"]+)"/.exec(html);
    if (link) {
      unsubscribe = link[1]!.replace(/&amp;/g, '&');
      break;
    }
  }
  expect(unsubscribe, 'an e-mail with an unsubscribe link in the outbox').not.toBe('');
  for (const { userId } of trainers) {
    const { email } = await api<{ email: string }>(`/api/trainer/GetTrainerByUserId?userid=${userId}`);
    const login = await request.post('/Account/Login', { data: { userName: email, password: DEMO_MEMBER_PASSWORD, rememberLogin: true } });
    const headers = { authorization: `Bearer ${(await login.json()).accessToken}` };
    const players = (await (await request.get(`/api/Report/GetMyPlayers?clubSeasonId=${season.id}`, { headers })).json()) as Array<{ userId: string }>;
    if (players.length === 0) continue;
    const player = await api<{ email: string }>(`/api/Player/GetPlayerDetailById?userId=${players[0]!.userId}`);
    return { trainer: { email, password: DEMO_MEMBER_PASSWORD }, player: { email: player.email, password: DEMO_MEMBER_PASSWORD }, unsubscribe };
  }
  throw new Error('No demo trainer has players.');
}

for (const locale of ['en', 'nl'] as const) {
  test(`a person's data export page and access log pass WCAG 2.1 A and AA (${locale})`, async ({ page, request }) => {
    const ids = await detailIds(request);
    await openSignedIn(page, locale);
    await page.goto(`/privacy/export?userId=${ids.player}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.MuiCircularProgress-root')).toHaveCount(0);
    expect.soft(await violations(page), `/privacy/export (${locale})`).toEqual([]);
    await page.goto(`/players/detail-player?userId=${ids.player}`);
    await page.getByRole('button', { name: /^(Access log|Inzagelog)$/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').locator('.MuiCircularProgress-root')).toHaveCount(0);
    // Checked once faded in: halfway through, its text is paler than it will be.
    await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
    expect.soft(await violations(page, '[role="dialog"]'), `access log (${locale})`).toEqual([]);
  });

  test(`the trainers' workspace, the players' reports and a working unsubscribe link pass WCAG 2.1 A and AA (${locale})`, async ({ page, browser, request }) => {
    test.setTimeout(120_000);
    const people = await trainerPlayerAndUnsubscribeLink(request);
    await page.addInitScript((value) => localStorage.setItem('touchline.locale', value), locale);

    await page.goto(people.unsubscribe);
    await expect(page.getByRole('button').first()).toBeVisible();
    expect.soft(await violations(page), `/unsubscribe (${locale})`).toEqual([]);

    await signIn(page, people.trainer);
    await expect(page).toHaveURL(/\/workspace$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.MuiCircularProgress-root')).toHaveCount(0);
    expect.soft(await violations(page), `/workspace (${locale})`).toEqual([]);

    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'en-GB' });
    const player = await context.newPage();
    await player.addInitScript((value) => localStorage.setItem('touchline.locale', value), locale);
    await signIn(player, people.player);
    await expect(player).toHaveURL(/\/my-reports$/);
    await expect(player.getByRole('heading', { level: 1 })).toBeVisible();
    await player.waitForLoadState('networkidle');
    await expect(player.locator('.MuiCircularProgress-root')).toHaveCount(0);
    expect.soft(await violations(player), `/my-reports (${locale})`).toEqual([]);
    await context.close();
  });
}
