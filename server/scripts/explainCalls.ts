/**
 * The query plans of issue 26's calls for one club of a kept bench database (benchDatabase.ts): every
 * statement the calls' repository functions send, run again under EXPLAIN (ANALYZE, BUFFERS). Without
 * --calls, all of them; the club is the last one generated unless named.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/touchline_clubs npx tsx server/scripts/explainCalls.ts [--calls a,b] [clubName]
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import { listPlayerOverview, listTrainerOverview } from '../repositories/people/lists.js';
import { playerDevelopment } from '../repositories/dashboard/panels.js';
import { seasonInView } from '../repositories/seasons/seasons.js';
import { searchClub } from '../repositories/search.js';

const { values, positionals } = parseArgs({ options: { calls: { type: 'string' } }, allowPositionals: true });

// Dates as text, as the server's pool reads them (database.ts).
const DATE_OID = 1082;
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: 1,
  types: { getTypeParser: (oid: number, format?: string) => (oid === DATE_OID ? (value: string) => value : pg.types.getTypeParser(oid, format as 'text')) },
});
const sent: { sql: string; parameters: readonly unknown[] }[] = [];
const db = new Kysely<DB>({
  dialect: new PostgresDialect({ pool }),
  log: (event) => { if (event.level === 'query') sent.push({ sql: event.query.sql, parameters: event.query.parameters }); },
});
const clubName = positionals[0];
const club = await sql<{ id: string }>`SELECT id FROM clubs WHERE name LIKE 'Bench %' ORDER BY (${clubName ?? null}::text IS NULL OR name = ${clubName ?? ''}) DESC, created_at DESC LIMIT 1`.execute(db);
const clubId = club.rows[0]!.id;
const season = (await seasonInView(db, clubId, undefined)).seasonId!;
const calls: [string, () => Promise<unknown>][] = [
  ['trainer/GetTrainersOverview', async () => { await seasonInView(db, clubId, season); await listTrainerOverview(db, clubId, season, new Date()); }],
  ['GetPlayerDevelopment', async () => { await seasonInView(db, clubId, season); await playerDevelopment(db, { clubId, seasonId: season, teamIds: [] }); }],
  // As bench:calls asks them: the list with the season named, and also without (the current season resolved first).
  ['Player/GetPlayerOverviewReportByClubId', async () => { await listPlayerOverview(db, clubId, season); }],
  ['Player/GetPlayerOverviewReportByClubId (current season)', async () => { await listPlayerOverview(db, clubId); }],
  ['Manager/SearchByKeyword', async () => { await searchClub(db, clubId, 'van'); }],
];
const chosen = values.calls?.split(',');
for (const [name, call] of calls.filter(([name]) => !chosen || chosen.includes(name))) {
  sent.length = 0;
  await call();
  const statements = [...sent];
  for (const [index, statement] of statements.entries()) {
    const client = await pool.connect();
    try {
      const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${statement.sql}`, statement.parameters as unknown[]);
      console.log(`\n===== ${name} #${index + 1}\n${statement.sql}\n${JSON.stringify(statement.parameters)}\n-----`);
      console.log(plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n'));
    } finally {
      client.release();
    }
  }
}
await db.destroy();
