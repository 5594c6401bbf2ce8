import { test, expect, DEMO_MANAGER } from './fixtures';
import { E2E_OPERATORS } from './globalSetup';
import { OPERATOR_PASSWORD, setupLink, totpCode } from './operators';

/**
 * The operators' console (issue 24): an operator sets up their account from the link operator:create
 * printed, signs in with password and TOTP, finds a person of a club by e-mail, resends the
 * invitation, and sees that in the audit log.
 */
test('an operator signs in with password and TOTP, resends an invitation and finds it in the audit log', async ({ page, request }) => {
  // A club manager invites someone whose invitation "never came".
  const login = await request.post('/Account/Login', { data: { userName: DEMO_MANAGER.email, password: DEMO_MANAGER.password, rememberLogin: false } });
  const invitee = `never.came.${Date.now()}@e2e.test`;
  const invited = await request.post('/Account/RegisterUser', {
    headers: { authorization: `Bearer ${(await login.json()).accessToken}` },
    data: { email: invitee, role: 'Trainer', firstName: 'Noor', lastName: 'Nooitontvangen', phoneNumber: null, teamId: null },
  });
  expect((await invited.json()).isSucceeded).toBe(true);

  // Set-up: the QR code's address gives the secret to the "authenticator app".
  const email = E2E_OPERATORS.console;
  const link = setupLink(email);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Set up your operator account' })).toBeVisible();
  const uri = await page.getByTestId('otpauth-uri').textContent();
  const secret = new URL(uri!).searchParams.get('secret')!;
  await page.getByRole('textbox', { name: 'Password' }).fill(OPERATOR_PASSWORD);
  await page.getByLabel('Code from your authenticator app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Finish set-up' }).click();
  await expect(page.getByText('Your operator account is ready.')).toBeVisible();

  // A wrong code is refused; then password and the next code sign in.
  await page.getByRole('link', { name: 'Go to sign-in' }).click();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(OPERATOR_PASSWORD);
  await page.getByLabel('Code from your authenticator app').fill('000000' === totpCode(secret, Date.now() + 30_000) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The e-mail address, password or code is not right.')).toBeVisible();
  await page.getByLabel('Code from your authenticator app').fill(totpCode(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Sign in' }).click();

  // The people of every club: find the invitee by e-mail.
  await expect(page.getByRole('heading', { name: 'People' })).toBeVisible();
  await page.getByPlaceholder('Search').fill(invitee);
  const row = page.getByRole('row', { name: new RegExp(invitee.replace(/\./g, '\\.')) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await row.click();

  await expect(page.getByText('VV Zuiderpark')).toBeVisible();
  await page.getByRole('button', { name: 'Resend invitation' }).click();
  await expect(page.getByRole('dialog')).toContainText(`Send the invitation to ${invitee} again?`);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`The invitation was sent again to ${invitee}.`)).toBeVisible();

  // The audit log says who did what, on whom, from where.
  await page.getByRole('menuitem', { name: 'Audit log' }).click();
  // The action in words (issue 37), no longer its key.
  const entry = page.getByRole('row', { name: /resen[dt] (the )?invitation/i });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText(email);
  await expect(entry).toContainText(invitee);
  await expect(entry).toContainText('127.0.0.1');
});
