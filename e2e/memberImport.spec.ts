import type { Page } from '@playwright/test';
import { test, expect, openSignedIn } from './fixtures';
import { useServerOnFreshEmbedded } from './ownServer';
import { useServerOnFreshPostgres } from './postgresServer';

/**
 * A manager imports a 500-row Sportlink-style export with 10 bad rows in the web app (issue 23), once
 * in English and once in Dutch: choose the file, change a column's mapping, preview, agree to the new
 * teams, run, follow the progress, read the result; the same file again would invite nobody.
 * The flow runs on both engines, each on a server of its own (a fresh embedded data folder; a fresh
 * PostgreSQL database, where the imported people are then read from the database itself).
 */
const TEXTS = {
  en: {
    button: 'Import', toPreview: 'Preview', invite: '490 to invite', errors: '10 with errors', noneToInvite: '0 to invite',
    createTeams: 'Create these teams', ignore: 'Ignore', done: /Import finished: 490 invited, 0 updated, 0 unchanged, 10 rows with errors/,
    shielded: /shielded \(AFGESCHERMD\)/, errorRows: 'Rows with errors', another: 'Import another file', close: 'Close', invited: 'Invited',
  },
  nl: {
    button: 'Importeren', toPreview: 'Voorbeeld', invite: '490 uit te nodigen', errors: '10 met fouten', noneToInvite: '0 uit te nodigen',
    createTeams: 'Deze teams aanmaken', ignore: 'Negeren', done: /Import klaar: 490 uitgenodigd, 0 bijgewerkt, 0 ongewijzigd, 10 regels met fouten/,
    shielded: /afgeschermd \(AFGESCHERMD\)/, errorRows: 'Regels met fouten', another: 'Nog een bestand importeren', close: 'Sluiten', invited: 'Uitgenodigd',
  },
} as const;

const FIRST = ['Bram', 'Sanne', 'Daan', 'Lotte', 'Sem', 'Emma', 'Finn', 'Julia', 'Lucas', 'Mila'];
const LAST = ['van der Berg', 'de Vries', 'Jansen', 'van Dijk', 'Bakker', 'de Jong', 'Visser', 'Smit', 'Meijer', 'de Boer'];

/** An export as Sportlink writes it: semicolons, Dutch headers, dd-mm-yyyy, the full name in 'Naam'; rows 50, 100, … 500 are bad. */
function sportlinkExport(prefix: string): string {
  const lines = ['Relatiecode;Naam;E-mail;Geb.dat.;Mobiel;Team;Teamrol'];
  for (let n = 1; n <= 500; n++) {
    const name = `${FIRST[n % 10]} ${LAST[Math.floor(n / 10) % 10]}`;
    let email = `${prefix}.${n}@import.demo`;
    let birth = `${String((n % 28) + 1).padStart(2, '0')}-0${(n % 9) + 1}-2014`;
    let shown = name;
    let role = 'Teamspeler';
    if (n % 50 === 0) {
      const bad = n / 50;
      if (bad <= 3) shown = 'AFGESCHERMD';
      else if (bad <= 6) email = `${prefix}.${n}-at-import.demo`;
      // (An address shared by two players is no error: brothers and sisters on a parent's address.)
      else if (bad <= 8) role = 'Scheidsrechter';
      else birth = '31-02-2014';
    }
    lines.push([`${prefix.toUpperCase()}${n}`, shown, email, birth, `06${String(n).padStart(8, '0')}`, `JO${11 + (n % 4)}-${1 + (n % 3)}`, role].join(';'));
  }
  return lines.join('\r\n') + '\r\n';
}

/** The whole flow in the web app, as the demo manager in locale; answers the prefix of the imported e-mail addresses. */
async function importMembers(page: Page, locale: keyof typeof TEXTS): Promise<string> {
  const t = TEXTS[locale];
  const prefix = `imp${locale}${Date.now().toString(36)}`;
  const file = { name: 'leden.csv', mimeType: 'text/csv', buffer: Buffer.from(sportlinkExport(prefix)) };
  await openSignedIn(page, locale);
  await page.goto('/players');
  await page.getByRole('button', { name: t.button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('import-file').setInputFiles(file);

  // The columns as recognised; the phone numbers are left out on purpose.
  await expect(dialog.getByRole('combobox', { name: 'Relatiecode' })).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Mobiel' }).click();
  await page.getByRole('option', { name: t.ignore }).click();
  await dialog.getByRole('button', { name: t.toPreview }).click();

  await expect(dialog.getByTestId('import-summary')).toContainText(t.invite);
  await expect(dialog.getByTestId('import-summary')).toContainText(t.errors);
  await dialog.getByRole('button', { name: t.errorRows }).click();
  await expect(dialog.locator('tr[data-action="error"]')).toHaveCount(10);
  await expect(dialog.locator('tr[data-action="error"]').first()).toContainText(t.shielded);
  const agree = dialog.getByLabel(t.createTeams);
  if (await agree.count()) await expect(agree).toBeChecked();
  await dialog.getByRole('button', { name: /\(490 / }).click();

  await expect(dialog.getByTestId('import-result')).toContainText(t.done, { timeout: 200_000 });
  await expect(dialog.getByRole('table', { name: t.errorRows })).toContainText('51');

  // The same file again: nobody would be invited.
  await dialog.getByRole('button', { name: t.another }).click();
  await dialog.getByTestId('import-file').setInputFiles(file);
  await dialog.getByRole('button', { name: t.toPreview }).click();
  await expect(dialog.getByTestId('import-summary')).toContainText(t.noneToInvite);
  await dialog.getByRole('button', { name: t.close }).click();
  await expect(page.getByRole('button', { name: t.invited, pressed: true })).toBeVisible();
  return prefix;
}

// 500 invitations run in the background in batches: seconds on a quiet machine, more on a busy one.
const IMPORT_TIMEOUT = 240_000;

test.describe('on the embedded engine', () => {
  // A server of its own on a fresh data folder: the import runs beside the specs on the shared demo
  // club (playwright.config.ts), whose console lists every import of the club.
  useServerOnFreshEmbedded('touchline_e2e_import');

  for (const locale of ['en', 'nl'] as const) {
    test(`a manager imports a 500-row Sportlink export (${locale})`, async ({ page }) => {
      test.setTimeout(IMPORT_TIMEOUT);
      await importMembers(page, locale);
    });
  }
});

test.describe('on PostgreSQL', () => {
  // A database of its own, dropped afterwards: nothing to clean up for the later specs.
  const postgres = useServerOnFreshPostgres('touchline_e2e_import');

  for (const locale of ['en', 'nl'] as const) {
    test(`a manager imports a 500-row Sportlink export (${locale})`, async ({ page }) => {
      test.setTimeout(IMPORT_TIMEOUT);
      const prefix = await importMembers(page, locale);
      // The 490 good rows are people of the demo club in the PostgreSQL database, with their member numbers.
      const imported = await postgres.query((db) =>
        db
          .selectFrom('people')
          .innerJoin('accounts', 'accounts.id', 'people.account_id')
          .where('accounts.email', 'like', `${prefix}.%@import.demo`)
          .where('people.member_number', 'is not', null)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow(),
      );
      expect(Number(imported.count)).toBe(490);
    });
  }
});
