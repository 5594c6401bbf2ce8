import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, expect } from './fixtures';
import { freePort, serverEnv, startServer, type RunningServer } from './globalSetup';

/**
 * A brand-new club's first hour (issue 28): the club is made as an operator makes it
 * (`npm run club:create`), on a server of its own so it is the only club there (the shared server
 * holds the demo club, whose overview is set up). Its manager opens the invitation, chooses a
 * password, signs in, and is welcomed by the getting-started checklist, which follows what they do.
 */
const MANAGER = { email: 'nina@vvnieuw.nl', password: 'Nieuw-Manager-1' };
let server: RunningServer | undefined;
let dataDir = '';
let baseUrl = '';
let invitation = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-e2e-new-club-'));
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const env = serverEnv(port, dataDir);
  const created = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'server/scripts/createClub.ts', '--name', 'VV Nieuw', '--country', 'NL', '--language', 'en', '--manager-email', MANAGER.email, '--first-name', 'Nina', '--last-name', 'Nieuw'],
    { env, encoding: 'utf8' },
  );
  expect(created.status, created.stderr).toBe(0);
  // The script prints the invitation link it sent.
  invitation = /(http\S+\/account\/tokenconfirmation\?\S+)/.exec(created.stdout)![1]!;
  server = await startServer(env);
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test("a brand-new club's manager is welcomed by the getting-started checklist, which follows what they do", async ({ page }) => {
  await page.goto(invitation);
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await page.getByLabel('New password').fill(MANAGER.password);
  await page.getByLabel('Repeat the password').fill(MANAGER.password);
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-mail').fill(MANAGER.email);
  await page.getByLabel('Password', { exact: true }).fill(MANAGER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The first sign-in accepts the terms first.
  const terms = page.getByRole('dialog', { name: /^Terms and privacy/ });
  await terms.getByRole('checkbox', { name: 'I accept the terms and privacy' }).check();
  await terms.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`${baseUrl}/$`));

  const checklist = page.getByRole('region', { name: 'Getting started' });
  await expect(checklist).toBeVisible();
  await expect(checklist.getByText('0 of 5 steps done')).toBeVisible();
  await expect(page.getByText(/^There is no season yet\./)).toBeVisible();

  // The first step leads to the seasons, whose empty list offers to add the first one.
  await checklist.getByRole('link', { name: 'Add season' }).click();
  await expect(page).toHaveURL(/\/season$/);
  await page.getByRole('button', { name: 'Add your first season' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add season' });
  await dialog.getByLabel('Season name').fill('2026/2027');
  for (const [field, day] of [['Start date', '1'], ['End date', '28']]) {
    await dialog.getByRole('group', { name: field }).getByRole('button').click();
    await page.getByRole('dialog', { name: field }).getByRole('gridcell', { name: day, exact: true }).click();
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The season has been saved.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'All seasons' }).getByText('2026/2027')).toBeVisible();

  // Back on the overview, that step is ticked off.
  await page.getByRole('menuitem', { name: 'Overview' }).click();
  await expect(checklist.getByText('1 of 5 steps done')).toBeVisible();
  await expect(checklist.getByRole('listitem', { name: 'Add a season (Done)' })).toBeVisible();
});
