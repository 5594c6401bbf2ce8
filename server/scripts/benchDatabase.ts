/**
 * A kept database of bench clubs, to read query plans among many clubs (issue 26): bench:calls --clubs
 * drops its databases when it ends. Creates the database `--name` on DATABASE_URL's server, migrates it
 * and generates `--clubs` clubs of `--players` (benchClub.ts; their managers sign in as
 * manager@cN.bench.club). Prints the last club's ids, the one bench:calls measures among the others.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx server/scripts/benchDatabase.ts --name touchline_clubs --clubs 12
 *
 * Drop it when done: DROP DATABASE touchline_clubs WITH (FORCE).
 */
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase } from '../db/database.js';
import { BENCH_MANAGER, generateBenchClub, type BenchIds } from './benchClub.js';
import { hashPassword } from '../services/passwords.js';

const { values } = parseArgs({
  options: {
    name: { type: 'string' },
    clubs: { type: 'string', default: '10' },
    players: { type: 'string', default: '1000' },
  },
});
const url = process.env.DATABASE_URL;
if (!url || !values.name || !/^[a-z_][a-z0-9_]*$/.test(values.name)) {
  console.error('Set DATABASE_URL and give --name (lower-case letters, digits and underscores).');
  process.exit(1);
}

const admin = await openDatabase({ url });
await sql.raw(`CREATE DATABASE ${values.name}`).execute(admin.db);
await admin.close();
const target = new URL(url);
target.pathname = `/${values.name}`;
const database = await openDatabase({ url: target.toString() });
try {
  await migrateToLatest(database.db);
  const passwordHash = await hashPassword(BENCH_MANAGER.password);
  const started = performance.now();
  let last: BenchIds | undefined;
  for (let number = 1; number <= Number(values.clubs); number++) {
    last = await generateBenchClub(database.db, Number(values.players), { number, passwordHash });
    console.log(`club ${number} of ${values.clubs} generated (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  await sql`VACUUM ANALYZE`.execute(database.db);
  console.log(`${values.name}: the last club`, JSON.stringify(last));
} finally {
  await database.close();
}
