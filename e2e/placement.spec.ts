import { test, expect, managerApi, openSignedIn } from './fixtures';

/**
 * The team placement board in Chromium (issue 23): two players of one team move to another by the
 * keyboard path (row checkboxes, then the 'Move to team' menu), without a mouse. The players and teams
 * are made for this run, so the demo club's own teams stay as the other browser tests expect them.
 */
const stamp = Date.now().toString(36);

test('moves the selected players to another team with the keyboard and the menu', async ({ page }) => {
  const api = await managerApi(page.request);
  const from = `E2E From ${stamp}`;
  const to = `E2E To ${stamp}`;
  const { id: fromId } = await api<{ id: string }>('/api/team/addteam', { TeamName: from, Division: '' });
  await api('/api/team/addteam', { TeamName: to, Division: '' });
  for (const firstName of ['Lotte', 'Milan']) {
    await api('/Account/RegisterUser', {
      email: `${firstName.toLowerCase()}.${stamp}@demo.club`, role: 'Player', phoneNumber: '', firstName, lastName: 'Placement', teamId: fromId,
    });
  }

  await openSignedIn(page);
  await page.goto('/teams');
  await page.getByRole('link', { name: 'Placement' }).click();
  await expect(page).toHaveURL(/\/teams\/placement$/);
  const table = page.getByRole('table', { name: 'Team placement' });
  await page.getByRole('combobox', { name: 'Team' }).click();
  await page.getByRole('option', { name: from }).click();
  await expect(table.getByRole('row')).toHaveCount(3);

  for (const name of ['Lotte Placement', 'Milan Placement']) {
    await table.getByRole('row', { name: new RegExp(name) }).getByRole('checkbox').focus();
    await page.keyboard.press('Space');
  }
  await page.getByRole('button', { name: 'Move 2 to team' }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await menu.getByRole('menuitem', { name: to }).focus();
  await page.keyboard.press('Enter');

  await expect(page.getByText(`2 players moved to ${to}.`)).toBeVisible();
  // They left the team they were in: the filter on it shows nobody now, the new team both.
  await expect(page.getByText('No player has this birth year and team.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Team' }).click();
  await page.getByRole('option', { name: to }).click();
  await expect(table.getByRole('row', { name: /Lotte Placement/ })).toContainText(to);
  await expect(table.getByRole('row', { name: /Milan Placement/ })).toContainText(to);
});
