import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { test, expect, openSignedIn } from './fixtures';

/**
 * The people screens end to end against the real server (no SMTP: invitations land in the outbox):
 * invite a player, see them invited, invite again, remove them; edit a trainer's name, birth date
 * and photo; find a player through the header search. Everything once in English and once in Dutch.
 */
const TEXTS = {
  en: {
    invite: 'Invite', invitedToggle: 'Invited', send: 'Send invitation', sent: 'The invitation is sent', inviteAgain: 'Invite again',
    removeSelected: 'Remove selected', remove: 'Remove', removed: 'Succesfully removed players',
    firstName: 'First name', lastName: 'Last name', email: 'E-mail', team: 'Team', update: 'Update', updated: 'Account Updated',
    birthDate: 'Birth date', uploaded: 'Picture uploaded.', removePicture: 'Remove picture', pictureRemoved: 'Picture removed.',
    search: 'Search people and teams', playerRole: 'Player', trainersTitle: 'Trainers',
  },
  nl: {
    invite: 'Uitnodigen', invitedToggle: 'Uitgenodigd', send: 'Uitnodiging versturen', sent: 'De uitnodiging is verstuurd', inviteAgain: 'Opnieuw uitnodigen',
    removeSelected: 'Selectie verwijderen', remove: 'Verwijderen', removed: 'De spelers zijn verwijderd',
    firstName: 'Voornaam', lastName: 'Achternaam', email: 'E-mailadres', team: 'Team', update: 'Bijwerken', updated: 'Het account is bijgewerkt',
    birthDate: 'Geboortedatum', uploaded: 'De foto is geüpload.', removePicture: 'Afbeelding verwijderen', pictureRemoved: 'Foto verwijderd.',
    search: 'Zoek personen en teams', playerRole: 'Speler', trainersTitle: 'Trainers',
  },
} as const;

/** How many outbox e-mails went to this address, read from /dev/outbox like a person would. */
async function mailsTo(page: Page, email: string): Promise<number> {
  const html = await (await page.request.get('/dev/outbox')).text();
  return html.split(`<td>${email}</td>`).length - 1;
}

for (const locale of ['en', 'nl'] as const) {
  const t = TEXTS[locale];

  test.describe(`people (${locale})`, () => {
    test.beforeEach(async ({ page }) => openSignedIn(page, locale));

    test('invite a player, see them invited, invite again, remove them', async ({ page }) => {
      const email = `lotte.${locale}.${Date.now().toString(36)}@demo.club`;
      const lastName = `Boer${locale.toUpperCase()}${Date.now().toString(36)}`;
      await page.goto('/players');
      await page.getByRole('button', { name: t.invite, exact: true }).click();
      const dialog = page.getByRole('dialog');
      // Nothing filled in: the fields turn red and nothing is sent.
      await dialog.getByRole('button', { name: t.send }).click();
      await expect(dialog.getByLabel(t.firstName)).toHaveAttribute('aria-invalid', 'true');
      await dialog.getByLabel(t.firstName).fill('Lotte');
      await dialog.getByLabel(t.lastName).fill(lastName);
      await dialog.getByLabel(t.email).fill(email);
      await dialog.getByRole('combobox', { name: t.team }).click();
      await page.getByRole('option').first().click();
      await dialog.getByRole('button', { name: t.send }).click();
      await expect(page.getByText(t.sent)).toBeVisible();
      await expect.poll(() => mailsTo(page, email)).toBe(1);

      // The new person is in the invited list until they activate their account.
      await expect(page.getByRole('button', { name: t.invitedToggle, exact: true })).toHaveAttribute('aria-pressed', 'true');
      const row = page.getByRole('row').filter({ hasText: email });
      await expect(row).toBeVisible();
      await row.getByRole('button', { name: t.inviteAgain }).click();
      await expect(page.getByText(t.sent).first()).toBeVisible();
      await expect.poll(() => mailsTo(page, email)).toBe(2);

      await row.getByRole('checkbox').check();
      await page.getByRole('button', { name: t.removeSelected }).click();
      await page.getByRole('dialog').getByRole('button', { name: t.remove, exact: true }).click();
      await expect(page.getByText(t.removed)).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
    });

    test("edit a trainer's name and birth date, upload then remove a photo", async ({ page }) => {
      await page.goto('/trainers');
      const table = page.getByRole('table', { name: t.trainersTitle });
      // Each language edits a different trainer.
      const link = table.getByRole('row').nth(locale === 'en' ? 1 : 2).getByRole('link').first();
      const name = (await link.textContent())!;
      await link.click();
      await expect(page).toHaveURL(/\/trainers\/detail-trainer\?userId=/);
      const firstName = page.getByLabel(t.firstName);
      await expect(firstName).toHaveValue(name.split(' ')[0]!);

      const newFirst = `Edited${locale}`;
      await firstName.fill(newFirst);
      await page.getByLabel(t.birthDate).fill('14/02/1980');
      await page.getByRole('button', { name: t.update }).click();
      await expect(page.getByText(t.updated)).toBeVisible();
      await page.reload();
      await expect(page.getByLabel(t.firstName)).toHaveValue(newFirst);
      // Dutch writes dates as 27-11-2026 (issue 37), English as 27/11/2026.
      await expect(page.getByLabel(t.birthDate)).toHaveValue(locale === 'nl' ? '14-02-1980' : '14/02/1980');

      const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c0392b' } }).png().toBuffer();
      await page.locator('input[type=file]').setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: png });
      await expect(page.getByText(t.uploaded)).toBeVisible();
      await page.getByRole('button', { name: t.update }).click();
      await expect(page.getByText(t.updated).first()).toBeVisible();
      await page.reload();
      const picture = page.getByTestId('photo-preview').locator('img');
      await expect(picture).toHaveAttribute('src', /\/photos\/[0-9a-f-]+$/);

      await page.getByRole('button', { name: t.removePicture }).click();
      await expect(page.getByText(t.pictureRemoved)).toBeVisible();
      await expect(page.getByTestId('photo-preview').locator('img')).toHaveCount(0);
    });

    test("search a player in the header and open their page", async ({ page }) => {
      await page.goto('/players');
      const table = page.getByRole('table');
      const link = table.getByRole('row').nth(locale === 'en' ? 5 : 6).getByRole('link').first();
      const name = (await link.textContent())!;
      await page.goto('/');
      // The whole name in capitals: the search ignores case, and a trainer of the same name shows with another role.
      await page.getByRole('textbox', { name: t.search }).fill(name.toUpperCase());
      const results = page.getByRole('list', { name: t.search });
      await results.getByRole('button').filter({ hasText: name }).filter({ hasText: t.playerRole }).first().click();
      await expect(page).toHaveURL(/\/players\/detail-player\?userId=/);
      await expect(page.getByRole('heading', { name })).toBeVisible();
    });
  });
}
