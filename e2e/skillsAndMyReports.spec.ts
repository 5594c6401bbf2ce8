import { test, expect, DEMO_MANAGER } from './fixtures';
import type { APIRequestContext } from '@playwright/test';

const DEMO_MEMBER_PASSWORD = 'Demo-Member-1';

interface Skill {
  id: string;
  skillName: string;
  category: string;
  order: number;
  isActive: boolean;
}

async function managerHeaders(request: APIRequestContext) {
  const login = await request.post('/Account/Login', { data: { userName: DEMO_MANAGER.email, password: DEMO_MANAGER.password, rememberLogin: true } });
  return { authorization: `Bearer ${(await login.json()).accessToken}` };
}

test('a manager edits the skill set: a rename and a deactivation are kept after a reload', async ({ page, request }) => {
  const headers = await managerHeaders(request);
  const before: Skill[] = await (await request.get('/api/MasterData/GetSkills', { headers })).json();
  expect(before.filter((skill) => skill.isActive).length).toBeGreaterThan(1);
  const [first, second] = before;
  const renamed = `${first!.skillName} (renamed)`;

  try {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(DEMO_MANAGER.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_MANAGER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('menuitem', { name: 'Overview' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Settings', exact: true }).click();
    await page.getByRole('navigation', { name: 'Club settings' }).getByRole('link', { name: 'Skills' }).click();

    const section = page.getByRole('region', { name: "The club's skill set" });
    const names = section.getByRole('textbox', { name: 'Skill name' });
    const actives = section.getByRole('switch', { name: 'Active' });
    await expect(names.first()).toHaveValue(first!.skillName);
    await names.first().fill(renamed);
    if (!second!.isActive) await actives.nth(1).check(); // the demo's skills start active; make sure of it
    await actives.nth(1).uncheck();
    await section.getByRole('button', { name: 'Save skills' }).click();
    await expect(page.getByText('The skill set has been saved.')).toBeVisible();

    await page.reload();
    await expect(names.first()).toHaveValue(renamed);
    await expect(actives.nth(1)).not.toBeChecked();
    await expect(actives.first()).toBeChecked();

    const after: Skill[] = await (await request.get('/api/MasterData/GetSkills', { headers })).json();
    expect(after.find((skill) => skill.id === first!.id)).toMatchObject({ skillName: renamed, isActive: true });
    expect(after.find((skill) => skill.id === second!.id)).toMatchObject({ skillName: second!.skillName, isActive: false });
  } finally {
    // The other browser tests use the demo club's skill set as seeded.
    const restore = await request.post('/api/MasterData/SaveSkills', { headers, data: before });
    expect((await restore.json()).isSucceeded).toBe(true);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a player signs in and reads their own completed reports and averages', async ({ page, request }) => {
    const headers = await managerHeaders(request);
    const seasons = await (await request.get('/api/MasterData/GetClubSeason', { headers })).json();
    const season = seasons.find((s: { isCurrent: boolean }) => s.isCurrent);
    const development = await (
      await request.post(`/api/Dashboard/GetPlayerDevelopment?clubSeasonId=${season.id}`, {
        headers: { ...headers, 'content-type': 'application/json' },
        data: '""',
      })
    ).json();
    const player = await (await request.get(`/api/Player/GetPlayerDetailById?userId=${development.topPlayers[0].playerId}`, { headers })).json();

    await page.goto('/login');
    await page.getByLabel('E-mail').fill(player.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_MEMBER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'My reports' })).toBeVisible();
    await expect(page).toHaveURL(/\/my-reports$/);
    await expect(page.getByRole('combobox', { name: 'Season' })).toHaveText(season.seasonName);
    const averages = page.getByRole('region', { name: `My averages in ${season.seasonName}` });
    await expect(averages.getByLabel('Overall average')).toHaveText(/^\d+\.\d$/);
    await expect(averages.getByRole('group', { name: 'Average per skill' }).getByRole('listitem').first()).toBeVisible();

    // The newest report opens on a tap and shows its scores.
    const firstReport = page.locator('.MuiAccordion-root').first();
    await firstReport.getByRole('button').first().click();
    await expect(firstReport.getByRole('group', { name: /^Scores of / })).toBeVisible();
    await expect(firstReport.getByRole('group', { name: /^Scores of / }).getByRole('listitem').first()).toBeVisible();

    // Phone first: nothing wider than the screen, and no managers' sidebar.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
