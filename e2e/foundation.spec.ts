import { test, expect, DEMO_MANAGER, signIn } from './fixtures';
import type { Page } from '@playwright/test';

async function chooseLanguage(page: Page, current: string, next: string) {
  // react-admin's LocalesMenuButton is named by the language it shows.
  await page.getByRole('button', { name: current, exact: true }).click();
  await page.getByRole('menuitem', { name: next }).click();
}

test('the demo manager signs in and sees the club in the sidebar', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('VV Zuiderpark').first()).toBeVisible();
  await expect(page.getByText('Anouk Vermeulen')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Overview' })).toBeVisible();
  await expect(page.getByText('Powered by')).toBeVisible();
});

test('the overview shows the club overview and progress panels, narrowed by the team filter', async ({ page }) => {
  await signIn(page);
  const club = page.getByRole('region', { name: 'Club overview' });
  await expect(club.getByText('Completed teams')).toBeVisible();
  // Other browser tests add and remove teams: count them from the totals card.
  const teamTotal = page.getByRole('region', { name: 'Teams', exact: true }).getByText(/^\d+$/);
  await expect(teamTotal).toBeVisible();
  const teamCount = Number(await teamTotal.textContent());
  expect(teamCount).toBeGreaterThan(1);
  await expect(club.getByText(new RegExp(`^\\d+ of ${teamCount}$`))).toBeVisible();
  const teams = page.getByRole('region', { name: 'Team progress' });
  await expect(teams.getByRole('link')).toHaveCount(teamCount + 1); // every team and the arrow to /teams
  await page.getByRole('combobox', { name: 'Teams' }).click();
  await page.getByRole('option', { name: 'Dames 1' }).click();
  await page.keyboard.press('Escape');
  await expect(teams.getByRole('link')).toHaveCount(2);
  await expect(club.getByText(/^\d+ of 1$/)).toBeVisible();
  await page.getByRole('region', { name: 'Player developments' }).getByRole('link', { name: 'All players' }).click();
  await expect(page).toHaveURL(/\/players$/);
});

test('a wrong password shows the message and keeps the person on /login', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(DEMO_MANAGER.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.keyboard.press('Enter');
  await expect(page.getByText('login or password incorrect')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => Object.keys(sessionStorage).length)).toBe(0);
});

test('the show-password toggle reveals the password', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
});

test('Dutch stays chosen across a reload and a logout', async ({ page }) => {
  await signIn(page);
  await expect(page.getByText('Anouk Vermeulen')).toBeVisible();
  await chooseLanguage(page, 'English', 'Nederlands');
  await expect(page.getByRole('menuitem', { name: 'Overzicht' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('menuitem', { name: 'Overzicht' })).toBeVisible();
  await expect(page.getByText('Mogelijk gemaakt door')).toBeVisible();
  await page.getByText('Anouk Vermeulen').click();
  await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
});

test('logging out ends the session on the server: the old token no longer opens anything', async ({ page, request }) => {
  await signIn(page);
  await expect(page.getByText('Anouk Vermeulen')).toBeVisible();
  const token = await page.evaluate(() => sessionStorage.getItem('touchline.token'));
  expect(token).toBeTruthy();
  const header = () => request.get('/api/Manager/GetUserDetailHeader', { headers: { authorization: `Bearer ${token}` } });
  expect((await header()).status()).toBe(200);
  await page.getByText('Anouk Vermeulen').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(async () => (await header()).status()).toBe(401);
});

test('an unknown path shows the catch-all page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('This page does not exist.')).toBeVisible();
});

test('a protected path without a session lands on /login', async ({ page }) => {
  await page.goto('/teams');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/players/detail-player?userId=123');
  await expect(page).toHaveURL(/\/login$/);
});

test('a stored token that the server no longer accepts is removed at start-up', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => {
    sessionStorage.setItem('touchline.token', 'revoked-or-made-up');
    sessionStorage.setItem('touchline.userId', 'someone');
  });
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('touchline.token'))).toBeNull();
});

test('/version shows the app version and that the server and database answer', async ({ page }) => {
  await page.goto('/version');
  await expect(page.getByText('0.0.1', { exact: true })).toBeVisible();
  await expect(page.getByText(/database/i).first()).toBeVisible();
});
