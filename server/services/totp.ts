import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** The name authenticator apps show next to an operator's codes. */
const ISSUER = 'Touchline operators';
/** One step (30 s) either side is accepted, for clocks a little apart; RFC 6238's usual tolerance. */
const WINDOW = 1;

const totpOf = (secret: string, email: string) =>
  new TOTP({ issuer: ISSUER, label: email, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });

/** A new random secret (160 bits, RFC 4226's recommendation), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * The time step of a valid code for now, or undefined. The caller then claims the step
 * (repositories/console/operators.ts claimTotpStep), which refuses a code used before within its window.
 */
export function totpStep(secret: string, email: string, code: string, now = Date.now()): number | undefined {
  if (!/^\d{6}$/.test(code.trim())) return undefined;
  const totp = totpOf(secret, email);
  const delta = totp.validate({ token: code.trim(), timestamp: now, window: WINDOW });
  return delta === null ? undefined : totp.counter({ timestamp: now }) + delta;
}

/** The otpauth:// address and its QR code (an SVG), for the set-up page to enrol an authenticator app. */
export async function totpEnrolment(secret: string, email: string): Promise<{ uri: string; qrSvg: string }> {
  const uri = totpOf(secret, email).toString();
  return { uri, qrSvg: await QRCode.toString(uri, { type: 'svg', margin: 1 }) };
}

/** The code of now (for the command line's tests and the e2e test's authenticator). */
export function currentTotpCode(secret: string, email: string, now = Date.now()): string {
  return totpOf(secret, email).generate({ timestamp: now });
}
