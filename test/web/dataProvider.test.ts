import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { dataProvider, EMPTY_GUID } from '../../src/providers/dataProvider';
import { SESSION_KEYS } from '../../src/providers/session';
import { mockFetch } from './fetchMock';

const signedIn = () => sessionStorage.setItem(SESSION_KEYS.token, 'tok-1');
const page = { page: 1, perPage: 1000 };

describe('dataProvider', () => {
  it('lists seasons from GetClubSeason with the bearer header, sorted ascending by default', async () => {
    signedIn();
    const calls = mockFetch({
      'GET /api/MasterData/GetClubSeason': {
        status: 200,
        body: [
          { id: 'b', seasonName: 'Season 10' },
          { id: 'a', seasonName: 'season 2' },
          { id: 'c', seasonName: 'Season 1' },
        ],
      },
    });
    const { data, total } = await dataProvider.getList('season', { sort: { field: 'seasonName', order: 'ASC' }, pagination: page, filter: {} });
    expect(data.map((row) => row.seasonName)).toEqual(['Season 1', 'season 2', 'Season 10']);
    expect(total).toBe(3);
    expect(calls[0].headers.get('Authorization')).toBe('Bearer tok-1');

    const desc = await dataProvider.getList('season', { sort: { field: 'seasonName', order: 'DESC' }, pagination: page, filter: {} });
    expect(desc.data.map((row) => row.id)).toEqual(['b', 'a', 'c']);
  });

  it('sorts stably: equal values keep the order the server gave', async () => {
    signedIn();
    mockFetch({
      'GET /api/team/GetTeamOverviewByClubId': {
        status: 200,
        body: [
          { id: 1, teamName: 'B', totalPlayer: 3 },
          { id: 2, teamName: 'A', totalPlayer: 5 },
          { id: 3, teamName: 'C', totalPlayer: 3 },
          { id: 4, teamName: 'D', totalPlayer: null },
        ],
      },
    });
    const asc = await dataProvider.getList('teams', { sort: { field: 'totalPlayer', order: 'ASC' }, pagination: page, filter: {} });
    expect(asc.data.map((row) => row.id)).toEqual([1, 3, 2, 4]);
    const desc = await dataProvider.getList('teams', { sort: { field: 'totalPlayer', order: 'DESC' }, pagination: page, filter: {} });
    expect(desc.data.map((row) => row.id)).toEqual([2, 1, 3, 4]);
  });

  it('passes the list filters as the spec names them', async () => {
    signedIn();
    const calls = mockFetch({
      'GET /api/trainer/GetTrainersOverview': { status: 200, body: [] },
      'GET /api/manager/GetUserManagerOverviewByClubId': { status: 200, body: [] },
      'GET /api/team/GetTeamOverviewByClubId': { status: 200, body: [] },
    });
    await dataProvider.getList('trainers', { filter: { isActive: false, clubSeasonId: 's1' }, pagination: page, sort: { field: 'id', order: 'ASC' } });
    await dataProvider.getList('manager', { filter: {}, pagination: page, sort: { field: 'id', order: 'ASC' } });
    await dataProvider.getList('teams', { filter: { clubSeasonId: 's1' }, pagination: page, sort: { field: 'id', order: 'ASC' } });
    expect(calls.map((call) => call.url.pathname + call.url.search)).toEqual([
      '/api/trainer/GetTrainersOverview?isactive=false&clubSeasonId=s1',
      '/api/manager/GetUserManagerOverviewByClubId?isactive=true',
      '/api/team/GetTeamOverviewByClubId?clubSeasonId=s1',
    ]);
  });

  it('reads a 204 player overview as an empty list', async () => {
    signedIn();
    const calls = mockFetch({ 'GET /api/Player/GetPlayerOverviewReportByClubId': { status: 204 } });
    const result = await dataProvider.getList('players', { filter: { clubSeasonId: 's1' }, pagination: page, sort: { field: 'teamName', order: 'ASC' } });
    expect(result).toEqual({ data: [], total: 0 });
    expect(calls[0].url.search).toBe('?clubSeasonId=s1');
  });

  it('gets a manager by user id', async () => {
    signedIn();
    const calls = mockFetch({ 'GET /api/manager/GetManagerByUserId': { status: 200, body: { firstName: 'Anna' } } });
    const { data } = await dataProvider.getOne('manager', { id: 'u1' });
    expect(data).toEqual({ firstName: 'Anna', id: 'u1' });
    expect(calls[0].url.search).toBe('?userid=u1');
  });

  it('creates a season with the empty GUID and the day as UTC midnight', async () => {
    signedIn();
    const calls = mockFetch({ 'POST /api/MasterData/AddOrUpdateSeason': { status: 200, body: { isSucceeded: true } } });
    await dataProvider.create('season', {
      data: { seasonName: '2025/2026', reportFrequency: 3, startDate: new Date(2025, 7, 1), endDate: '2026-06-30' },
    });
    expect(calls[0].body).toEqual({
      Id: EMPTY_GUID,
      SeasonName: '2025/2026',
      ReportFrequency: 3,
      StartDate: '2025-08-01T00:00:00.000Z',
      EndDate: '2026-06-30T00:00:00.000Z',
    });
  });

  it('rejects a season save the server refuses (isSucceeded false)', async () => {
    signedIn();
    mockFetch({ 'POST /api/MasterData/AddOrUpdateSeason': { status: 200, body: { isSucceeded: false, errorMessage: null } } });
    await expect(
      dataProvider.update('season', { id: 's1', data: { seasonName: 'x', reportFrequency: 1 }, previousData: { id: 's1' } }),
    ).rejects.toThrow('messagesfailed.seasonexist');
  });

  it('invites a player through the Auth service with role Player and the default picture', async () => {
    signedIn();
    const calls = mockFetch({ 'POST /Account/RegisterUser': { status: 200, body: { isSucceeded: true, errorMessage: null } } });
    await dataProvider.create('players', {
      data: { email: 'p@club.test', firstName: 'Piet', lastName: 'Jansen', teamId: 't1', primaryPosition: 'pos1' },
    });
    expect(calls[0].body).toMatchObject({
      email: 'p@club.test',
      role: 'Player',
      firstName: 'Piet',
      lastName: 'Jansen',
      profilePicture: 'file.png',
      teamId: 't1',
      primaryPosition: 'pos1',
    });
  });

  it('removes teams with a list of {Id} and players with the isActive flag', async () => {
    signedIn();
    const calls = mockFetch({
      'POST /api/Team/RemoveTeams': { status: 200, body: {} },
      'POST /api/Player/RemovePlayers': { status: 200, body: {} },
    });
    await expect(dataProvider.deleteMany('teams', { ids: ['t1', 't2'] })).resolves.toEqual({ data: ['t1', 't2'] });
    await dataProvider.deleteMany('players', { ids: ['p1'], meta: { isActive: false } });
    expect(calls[0].body).toEqual([{ Id: 't1' }, { Id: 't2' }]);
    expect(calls[1].url.search).toBe('?isActive=false');
  });

  it("turns an error answer into an HttpError with the status and the server's message", async () => {
    signedIn();
    mockFetch({
      'GET /api/Dashboard/GetDashboardTotalHeader': {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: 'This season does not belong to your club.' },
      },
    });
    const error = await dataProvider.getDashboardTotals('other-season').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, message: 'This season does not belong to your club.' });
  });

  it('reads the health without a token', async () => {
    const calls = mockFetch({ 'GET /api/health': { status: 200, body: { version: '0.0.1', server: 'ok', database: 'ok', engine: 'embedded' } } });
    await expect(dataProvider.getHealth()).resolves.toMatchObject({ database: 'ok' });
    expect(calls[0].headers.get('Authorization')).toBeNull();
  });
});
