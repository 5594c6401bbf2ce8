import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DueSoonRow, SeasonRounds } from '../../../contract/rounds.js';
import { createClub } from '../../../server/repositories/clubs/clubs.js';
import { createSession } from '../../../server/repositories/accounts/sessions.js';
import { defaultRounds, evenDueDates, roundsInForce } from '../../../server/domain/rounds.js';
import { bearer, createTestApp, getAs, type TestApp } from '../testApp.js';
import { accountFor } from '../../../server/repositories/accounts/accounts.js';

/**
 * Report rounds (issue 15). The season runs around today, so 'overdue' and 'due soon' are real:
 *   season: today − 60 days … today + 300 days, 3 reports per player.
 *   team Red: trainer Tom, players Ann and Bob; team Blue: trainer Tia, player Cas.
 *   Tom has completed one report on Ann.
 */
const DAY = 24 * 3600_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
let t: TestApp;
const id: Record<string, string> = {};
const token: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  id.club = await createClub(t.db, { name: 'Rounds FC', country: 'NL' });
  const season = (start: string, end: string, n: number) =>
    t.db.insertInto('seasons').values({ club_id: id.club!, name: `Season ${start}`, report_frequency: n, start_date: start, end_date: end }).returning('id').executeTakeFirstOrThrow();
  id.season = (await season(day(-60), day(300), 3)).id;
  id.other = (await season('2030-08-01', '2031-06-30', 2)).id;
  for (const [key, role] of [['Manager', 'Manager'], ['Tom', 'Trainer'], ['Tia', 'Trainer'], ['Ann', 'Player'], ['Bob', 'Player'], ['Cas', 'Player']] as const) {
    id[key] = (await t.db.insertInto('people')
      .values({ club_id: id.club!, role, status: 'active', account_id: accountFor(`${key.toLowerCase()}@rounds.club`, 'x'), first_name: key, last_name: 'Round' })
      .returning('id').executeTakeFirstOrThrow()).id;
    token[key] = await createSession(t.db, id[key]!, 3_600_000);
  }
  for (const team of ['Red', 'Blue']) id[team] = (await t.db.insertInto('teams').values({ club_id: id.club!, name: team, division: '' }).returning('id').executeTakeFirstOrThrow()).id;
  for (const [team, person, role] of [['Red', 'Tom', 'Trainer'], ['Red', 'Ann', 'Player'], ['Red', 'Bob', 'Player'], ['Blue', 'Tia', 'Trainer'], ['Blue', 'Cas', 'Player']] as const) {
    await t.db.insertInto('team_memberships').values({ team_id: id[team]!, person_id: id[person]!, role }).execute();
  }
  await t.db.insertInto('reports')
    .values({ club_id: id.club!, season_id: id.season!, trainer_id: id.Tom!, player_id: id.Ann!, team_id: id.Red!, status: 'Completed', completed_at: new Date() })
    .execute();
});
afterAll(() => t?.close());

