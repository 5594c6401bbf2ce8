import { test, expect } from './fixtures';
import { E2E_OPERATORS } from './globalSetup';
import { setUpOperator, signInToConsole } from './operators';

test("an operator imports a file of players into a team from the console's batch upload; a bad line is refused on its own", async ({ page, request }) => {
  // Without an operator's sign-in the upload's calls answer 401.
  expect((await request.get('/Admin/Clubs')).status()).toBe(401);

  const secret = await setUpOperator(request, E2E_OPERATORS.upload);
  await signInToConsole(page, E2E_OPERATORS.upload, secret);
  await page.getByRole('menuitem', { name: 'Batch upload' }).click();
  await expect(page.getByRole('heading', { name: 'Batch upload' }).first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Clubs' }).click();
  await page.getByRole('option', { name: 'VV Zuiderpark' }).click();
  await page.getByRole('combobox', { name: 'Season' }).click();
  await page.getByRole('option').last().click();
  await page.getByRole('combobox', { name: 'Team' }).click();
  await page.getByRole('option', { name: 'JO11-1' }).click();

  await page.getByLabel('Batch data file').setInputFiles({
    name: 'players.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('role,firstName,lastName,email,position\nPlayer,Mila,Kuipers,mila.kuipers@upload.test,CM\nPlayer,Finn,Brouwer,finn.brouwer@upload.test,\nPlayer,Bob,,not-an-address,\n'),
  });
  await expect(page.getByText('players.csv')).toBeVisible();
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Imported: 2 to invite, 0 to update, 0 unchanged, 1 refused.', { exact: false })).toBeVisible();
  await expect(page.getByText(/^Line 4: /)).toBeVisible();

  // The console's imports list shows the run once its jobs are done, with the file of refused rows.
  await page.getByRole('menuitem', { name: 'Imports' }).click();
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: 'players.csv' }).getByText('Done')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Rows refused (CSV)' })).toBeVisible();

  await page.goto('/dev/outbox');
  await expect(page.getByText('mila.kuipers@upload.test')).toBeVisible();
  await expect(page.getByText('finn.brouwer@upload.test')).toBeVisible();
});
