import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * The secret a purpose's tokens are signed with (e.g. 'unsubscribe'): made by the first server that
 * needs it and then shared by every server (the insert does nothing when another made it first).
 */
export async function signingSecret(db: Kysely<DB>, purpose: string): Promise<string> {
  await db.insertInto('signing_keys').values({ purpose, secret: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('purpose').doNothing()).execute();
  const { secret } = await db.selectFrom('signing_keys').select('secret').where('purpose', '=', purpose).executeTakeFirstOrThrow();
  return secret;
}
