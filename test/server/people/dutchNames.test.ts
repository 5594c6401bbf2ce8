import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, getAs, signIn, type TestApp } from '../testApp.js';
import { buildSmallClub, SMALL_PASSWORD, type SmallClub } from '../peopleClub.js';
import { accountFor } from '../../../server/repositories/accounts/accounts.js';

/**
 * Dutch names everywhere (issue 37): a person with a tussenvoegsel, kept in `people.infix` as the import
 * keeps it, is "Adam de Wit" in every list, the search, the trainer's workspace, and can be edited.
 * The small club (peopleClub.ts) gets player Adam de Wit in team Alpha (trainers Tom Trainer and Tess
 * Coach) and a team Gamma whose only trainer is Martijn de Boer.
 */
let t: TestApp;
let small: SmallClub;
let manager: string;
let adam: string;
let martijn: string;
let gamma: string;

beforeAll(async () => {
  t = await createTestApp();
  small = await buildSmallClub(t.db);
  const imported = (email: string, role: 'Player' | 'Trainer', first: string, infix: string, last: string) =>
    t.db.insertInto('people').values({
      club_id: small.clubId, role, status: 'invited', account_id: accountFor(email, null),
      first_name: first, infix, last_name: last, invited_at: new Date(),
    }).returning('id').executeTakeFirstOrThrow();
  adam = (await imported('adam.dewit@small.club', 'Player', 'Adam', 'de', 'Wit')).id;
  martijn = (await imported('martijn.deboer@small.club', 'Trainer', 'Martijn', 'de', 'Boer')).id;
  await t.db.updateTable('people').set({ status: 'active', activated_at: new Date() }).where('id', 'in', [adam, martijn]).execute();
  gamma = (await t.db.insertInto('teams').values({ club_id: small.clubId, name: 'Gamma', division: 'Derde klasse' }).returning('id').executeTakeFirstOrThrow()).id;
  await t.db.insertInto('team_memberships').values([
    { club_id: small.clubId, team_id: small.teams.alpha, person_id: adam, role: 'Player' },
    { club_id: small.clubId, team_id: gamma, person_id: martijn, role: 'Trainer' },
    { club_id: small.clubId, team_id: gamma, person_id: small.people.P3, role: 'Player' },
  ]).execute();
  manager = await signIn(t.app, small.managerEmail, SMALL_PASSWORD);
});
afterAll(() => t?.close());

const get = async <T = unknown>(token: string, url: string): Promise<T> => {
  const response = await getAs(t.app, token, url);
  expect(response.statusCode, url).toBe(200);
  return response.json() as T;
};
const search = (key: string) =>
  get<Array<{ userId: string; firstName: string; infix?: string | null; lastName: string }>>(manager, `/api/Manager/SearchByKeyword?key=${encodeURIComponent(key)}`);
const season = () => `clubSeasonId=${small.seasonNow}`;
const nameOf = <Row extends { id?: string; userId?: string; name: string }>(rows: Row[], id: string) =>
  rows.find((row) => (row.userId ?? row.id) === id)?.name;

