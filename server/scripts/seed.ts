/**
 * Generates a club of a chosen size, e.g. for benchmarks:
 *   npm run seed -- --players 1000 --trainers 60 --teams 40 --name "Benchmark FC" [--language en|nl]
 * Uses DATABASE_URL or the embedded database in DATA_DIR (stop the server first).
 * The club's manager signs in with --manager-email (default manager@<slug>.bench) and Demo-Manager-1.
 */
import { parseArgs } from 'node:util';
import { DEMO_SIZE, generateClub } from '../seed/demoClub.js';
import { openScriptDatabase } from './openScriptDatabase.js';

const { values } = parseArgs({
  options: {
    players: { type: 'string' },
    trainers: { type: 'string' },
    teams: { type: 'string' },
    name: { type: 'string' },
    'manager-email': { type: 'string' },
    language: { type: 'string' },
  },
});

function count(name: string, value: string | undefined, fallback: number): number {
  const n = value === undefined ? fallback : Number(value);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`--${name} must be a whole number of at least 1, not '${value}'.`);
    process.exit(1);
  }
  return n;
}

// The club's language: its e-mails, default skills and the generated reports' words (issue 37).
const language = values.language ?? 'en';
if (language !== 'en' && language !== 'nl') {
  console.error(`--language must be en or nl, not '${language}'.`);
  process.exit(1);
}
const players = count('players', values.players, DEMO_SIZE.players);
const teams = count('teams', values.teams, Math.max(1, Math.round(players / 19)));
const trainers = count('trainers', values.trainers, teams * 2);
const name = values.name ?? `Generated club ${new Date().toISOString().slice(0, 16)}`;
const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const { database } = await openScriptDatabase();
try {
  const started = Date.now();
  const club = await generateClub(database.db, {
    size: { players, trainers, teams },
    name,
    managerEmail: values['manager-email'] ?? `manager@${slug}.bench`,
    emailDomain: `${slug}.bench`,
    seed: Date.now() % 100000,
    language,
  });
  console.log(`Created '${name}' (${club.clubId}): ${teams} teams, ${trainers} trainers, ${players} players in ${Date.now() - started} ms.`);
} finally {
  await database.close();
}
