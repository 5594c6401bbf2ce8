import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, signInAsManager, detailIds } from './fixtures';

/**
 * Issue 12: every route of spec §2 passes axe-core's WCAG 2.1 A and AA rules, in English and in
 * Dutch, as the demo manager sees it after signing in (and the pages before signing in).
 */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The violations on the page as it stands, each with the first elements it concerns, for a readable failure. */
async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(WCAG).analyze();
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
      '/', '/teams', '/manager', '/players', '/trainers', '/general-settings', '/general-settings?section=skills', '/season',
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