describe('a name with an infix (issue 37)', () => {
  it('is found by the search with its infix, and the answer carries the infix', async () => {
    for (const key of ['Adam de Wit', 'adam de wit', 'de wit', 'DE WIT', 'Adam Wit']) {
      expect((await search(key)).map((r) => r.userId), key).toEqual([adam]);
    }
    expect(await search('Adam de Wit')).toEqual([
      { userId: adam, role: 'Player', firstName: 'Adam', infix: 'de', lastName: 'Wit', userPicture: null },
    ]);
    // A person without one answers as before.
    expect((await search('piet'))[0]).not.toHaveProperty('infix');
    expect(await search('de wit adam')).toEqual([]);
  });

  it('is shown as first name, infix, last name in the players, trainers and teams lists and the team pages', async () => {
    type Named = { id?: string; userId?: string; name: string; trainerName?: string | null };
    const players = await get<Named[]>(manager, `/api/Player/GetPlayerOverviewReportByClubId?${season()}`);
    expect(nameOf(players, adam)).toBe('Adam de Wit');
    // Émile's team trainer is Martijn.
    expect(players.find((row) => row.id === small.people.P3)?.trainerName).toBe('Martijn de Boer');

    const trainers = await get<Named[]>(manager, `/api/trainer/GetTrainersOverview?${season()}`);
    expect(nameOf(trainers, martijn)).toBe('Martijn de Boer');

    const teams = await get<Array<{ id: string; topTrainerName: string | null }>>(manager, `/api/team/GetTeamOverviewByClubId?${season()}`);
    expect(teams.find((team) => team.id === gamma)?.topTrainerName).toBe('Martijn de Boer');

    const teamTrainers = await get<Named[]>(manager, `/api/trainer/GetTrainerOverviewByClubId?teamId=${gamma}&${season()}`);
    expect(teamTrainers.map((row) => row.name)).toEqual(['Martijn de Boer']);
    const teamPlayers = await get<Named[]>(manager, `/api/Player/GetTeamPlayerOverview?teamId=${gamma}&${season()}`);
    expect(teamPlayers.map((row) => [row.name, row.trainerName])).toEqual([['Émile Solo', 'Martijn de Boer']]);
    const alphaPlayers = await get<Named[]>(manager, `/api/Player/GetTeamPlayerOverview?teamId=${small.teams.alpha}&${season()}`);
    expect(nameOf(alphaPlayers, adam)).toBe('Adam de Wit');

    const available = await get<Array<{ userId: string; firstName: string; infix?: string; lastName: string }>>(
      manager, '/api/Manager/getAvailablePlayersOrTrainers?key=player');
    expect(available.find((row) => row.userId === adam)).toMatchObject({ firstName: 'Adam', infix: 'de', lastName: 'Wit' });
  });

  it("is shown so in the trainer's workspace", async () => {
    const trainer = await signIn(t.app, small.emails.T1, SMALL_PASSWORD);
    const mine = await get<Array<{ userId: string; name: string }>>(trainer, `/api/Report/GetMyPlayers?${season()}`);
    expect(nameOf(mine, adam)).toBe('Adam de Wit');
  });

  it('is changed by UpdateUser: an infix sent is kept, one left out stays, null clears it', async () => {
    const update = (body: object) => t.app.inject({ method: 'POST', url: '/Account/UpdateUser', headers: bearer(manager), payload: body });
    const profile = () => get<{ firstName: string; infix?: string | null; lastName: string }>(manager, `/api/trainer/GetTrainerByUserId?userid=${martijn}`);
    const teamsTopTrainer = async () =>
      (await get<Array<{ id: string; topTrainerName: string | null }>>(manager, `/api/team/GetTeamOverviewByClubId?${season()}`))
        .find((team) => team.id === gamma)?.topTrainerName;

    let response = await update({ id: martijn, firstName: 'Martijn', infix: ' van den ', lastName: 'Boer' });
    expect(response.json()).toEqual({ isSucceeded: true, errorMessage: null });
    expect(await profile()).toMatchObject({ firstName: 'Martijn', infix: 'van den', lastName: 'Boer' });
    // The teams list's stored head trainer follows the new infix.
    expect(await teamsTopTrainer()).toBe('Martijn van den Boer');
    expect((await search('van den boer')).map((r) => r.userId)).toEqual([martijn]);

    // An older client leaves the infix out: it stays.
    response = await update({ id: martijn, firstName: 'Martijn', lastName: 'Boer' });
    expect(response.json()).toEqual({ isSucceeded: true, errorMessage: null });
    expect(await profile()).toMatchObject({ infix: 'van den' });

    response = await update({ id: martijn, firstName: 'Martijn', infix: null, lastName: 'Boer' });
    expect(response.json()).toEqual({ isSucceeded: true, errorMessage: null });
    expect((await profile()).infix ?? null).toBeNull();
    expect(await teamsTopTrainer()).toBe('Martijn Boer');
    expect(await search('van den boer')).toEqual([]);

    const tooLong = await update({ id: martijn, firstName: 'Martijn', infix: 'v'.repeat(256), lastName: 'Boer' });
    expect(tooLong.statusCode).toBe(400);
  });
});
