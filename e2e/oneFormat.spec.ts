import { test, expect, signInAsManager, detailIds } from './fixtures';

/**
 * Issue 12: the main pages in English and in Dutch speak one format each. Every page is photographed
 * (test-results/screenshots/<language>-<page>.png, to look at; not kept in the repository) and its
 * text checked: dates only as src/common/dates.ts writes them (dd/MM/yyyy; 'MMMM d, yyyy' in English,
 * 'd MMMM yyyy' in Dutch), month names and decimal marks of the page's language only.
 */
const EN_MONTHS = 'January|February|March|April|June|July|August|September|October|November|December';
const NL_MONTHS = 'januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december';
/** The Dutch month names that are no English word (april … december are English words in lower case too). */
const NL_ONLY_MONTHS = 'januari|februari|maart|mei|juni|juli|augustus|oktober';

/** The texts on the page that break the language's formats. */
function mixedFormats(text: string, locale: 'en' | 'nl'): string[] {
  const found: string[] = [];
  const all = (pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[0]);
  // Numeric dates: only dd/MM/yyyy (no 24-09-2024, 2024-09-24, 9/24/2024 or 24.09.2024).
  for (const date of all(/\b\d{1,4}[-/.]\d{1,2}[-/.]\d{2,4}\b/g)) if (!/^\d{2}\/\d{2}\/\d{4}$/.test(date)) found.push(`numeric date '${date}'`);
  if (locale === 'nl') {
    found.push(...all(new RegExp(`\\b(${EN_MONTHS})\\b`, 'g')).map((month) => `English month '${month}'`));
    found.push(...all(new RegExp(`\\b(${NL_MONTHS}) \\d{1,2}, \\d{4}`, 'g')).map((date) => `English word order '${date}'`));
    // A decimal with a point ('7.5'); thousands ('6.000') have three digits after it.
    found.push(...all(/(?<![\d.])\d{1,2}\.\d{1,2}(?![\d.])/g).map((number) => `decimal point '${number}'`));
  } else {
    found.push(...all(new RegExp(`\\b(${NL_ONLY_MONTHS})\\b`, 'g')).map((month) => `Dutch month '${month}'`));
    found.push(...all(new RegExp(`\\b\\d{1,2} (${EN_MONTHS}) \\d{4}`, 'g')).map((date) => `Dutch word order '${date}'`));
    found.push(...all(/(?<![\d,])\d{1,2},\d{1,2}(?![\d,])/g).map((number) => `decimal comma '${number}'`));
  }
  return found;
}

for (const locale of ['en', 'nl'] as const) {
  test(`the main pages speak one format of dates and numbers (${locale}), photographed`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.addInitScript((value) => localStorage.setItem('touchline.locale', value), locale);
    const ids = await detailIds(request);
    await signInAsManager(page);
    const pages = {
      overview: '/',
      managers: '/manager',
      seasons: '/season',
      teams: '/teams',
      trainers: '/trainers',
      players: '/players',
      settings: '/general-settings',
      skills: '/general-settings?section=skills',
      manager: `/manager/detail-manager?userId=${ids.manager}`,
      team: `/teams/team-detail?teamId=${ids.team}`,
      trainer: `/trainers/detail-trainer?userId=${ids.trainer}`,
      player: `/players/detail-player?userId=${ids.player}`,
    };
    for (const [name, path] of Object.entries(pages)) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.MuiCircularProgress-root')).toHaveCount(0);
      // The sidebar slides open after a page load: photograph it open.
      await page.waitForFunction(() => document.querySelector('.RaSidebar-paper')?.getBoundingClientRect().width === 220);
      // The top 1600px of the page: enough rows of a long list to read its formats.
      await page.screenshot({ path: `test-results/screenshots/${locale}-${name}.png`, fullPage: true, clip: { x: 0, y: 0, width: 1280, height: 1600 } });
      expect.soft(mixedFormats(await page.locator('body').innerText(), locale), `${path} (${locale})`).toEqual([]);
    }
  });
}
