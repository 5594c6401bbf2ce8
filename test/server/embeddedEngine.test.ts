import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { openConfiguredDatabase } from '../../server/db/open.js';
import { migrateToLatest, openDatabase } from '../../server/db/database.js';
import { buildApp } from '../../server/app.js';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../../server/plugins/databaseOutage.js';
import { createClub } from '../../server/repositories/clubs/clubs.js';
import { bearer, createTestApp, type TestApp } from './testApp.js';
import { buildHandBuiltClub, type HandBuiltClub } from './clubStructureClub.js';

/**
 * The embedded engine runs in a thread of its own, reached over the PostgreSQL protocol with the
 * pg driver: a long statement does not hold up the server, calls made at once get the answers they
 * get one by one (its one connection keeps their statements apart), and its data folder survives a
 * clean stop (the lock against a second server is tested in scripts.test.ts). About the embedded engine only, so it runs in the embedded project.
 */
const embedded = process.env.TOUCHLINE_TEST_DATABASE === 'embedded';

describe.skipIf(!embedded)('the embedded engine', () => {
  let t: TestApp;
  let club: HandBuiltClub;
  beforeAll(async () => {
    t = await createTestApp();
    club = await buildHandBuiltClub(t.db, 'Thread FC', 'thread.club');
  });
  afterAll(() => t?.close());

  it('answers a call while a long statement runs', async () => {
    const finished: string[] = [];
    const longStatement = sql`SELECT pg_sleep(1)`.execute(t.db).then(() => finished.push('statement'));
    const call = t.app.inject({ method: 'GET', url: '/api/Nothing/Here' }).then((response) => {
      finished.push('call');
      return response;
    });
    expect((await call).statusCode).toBe(404);
    await longStatement;
    expect(finished).toEqual(['call', 'statement']);
  });

  it('gives calls made at once the answers they give one by one, failures included', async () => {
    const { ids } = club;
    const calls: { method: 'GET' | 'POST'; url: string; payload?: object }[] = [
      ...[
        '/api/Manager/GetUserDetailHeader',
        '/api/user/GetClubDetails',
        '/api/MasterData/GetClubSeason',
        `/api/Player/GetPlayerOverviewReportByClubId?clubSeasonId=${ids.S}`,
        `/api/team/GetTeamOverviewByClubId?clubSeasonId=${ids.S}`,
        `/api/trainer/GetTrainersOverview?isactive=true&clubSeasonId=${ids.S}`,
        // A season of no club of the caller's: refused after the database was asked.
        '/api/Player/GetPlayerOverviewReportByClubId?clubSeasonId=00000000-0000-4000-8000-000000000000',
      ].map((url) => ({ method: 'GET' as const, url })),
      // Swapping two seasons' names breaks the unique index halfway: the database refuses the
      // statement, the transaction is rolled back and the call answers 400.
      { method: 'POST', url: '/api/MasterData/UpdateSeasons', payload: [
        { Id: ids.S, SeasonName: 'Zero', ReportFrequency: 3 },
        { Id: ids.Zero, SeasonName: 'S', ReportFrequency: 0 },
      ] },
    ];
    const answer = async (call: (typeof calls)[number]) => {
      const response = await t.app.inject({ ...call, headers: bearer(club.managerToken) });
      return `${response.statusCode} ${response.body}`;
    };
    const oneByOne: string[] = [];
    for (const call of calls) oneByOne.push(await answer(call));
    expect(oneByOne.at(-1)).toMatch(/^400 .*already exists/);
    const atOnce = await Promise.all(Array.from({ length: 5 }, () => Promise.all(calls.map(answer))));
    for (const answers of atOnce) expect(answers).toEqual(oneByOne);
  });
});

describe.skipIf(!embedded)('the embedded data folder', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-engine-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const config = loadConfig({ DATA_DIR: dataDir });

  it('keeps what was stored across a stop and a start', async () => {
    const first = await openConfiguredDatabase(config);
    const clubId = await createClub(first.db, { name: 'Kept FC', country: 'NL' });
    await first.close();

    const second = await openConfiguredDatabase(config);
    try {
      const kept = await second.db.selectFrom('clubs').select('name').where('id', '=', clubId).executeTakeFirst();
      expect(kept).toEqual({ name: 'Kept FC' });
      expect(await second.isReachable()).toBe(true);
    } finally {
      await second.close();
    }
    expect(await second.isReachable()).toBe(false);
  });
});

describe.skipIf(!embedded)('an embedded engine whose thread has ended', () => {
  it('answers every call 503 with the outage sentence, and the health call says the database is unavailable', async () => {
    const database = await openDatabase({});
    await migrateToLatest(database.db);
    const app = await buildApp({ database, config: { ...loadConfig({}), webAppDir: undefined, seedDemo: false, scheduler: { intervalMs: 0, leaseMs: 300_000 } } });
    const signIn = () => app.inject({ method: 'POST', url: '/Account/Login', payload: { userName: 'nobody@thread.club', password: 'Not-A-Password-1', rememberLogin: false } });
    try {
      expect((await signIn()).statusCode).toBe(401); // unknown account: the database answered
      await database.close(); // the engine's thread ends; the server goes on
      expect(database.running()).toBe(false);

      const refused = await signIn();
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: SERVICE_UNAVAILABLE_MESSAGE });
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ server: 'ok', database: 'unavailable', engine: 'embedded' });
    } finally {
      await app.close();
    }
  });
});
