import { test, expect, DEMO_MANAGER, signInAsManager } from './fixtures';
import type { APIRequestContext } from '@playwright/test';

/** The demo club's busiest trainer and one of the players with completed reports, through the API. */
async function demoIds(request: APIRequestContext) {
  const login = await request.post('/Account/Login', { data: { userName: DEMO_MANAGER.email, password: DEMO_MANAGER.password, rememberLogin: true } });
  const headers = { authorization: `Bearer ${(await login.json()).accessToken}` };
  const seasons = await (await request.get('/api/MasterData/GetClubSeason', { headers })).json();
  const season = seasons.find((s: { isCurrent: boolean }) => s.isCurrent).id;
  // The spec's body: a JSON string of comma-joined team ids, empty for every team.
  const allTeams = { headers: { ...headers, 'content-type': 'application/json' }, data: '""' };
  const trainers = await (await request.post(`/api/Dashboard/GetDashboardTrainerOverview?clubSeasonId=${season}`, allTeams)).json();
  const players = await (await request.post(`/api/Dashboard/GetPlayerDevelopment?clubSeasonId=${season}`, allTeams)).json();
  return { trainer: trainers[0], player: players.topPlayers[0] };
}

test("a trainer's reports: completed per player, then the open ones", async ({ page, request }) => {
  const { trainer } = await demoIds(request);
  await signInAsManager(page);
  await page.goto(`/trainers/detail-trainer?userId=${trainer.userId}`);
  const panel = page.getByRole('region', { name: 'Reports' });
  const groups = panel.locator('.MuiAccordion-root');
  await expect(groups.first()).toBeVisible();
  await groups.first().click();
  await expect(panel.getByRole('table', { name: 'Skill scores' }).first()).toBeVisible();
  // The completed list groups per player and says so, with as many reports as the count beside the name.
  const counts = page.getByRole('region', { name: trainer.trainerName });
  const completed = (await counts.getByText('Completed reports', { exact: false }).textContent())!.replace(/\D/g, '');
  await expect(panel.getByText(new RegExp(`^\\d+ players?, ${completed} reports?$`))).toBeVisible();
  await expect(counts.getByText(/^Season /)).toBeVisible();
  await panel.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(panel.getByRole('progressbar').first().or(panel.getByText('No open reports.'))).toBeVisible();
  const open = (await counts.getByText('Open reports', { exact: false }).textContent())!.replace(/\D/g, '');
  await expect(panel.getByLabel(`Number of rows: ${open}`)).toBeVisible();
});

test("a player's season reports, in Dutch", async ({ page, request }) => {
  const { player } = await demoIds(request);
  await signInAsManager(page);
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Nederlands' }).click();
  await page.goto(`/players/detail-player?userId=${player.playerId}`);
  const panel = page.getByRole('region', { name: 'Rapporten' });
  await expect(panel.getByRole('table', { name: 'Gemiddelde per vaardigheid' })).toBeVisible();
  // Every trainer's group opened: which of them holds a completed report depends on the demo's dates.
  const closed = panel.getByRole('button', { expanded: false });
  while ((await closed.count()) > 0) await closed.first().click();
  await expect(panel.getByText(/rapport voltooid/).first()).toBeVisible();
});
