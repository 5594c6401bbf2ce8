/**
 * Creates an operator of the console and prints their one-time set-up link, where they choose a
 * password and enrol an authenticator app (TOTP):
 *
 *   npm run operator:create -- --email support@example.org [--email another@example.org]
 *
 * Uses DATABASE_URL or the embedded database in DATA_DIR (stop the server first: the embedded
 * database admits one process). The link is built on APP_URL, as the server's e-mails are.
 */
import { parseArgs } from 'node:util';
import { guessedAppUrlWarning } from '../config.js';
import { createOperator, OPERATOR_SETUP_LIFETIME_MS } from '../services/operators.js';
import { Refusal } from '../domain/refusal.js';
import { runOnScriptDatabase } from './openScriptDatabase.js';

const usage = 'Usage: npm run operator:create -- --email <address> [--email <address> …]';

async function main(): Promise<number> {
  let emails: string[] | undefined;
  try {
    ({ values: { email: emails } } = parseArgs({ options: { email: { type: 'string', multiple: true } } }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    return 2;
  }
  if (!emails?.length) {
    console.error(`Missing --email.\n${usage}`);
    return 2;
  }
  const addresses = emails;
  // An address that is none, or one an operator has already: a refusal, said in English as the server answers it.
  return runOnScriptDatabase([Refusal], async ({ config, database }) => {
    const guessed = guessedAppUrlWarning(config);
    if (guessed) console.warn(`Warning: ${guessed}`);
    for (const email of addresses) {
      const { link } = await createOperator(database.db, config, email);
      console.log(`Created the operator ${email.trim()}. Their one-time set-up link (valid ${OPERATOR_SETUP_LIFETIME_MS / 3_600_000} hours):`);
      console.log(link);
    }
    return 0;
  });
}

process.exitCode = await main();
