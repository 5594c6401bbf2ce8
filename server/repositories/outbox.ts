import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** Keeps an e-mail in the outbox (no SMTP server configured). */
export async function keepInOutbox(db: Kysely<DB>, mail: { recipient: string; subject: string; html: string; text: string }): Promise<void> {
  await db.insertInto('outbox').values(mail).execute();
}

/** The newest kept e-mails, newest first. */
export async function listOutbox(db: Kysely<DB>, limit: number) {
  return db
    .selectFrom('outbox')
    .select(['id', 'recipient', 'subject', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** One kept e-mail with its HTML and text. */
export async function findOutboxMail(db: Kysely<DB>, id: string) {
  return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
}
