import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, getAs, type TestApp } from '../testApp.js';
import { buildHandBuiltClub, type HandBuiltClub } from '../clubStructureClub.js';

/**
 * The team placement board (issue 23) through HTTP, on the hand-built club of clubStructureClub.ts:
 * A has P1 and P2 (trainers T1, T2), B has P3 and P5 (trainer T1), P4 has no team; season S (2026)
 * with n = 2, where P1 averages 6.625, P3 5.75, P5 4.25. A season "Next" (2027) is added here.
 */
let t: TestApp;
let club: HandBuiltClub;
let other: HandBuiltClub;
let ids: Record<string, string>;
let next: string;

beforeAll(async () => {
  t = await createTestApp();
  club = await buildHandBuiltClub(t.db, 'Hand-built FC', 'hand.club');
  other = await buildHandBuiltClub(t.db, 'FC Elsewhere', 'elsewhere.club');
  ids = club.ids;
  next = (
    await t.db.insertInto('seasons')
      .values({ club_id: club.clubId, name: 'Next', report_frequency: 2, start_date: '2027-08-01', end_date: '2028-06-30' })
      .returning('id').executeTakeFirstOrThrow()
  ).id;
  await t.db.updateTable('people').set({ birth_date: '2016-05-04' }).where('id', '=', ids.P1!).execute();
});
afterAll(() => t?.close());

const get = (url: string, token = club.managerToken) => getAs(t.app, token, url);
const move = (teamId: string | undefined, userIds: Array<string | undefined>, token = club.managerToken) =>
  t.app.inject({ method: 'POST', url: '/api/Team/MovePlayers', payload: { teamId, userIds }, headers: bearer(token) });
type Row = Record<string, unknown>;
const board = async (season?: string) =>
  (await get(`/api/Team/GetPlacementBoard${season ? `?clubSeasonId=${season}` : ''}`)).json() as Row[];
const teamOf = async (player: string) => (await board()).find((row) => row.userId === player)?.teamName;
const teamPlayers = async (team: string) =>
  (await get(`/api/Player/GetTeamPlayerOverview?teamId=${team}&clubSeasonId=${ids.S}`)).json() as Row[];
const teamProgress = async (team: string) =>
  ((await get(`/api/team/GetTeamOverviewByClubId?clubSeasonId=${ids.S}`)).json() as Row[]).find((row) => row.id === team)?.overallProgress;

describe('GetPlacementBoard', () => {
  it("lists every player of the club with birth year, current team and the previous season's average", async () => {
    await t.db.updateTable('people').set({ infix: 'van der' }).where('id', '=', ids.P1!).execute();
    const rows = await board(next);
    expect(rows.map((row) => row.firstName)).toEqual(['P1', 'P2', 'P3', 'P4', 'P5']);
    expect(rows[0]).toEqual({
      userId: ids.P1, firstName: 'P1', infix: 'van der', lastName: 'Test', birthYear: 2016, teamId: ids.A, teamName: 'A', lastSeasonAverage: 6.625,
    });
    expect(rows.find((row) => row.userId === ids.P4)).toMatchObject({ infix: null, birthYear: null, teamId: null, teamName: null, lastSeasonAverage: null });
    expect(rows.find((row) => row.userId === ids.P5)).toMatchObject({ teamName: 'B', lastSeasonAverage: 4.25 });
  });

  it('reads the season before the one asked for; without one, the newest season is the one being formed', async () => {
    // Before S comes Zero, where nobody was scored.
    expect((await board(ids.S)).map((row) => row.lastSeasonAverage)).toEqual([null, null, null, null, null]);
    expect(await board()).toEqual(await board(next));
  });

  it("answers 404 for another club's season and 403 for a trainer", async () => {
    expect((await get(`/api/Team/GetPlacementBoard?clubSeasonId=${other.ids.S}`)).statusCode).toBe(404);
    expect((await get('/api/Team/GetPlacementBoard', club.trainerToken)).statusCode).toBe(403);
  });
});

describe('MovePlayers', () => {
  it('moves nobody when one id is unknown, of another club, not a player, or the team is not the club\'s', async () => {
    const refusals = [
      [ids.B, [ids.P1, other.ids.P1], 'One of the selected players does not exist.'],
      [ids.B, [ids.P1, '9b2f4a1e-0000-4000-8000-000000000001'], 'One of the selected players does not exist.'],
      [ids.B, [ids.P1, ids.T2], 'One of the selected players does not exist.'],
      [other.ids.B, [ids.P1], 'This team does not exist.'],
    ] as const;
    for (const [team, players, message] of refusals) {
      const response = await move(team, [...players]);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(message);
    }
    expect(await teamOf(ids.P1!)).toBe('A');
    const elsewhere = (await getAs(t.app, other.managerToken, `/api/Team/GetPlacementBoard`)).json() as Row[];
    expect(elsewhere.find((row) => row.userId === other.ids.P1)).toMatchObject({ teamId: other.ids.A });
  });

  it('refuses bad input with a sentence and a trainer with 403', async () => {
    const empty = await move(ids.B, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('No selected players');
    expect((await move(ids.B, ['nope'])).statusCode).toBe(400);
    expect((await move(undefined, [ids.P1])).statusCode).toBe(400);
    expect((await move(ids.B, [ids.P1], club.trainerToken)).statusCode).toBe(403);
    expect(await teamOf(ids.P1!)).toBe('A');
  });

  it('moves every selected player at once, and stored progress follows; earlier reports stay with the player', async () => {
    expect(await teamProgress(ids.A!)).toBe(38);
    expect(await teamProgress(ids.B!)).toBe(75);
    const response = await move(ids.B, [ids.P1, ids.P4, ids.P3, ids.P1]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isSucceeded: true });
    // A keeps P2, whom nobody has scored: 0 %. B: P3 2 of 2, P5 1 of 2, P1 2 of 2 (T1 wrote 3), P4 0 → 5 / 8.
    expect(await teamProgress(ids.A!)).toBe(0);
    expect(await teamProgress(ids.B!)).toBe(63);
    const b = await teamPlayers(ids.B!);
    // Names with their infix (issue 37): P1 is 'P1 van der Test'.
    expect(b.map((row) => row.name)).toEqual(['P1 van der Test', 'P3 Test', 'P4 Test', 'P5 Test']);
    expect(b.find((row) => row.userId === ids.P1)).toMatchObject({ overallProgress: 100, averageScore: 6.625 });
    expect((await board(next)).find((row) => row.userId === ids.P1)).toMatchObject({ teamName: 'B', lastSeasonAverage: 6.625 });
  });

  it('moves of the same players at once all succeed, one after the other, each player in exactly one team', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => move(i % 2 ? ids.A : ids.B, [ids.P5, ids.P2])));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    for (const player of [ids.P5!, ids.P2!]) {
      const memberships = await t.db.selectFrom('team_memberships').select('team_id')
        .where('person_id', '=', player).where('ended_at', 'is', null).execute();
      expect(memberships).toHaveLength(1);
    }
  });
});
