import { Secret, TOTP } from 'otpauth';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The test's authenticator app: the code of a secret at a moment (RFC 6238, as the server checks). */
export function totpCode(secret: string, atMs = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: atMs });
}

/** The set-up link operator:create printed for the address (global setup). */
export function setupLink(email: string): URL {
  const links = JSON.parse(process.env.E2E_OPERATOR_LINKS ?? '{}') as Record<string, string>;
  if (!links[email]) throw new Error(`No set-up link for ${email}: the global setup creates the operators.`);
  return new URL(links[email]);
}

export const OPERATOR_PASSWORD = 'Harbour-Lantern-Quietly-42';

/** Sets an operator up through the set-up calls (for specs about something else than the set-up). */
export async function setUpOperator(request: APIRequestContext, email: string): Promise<string> {
  const token = setupLink(email).searchParams.get('token')!;
  const info = await request.get(`/admin/auth/setup?token=${encodeURIComponent(token)}`);
  expect(info.ok()).toBe(true);
  const secret = new URL((await info.json()).otpauthUri).searchParams.get('secret')!;
  const done = await request.post('/admin/auth/setup', { data: { token, password: OPERATOR_PASSWORD, code: totpCode(secret) } });
  expect(done.ok()).toBe(true);
  return secret;
}

/**
 * Signs in on the console's sign-in page. The code is the next time step's (accepted within the
 * window), so it is never the one the set-up just used.
 */
export async function signInToConsole(page: Page, email: string, secret: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(OPERATOR_PASSWORD);
  await page.getByLabel('Code from your authenticator app').fill(totpCode(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Sign in' }).click();
}
