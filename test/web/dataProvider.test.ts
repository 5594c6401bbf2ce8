import { describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { dataProvider } from '../../src/resourceData';
import { EMPTY_GUID } from '../../contract/ids';
import { SESSION_KEYS } from '../../src/providers/session';
import { call, callForFile } from '../../src/providers/call';
import { endpoints } from '../../src/providers/endpoints';
import { mockFetch, type Call } from './fetchMock';
import { recorded } from './recordedAnswers';

/**
 * Every method of the dataProvider against recorded answers; each answer is checked against what the
 * server declares for its route (fetchMock → apiContract), so these cannot drift from the API.
 */
const signedIn = () => sessionStorage.setItem(SESSION_KEYS.token, 'tok-1');
const all = { page: 1, perPage: 1000 };
const byId = { field: 'id', order: 'ASC' } as const;
const sent = (call: Call) => `${call.method} ${call.url.pathname}${call.url.search}`;

describe('dataProvider: getList', () => {
  it('lists seasons from GetClubSeason with the bearer header, sorted ascending by default', async () => {
    signedIn();
    const seasons = [
      { ...recorded.seasons[0]!, id: 'b', seasonName: 'Season 10' },
      { ...recorded.seasons[0]!, id: 'a', seasonName: 'season 2' },
      { ...recorded.seasons[0]!, id: 'c', seasonName: 'Season 1' },
    ];
    const calls = mockFetch({ 'GET /api/MasterData/GetClubSeason': { status: 200, body: seasons } });
    const { data, total } = await dataProvider.getList('season', { sort: { field: 'seasonName', order: 'ASC' }, pagination: all, filter: {} });
    expect(data.map((row) => row.seasonName)).toEqual(['Season 1', 'season 2', 'Season 10']);
    expect(total).toBe(3);
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer tok-1');

    const desc = await dataProvider.getList('season', { sort: { field: 'seasonName', order: 'DESC' }, pagination: all, filter: {} });
    expect(desc.data.map((row) => row.id)).toEqual(['b', 'a', 'c']);
  });

  it('sorts stably (equal values keep the server order) and keeps empty values last both ways', async () => {
    signedIn();
    const [b, a, c] = recorded.teams;
    const teams = [{ ...b!, totalPlayer: 3 }, { ...a!, totalPlayer: 5 }, { ...c!, totalPlayer: 3 }];
    mockFetch({ 'GET /api/team/GetTeamOverviewByClubId': { status: 200, body: teams } });
    const asc = await dataProvider.getList('teams', { sort: { field: 'totalPlayer', order: 'ASC' }, pagination: all, filter: {} });
    expect(asc.data.map((row) => row.id)).toEqual(['team-b', 'team-c', 'team-a']);
    const desc = await dataProvider.getList('teams', { sort: { field: 'totalPlayer', order: 'DESC' }, pagination: all, filter: {} });
    expect(desc.data.map((row) => row.id)).toEqual(['team-a', 'team-b', 'team-c']);
    const byTrainer = await dataProvider.getList('teams', { sort: { field: 'topTrainerName', order: 'DESC' }, pagination: all, filter: {} });
    expect(byTrainer.data.map((row) => row.id)).toEqual(['team-b', 'team-a', 'team-c']);
  });

  it('pages when asked to (the lists ask for every row)', async () => {
    signedIn();
    mockFetch({ 'GET /api/trainer/GetTrainersOverview': { status: 200, body: recorded.trainers } });
    const page = await dataProvider.getList('trainers', { sort: { field: 'name', order: 'ASC' }, pagination: { page: 2, perPage: 2 }, filter: {} });
    expect(page).toEqual({ data: [recorded.trainers[2]], total: 3 });
  });

  it('passes the list filters as the spec names them', async () => {
    signedIn();
    const calls = mockFetch({
      'GET /api/trainer/GetTrainersOverview': { status: 200, body: recorded.trainers },
      'GET /api/manager/GetUserManagerOverviewByClubId': { status: 200, body: recorded.invited },
      'GET /api/manager/GetUserManagerOverviewByFilterSeasonId': { status: 200, body: recorded.managers },
      'GET /api/team/GetTeamOverviewByClubId': { status: 200, body: recorded.teams },
      'GET /api/Player/GetPlayerOverviewReportByClubId': { status: 200, body: recorded.players },
      'GET /api/Player/GetUserManagerOverviewByClubId': { status: 200, body: recorded.invited },
      'GET /api/Player/GetTeamPlayerOverview': { status: 200, body: recorded.teamPlayers },
      'GET /api/trainer/GetTrainerOverviewByClubId': { status: 200, body: recorded.teamTrainers },
    });
    const list = (resource: string, filter: Record<string, unknown>) => dataProvider.getList(resource, { filter, pagination: all, sort: byId });
    await list('trainers', { isActive: false, clubSeasonId: 's1' });
    await list('manager', {});
    await list('manager', { isActive: true, clubSeasonId: 's1' });
    await list('manager', { isActive: false });
    await list('teams', { clubSeasonId: 's1' });
    await list('players', { isActive: true, clubSeasonId: 's1' });
    await list('players', { isActive: false, clubSeasonId: 's1' });
    await list('teamPlayers', { teamId: 'team-b', clubSeasonId: 's1' });
    await list('teamTrainers', { teamId: 'team-b' });
    expect(calls.map(sent)).toEqual([
      'GET /api/trainer/GetTrainersOverview?isactive=false&clubSeasonId=s1',
      'GET /api/manager/GetUserManagerOverviewByClubId?isactive=true',
      'GET /api/manager/GetUserManagerOverviewByFilterSeasonId?SeasonId=s1',
      'GET /api/manager/GetUserManagerOverviewByClubId?isactive=false',
      'GET /api/team/GetTeamOverviewByClubId?clubSeasonId=s1',
      'GET /api/Player/GetPlayerOverviewReportByClubId?clubSeasonId=s1',
      'GET /api/Player/GetUserManagerOverviewByClubId?isActive=false',
      'GET /api/Player/GetTeamPlayerOverview?teamId=team-b&clubSeasonId=s1',
      'GET /api/trainer/GetTrainerOverviewByClubId?teamId=team-b',
    ]);
  });

  it("gives a team member row its membership's id (what removal from the team takes)", async () => {
    signedIn();
    mockFetch({ 'GET /api/Player/GetTeamPlayerOverview': { status: 200, body: recorded.teamPlayers } });
    const { data } = await dataProvider.getList('teamPlayers', { filter: { teamId: 'team-b' }, pagination: all, sort: byId });
    expect(data).toEqual([{ ...recorded.teamPlayers[0], id: 'tp-2' }]);
  });

  it('reads a 204 list as an empty list', async () => {
    signedIn();
    const calls = mockFetch({ 'GET /api/Player/GetPlayerOverviewReportByClubId': { status: 204 } });
    const result = await dataProvider.getList('players', { filter: { clubSeasonId: 's1' }, pagination: all, sort: { field: 'teamName', order: 'ASC' } });
    expect(result).toEqual({ data: [], total: 0 });
    expect(calls[0]!.url.search).toBe('?clubSeasonId=s1');
  });

  it('refuses a resource it does not know', async () => {
    await expect(dataProvider.getList('skills', { filter: {}, pagination: all, sort: byId })).rejects.toThrow('Unknown resource: skills');
  });
});

describe('dataProvider: getOne, getMany, getManyReference', () => {
  it.each([
    ['manager', 'GET /api/manager/GetManagerByUserId', '?userid=m-2', recorded.managerProfile],
    ['trainers', 'GET /api/trainer/GetTrainerByUserId', '?userid=t-1', recorded.trainerProfile],
    ['players', 'GET /api/Player/GetPlayerDetailById', '?userId=p-2', recorded.playerProfile],
    ['teams', 'GET /api/Team/GetTeamDetail', '?teamId=team-b', recorded.teamDetail],
  ] as const)('gets one %s through %s', async (resource, route, search, answer) => {
    signedIn();
    const calls = mockFetch({ [route]: { status: 200, body: answer } });
    const { data } = await dataProvider.getOne(resource, { id: answer.id });
    expect(data).toEqual(answer);
    expect(calls[0]!.url.search).toBe(search);
  });

  it("gets a player's numbers for the season given in meta", async () => {
    signedIn();
    const calls = mockFetch({ 'GET /api/Player/GetPlayerDetailByIdBySeason': { status: 200, body: recorded.playerProfile } });
    const { data } = await dataProvider.getOne('players', { id: 'p-2', meta: { clubSeasonId: 's-old' } });
    expect(data).toMatchObject({ id: 'p-2', clubSeasonId: 's-old' });
    expect(calls[0]!.url.search).toBe('?userId=p-2&clubSeasonId=s-old');
  });

  it('finds a season in the seasons list; an unknown one is not found', async () => {
    signedIn();
    mockFetch({ 'GET /api/MasterData/GetClubSeason': { status: 200, body: recorded.seasons } });
    await expect(dataProvider.getOne('season', { id: 's-now' })).resolves.toEqual({ data: recorded.seasons[1] });
    await expect(dataProvider.getOne('season', { id: 'nope' })).rejects.toMatchObject({ status: 404 });
  });

  it('gets many as many getOne calls', async () => {
    signedIn();
    const calls = mockFetch({ 'GET /api/MasterData/GetClubSeason': { status: 200, body: recorded.seasons } });
    const { data } = await dataProvider.getMany('season', { ids: ['s-old', 's-now'] });
    expect(data.map((season) => season.seasonName)).toEqual(['2023/2024', '2024/2025']);
    expect(calls).toHaveLength(2);
  });

  it("lists a team's trainers as a reference of the team", async () => {
    signedIn();
    const calls = mockFetch({ 'GET /api/trainer/GetTrainerOverviewByClubId': { status: 200, body: recorded.teamTrainers } });
    const { data, total } = await dataProvider.getManyReference('teamTrainers', {
      target: 'teamId', id: 'team-b', filter: { clubSeasonId: 's-now' }, pagination: all, sort: { field: 'name', order: 'ASC' },
    });
    expect(total).toBe(1);
    expect(data[0]).toMatchObject({ id: 'tt-1', name: 'Bea Busy' });
    expect(calls[0]!.url.search).toBe('?teamId=team-b&clubSeasonId=s-now');
  });
});

describe('dataProvider: create, update', () => {
  it('creates a season with the empty GUID and the day as UTC midnight, answering the new id', async () => {
    signedIn();
    const calls = mockFetch({ 'POST /api/MasterData/AddOrUpdateSeason': { status: 200, body: recorded.saved('s-new') } });
    const { data } = await dataProvider.create('season', {
      data: { seasonName: '2025/2026', reportFrequency: 3, startDate: new Date(2025, 7, 1), endDate: '2026-06-30' },
    });
    expect(data.id).toBe('s-new');
    expect(calls[0]!.body).toEqual({
      Id: EMPTY_GUID, SeasonName: '2025/2026', ReportFrequency: 3, StartDate: '2025-08-01T00:00:00.000Z', EndDate: '2026-06-30T00:00:00.000Z',
    });
  });

  it('rejects a season save the server refuses (isSucceeded false)', async () => {
    signedIn();
    mockFetch({ 'POST /api/MasterData/AddOrUpdateSeason': { status: 200, body: recorded.refused(null) } });
    await expect(
      dataProvider.update('season', { id: 's1', data: { seasonName: 'x', reportFrequency: 1 }, previousData: { id: 's1' } }),
    ).rejects.toMatchObject({ status: 400, body: { isSucceeded: false } });
  });

  it('creates and renames a team through addteam', async () => {
    signedIn();
    const calls = mockFetch({ 'POST /api/team/addteam': { status: 200, body: recorded.saved('team-new') } });
    await expect(dataProvider.create('teams', { data: { teamName: 'JO17-1', division: '3e klasse' } })).resolves.toMatchObject({ data: { id: 'team-new' } });
    await dataProvider.update('teams', { id: 'team-b', data: { teamName: 'JO13-2' }, previousData: recorded.teamDetail });
    expect(calls.map((call) => call.body)).toEqual([
      { Id: EMPTY_GUID, TeamName: 'JO17-1', Division: '3e klasse' },
      { Id: 'team-b', TeamName: 'JO13-2', Division: '2e klasse' },
    ]);
  });

  it('invites a player through the Auth service with role Player and the default picture', async () => {
    signedIn();
    const calls = mockFetch({ 'POST /Account/RegisterUser': { status: 200, body: recorded.invitation } });
    const { data } = await dataProvider.create('players', {
      data: { email: 'p@club.test', firstName: 'Piet', lastName: 'Jansen', teamId: 't1', primaryPosition: 'pos1' },
    });
    expect(data.id).toBe('new-1');
    expect(calls[0]!.body).toMatchObject({
      email: 'p@club.test', role: 'Player', firstName: 'Piet', lastName: 'Jansen', profilePicture: 'file.png', teamId: 't1', primaryPosition: 'pos1',
    });
  });

  it("updates a person's profile through UpdateUser, sending back the fields it does not change", async () => {
    signedIn();
    const calls = mockFetch({ 'POST /Account/UpdateUser': { status: 200, body: recorded.updated } });
    await dataProvider.update('trainers', { id: 't-1', data: { firstName: 'Beatrix' }, previousData: recorded.trainerProfile });
    expect(calls[0]!.body).toMatchObject({ id: 't-1', firstName: 'Beatrix', lastName: 'Busy', email: 'bea@club.test', birthDate: '1990-02-14' });
  });

  it('does not update many', async () => {
    await expect(dataProvider.updateMany('teams', { ids: ['team-b'], data: {} })).rejects.toThrow('updateMany is not supported for teams');
  });
});

describe('dataProvider: deleteMany, delete', () => {
  it.each([
    ['manager', 'POST /api/Manager/RemoveManagers', '?role=Manager', recorded.updated],
    ['trainers', 'POST /api/Trainer/RemoveTrainers', '?role=Trainer', recorded.updated],
    ['players', 'POST /api/Player/RemovePlayers', '?isActive=false', recorded.updated],
    ['teams', 'POST /api/Team/RemoveTeams', '', recorded.succeeded],
    ['teamPlayers', 'POST /api/Player/RemovePlayersFromTeam', '', recorded.succeeded],
    ['teamTrainers', 'POST /api/Trainer/RemoveTrainersFromTeam', '', recorded.succeeded],
  ] as const)('removes %s with a list of {Id} through %s', async (resource, route, search, answer) => {
    signedIn();
    const calls = mockFetch({ [route]: { status: 200, body: answer } });
    await expect(dataProvider.deleteMany(resource, { ids: ['x1', 'x2'], meta: { isActive: false } })).resolves.toEqual({ data: ['x1', 'x2'] });
    expect(calls[0]!.body).toEqual([{ Id: 'x1' }, { Id: 'x2' }]);
    expect(calls[0]!.url.search).toBe(search);
  });

  it('deletes one as a removal of one', async () => {
    signedIn();
    const calls = mockFetch({ 'POST /api/Team/RemoveTeams': { status: 200, body: recorded.succeeded } });
    await expect(dataProvider.delete('teams', { id: 'team-c', previousData: recorded.teams[2] })).resolves.toEqual({ data: recorded.teams[2] });
    expect(calls[0]!.body).toEqual([{ Id: 'team-c' }]);
  });

  it("turns a refused removal into an error with the server's text", async () => {
    signedIn();
    mockFetch({ 'POST /api/Manager/RemoveManagers': { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Some of the selected managers do not exist.' } } });
    await expect(dataProvider.deleteMany('manager', { ids: ['x'] })).rejects.toMatchObject({ status: 404, message: 'Some of the selected managers do not exist.' });
  });

  it('removes no seasons', async () => {
    await expect(dataProvider.deleteMany('season', { ids: ['s-old'] })).rejects.toThrow('deleteMany is not supported for season');
  });
});

describe('the calls of spec §7 by entry (call)', () => {
  const uuid = '6f1c3f3e-2d55-4b8e-9d7e-0c1a2b3c4d5e';
  const cases: [string, () => Promise<unknown>, string, unknown][] = [
    ['getClubDetails', () => call(endpoints.userGetClubDetails), 'GET /api/user/GetClubDetails', { id: 'club-1', clubName: 'FC Touchline', country: 'NL', logoUrl: null, timeZone: 'Europe/Amsterdam', clubSeasons: recorded.seasons }],
    ['getUserDetailHeader', () => call(endpoints.managerGetUserDetailHeader), 'GET /api/Manager/GetUserDetailHeader', { id: 'm-1', firstName: 'Anna', lastName: 'de Vries', profilePicture: null }],
    ['getPositions', () => call(endpoints.masterDataGetPositions), 'GET /api/MasterData/GetPositions', [{ id: 'ST', position: 'Striker' }]],
    ['getDashboardTotals', () => call(endpoints.dashboardGetDashboardTotalHeader, { query: { clubSeasonId: 's-now' } }), 'GET /api/Dashboard/GetDashboardTotalHeader', { team: 3, trainer: 3, player: 3 }],
    ['getMainDashboard', () => call(endpoints.dashboardGetMainDashboard, { query: { clubSeasonId: 's-now', teamIds: '' } }), 'GET /api/Dashboard/GetMainDashboard', {
      team: 3, trainer: 3, player: 3, overallPlayerScore: 6.5, completedTeam: 1, completedPlayer: 2, openTeam: 2, playerProgress: 40, teamProgress: 30, completedReport: 4, totalReport: 9,
    }],
    ['getPlayerDevelopment', () => call(endpoints.dashboardGetPlayerDevelopment, { query: { clubSeasonId: 's-now' }, body: '' }), 'POST /api/Dashboard/GetPlayerDevelopment', { topPlayers: [] }],
    ['getTrainerActivity', () => call(endpoints.dashboardGetDashboardTrainerOverview, { query: { clubSeasonId: 's-now' }, body: '' }), 'POST /api/Dashboard/GetDashboardTrainerOverview', []],
    ['getTeamActivity', () => call(endpoints.dashboardGetDashboardTeamOverview, { query: { clubSeasonId: 's-now' }, body: '' }), 'POST /api/Dashboard/GetDashboardTeamOverview', []],
    ['updateSeasons', () => call(endpoints.masterDataUpdateSeasons, { body: [{ Id: uuid, SeasonName: 'x', ReportFrequency: 2 }] }), 'POST /api/MasterData/UpdateSeasons', recorded.saved(null)],
    ['updateClubDetails', () => call(endpoints.userUpdateClubDetails, { body: { ClubName: 'FC Touchline', Country: 'NL' } }), 'POST /api/user/UpdateClubDetails', recorded.saved(null)],
    ['getTeams', () => call(endpoints.masterDataGetTeams), 'GET /api/MasterData/GetTeams', [{ id: 'team-a', teamName: 'JO11-1', division: '', logoClub: null }]],
    ['getAvailablePeople', () => call(endpoints.managerGetAvailablePlayersOrTrainers, { query: { key: 'player', teamId: 'team-b' } }), 'GET /api/Manager/getAvailablePlayersOrTrainers', []],
    ['addPlayersToTeam', () => call(endpoints.teamAddPlayerToTeam, { body: { userIds: [uuid], newTeamId: uuid } }), 'POST /api/Team/AddPlayerToTeam', recorded.succeeded],
    ['addTrainersToTeam', () => call(endpoints.teamAddTrainerToTeam, { body: { userIds: [uuid], newTeamId: uuid, oldTeamId: uuid } }), 'POST /api/Team/AddTrainerToTeam', recorded.succeeded],
    ['changeTeam', () => call(endpoints.playerChangeTeam, { body: { userId: uuid, newTeamId: uuid, type: 'Player' } }), 'POST /api/Player/ChangeTeam', recorded.succeeded],
    ['movePlayers', () => call(endpoints.teamMovePlayers, { body: { teamId: uuid, userIds: [uuid] } }), 'POST /api/Team/MovePlayers', recorded.succeeded],
    ['getSeasonPlan', () => call(endpoints.teamGetSeasonPlan, { query: { clubSeasonId: uuid } }), 'GET /api/Team/GetSeasonPlan', {
      clubSeasonId: uuid, seasonName: '2027/2028', startDate: '2027-08-01T00:00:00.000Z', state: 'planning',
      players: [{ userId: 'p-1', teamId: 'team-b', teamName: 'JO12-1' }], teams: [{ teamId: 'team-b', teamName: 'JO12-1', now: 14, planned: 15 }],
    }],
    ['planPlayers', () => call(endpoints.teamPlanPlayers, { body: { clubSeasonId: uuid, teamId: uuid, userIds: [uuid] } }), 'POST /api/Team/PlanPlayers', { isSucceeded: true, changed: 1, planned: 1 }],
    ['clearSeasonPlan', () => call(endpoints.teamClearSeasonPlan, { body: { clubSeasonId: uuid } }), 'POST /api/Team/ClearSeasonPlan', { isSucceeded: true, changed: 1, planned: 0 }],
    ['applySeasonPlan', () => call(endpoints.teamApplySeasonPlan, { body: { clubSeasonId: uuid } }), 'POST /api/Team/ApplySeasonPlan', { isSucceeded: true, changed: 1, planned: 0 }],
    ['getSkills', () => call(endpoints.masterDataGetSkills), 'GET /api/MasterData/GetSkills', []],
    ['saveSkills', () => call(endpoints.masterDataSaveSkills, { body: [] }), 'POST /api/MasterData/SaveSkills', recorded.updated],
    ['getTrainerReports', () => call(endpoints.trainerGetTrainerPersonalDetail, { query: { userId: 't-1', filter: 'completed', searchname: '' } }), 'GET /api/trainer/GetTrainerPersonalDetail', { count: 0, reports: [], clubSeasonId: 's-now', seasonName: '2024/2025', openReports: 0, completedReports: 0, players: 0, reportCount: 0 }],
    ['getMyReports', () => call(endpoints.reportGetMyReports, { query: { clubSeasonId: uuid } }), 'GET /api/Report/GetMyReports', { clubSeasonId: uuid, seasonName: '2024/2025', averageScore: null, overallDiff: 0, skillAverages: [], reports: [] }],
    ['reInviteUser', () => call(endpoints.accountReInviteUser, { body: { id: uuid, role: 'Player' } }), 'POST /Account/ReInviteUser', recorded.updated],
    ['clearPhoto', () => call(endpoints.accountClearPhoto, { query: { userId: uuid } }), 'POST /Account/ClearPhoto', { isSucceeded: true, userId: uuid, userPicture: null }],
    ['searchByKeyword', () => call(endpoints.managerSearchByKeyword, { query: { key: 'an' } }), 'GET /api/Manager/SearchByKeyword', []],
    ['getHealth', () => call(endpoints.health, { auth: false }), 'GET /api/health', { version: '0.0.1', server: 'ok', database: 'ok', engine: 'embedded' }],
    ['getPlayerHistory', () => call(endpoints.playerGetPlayerHistory, { query: { userId: uuid } }), 'GET /api/Player/GetPlayerHistory', { userId: uuid, playerName: 'Pim de Boer', birthYear: null, seasons: [] }],
    ['getTeamSkillProfile', () => call(endpoints.teamGetTeamSkillProfile, { query: { teamId: uuid, clubSeasonId: uuid } }), 'GET /api/Team/GetTeamSkillProfile', { teamId: uuid, teamName: 'JO11-1', clubSeasonId: uuid, skills: [] }],
    ['getTrainerCalibration', () => call(endpoints.dashboardGetTrainerCalibration, { query: { clubSeasonId: uuid } }), 'GET /api/Dashboard/GetTrainerCalibration', []],
    ['getSeasonRounds', () => call(endpoints.masterDataGetSeasonRounds, { query: { clubSeasonId: uuid } }), 'GET /api/MasterData/GetSeasonRounds', { clubSeasonId: uuid, replanned: false, remindersEnabled: true, rounds: [{ round: 1, dueDate: '2026-06-30' }] }],
    ['saveSeasonRounds', () => call(endpoints.masterDataSaveSeasonRounds, { body: { clubSeasonId: uuid, rounds: [{ round: 1, dueDate: '2026-06-30' }] } }), 'POST /api/MasterData/SaveSeasonRounds', recorded.updated],
    ['getDueSoon', () => call(endpoints.dashboardGetDueSoon, { query: { clubSeasonId: uuid } }), 'GET /api/Dashboard/GetDueSoon', []],
    ['getGettingStarted', () => call(endpoints.dashboardGetGettingStarted), 'GET /api/Dashboard/GetGettingStarted', { clubId: uuid, seasons: 1, teams: 0, trainers: 0, players: 0, skillsReviewed: false }],
    ['setSeasonReminders', () => call(endpoints.masterDataSetSeasonReminders, { body: { clubSeasonId: uuid, remindersEnabled: false } }), 'POST /api/MasterData/SetSeasonReminders', recorded.updated],
    ['sendReminders', () => call(endpoints.trainerSendReminders, { body: { trainerIds: [uuid] } }), 'POST /api/Trainer/SendReminders', { sent: [uuid], notSent: [] }],
    ['getCalibratedAverages', () => call(endpoints.playerGetCalibratedAverages, { query: { clubSeasonId: uuid } }), 'GET /api/Player/GetCalibratedAverages', [{ playerId: uuid, averageScore: 7, calibratedAverageScore: 6.5 }]],
  ];
  it.each(cases)('%s calls its route and answers what the server says', async (_name, send, route, answer) => {
    signedIn();
    const calls = mockFetch({ [route]: { status: 200, body: answer } });
    await expect(send()).resolves.toEqual(answer);
    expect(`${calls[0]!.method} ${calls[0]!.path}`).toBe(route);
  });

  it('leaves the data provider its CRUD over the resources and nothing else', () => {
    const crud = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'];
    expect(Object.keys(dataProvider).sort()).toEqual([...crud].sort());
  });

  it("turns an error answer into an HttpError with the status and the server's message", async () => {
    signedIn();
    mockFetch({
      'GET /api/Dashboard/GetDashboardTotalHeader': {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: 'This season does not belong to your club.' },
      },
    });
    const error = await call(endpoints.dashboardGetDashboardTotalHeader, { query: { clubSeasonId: 'other-season' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, message: 'This season does not belong to your club.' });
  });

  it('downloads the season workbook with the name the server gives it', async () => {
    signedIn();
    const bytes = new Uint8Array([0x50, 0x4b, 3, 4]);
    let asked = '';
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      asked = `${init?.method ?? 'GET'} ${String(input)} ${new Headers(init?.headers).get('Authorization')}`;
      return new Response(bytes, {
        status: 200,
        headers: { 'content-disposition': `attachment; filename="VV Zuiderpark 2025-2026.xlsx"; filename*=UTF-8''VV%20Zuiderpark%202025%E2%80%932026.xlsx` },
      });
    });
    const { blob, fileName } = await callForFile(endpoints.reportExportSeason, { query: { clubSeasonId: uuid } });
    expect(asked).toMatch(new RegExp(`^GET .*/api/Report/ExportSeason\\?clubSeasonId=${uuid} Bearer `));
    expect(fileName).toBe('VV Zuiderpark 2025–2026.xlsx');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
  });

  it('reads the health without a token', async () => {
    const calls = mockFetch({ 'GET /api/health': { status: 200, body: { version: '0.0.1', server: 'ok', database: 'ok', engine: 'embedded' } } });
    await expect(call(endpoints.health, { auth: false })).resolves.toMatchObject({ database: 'ok' });
    expect(calls[0]!.headers.get('Authorization')).toBeNull();
  });
});
