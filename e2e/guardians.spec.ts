import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { test, expect, managerApi, signIn } from './fixtures';

/**
 * Issue 25: a guardian, invited by e-mail for a child of the demo club, signs in on a 390 px wide
 * phone, gives consent to share the reports, reads them and opens the child's report card; the
 * guardians' page passes axe (WCAG 2.1 A and AA) in English and Dutch.
 */
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'Kite-Meadow-Lantern-7';
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Profile { firstName: string; lastName: string; birthDate: string | null; completedReport: number }

/** A demo player under 16 with completed reports this season: the guardian gives the consent for them. */
async function youngPlayerWithReports(request: APIRequestContext) {
  const api = await managerApi(request);
  const rows = await api<Array<{ userId: string }>>('/api/Player/GetPlayerOverviewReportByClubId');
  const limit = `${new Date().getUTCFullYear() - 15}`;
  for (const row of rows.slice(0, 40)) {
    const profile = await api<Profile>(`/api/Player/GetPlayerDetailById?userId=${row.userId}`);
    if (profile.completedReport > 0 && profile.birthDate && profile.birthDate.slice(0, 4) >= limit) return { id: row.userId, ...profile };
  }
  throw new Error('The demo club has no player under 16 with a completed report this season.');
}

/** Adds a guardian through the API, as the player page does, and activates the account with the e-mailed link. */
async function invitedGuardian(request: APIRequestContext, playerId: string) {
  const api = await managerApi(request);
  const email = `guardian-${Date.now()}@home.test`;
  const added = await api<{ emailSent: boolean }>('/api/Player/AddGuardian', { userId: playerId, firstName: 'Gina', lastName: 'Guard', email });
  expect(added.emailSent).toBe(true);
  const list = await (await request.get('/dev/outbox')).text();
  const message = /<td>([^<]*)<\/td>\s*<td><a href="(\/dev\/outbox\/[0-9a-f-]+)">/g;
  const row = [...list.matchAll(message)].find(([, to]) => to === email);
  const mail = await (await request.get(row![2]!)).text();
  const token = /activatetoken=([\w-]+)/.exec(mail)![1]!;
  const setup = await request.post('/Account/SetupInitialPassword', { data: { password: PASSWORD, token } });
  expect(await setup.json(), await setup.text()).toMatchObject({ isSucceeded: true });
  return email;
}

test('a guardian on a 390 px phone consents to sharing and opens their child\'s report card', async ({ page, request }) => {
  const child = await youngPlayerWithReports(request);
  const email = await invitedGuardian(request, child.id);
  const name = `${child.firstName} ${child.lastName}`;

  await page.setViewportSize(PHONE);
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await signIn(page, { email, password: PASSWORD });
  await expect(page).toHaveURL(/\/family$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My children' })).toBeVisible();
  const section = page.getByRole('region', { name: new RegExp(name) });
  await expect(section.getByText('Reports are shown here once consent is given to share them with guardians.')).toBeVisible();

  await section.getByRole('switch', { name: 'Share reports with guardians' }).click();
  await expect(section.getByText(/Given by Gina Guard on/)).toBeVisible();
  await page.getByRole('button', { name: 'Download report card' }).click();
  await page.waitForFunction(() => (window as unknown as { printed: number }).printed > 0);
  // The card waits on its print sheet, hidden on screen (only printing shows it).
  const card = page.locator(`.report-card-sheet article[aria-label="Report card of ${name}"]`);
  await expect(card).toHaveCount(1);
  expect(await card.textContent()).toContain(name);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  for (const locale of ['en', 'nl'] as const) {
    await page.evaluate((value) => localStorage.setItem('touchline.locale', value), locale);
    await page.goto('/family');
    await expect(page.getByRole('heading', { level: 1, name: locale === 'en' ? 'My children' : 'Mijn kinderen' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.MuiCircularProgress-root')).toHaveCount(0);
    const result = await new AxeBuilder({ page }).withTags(WCAG).analyze();
    const found = result.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.html.slice(0, 160)).join(' | ')}`);
    expect.soft(found, `/family (${locale})`).toEqual([]);
  }
});