const rounds = async (seasonId: string, who = 'Manager') => {
  const response = await getAs(t.app, token[who]!, `/api/MasterData/GetSeasonRounds?clubSeasonId=${seasonId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SeasonRounds;
};
const save = (body: object, who = 'Manager') =>
  t.app.inject({ method: 'POST', url: '/api/MasterData/SaveSeasonRounds', headers: { ...bearer(token[who]!), 'content-type': 'application/json' }, payload: JSON.stringify(body) });

describe('planning rounds', () => {
  it('splits a season evenly by default, the last round due on its last day', () => {
    // 333 days: a round every 111 days.
    expect(evenDueDates('2026-08-01', '2027-06-30', 3)).toEqual(['2026-11-20', '2027-03-11', '2027-06-30']);
    expect(defaultRounds({ startDate: '2026-08-01', endDate: '2027-06-30', reportFrequency: 1 })).toEqual([{ round: 1, dueDate: '2027-06-30' }]);
  });

  it('re-plans the rounds not yet due when the season asks for another number of reports', () => {
    const season = { startDate: '2026-01-01', endDate: '2026-12-31', reportFrequency: 4 };
    const stored = [{ round: 1, dueDate: '2026-03-01' }, { round: 2, dueDate: '2026-07-01' }, { round: 3, dueDate: '2026-12-31' }];
    // On 1 May round 1 is past: it stays; rounds 2 to 4 share 1 March … 31 December (305 days, every 101⅔).
    expect(roundsInForce(season, stored, '2026-05-01')).toEqual({
      rounds: [{ round: 1, dueDate: '2026-03-01' }, { round: 2, dueDate: '2026-06-11' }, { round: 3, dueDate: '2026-09-20' }, { round: 4, dueDate: '2026-12-31' }],
      replanned: true,
    });
    // A stored plan that fits stays as it is.
    expect(roundsInForce({ ...season, reportFrequency: 3 }, stored, '2026-05-01')).toEqual({ rounds: stored, replanned: false });
  });
});

describe('the rounds of a season (GetSeasonRounds, SaveSeasonRounds)', () => {
  it('gives the default plan until a manager sets one', async () => {
    expect(await rounds(id.other!)).toEqual({
      clubSeasonId: id.other, replanned: false, remindersEnabled: true,
      rounds: [{ round: 1, dueDate: '2031-01-15' }, { round: 2, dueDate: '2031-06-30' }],
    });
  });

  it('keeps the due dates a manager sets, and trainers read them', async () => {
    const plan = [{ round: 1, dueDate: day(-5) }, { round: 2, dueDate: day(10) }, { round: 3, dueDate: day(300) }];
    const saved = await save({ clubSeasonId: id.season, rounds: plan });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ isSucceeded: true, errorMessage: null });
    expect(await rounds(id.season!)).toEqual({ clubSeasonId: id.season, rounds: plan, replanned: false, remindersEnabled: true });
    expect((await rounds(id.season!, 'Tom')).rounds).toEqual(plan);
  });

  it('refuses a plan that does not fit the season, with a sentence, and keeps the plan it had', async () => {
    const before = await rounds(id.season!);
    for (const [plan, message] of [
      [[{ round: 1, dueDate: day(1) }, { round: 2, dueDate: day(2) }], 'The season asks for 3 reports per player: give a due date for rounds 1 to 3.'],
      [[{ round: 1, dueDate: day(-90) }, { round: 2, dueDate: day(2) }, { round: 3, dueDate: day(3) }], `The due date of round 1 must lie within the season (${day(-60)} to ${day(300)}).`],
      [[{ round: 1, dueDate: day(20) }, { round: 2, dueDate: day(10) }, { round: 3, dueDate: day(30) }], 'The due date of round 2 must come after that of round 1.'],
      [[{ round: 1, dueDate: '2026-02-30' }, { round: 2, dueDate: day(10) }, { round: 3, dueDate: day(30) }], 'The due date of round 1 is not a date.'],
    ] as const) {
      const response = await save({ clubSeasonId: id.season, rounds: plan });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await rounds(id.season!)).toEqual(before);
  });

  it('is for the club’s own seasons, and only managers change it', async () => {
    const elsewhere = await createClub(t.db, { name: 'Elsewhere FC', country: 'NL' });
    const foreign = (await t.db.insertInto('seasons').values({ club_id: elsewhere, name: 'Away', report_frequency: 1, start_date: '2026-08-01', end_date: '2027-06-30' }).returning('id').executeTakeFirstOrThrow()).id;
    expect((await getAs(t.app, token.Manager!, `/api/MasterData/GetSeasonRounds?clubSeasonId=${foreign}`)).statusCode).toBe(404);
    expect((await save({ clubSeasonId: foreign, rounds: [{ round: 1, dueDate: '2027-01-01' }] })).statusCode).toBe(404);
    expect((await save({ clubSeasonId: id.season, rounds: [] }, 'Tom')).statusCode).toBe(403);
    expect((await getAs(t.app, token.Ann!, `/api/MasterData/GetSeasonRounds?clubSeasonId=${id.season}`)).statusCode).toBe(403);
  });
});

describe('due soon (GetDueSoon)', () => {
  it('lists per trainer and round the reports still missing, overdue first, then due within 14 days', async () => {
    const response = await getAs(t.app, token.Manager!, `/api/Dashboard/GetDueSoon?clubSeasonId=${id.season}`);
    expect(response.statusCode, response.body).toBe(200);
    const rows = (response.json() as DueSoonRow[]).map((row) => [row.trainerName, row.round, row.dueDate, row.missingReports, row.isOverdue]);
    expect(rows).toEqual([
      // Round 1 (5 days ago): Tom still owes Bob (Ann's report filled it), Tia owes Cas.
      ['Tia Round', 1, day(-5), 1, true],
      ['Tom Round', 1, day(-5), 1, true],
      // Round 2 (in 10 days): Ann's one report does not reach round 2.
      ['Tia Round', 2, day(10), 1, false],
      ['Tom Round', 2, day(10), 2, false],
    ]);
  });

  it('drops a round from the list once its reports are in', async () => {
    await t.db.insertInto('reports')
      .values({ club_id: id.club!, season_id: id.season!, trainer_id: id.Tia!, player_id: id.Cas!, team_id: id.Blue!, status: 'Completed', completed_at: new Date() })
      .execute();
    const rows = (await getAs(t.app, token.Manager!, `/api/Dashboard/GetDueSoon?clubSeasonId=${id.season}`)).json() as DueSoonRow[];
    expect(rows.filter((row) => row.trainerName === 'Tia Round').map((row) => row.round)).toEqual([2]);
  });

  it('is for managers', async () => {
    expect((await getAs(t.app, token.Tom!, `/api/Dashboard/GetDueSoon?clubSeasonId=${id.season}`)).statusCode).toBe(403);
  });
});

describe('changing the reports per player', () => {
  it('re-plans the rounds not yet due, and says so', async () => {
    const season = await t.db.selectFrom('seasons').selectAll().where('id', '=', id.season!).executeTakeFirstOrThrow();
    const changed = await t.app.inject({
      method: 'POST', url: '/api/MasterData/AddOrUpdateSeason', headers: { ...bearer(token.Manager!), 'content-type': 'application/json' },
      payload: JSON.stringify({ Id: id.season, SeasonName: season.name, ReportFrequency: 4, StartDate: `${day(-60)}T00:00:00.000Z`, EndDate: `${day(300)}T00:00:00.000Z` }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await rounds(id.season!);
    expect(after.replanned).toBe(true);
    expect(after.rounds.map((r) => r.round)).toEqual([1, 2, 3, 4]);
    // Round 1 was due already: it keeps its date; the other three share the rest of the season.
    expect(after.rounds[0]).toEqual({ round: 1, dueDate: day(-5) });
    expect(after.rounds[3]!.dueDate).toBe(day(300));
    expect(evenDueDates(day(-5), day(300), 3)).toEqual(after.rounds.slice(1).map((r) => r.dueDate));
  });
});
