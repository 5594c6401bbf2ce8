import { test, expect, managerToken } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';

/**
 * The account paths end to end, against the real server without SMTP: e-mails land in the outbox,
 * which a person reads at /dev/outbox.
 */
const unique = (prefix: string) => `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@demo.club`;

/** Invites someone through the API (the invite screens belong to another part of the app). */
async function invite(request: APIRequestContext, email: string, role: 'Trainer' | 'Manager', firstName = 'Sanne') {
  const token = await managerToken(request);
  const response = await request.post('/Account/RegisterUser', {
    headers: { authorization: `Bearer ${token}` },
    data: { email, role, phoneNumber: '', firstName, lastName: 'de Boer', profilePicture: 'file.png', photo: '', teamId: '' },
  });
  expect(await response.json()).toMatchObject({ isSucceeded: true, emailSent: true });
}

/** The link of the newest outbox e-mail to `email` whose subject matches, read like a person would. */
async function linkFromOutbox(request: APIRequestContext, email: string, subject: RegExp, path: string): Promise<string> {
  const list = await (await request.get('/dev/outbox')).text();
  const rows = [...list.matchAll(/<tr>\s*<td>[^<]*<\/td>\s*<td>([^<]*)<\/td>\s*<td><a href="(\/dev\/outbox\/[0-9a-f-]+)">([^<]*)<\/a>/g)];
  const row = rows.find(([, to, , title]) => to === email && subject.test(title!));
  expect(row, `an e-mail to ${email} in the outbox`).toBeTruthy();
  const message = await (await request.get(row![2]!)).text();
  const href = new RegExp(`href="([^"]*${path}\\?[^"]+)"`).exec(message)![1]!;
  return href.replace(/&amp;/g, '&');
}

/** A reset e-mail is prepared after the answer (so timing tells nothing): wait for it to arrive. */
async function resetLinkFromOutbox(request: APIRequestContext, email: string): Promise<string> {
  let link = '';
  await expect.poll(async () => {
    link = await linkFromOutbox(request, email, /Reset your Touchline password/, '/tokenvalidation').catch(() => '');
    return link;
  }).not.toBe('');
  return link;
}

async function activateThroughApi(request: APIRequestContext, email: string, password: string) {
  await invite(request, email, 'Trainer');
  const link = new URL(await linkFromOutbox(request, email, /invitation/, '/account/tokenconfirmation'));
  const response = await request.post('/Account/SetupInitialPassword', { data: { token: link.searchParams.get('activatetoken'), password } });
  expect(response.ok()).toBe(true);
}

async function useDutch(page: Page) {
  await page.addInitScript(() => localStorage.setItem('touchline.locale', 'nl'));
}

