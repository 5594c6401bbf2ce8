import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, getAs, signIn, type TestApp } from '../testApp.js';
import { buildSmallClub, SMALL_PASSWORD, type SmallClub } from '../peopleClub.js';
import { accountFor } from '../../../server/repositories/accounts/accounts.js';

/**
 * The header search reads only the club's people, whatever the number of clubs (issue 42, migration
 * 0026): it finds a person by the full name with the tussenvoegsel, never another club's person of the
 * same name, and among 64 clubs of 500 people its plan reads the people table only through indexes
 * led by the club, no step returning more rows than the club has people.
 */
let t: TestApp;
let home: SmallClub;
let other: SmallClub;
let token: string;
const adams: Record<string, string> = {};

const addAdam = async (clubId: string, email: string) =>
  (await t.db.insertInto('people')
    .values({ club_id: clubId, role: 'Player', status: 'active', account_id: accountFor(email, 'x'), first_name: 'Adam', infix: 'de', last_name: 'Wit' })
    .returning('id').executeTakeFirstOrThrow()).id;

const clubOf = async (club: SmallClub) =>
  (await t.db.selectFrom('people').select('club_id').where('id', '=', club.people.P1!).executeTakeFirstOrThrow()).club_id;

/** `count` people in the club, one in 30 named Visser, with accounts of their own, in one statement. */
const addPeople = (clubId: string, count: number, tag: string) => sql`
  WITH made AS (
    INSERT INTO accounts (email) SELECT ${tag} || '.' || g || '@bulk.test' FROM generate_series(1, ${count}::int) g RETURNING id, email
  )
  INSERT INTO people (club_id, role, status, account_id, first_name, last_name)
  SELECT ${clubId}::uuid, 'Player', 'active', made.id,
         (ARRAY['Sem','Daan','Lotte','Noor','Finn','Emma','Luuk','Julia','Bram','Sara'])[1 + (n % 10)],
         (ARRAY['Jansen','Bakker','Visser','Smit','Meijer','Mulder','Bos','Vos','Peters','Hendriks','Dekker','Brouwer','Dijkstra','Kok','Jacobs',
                'Vermeulen','Schouten','Willems','Hoekstra','Koster','Prins','Huisman','Kuipers','Maas','Verbeek','Timmermans','Groen','Post','Smeets','Sanders'])[1 + ((n / 10) % 30)]
  FROM (SELECT id, row_number() OVER () AS n FROM made) made`.execute(t.db);

beforeAll(async () => {
  t = await createTestApp();
  home = await buildSmallClub(t.db);
  other = await buildSmallClub(t.db, { name: 'SV Tweeling', domain: 'twin.club' });
  adams.home = await addAdam(await clubOf(home), 'adam.dewit@small.club');
  adams.other = await addAdam(await clubOf(other), 'adam.dewit@twin.club');
  token = await signIn(t.app, home.managerEmail, SMALL_PASSWORD);
}, 120_000);
afterAll(() => t?.close());

const search = async (key: string) => {
  const response = await getAs(t.app, token, `/api/Manager/SearchByKeyword?key=${encodeURIComponent(key)}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { userId: string }[]).map((found) => found.userId);
};

describe('the header search reads only the club\'s people (issue 42)', () => {
  it("finds Adam de Wit by his full name with the tussenvoegsel, and never the other club's Adam de Wit", async () => {
    for (const key of ['Adam de Wit', 'adam de wit', 'de Wit', 'Adam']) expect(await search(key), key).toEqual([adams.home]);
  });

  it("has no index that matches a name without the club: every index on the search names is led by club_id", async () => {
    const indexes = (await sql<{ table: string; name: string; first: string }>`
      SELECT t.relname AS table, c.relname AS name, a.attname AS first FROM pg_index i
      JOIN pg_class c ON c.oid = i.indexrelid
      JOIN pg_class t ON t.oid = i.indrelid
      JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = i.indkey[0]
      WHERE t.relname IN ('people', 'teams')
        AND EXISTS (SELECT 1 FROM unnest(i.indkey) k JOIN pg_attribute s ON s.attrelid = i.indrelid AND s.attnum = k WHERE s.attname = 'search_name')
      ORDER BY 1, 2`.execute(t.db)).rows;
    expect(indexes).toEqual([
      { table: 'people', name: 'people_club_search_name', first: 'club_id' },
      { table: 'teams', name: 'teams_club_search_name', first: 'club_id' },
    ]);
  });

  it("among 64 clubs of 500 people, reads the people table only through indexes led by the club", async () => {
    const homeClub = await clubOf(home);
    await addPeople(homeClub, 500, 'home');
    const clubs = await sql<{ id: string }>`INSERT INTO clubs (name) SELECT 'Bulk club ' || g FROM generate_series(1, 63) g RETURNING id`.execute(t.db);
    for (const [index, club] of clubs.rows.entries()) await addPeople(club.id, 500, `c${index}`);
    await sql`ANALYZE people`.execute(t.db);

    // Still only the club's own: 1 in 30 of its 500 is a Visser.
    const found = await search('visser');
    expect(found.length).toBeGreaterThanOrEqual(16);
    const clubsFound = await t.db.selectFrom('people').select('club_id').distinct().where('id', 'in', found).execute();
    expect(clubsFound).toEqual([{ club_id: homeClub }]);

    // Which column leads each index of people.
    const leading = new Map((await sql<{ name: string; first: string }>`
      SELECT c.relname AS name, a.attname AS first FROM pg_index i
      JOIN pg_class c ON c.oid = i.indexrelid
      LEFT JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = i.indkey[0]
      WHERE i.indrelid = 'people'::regclass`.execute(t.db)).rows.map((row) => [row.name, row.first] as const));
    const clubPeople = Number((await sql<{ n: string }>`SELECT count(*) AS n FROM people WHERE club_id = ${homeClub}`.execute(t.db)).rows[0]!.n);

    for (const key of ['visser', 'bakker', 'sem jansen', 'de wit', 'ee', 'a']) {
      // The people part of searchClub (server/repositories/search.ts), as it is sent.
      const plan = (await sql<{ 'QUERY PLAN': unknown }>`
        EXPLAIN (ANALYZE, FORMAT JSON)
        SELECT p.id FROM people p
        WHERE p.club_id = ${homeClub} AND p.removed_at IS NULL AND p.search_name LIKE fold_text((${`%${key}%`})::text)
        ORDER BY lower(p.first_name), lower(p.last_name), p.id
        LIMIT 25`.execute(t.db)).rows[0]!['QUERY PLAN'];
      const nodes: Record<string, unknown>[] = [];
      const walk = (node: Record<string, unknown>) => {
        nodes.push(node);
        (node.Plans as Record<string, unknown>[] | undefined)?.forEach(walk);
      };
      walk(((typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: Record<string, unknown> }[])[0]!.Plan);
      const onPeople = nodes.filter((node) => node['Relation Name'] === 'people' || (typeof node['Index Name'] === 'string' && leading.has(node['Index Name'] as string)));
      expect(onPeople.filter((node) => node['Node Type'] === 'Seq Scan'), key).toEqual([]);
      for (const node of onPeople.filter((node) => typeof node['Index Name'] === 'string')) {
        expect(leading.get(node['Index Name'] as string), `${key}: ${node['Index Name']}`).toBe('club_id');
      }
      // No step returns more rows than the club has people: other clubs' matches are never read.
      for (const node of onPeople) expect(node['Actual Rows'] as number, `${key}: ${node['Node Type']}`).toBeLessThanOrEqual(clubPeople);
    }
  }, 300_000);
});
