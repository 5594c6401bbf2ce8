import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** Keeps an e-mail in the outbox (no SMTP server configured). */
export async function keepInOutbox(db: Kysely<DB>, mail: { recipient: string; subject: string; html: string; text: string }): Promise<void> {
  await db.insertInto('outbox').values(mail).execute();
}

/** Keeps several e-mails in one statement (an import's chunk of invitations). */
export async function keepAllInOutbox(db: Kysely<DB>, mails: readonly { recipient: string; subject: string; html: string; text: string }[]): Promise<void> {
  if (mails.length === 0) return;
  await db.insertInto('outbox').values([...mails]).execute();
}

/** Keeps an e-mail the SMTP server refused, with the reason, so an operator can send it again. */
export async function keepFailedMail(db: Kysely<DB>, mail: { recipient: string; subject: string; html: string; text: string }, error: string): Promise<void> {
  await db.insertInto('outbox').values({ ...mail, delivery: 'failed', error }).execute();
}

/** A failed e-mail went out after all (the console's resend). */
export async function markResent(db: Kysely<DB>, id: string): Promise<void> {
  await db.updateTable('outbox').set({ resent_at: new Date() }).where('id', '=', id).execute();
}

/** The newest kept e-mails, newest first. */
export async function listOutbox(db: Kysely<DB>, limit: number) {
  return db
    .selectFrom('outbox')
    .select(['id', 'recipient', 'subject', 'created_at'])
    .where('delivery', '=', 'kept')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** One kept e-mail with its HTML and text. */
export async function findOutboxMail(db: Kysely<DB>, id: string) {
  return db.selectFrom('outbox').selectAll().where('id', '=', id).where('delivery', '=', 'kept').executeTakeFirst();
}

/** Any kept or failed e-mail (the console's resend). */
export async function findOutboxRow(db: Kysely<DB>, id: string) {
  return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
}