test('a manager invites a trainer, who opens the link from the outbox, sets a password and is congratulated', async ({ page, request }) => {
  const email = unique('trainer');
  await invite(request, email, 'Trainer');

  await page.goto('/dev/outbox');
  await page.getByRole('row', { name: email }).getByRole('link', { name: 'Your invitation to VV Zuiderpark on Touchline' }).click();
  await expect(page.getByText('Anouk Vermeulen has invited you to VV Zuiderpark on Touchline, as trainer.').first()).toBeVisible();
  await page.getByRole('link', { name: 'Activate my account' }).click();

  await expect(page).toHaveURL(/\/account\/tokenconfirmation\?activatetoken=/);
  await expect(page.getByText('Your account has been activated, a moment please')).toBeVisible();
  await expect(page).toHaveURL(/\/changepassword\?activatetoken=/);
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();

  await page.getByLabel('New password').fill('Kite-Meadow-14');
  await expect(page.getByRole('listitem', { name: 'Have at least 8 characters: done' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Include special characters: done' })).toBeVisible();
  await page.getByLabel('Repeat the password').fill('Kite-Meadow-15');
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await page.getByLabel('Repeat the password').fill('Kite-Meadow-14');
  await page.getByRole('button', { name: 'Save the password' }).click();

  await expect(page.getByText('Setup Password Succeeded')).toBeVisible();
  await expect(page).toHaveURL(/\/congratulation$/);
  await expect(page.getByText('Your account has been activated. Open the Touchline mobile app to log in.')).toBeVisible();

  // The account works, and the link does not work a second time.
  const login = await request.post('/Account/Login', { data: { userName: email, password: 'Kite-Meadow-14', rememberLogin: true } });
  expect((await login.json()).role).toBe('Trainer');
  await page.goBack();
  await page.getByRole('link', { name: 'Activate my account' }).click();
  await expect(page.getByText('The token is not valid or expired')).toBeVisible();
  await expect(page.getByText('This activation link is no longer valid. Please ask your club manager for a new invitation.')).toBeVisible();
});

test('the activation path in Dutch', async ({ page, request }) => {
  await useDutch(page);
  const email = unique('nl.trainer');
  await invite(request, email, 'Trainer', 'Daan');
  await page.goto(await linkFromOutbox(request, email, /invitation/, '/account/tokenconfirmation'));
  await expect(page.getByText('Je account is geactiveerd, een ogenblik geduld')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kies je wachtwoord' })).toBeVisible();
  await page.getByLabel('Nieuw wachtwoord').fill('Kite-Meadow-14');
  await expect(page.getByRole('listitem', { name: 'Minstens 8 tekens: gelukt' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Bevat speciale tekens: gelukt' })).toBeVisible();
  await page.getByLabel('Herhaal het wachtwoord').fill('Kite-Meadow-14');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page).toHaveURL(/\/congratulation$/);
  await expect(page.getByRole('heading', { name: 'Gefeliciteerd!' })).toBeVisible();
  await expect(page.getByText('Je account is geactiveerd. Open de Touchline-app op je telefoon om in te loggen.')).toBeVisible();
});

test('forgot password: the masked address, the e-mailed link, a new password', async ({ page, request }) => {
  const email = unique('forgetful');
  await activateThroughApi(request, email, 'Old-Password-1');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgotpassword$/);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('no e-mail set')).toBeVisible();
  await page.getByLabel('E-mail').fill('forgetful.demo.club');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('The email-address is not valid')).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  const local = email.split('@')[0]!;
  await expect(page.getByText(`${local[0]}${'*'.repeat(local.length - 2)}${local[local.length - 1]}@demo.club`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to login' })).toBeVisible();

  const link = await resetLinkFromOutbox(request, email);
  await page.goto(link);
  await expect(page.getByText('Your link is valid, a moment please')).toBeVisible();
  await expect(page).toHaveURL(/\/changepassword\?recoverytoken=/);
  await page.getByLabel('New password').fill('New-Password-1');
  await page.getByLabel('Repeat the password').fill('New-Password-1');
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByText('Reset password success')).toBeVisible();
  await expect(page).toHaveURL(/\/passwordchanged$/);
  await expect(page.getByText('Your password has been changed. Open the Touchline mobile app to log in.')).toBeVisible();

  const oldLogin = await request.post('/Account/Login', { data: { userName: email, password: 'Old-Password-1', rememberLogin: true } });
  expect(oldLogin.status()).toBe(401);
  const newLogin = await request.post('/Account/Login', { data: { userName: email, password: 'New-Password-1', rememberLogin: true } });
  expect(newLogin.status()).toBe(200);
});

test('forgot password in Dutch, up to the changed password', async ({ page, request }) => {
  await useDutch(page);
  const email = unique('vergeetachtig');
  await activateThroughApi(request, email, 'Old-Password-1');
  await page.goto('/forgotpassword');
  await expect(page.getByRole('heading', { name: 'Wachtwoord vergeten?' })).toBeVisible();
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('button', { name: 'Link versturen' }).click();
  await expect(page.getByRole('heading', { name: 'Kijk in je mailbox' })).toBeVisible();
  const link = await resetLinkFromOutbox(request, email);
  await page.goto(link);
  await expect(page.getByText('Je link is geldig, een ogenblik geduld')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kies een nieuw wachtwoord' })).toBeVisible();
  await page.getByLabel('Nieuw wachtwoord').fill('Nieuw-Wachtwoord-1');
  await page.getByLabel('Herhaal het wachtwoord').fill('Nieuw-Wachtwoord-1');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page).toHaveURL(/\/passwordchanged$/);
  await expect(page.getByText('Je wachtwoord is gewijzigd. Open de Touchline-app op je telefoon om in te loggen.')).toBeVisible();

  // The used link now tells, in Dutch, that it no longer works.
  await page.goto(link);
  await expect(page.getByText('De link is niet geldig of verlopen')).toBeVisible();
});

test('a new manager accepts the terms after signing in, then reaches the overview', async ({ page, request }) => {
  const email = unique('new.manager');
  await invite(request, email, 'Manager', 'Noor');
  const link = new URL(await linkFromOutbox(request, email, /invitation/, '/account/tokenconfirmation'));
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/changepassword\?activatetoken=/);
  await page.getByLabel('New password').fill('Silver-Harbour-9');
  await page.getByLabel('Repeat the password').fill('Silver-Harbour-9');
  await page.getByRole('button', { name: 'Save the password' }).click();
  // A manager is not sent to the mobile app: they sign in on the web.
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Silver-Harbour-9');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/termandprivacy$/);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName(/^Terms and privacy/);
  await expect(dialog.getByText('Version 1.0')).toBeVisible();
  await expect(dialog.getByText('Touchline keeps the names')).toBeVisible();
  // The club's own privacy statement comes with the terms (issue 25).
  await expect(dialog.getByRole('heading', { name: 'Privacy statement of VV Zuiderpark' })).toBeVisible();
  await expect(dialog.getByText('VV Zuiderpark keeps the evaluations of its players')).toBeVisible();

  // In Dutch too.
  await dialog.getByRole('button', { name: 'English', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Nederlands' }).click();
  await expect(dialog).toHaveAccessibleName(/^Voorwaarden en privacy/);
  await expect(dialog.getByText('Versie 1.0')).toBeVisible();
  await expect(dialog.getByText('Touchline bewaart de namen')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Privacyverklaring van VV Zuiderpark' })).toBeVisible();
  await expect(dialog.getByText('VV Zuiderpark bewaart de beoordelingen van zijn spelers')).toBeVisible();
  await dialog.getByRole('button', { name: 'Nederlands', exact: true }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();

  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please accept the terms and privacy')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'I accept the terms and privacy' }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Accepted the terms and privacy')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Noor de Boer')).toBeVisible();

  // Next time the overview comes straight away.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Silver-Harbour-9');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
});
