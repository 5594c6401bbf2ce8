import type { APIRequestContext } from '@playwright/test';
import { test, expect, managerApi, openSignedIn, signIn } from './fixtures';
import { ENGINES, useServerOnFreshEmbedded } from './ownServer';
import { useServerOnFreshPostgres } from './postgresServer';

/**
 * A real club's families in one Sportlink export (issue 37), imported without inviting anyone: brothers
 * and sisters on one address, a child without an address, a mother who trains JO8-3 and whose son plays
 * in JO9-3 (on her address), a JO19 player who is also leider of JO9-3 (his member number twice). Every
 * child lands on their team, the trainers' workspaces list them all, and the mother signs in once and
 * reaches both her team and her son. Once per engine, each on a server of its own (a fresh embedded data
 * folder, a fresh PostgreSQL database; both with the demo club), so the shared demo club is left as it was.
 */
const PASSWORD = 'Kunstgras-Zaterdag-2026!';
const MARIEKE = 'marieke.vdheuvel@familie.test';
const THIJS = 'thijs.vleeuwen@familie.test';
const EXPORT = [
  'Relatiecode;Roepnaam;Tussenvoegsel;Achternaam;E-mail;Geb.dat.;Team;Teamrol',
  'E2E101;Marieke;van den;Heuvel;marieke.vdheuvel@familie.test;12-05-1986;JO8-3;Trainer',
  'E2E102;Daan;van den;Heuvel;marieke.vdheuvel@familie.test;03-04-2017;JO9-3;Teamspeler',
  'E2E103;Noor;;Kramer;ouders.kramer@familie.test;05-05-2018;JO8-3;Teamspeler',
  'E2E104;Finn;;Kramer;ouders.kramer@familie.test;06-06-2017;JO9-3;Teamspeler',
  'E2E105;Sem;;Koster;;07-07-2018;JO8-3;Teamspeler',
  'E2E106;Thijs;van;Leeuwen;thijs.vleeuwen@familie.test;14-02-2008;JO19-2;Teamspeler',
  'E2E106;Thijs;van;Leeuwen;thijs.vleeuwen@familie.test;14-02-2008;JO9-3;Leider',
].join('\r\n') + '\r\n';

/** Activates an account with the link of its invitation e-mail in the development outbox. */
async function activate(request: APIRequestContext, email: string): Promise<void> {
  const list = await (await request.get('/dev/outbox')).text();
  const message = /<td>([^<]*)<\/td>\s*<td><a href="(\/dev\/outbox\/[0-9a-f-]+)">/g;
  const rows = [...list.matchAll(message)].filter(([, to]) => to === email);
  expect(rows, `one e-mail to ${email}`).toHaveLength(1);
  const mail = await (await request.get(rows[0]![2]!)).text();
  const token = /activatetoken=([\w-]+)/.exec(mail)![1]!;
  const setup = await request.post('/Account/SetupInitialPassword', { data: { password: PASSWORD, token } });
  expect(await setup.json(), await setup.text()).toMatchObject({ isSucceeded: true });
}

for (const engine of ENGINES) test.describe(`a Sportlink export with families (${engine})`, () => {
  if (engine === 'embedded') useServerOnFreshEmbedded('touchline_e2e_family');
  else useServerOnFreshPostgres('touchline_e2e_family');

  test('is imported without inviting; every child is on their team, and the mother who trains reaches her team and her son with one sign-in', async ({ page, browser, request }) => {
    test.setTimeout(180_000);
    await openSignedIn(page, 'en');
    await page.goto('/players');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('import-file').setInputFiles({ name: 'leden.csv', mimeType: 'text/csv', buffer: Buffer.from(EXPORT) });
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await expect(dialog.getByTestId('import-summary')).toContainText('7 to invite');
    await expect(dialog.getByTestId('import-summary')).toContainText('0 with errors');
    // Nobody is e-mailed unless the manager chooses so: the import's default.
    await dialog.getByRole('button', { name: /\(7 / }).click();
    await expect(dialog.getByTestId('import-result')).toContainText(/Import finished: 7 invited, 0 updated, 0 unchanged, 0 rows with errors/, { timeout: 120_000 });
    expect((await (await request.get('/dev/outbox')).text())).not.toContain('familie.test');

    // The trainers are sent their invitations later: one e-mail each, whatever their roles.
    const api = await managerApi(request);
    expect(await api('/api/Import/SendInvitations', { roles: ['Trainer'] })).toEqual({ sent: 2, failed: 0 });
    await activate(request, MARIEKE);
    await activate(request, THIJS);

    // Marieke signs in once: her two roles in words; the trainer's workspace lists her team's children.
    const mother = await browser.newPage();
    await signIn(mother, { email: MARIEKE, password: PASSWORD });
    await expect(mother).toHaveURL(/\/chooseclub$/);
    const choices = mother.getByRole('list', { name: 'Choose your club' });
    await expect(choices.getByRole('button', { name: /Guardian of Daan van den Heuvel/ })).toBeVisible();
    await choices.getByRole('button', { name: /Trainer of JO8-3/ }).click();
    await expect(mother).toHaveURL(/\/workspace$/);
    await expect(mother.getByText('Noor Kramer')).toBeVisible();
    await expect(mother.getByText('Sem Koster')).toBeVisible();
    await expect(mother.getByText('Daan van den Heuvel')).toHaveCount(0);

    // And her son, as his guardian, without a password.
    await mother.getByRole('link', { name: 'Switch club or role' }).click();
    await mother.getByRole('list', { name: 'Choose your club' }).getByRole('button', { name: /Guardian of Daan van den Heuvel/ }).click();
    await expect(mother).toHaveURL(/\/family$/);
    await expect(mother.getByText(/Daan van den Heuvel/).first()).toBeVisible();
    await mother.close();

    // The player who is leider: his workspace as leider of JO9-3 lists Daan and Finn (a brother on a shared address).
    const leider = await browser.newPage();
    await signIn(leider, { email: THIJS, password: PASSWORD });
    await expect(leider).toHaveURL(/\/chooseclub$/);
    await leider.getByRole('list', { name: 'Choose your club' }).getByRole('button', { name: /Trainer of JO9-3/ }).click();
    await expect(leider).toHaveURL(/\/workspace$/);
    await expect(leider.getByText('Daan van den Heuvel')).toBeVisible();
    await expect(leider.getByText('Finn Kramer')).toBeVisible();
    await leider.close();
  });
});
