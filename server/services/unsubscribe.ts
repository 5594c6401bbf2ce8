import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB, MailTopic } from '../db/schema.js';
import { signingSecret } from '../repositories/accounts/signingKeys.js';

/**
 * Unsubscribe links (issue 15) work without signing in: the token names the person and the topic
 * and is signed (HMAC-SHA256) with a secret kept in the database, made once and shared by every
 * server. The signed text starts with the token's purpose, so no other signature of this server can
 * pass for one. The token never expires: a link in an old e-mail still stops the e-mails.
 */
const PURPOSE = 'unsubscribe';

export const MAIL_TOPICS: readonly MailTopic[] = ['reminders', 'digest'];

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(`${PURPOSE}:${body}`).digest('base64url');

export async function unsubscribeToken(db: Kysely<DB>, personId: string, topic: MailTopic): Promise<string> {
  const body = Buffer.from(JSON.stringify({ p: personId, t: topic })).toString('base64url');
  return `${body}.${sign(await signingSecret(db, PURPOSE), body)}`;
}

/** The person and topic a token was made for; null for anything not signed by this server as an unsubscribe token. */
export async function readUnsubscribeToken(db: Kysely<DB>, token: string): Promise<{ personId: string; topic: MailTopic } | null> {
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(await signingSecret(db, PURPOSE), body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const { p, t } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { p?: unknown; t?: unknown };
    if (typeof p !== 'string' || !MAIL_TOPICS.includes(t as MailTopic)) return null;
    return { personId: p, topic: t as MailTopic };
  } catch {
    return null;
  }
}

export function unsubscribeLink(appUrl: string, token: string): string {
  return `${appUrl}/unsubscribe?${new URLSearchParams({ token }).toString()}`;
}
