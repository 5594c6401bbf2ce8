/**
 * Onboards a club from the command line: creates the club and invites its first manager, who gets
 * the invitation e-mail like anyone else (or, without SMTP_URL, finds it in the outbox; the link is
 * printed too).
 *
 *   npm run club:create -- --name "VV Oranje" --country NL --manager-email anna@vvoranje.nl \
 *     --first-name Anna --last-name "de Vries" [--language nl]
 *
 * Uses DATABASE_URL or the embedded database in DATA_DIR (stop the server first: the embedded
 * database admits one process). APP_URL must be the address people open the web app at: the script
 * reads the environment and .env as the server does, warns when APP_URL is unset, and prints the link.
 */
import { parseArgs } from 'node:util';
import { createMailer, type MailLog } from '../services/mail/index.js';
import { onboardClub, OnboardingError } from '../services/onboarding.js';
import { runOnScriptDatabase } from './openScriptDatabase.js';
import { guessedAppUrlWarning } from '../config.js';

const usage = 'Usage: npm run club:create -- --name "<club>" --country <NL> --manager-email <address> --first-name <name> --last-name <name> [--language en|nl]';

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        name: { type: 'string' },
        country: { type: 'string' },
        'manager-email': { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        language: { type: 'string' },
      },
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    return 2;
  }
  const missing = ['name', 'country', 'manager-email', 'first-name', 'last-name'].filter((name) => !values[name as keyof typeof values]);
  if (missing.length > 0) {
    console.error(`Missing ${missing.map((name) => `--${name}`).join(', ')}.\n${usage}`);
    return 2;
  }
  if (values.language !== undefined && values.language !== 'en' && values.language !== 'nl') {
    console.error(`--language must be en or nl.\n${usage}`);
    return 2;
  }

  return runOnScriptDatabase([OnboardingError], async ({ config, database }) => {
    const guessed = guessedAppUrlWarning(config);
    if (guessed) console.warn(`Warning: ${guessed}`);
    const log: MailLog = {
      info: (_details, message) => console.log(message),
      error: (details, message) => console.error(`${message}: ${details.reason}`),
    };
    const mailer = createMailer(config, database.db, log);
    const result = await onboardClub(database.db, mailer, config, {
      name: values.name!,
      country: values.country!,
      language: values.language as 'en' | 'nl' | undefined,
      managerEmail: values['manager-email']!,
      firstName: values['first-name']!,
      lastName: values['last-name']!,
    });
    console.log(`Created the club '${values.name!.trim()}' (${result.clubId}) and invited ${values['manager-email']} as its manager.`);
    console.log(`The invitation link: ${result.link}`);
    if (!result.delivery.delivered) {
      console.error(`The invitation e-mail could not be delivered (${result.delivery.error}). The manager stays invited; send it again later.`);
      return 1;
    }
    if (mailer.mode === 'outbox') console.log('No SMTP_URL is set: the invitation is in the outbox (/dev/outbox on the running server).');
    return 0;
  });
}

process.exitCode = await main();
