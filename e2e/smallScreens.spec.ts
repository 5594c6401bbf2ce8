import { test, expect, managerApi, signIn } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';

/**
 * A phone (390px wide, issue 12): the lists keep name, team and progress and fold the rest into a
 * details line under the name, so no page scrolls sideways; the header search stays usable.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** Nothing wider than the window: neither the page nor any table scrolls sideways. */
async function expectNoSidewaysScrolling(page: Page, where = '') {
  const overflow = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    tables: [...document.querySelectorAll('table')].map((table) => {
      const box = table.parentElement!;
      return box.scrollWidth - box.clientWidth;
    }),
  }));
  expect(overflow.page, `${where} scrolls sideways`).toBeLessThanOrEqual(0);
  for (const extra of overflow.tables) expect(extra, `a table of ${where} scrolls sideways`).toBeLessThanOrEqual(0);
}

const lists = [
  { path: '/players', table: 'Players', shown: ['Player', 'Team', 'Progress'], folded: ['Trainer\\(s\\)', 'Average score', 'Invited by'], details: 'Average score:' },
  { path: '/trainers', table: 'Trainers', shown: ['Trainer', 'Team', 'Progress'], folded: ['Players', 'Last update'], details: 'Players:' },
  { path: '/teams', table: 'Teams', shown: ['Team', 'Progress'], folded: ['Players'], details: 'Players:' },
];

/** The first team of the demo club, for its detail page. */
async function firstTeamId(request: APIRequestContext): Promise<string> {
  const api = await managerApi(request);
  return (await api<Array<{ id: string }>>('/api/team/GetTeamOverviewByClubId'))[0]!.id;
}

// The seasons list and a team's two tables fold the same way: name (and start, progress) stay.
const moreLists = [
  { path: () => '/season', table: 'All seasons', shown: ['Season name', 'Start'], folded: ['Reports', 'End'], details: 'Reports:' },
  { path: (team: string) => `/teams/team-detail?teamId=${team}`, table: 'Trainers', shown: ['Name', 'Progress'], folded: ['Last update'], details: 'Last update:' },
  { path: (team: string) => `/teams/team-detail?teamId=${team}`, table: 'Players', shown: ['Name', 'Progress'], folded: ['Trainer\\(s\\)', 'Average score'], details: 'Trainer(s):' },
];

for (const list of [...lists.map((entry) => ({ ...entry, path: () => entry.path })), ...moreLists]) {
  test(`${list.path('team')} (${list.table}) shows ${list.shown.join(', ')} and folds the rest on a phone`, async ({ page, request }) => {
    const team = await firstTeamId(request);
    await signIn(page);
    await expect(page).toHaveURL(/\/$/);
    await page.goto(list.path(team));
    const table = page.getByRole('table', { name: list.table });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    for (const name of list.shown) await expect(table.getByRole('columnheader', { name: new RegExp(`^Sort by ${name}`, 'i') })).toBeVisible();
    for (const name of list.folded) await expect(table.getByRole('columnheader', { name: new RegExp(`^Sort by ${name}`, 'i') })).toBeHidden();
    // The folded values are in the first row's details line.
    await expect(table.getByRole('row').nth(1)).toContainText(list.details);
    await expectNoSidewaysScrolling(page);
  });
}

test('no page of the menu scrolls sideways on a phone', async ({ page, request }) => {
  const team = await firstTeamId(request);
  await signIn(page);
  await expect(page).toHaveURL(/\/$/);
  for (const path of ['/', '/manager', '/season', '/teams', '/trainers', '/players', '/general-settings', '/general-settings?section=skills', `/teams/team-detail?teamId=${team}`]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.MuiCircularProgress-root')).toHaveCount(0);
    await expectNoSidewaysScrolling(page, path);
  }
});

test('the header search stays usable on a phone: its placeholder fits and it finds people', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/$/);
  const search = page.getByRole('textbox', { name: 'Search people and teams' });
  await expect(search).toBeVisible();
  const fits = await search.evaluate((input: HTMLInputElement) => {
    // The placeholder's width as drawn in the input's font.
    const context = document.createElement('canvas').getContext('2d')!;
    const style = getComputedStyle(input);
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return context.measureText(input.placeholder).width <= input.clientWidth;
  });
  expect(fits).toBe(true);
  await search.fill('a');
  await expect(page.getByRole('list', { name: 'Search people and teams' })).toBeVisible();
  // The app bar holds the search, the language and the profile without running off the screen.
  const header = await page.locator('header').evaluate((bar) => ({ scroll: bar.scrollWidth, width: bar.clientWidth }));
  expect(header.scroll).toBeLessThanOrEqual(header.width);
});
