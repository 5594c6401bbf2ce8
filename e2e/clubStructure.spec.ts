import sharp from 'sharp';
import type { Locator, Page } from '@playwright/test';
import { test, expect, signIn } from './fixtures';

/**
 * The club's frame in a real browser against the real server: seasons, teams and their people,
 * and the club's own name and logo. Names carry a run stamp so the shared demo club can be reused.
 */
const stamp = Date.now().toString(36);

/** A sidebar entry (the overview has links with similar names). */
const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('menuitem', { name, exact: true });

const png = (color: string) => sharp({ create: { width: 64, height: 64, channels: 3, background: color } }).png().toBuffer();

/** Picks a day of the month the picker opens on (the current month) from a date field's calendar. */
async function pickDay(dialog: Locator, page: Page, field: string, day: string) {
  await dialog.getByRole('group', { name: field }).getByRole('button').click();
  await page.getByRole('dialog', { name: field }).getByRole('gridcell', { name: day, exact: true }).click();
}

test('creates a season on the seasons page', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/$/);
  await menuLink(page, 'Seasons').click();
  await expect(page).toHaveURL(/\/season$/);
  const table = page.getByRole('table', { name: 'All seasons' });
  await expect(table.getByRole('row')).not.toHaveCount(1);
  await page.getByRole('button', { name: 'Add season' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add season' });
  await dialog.getByLabel('Season name').fill(`E2E season ${stamp}`);
  await dialog.getByRole('button', { name: 'One report more' }).click();
  // Days of this month that leave today out, so the new season never becomes the current one
  // (the other browser tests rely on the demo club's current season).
  const [first, last] = new Date().getDate() <= 14 ? ['20', '28'] : ['1', '10'];
  await pickDay(dialog, page, 'Start date', first);
  await pickDay(dialog, page, 'End date', last);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The season has been saved.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = table.getByRole('row', { name: new RegExp(`E2E season ${stamp}`) });
  await expect(row).toContainText('2 per player');
  // The dates are the chosen calendar days in 'MMMM d, yyyy'.
  await expect(row).toContainText(new RegExp(`[A-Z][a-z]+ ${first}, \\d{4}`));
  await expect(row).toContainText(new RegExp(`[A-Z][a-z]+ ${last}, \\d{4}`));
});

