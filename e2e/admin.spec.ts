import { test, expect } from './fixtures';
import { E2E_ADMIN_TOKEN } from './globalSetup';

test('an operator invites a file of players into a team from /admin', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Batch upload' })).toBeVisible();

  // Without the right credential the lists do not load.
  await page.getByLabel('Operator credential').fill('wrong');
  await page.getByRole('button', { name: 'Use' }).click();
  await expect(page.getByText(/Failed fetching data\. HTTP 401/)).toBeVisible();

  await page.getByLabel('Operator credential').fill(E2E_ADMIN_TOKEN);
  await page.getByRole('button', { name: 'Use' }).click();
  await page.getByRole('combobox', { name: 'Clubs' }).click();
  await page.getByRole('option', { name: 'VV Zuiderpark' }).click();
  await page.getByRole('combobox', { name: 'Season' }).click();
  await page.getByRole('option').last().click();
  await page.getByRole('combobox', { name: 'Team' }).click();
  await page.getByRole('option', { name: 'JO11-1' }).click();

  await page.getByLabel('Batch data file').setInputFiles({
    name: 'players.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('role,firstName,lastName,email,position\nPlayer,Mila,Kuipers,mila.kuipers@upload.test,CM\nPlayer,Finn,Brouwer,finn.brouwer@upload.test,\n'),
  });
  await expect(page.getByText('players.csv')).toBeVisible();
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('2 people invited')).toBeVisible();

  await page.goto('/dev/outbox');
  await expect(page.getByText('mila.kuipers@upload.test')).toBeVisible();
  await expect(page.getByText('finn.brouwer@upload.test')).toBeVisible();
});

test('the admin page is in Dutch when Dutch is chosen', async ({ page }) => {
  await page.goto('/admin');
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Nederlands' }).click();
  await expect(page.getByRole('heading', { name: 'Bestand uploaden' })).toBeVisible();
  await expect(page.getByLabel('Beheerderssleutel')).toBeVisible();
});
