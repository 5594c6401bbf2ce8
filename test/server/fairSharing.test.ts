import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../server/repositories/accounts/sessions.js';
import { bearer, createTestApp, type TestApp } from './testApp.js';
import { buildHandBuiltClub, type HandBuiltClub } from './clubStructureClub.js';
import { buildSmallClub, type SmallClub } from './peopleClub.js';

/**
 * One club's burst starves no other club (the database connections are shared fairly, db/fairPool.ts):
 * 25 parallel season saves of one manager each answer 200, or a clear retryable 503 with
 * Retry-After, while the other club's reads stay within twice their quiet latency.
 */
const EMPTY = '00000000-0000-0000-0000-000000000000';
const BURST = 25;
let t: TestApp;
let busy: HandBuiltClub;
let other: SmallClub;
let otherToken: string;

beforeAll(async () => {
  // The other club's overview is built on every read (no answers kept): a kept answer costs about a
  // millisecond, and twice a millisecond is the scheduler's noise, not a fair share of the database.
  t = await createTestApp({ keptAnswersBytes: 0 });
  busy = await buildHandBuiltClub(t.db, 'Busy FC', 'busy.club');
  other = await buildSmallClub(t.db, { name: 'Quiet FC', domain: 'quiet.club' });
  otherToken = await createSession(t.db, other.people.M1, 3_600_000);
});
afterAll(() => t?.close());

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The other club's overview read, timed. */
async function timedRead(): Promise<number> {
  const started = performance.now();
  const answer = await t.app.inject({ method: 'GET', url: `/api/team/GetTeamOverviewByClubId?clubSeasonId=${other.seasonNow}`, headers: bearer(otherToken) });
  expect(answer.statusCode).toBe(200);
  return performance.now() - started;
}

async function readsUntil(done: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!done() || times.length < 5) times.push(await timedRead());
  return times;
}

/**
 * Holds the busy club's lock (the one every change of its data takes, migration 0010) for `ms` from
 * a connection of its own, as a long recomputation of that club would: every save of the club then
 * waits for it inside the database. PostgreSQL only: the embedded engine has one connection.
 */
async function holdingTheClubLock<T>(ms: number, work: () => Promise<T>): Promise<T> {
  return t.db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(7013, hashtext(${busy.clubId}))`.execute(connection);
    const release = new Promise((resolve) => setTimeout(resolve, ms)).then(() => sql`SELECT pg_advisory_unlock(7013, hashtext(${busy.clubId}))`.execute(connection));
    try {
      return await work();
    } finally {
      await release;
    }
  });
}

async function burstWhileTheOtherClubReads(around: (work: () => Promise<unknown>) => Promise<unknown> = (work) => work()) {
  for (let i = 0; i < 5; i++) await timedRead(); // warm up
  const quiet: number[] = [];
  for (let i = 0; i < 20; i++) quiet.push(await timedRead());

  let finished = false;
  let answers: Awaited<ReturnType<typeof t.app.inject>>[] = [];
  let duringBurst: number[] = [];
  await around(async () => {
    const saves = Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/MasterData/AddOrUpdateSeason',
          headers: bearer(busy.managerToken),
          payload: { Id: EMPTY, SeasonName: `${2040 + round * BURST + i}/x`, ReportFrequency: 2, StartDate: '2040-08-01T00:00:00.000Z', EndDate: '2041-06-30T00:00:00.000Z' },
        }),
      ),
    ).finally(() => (finished = true));
    [answers, duringBurst] = await Promise.all([saves, readsUntil(() => finished)]);
  });
  round++;
  return { quiet, answers, duringBurst };
}
let round = 0;

describe('a burst of one club', () => {
  it('is answered 200 or retryable 503, and the other club reads as fast as when quiet (within 2×)', async () => {
    const { quiet, answers, duringBurst } = await burstWhileTheOtherClubReads();

    for (const answer of answers) {
      if (answer.statusCode === 200) expect(answer.json()).toMatchObject({ isSucceeded: true });
      else {
        expect(answer.statusCode).toBe(503);
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    const saved = answers.filter((answer) => answer.statusCode === 200).length;
    const seasons = await t.db.selectFrom('seasons').select('name').where('club_id', '=', busy.clubId).where('name', 'like', '%/x').execute();
    expect(seasons).toHaveLength(saved);
    expect(median(duringBurst)).toBeLessThanOrEqual(2 * median(quiet));
  });

  it.skipIf(process.env.TOUCHLINE_TEST_DATABASE === 'embedded')(
    'that waits on its club\'s lock holds no connection the other club needs (PostgreSQL)',
    async () => {
      const { quiet, answers, duringBurst } = await burstWhileTheOtherClubReads((work) => holdingTheClubLock(1500, work));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(BURST).fill(200));
      // Every read of the other club went through while the burst waited, none waited for a connection.
      expect(median(duringBurst)).toBeLessThanOrEqual(2 * median(quiet));
      expect(Math.max(...duringBurst)).toBeLessThan(500);
    },
  );
});