test('sets up a team with a logo, a trainer and players; moves and removes people; deletes an empty team', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/$/);
  await menuLink(page, 'Teams').click();
  const teams = page.getByRole('table', { name: 'Teams' });
  await expect(teams.getByRole('row')).not.toHaveCount(1);

  // A team with a logo.
  await page.getByRole('button', { name: 'Add team' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add team' });
  await dialog.getByLabel('Team name').fill(`E2E Team ${stamp}`);
  await dialog.getByLabel('Division').fill('Hoofdklasse');
  await dialog.getByLabel('Team logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await png('#c62828') });
  await expect(page.getByText('Picture uploaded.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Team saved.')).toBeVisible();
  const teamRow = teams.getByRole('row', { name: new RegExp(`E2E Team ${stamp}`) });
  await expect(teamRow.locator('img[src^="/photos/"]')).toHaveCount(1);

  // An empty second team to move a player to.
  await page.getByRole('button', { name: 'Add team' }).click();
  dialog = page.getByRole('dialog', { name: 'Add team' });
  await dialog.getByLabel('Team name').fill(`E2E Other ${stamp}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(teams.getByRole('row', { name: new RegExp(`E2E Other ${stamp}`) })).toBeVisible();

  await page.getByRole('link', { name: `View E2E Team ${stamp}` }).click();
  await expect(page.getByRole('heading', { name: `E2E Team ${stamp}` })).toBeVisible();
  await expect(page.getByText('Hoofdklasse')).toBeVisible();

  // Add the first available trainer.
  const trainers = page.getByRole('region', { name: 'Trainers' });
  await trainers.getByRole('button', { name: 'Add trainers' }).click();
  dialog = page.getByRole('dialog');
  const firstTrainer = dialog.getByRole('checkbox').first();
  const trainerName = (await firstTrainer.getAttribute('aria-label'))!;
  await firstTrainer.check();
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Added to the team.')).toBeVisible();
  await expect(trainers.getByRole('link', { name: trainerName })).toBeVisible();

  // Add two players, found with the search box.
  const players = page.getByRole('region', { name: 'Players' });
  await players.getByRole('button', { name: 'Add players' }).click();
  dialog = page.getByRole('dialog');
  const boxes = dialog.getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  const first = (await boxes.nth(0).getAttribute('aria-label'))!;
  const second = (await boxes.nth(1).getAttribute('aria-label'))!;
  await dialog.getByLabel('Search by name').fill(first);
  await dialog.getByRole('checkbox', { name: first }).check();
  await dialog.getByLabel('Search by name').fill(second);
  await dialog.getByRole('checkbox', { name: second }).check();
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Added to the team.').first()).toBeVisible();
  await expect(players.getByRole('link', { name: first })).toBeVisible();
  await expect(players.getByRole('link', { name: second })).toBeVisible();
  await expect(players.getByRole('link', { name: first })).toHaveAttribute('href', /\/players\/detail-player\?userId=.+&teamId=.+/);

  // Move the first player to the other team.
  await players.getByRole('row').filter({ hasText: first }).getByRole('checkbox').check();
  await players.getByRole('button', { name: 'Move to another team' }).click();
  dialog = page.getByRole('dialog', { name: 'Move to another team' });
  await dialog.getByRole('combobox', { name: 'New team' }).click();
  await page.getByRole('option', { name: `E2E Other ${stamp}` }).click();
  await dialog.getByRole('button', { name: 'Move' }).click();
  await expect(page.getByText('Moved to the other team.')).toBeVisible();
  await expect(players.getByRole('link', { name: first })).toBeHidden();

  // Remove the second one from the team.
  await players.getByRole('row').filter({ hasText: second }).getByRole('checkbox').check();
  await players.getByRole('button', { name: 'Remove from team' }).click();
  await page.getByRole('dialog', { name: 'Remove from team' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Players removed from the team.')).toBeVisible();
  await expect(players.getByRole('link', { name: second })).toBeHidden();
  await expect(players.getByText('This team has no players yet.')).toBeVisible();

  // The other team now has the moved player: jump there with the change-team control.
  await page.getByRole('combobox', { name: 'Change team' }).click();
  await page.getByRole('option', { name: `E2E Other ${stamp}` }).click();
  await expect(page.getByRole('heading', { name: `E2E Other ${stamp}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Players' }).getByRole('link', { name: first })).toBeVisible();

  // Delete an empty team from the list; nothing selected first.
  await page.getByRole('link', { name: 'Back to teams' }).click();
  await page.getByRole('button', { name: 'Add team' }).click();
  dialog = page.getByRole('dialog', { name: 'Add team' });
  await dialog.getByLabel('Team name').fill(`E2E Empty ${stamp}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  const emptyRow = teams.getByRole('row', { name: new RegExp(`E2E Empty ${stamp}`) });
  await expect(emptyRow).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No selected team(s)')).toBeVisible();
  await emptyRow.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete teams' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Successfully removed teams')).toBeVisible();
  await expect(emptyRow).toBeHidden();
});

test('changes the club name and logo; the sidebar changes at once', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/$/);
  const sidebar = page.getByRole('navigation', { name: 'Main navigation' }).locator('..');
  await expect(sidebar.getByText('VV Zuiderpark')).toBeVisible();
  const sidebarLogo = sidebar.locator('img[src^="/photos/"]').first();
  const logoBefore = await sidebarLogo.getAttribute('src');
  await menuLink(page, 'Settings').click();
  await expect(page.getByRole('heading', { name: 'General settings' })).toBeVisible();
  await page.getByLabel('Club logo').setInputFiles({ name: 'club.png', mimeType: 'image/png', buffer: await png('#1565c0') });
  await expect(page.getByText('Picture uploaded.')).toBeVisible();
  await page.getByLabel('Club name').fill(`VV Renamed ${stamp}`);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Club details updated')).toBeVisible();
  await expect(sidebar.getByText(`VV Renamed ${stamp}`)).toBeVisible();
  // The demo club has a logo already: the sidebar must show the newly uploaded one.
  await expect(sidebarLogo).not.toHaveAttribute('src', logoBefore!);
  await expect(sidebarLogo).toBeVisible();

  // Put the demo club's name back for the other browser tests.
  await page.getByLabel('Club name').fill('VV Zuiderpark');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(sidebar.getByText('VV Zuiderpark')).toBeVisible();
});
