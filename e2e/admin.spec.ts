import { test, expect } from './fixtures';
import { E2E_OPERATORS } from './globalSetup';
import { setUpOperator, signInToConsole } from './operators';

test("an operator invites a file of players into a team from the console's batch upload", async ({ page, request }) => {
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
    buffer: Buffer.from('role,firstName,lastName,email,position\nPlayer,Mila,Kuipers,mila.kuipers@upload.test,CM\nPlayer,Finn,Brouwer,finn.brouwer@upload.test,\n'),
  });
  await expect(page.getByText('players.csv')).toBeVisible();
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('2 people invited')).toBeVisible();

  await page.goto('/dev/outbox');
  await expect(page.getByText('mila.kuipers@upload.test')).toBeVisible();
  await expect(page.getByText('finn.brouwer@upload.test')).toBeVisible();
});
