import type { Page } from '@playwright/test';
import { test, expect, DEMO_MANAGER } from './fixtures';

/**
 * Issue 13: a list with thousands of rows (no paging, spec §2) renders only the rows on screen, yet
 * behaves as a whole list: its count, sorting on a header, scrolling to the last row, the row's links,
 * and select-all, which selects every row (not only those on screen). The players list is answered
 * with 2,000 generated rows (the call is intercepted), so the test does not depend on the demo club's size.
 */
const ROWS = 2000;

const players = Array.from({ length: ROWS }, (_, index) => {
  const id = `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
  return {
    id,
    userId: id,
    // Names out of alphabetical order in the answer, so a sort by the Player column changes the order.
    name: `Player ${String((index * 7919) % ROWS).padStart(4, '0')}`,
    teamId: null,
    teamName: `Team ${String(index % 40).padStart(2, '0')}`,
    trainerId: null,
    trainerName: null,
    trainerUserId: null,
    trainerPicture: null,
    totalTrainer: 0,
    multipleTrainer: false,
    overallProgress: index % 101,
    averageScore: '0.0',
    overallDiff: 0,
    userPicture: null,
    clubPictureURL: null,
    invitedBy: null,
    invitedById: null,
    invitorPicture: null,
  };
});

async function signIn(page: Page) {
  const response = await page.request.post('/Account/Login', { data: { userName: DEMO_MANAGER.email, password: DEMO_MANAGER.password, rememberLogin: true } });
  const { accessToken, id, role } = await response.json();
  await page.addInitScript(
    ({ token, userId, userRole }) => {
      sessionStorage.setItem('touchline.token', token);
      sessionStorage.setItem('touchline.userId', userId);
      sessionStorage.setItem('touchline.role', userRole);
      localStorage.setItem('touchline.locale', 'en');
    },
    { token: accessToken, userId: id, userRole: role },
  );
}

const table = (page: Page) => page.getByRole('table', { name: 'Players' });
const bodyRows = (page: Page) => table(page).locator('tbody tr:not([aria-hidden])');
const firstName = (page: Page) => bodyRows(page).first().getByRole('link').first();

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await page.route('**/api/Player/GetPlayerOverviewReportByClubId*', (route) => route.fulfill({ status: 200, json: players }));
});

test('a 2,000-row players list shows its rows a screen at a time, sorts, scrolls to the end and opens a player', async ({ page }) => {
  let listCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/Player/GetPlayerOverviewReportByClubId')) listCalls++;
  });
  await page.goto('/players');
  await expect(table(page)).toHaveAttribute('aria-rowcount', String(ROWS + 1));
  await expect(page.getByText(String(ROWS), { exact: true })).toBeVisible();
  // Only the rows in view (and a margin) are in the page.
  await expect(bodyRows(page).first()).toBeVisible();
  expect(await bodyRows(page).count()).toBeLessThan(100);

  // Sorted in the browser: by name ascending, then descending; the list is not asked for again.
  await table(page).getByRole('button', { name: /^Sort by player/i }).click();
  await expect(firstName(page)).toHaveText('Player 0000');
  await table(page).getByRole('button', { name: /^Sort by player/i }).click();
  await expect(firstName(page)).toHaveText('Player 1999');
  expect(listCalls).toBe(1);

  // The last row is rendered once the page is scrolled to the end, not before.
  const lastRow = table(page).getByRole('link', { name: 'Player 0000', exact: true });
  await expect(lastRow).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(lastRow).toBeVisible();

  // Its link opens the player's page.
  await lastRow.click();
  await expect(page).toHaveURL(/\/players\/detail-player\?/);
});

test('select-all on a 2,000-row list selects every row, also those not on screen', async ({ page }) => {
  let removed: { Id: string }[] = [];
  await page.route('**/api/Player/RemovePlayers*', async (route) => {
    removed = route.request().postDataJSON();
    await route.fulfill({ status: 200, json: { isSucceeded: true } });
  });
  await page.goto('/players');
  await expect(bodyRows(page).first()).toBeVisible();
  await table(page).locator('thead').getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Remove selected' }).click();
  await expect(page.getByRole('dialog')).toContainText(`Remove the ${ROWS} selected players?`);
  await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
  await expect.poll(() => removed.length).toBe(ROWS);
  expect(new Set(removed.map((row) => row.Id))).toEqual(new Set(players.map((player) => player.id)));
});

test('Tab walks the rows past those first drawn, each focused row on screen', async ({ page }) => {
  await page.goto('/players');
  await expect(bodyRows(page).first()).toBeVisible();
  const drawnAtFirst = await bodyRows(page).count();
  await bodyRows(page).first().getByRole('link').first().focus();
  // The row that holds the focus: its position among all rows (aria-rowindex; the header row is 1).
  const focusedRow = () =>
    page.evaluate(() => {
      const row = document.activeElement?.closest('tr[aria-rowindex]');
      if (!row) return null;
      const box = row.getBoundingClientRect();
      return { index: Number(row.getAttribute('aria-rowindex')), onScreen: box.bottom > 0 && box.top < window.innerHeight };
    });
  let last = (await focusedRow())!;
  for (let press = 0; press < drawnAtFirst * 3; press++) {
    await page.keyboard.press('Tab');
    const now = await focusedRow();
    expect(now, `focus left the rows after row ${last.index} (press ${press + 1})`).not.toBeNull();
    expect(now!.index).toBeGreaterThanOrEqual(last.index);
    expect(now!.onScreen, `row ${now!.index} focused off screen`).toBe(true);
    last = now!;
  }
  expect(last.index).toBeGreaterThan(drawnAtFirst + 1);
});
