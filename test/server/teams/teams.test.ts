import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, bearer, getAs, type TestApp } from '../testApp.js';
import { buildHandBuiltClub, type HandBuiltClub } from '../clubStructureClub.js';
import { accountFor } from '../../../server/repositories/accounts/accounts.js';

/**
 * Teams and team members through HTTP, on the hand-built club of clubStructureClub.ts (n = 2 in S):
 *   pairs now  A: (P1,T1) done 2 of 3, (P1,T2) 1, (P2,T1) 0, (P2,T2) 0  → 3 / (2 × 2 × 2) = 37.5 → 38 %
 *              B: (P3,T1) 2, (P5,T1) 1                                     → 3 / (2 × 2 × 1) = 75 %
 *   players    P1 (2+1)/4 = 75 %, P2 0 %, P3 100 %, P5 1/2 = 50 % (T2's report on P5 is no current pair)
 *   trainers   in A: T1 2/4 = 50 %, T2 1/4 = 25 %; in B: T1 3/4 = 75 %
 *   averages   P1 (7+5+8.5+6)/4 = 6.625, P3 (4.5+7)/2 = 5.75, P5 (3+5.5)/2 = 4.25, P2 none
 */
let t: TestApp;
let club: HandBuiltClub;
let other: HandBuiltClub;
let ids: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  club = await buildHandBuiltClub(t.db, 'Hand-built FC', 'hand.club');
  other = await buildHandBuiltClub(t.db, 'FC Elsewhere', 'elsewhere.club');
  ids = club.ids;
});
afterAll(() => t?.close());

const get = (url: string, token = club.managerToken) => getAs(t.app, token, url);
const post = (url: string, payload: unknown, token = club.managerToken) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: bearer(token) });
const overview = async (season?: string) =>
  (await get(`/api/team/GetTeamOverviewByClubId${season ? `?clubSeasonId=${season}` : ''}`)).json() as Array<Record<string, unknown>>;
const rowOf = <T extends Record<string, unknown>>(rows: T[], key: string, value: unknown) => rows.find((r) => r[key] === value);
const players = async (team: string, season = ids.S) =>
  get(`/api/Player/GetTeamPlayerOverview?teamId=${team}&&clubSeasonId=${season}`);
const trainers = async (team: string, season = ids.S) =>
  (await get(`/api/trainer/GetTrainerOverviewByClubId?teamId=${team}&&clubSeasonId=${season}`)).json() as Array<Record<string, unknown>>;

describe('progress and averages of the hand-built club', () => {
  it('GetTeamOverviewByClubId: members, top trainer and progress per team', async () => {
    const rows = await overview(ids.S);
    expect(rowOf(rows, 'id', ids.A)).toEqual({
      id: ids.A, teamName: 'A', division: 'Division A', logoClub: null, totalTrainer: 2, topTrainerId: ids.T1,
      topTrainerName: 'T1 Test', topTrainerPicture: null, overallProgress: 38, totalPlayer: 2,
    });
    expect(rowOf(rows, 'id', ids.B)).toMatchObject({ totalTrainer: 1, topTrainerId: ids.T1, overallProgress: 75, totalPlayer: 2 });
  });

  it('uses the current season when none is given, and 0 % when n = 0', async () => {
    // S (2026) is current on any day of 2026 and later; the test fixes no clock, so compare with GetClubSeason.
    const current = (await get('/api/MasterData/GetClubSeason')).json().find((s: { isCurrent: boolean }) => s.isCurrent);
    expect(await overview()).toEqual(await overview(current.id));
    const zero = await overview(ids.Zero);
    expect(zero.map((r) => r.overallProgress)).toEqual([0, 0]);
  });

  it('GetTeamPlayerOverview: progress, trainers and average score per player', async () => {
    const response = await players(ids.B!);
    expect(response.statusCode).toBe(200);
    const rows = response.json();
    expect(rowOf(rows, 'userId', ids.P3)).toMatchObject({
      id: ids.P3, name: 'P3 Test', overallProgress: 100, totalTrainer: 1, trainerUserId: ids.T1, trainerName: 'T1 Test', averageScore: 5.75, userPicture: null,
    });
    expect(rowOf(rows, 'userId', ids.P5)).toMatchObject({ overallProgress: 50, averageScore: 4.25 });
    const a = (await players(ids.A!)).json();
    expect(rowOf(a, 'userId', ids.P1)).toMatchObject({ overallProgress: 75, totalTrainer: 2, trainerName: 'T1 Test', averageScore: 6.625 });
    expect(rowOf(a, 'userId', ids.P2)).toMatchObject({ overallProgress: 0, averageScore: null });
    expect(rowOf(a, 'userId', ids.P1)!.teamPlayerId).toEqual(expect.any(String));
  });

  it('GetTrainerOverviewByClubId: progress on this team only and last update', async () => {
    const a = await trainers(ids.A!);
    expect(rowOf(a, 'userId', ids.T1)).toMatchObject({ name: 'T1 Test', overallProgress: 50, roles: 'Trainer', lastUpdate: '2026-03-03T00:00:00.000Z' });
    // T2's latest activity in team A is the report on P5, written before P5 moved.
    expect(rowOf(a, 'userId', ids.T2)).toMatchObject({ overallProgress: 25, lastUpdate: '2026-03-08T00:00:00.000Z' });
    const b = await trainers(ids.B!);
    expect(b).toHaveLength(1);
    expect(b[0]).toMatchObject({ userId: ids.T1, overallProgress: 75, lastUpdate: '2026-03-09T00:00:00.000Z' });
  });

  it('gives whole percents, halves rounded up as on the overview dashboard', async () => {
    const all = [
      ...(await overview(ids.S)),
      ...(await players(ids.A!)).json(),
      ...(await players(ids.B!)).json(),
      ...(await trainers(ids.A!)),
      ...(await trainers(ids.B!)),
    ] as Array<{ overallProgress: number }>;
    for (const row of all) {
      expect(Number.isInteger(row.overallProgress)).toBe(true);
      expect(row.overallProgress).toBeGreaterThanOrEqual(0);
      expect(row.overallProgress).toBeLessThanOrEqual(100);
    }
    // Team A is 3/8 = 37.5 %: the same 38 on /teams as on the overview's team panel.
    const panel = (await post(`/api/Dashboard/GetDashboardTeamOverview?clubSeasonId=${ids.S}`, [ids.A])).json() as Array<{ teamName: string; progress: number }>;
    expect(rowOf(panel, 'teamName', 'A')!.progress).toBe(38);
    expect(rowOf(await overview(ids.S), 'id', ids.A)!.overallProgress).toBe(38);
  });

  it('a player in a team without trainers has progress 0, no trainer and no average', async () => {
    const { id } = (await post('/api/team/addteam', { TeamName: 'Untrained', Division: '' })).json();
    expect((await post('/api/Team/AddPlayerToTeam', { userIds: [ids.P4], newTeamId: id })).statusCode).toBe(200);
    const [row] = (await players(id)).json();
    expect(row).toMatchObject({ userId: ids.P4, overallProgress: 0, totalTrainer: 0, trainerUserId: null, trainerName: null, averageScore: null });
    expect(rowOf(await overview(ids.S), 'id', id)).toMatchObject({ totalTrainer: 0, topTrainerName: null, overallProgress: 0, totalPlayer: 1 });
    expect((await post('/api/Team/RemoveTeams', [{ Id: id }])).statusCode).toBe(200);
  });

  it("counts no removed person, nor makes one the top trainer, even with a membership left open", async () => {
    // Removing a person through the API ends their memberships; rows written before that rule (or by
    // hand) can still hold an open one, and the overview must not count it.
    const { id } = (await post('/api/team/addteam', { TeamName: 'Left open', Division: '' })).json();
    const person = async (key: string, role: 'Trainer' | 'Player') => (await t.db.insertInto('people')
      .values({ club_id: club.clubId, role, status: 'active', account_id: accountFor(`${key}@hand.club`, 'x'), first_name: key, last_name: 'Open' })
      .returning('id').executeTakeFirstOrThrow()).id;
    const [first, second, kept, gone] = [await person('first', 'Trainer'), await person('second', 'Trainer'), await person('kept', 'Player'), await person('gone', 'Player')];
    await t.db.insertInto('team_memberships').values([
      { team_id: id, person_id: first, role: 'Trainer', started_at: new Date('2026-01-01') },
      { team_id: id, person_id: second, role: 'Trainer', started_at: new Date('2026-02-01') },
      { team_id: id, person_id: kept, role: 'Player' },
      { team_id: id, person_id: gone, role: 'Player' },
    ]).execute();
    expect(rowOf(await overview(ids.S), 'id', id)).toMatchObject({ totalTrainer: 2, topTrainerId: first, topTrainerName: 'first Open', totalPlayer: 2 });

    await t.db.updateTable('people').set({ removed_at: new Date() }).where('id', 'in', [first, gone]).execute();
    expect(rowOf(await overview(ids.S), 'id', id)).toMatchObject({ totalTrainer: 1, topTrainerId: second, topTrainerName: 'second Open', totalPlayer: 1 });
    // Out of the way of the tests after this one, which list the club's people.
    expect((await post('/api/Team/RemoveTeams', [{ Id: id }])).statusCode).toBe(200);
    await t.db.updateTable('people').set({ removed_at: new Date() }).where('id', 'in', [second, kept]).execute();
  });

  it('names as head trainer the one who started first, then by name, and follows a new name and a removal', async () => {
    // Trainers put in a team in one go start at the same moment: their names decide, and a new name
    // (through the profile call) can change who heads the team.
    const { id } = (await post('/api/team/addteam', { TeamName: 'Started together', Division: '' })).json();
    const trainer = async (first: string) => (await t.db.insertInto('people')
      .values({ club_id: club.clubId, role: 'Trainer', status: 'active', account_id: accountFor(`${first.toLowerCase()}@together.club`, 'x'), first_name: first, last_name: 'Samen' })
      .returning('id').executeTakeFirstOrThrow()).id;
    const [bram, daan] = [await trainer('Bram'), await trainer('Daan')];
    const start = new Date('2026-03-01T10:00:00Z');
    await t.db.insertInto('team_memberships').values([
      { team_id: id, person_id: daan, role: 'Trainer', started_at: start },
      { team_id: id, person_id: bram, role: 'Trainer', started_at: start },
    ]).execute();
    expect(rowOf(await overview(ids.S), 'id', id)).toMatchObject({ totalTrainer: 2, topTrainerId: bram, topTrainerName: 'Bram Samen', totalPlayer: 0 });

    const renamed = await post('/Account/UpdateUser', { id: bram, firstName: 'Thijs', lastName: 'Samen' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(rowOf(await overview(ids.S), 'id', id)).toMatchObject({ totalTrainer: 2, topTrainerId: daan, topTrainerName: 'Daan Samen' });

    expect((await post('/api/Trainer/RemoveTrainers', [{ Id: daan }])).statusCode).toBe(200);
    expect(rowOf(await overview(ids.S), 'id', id)).toMatchObject({ totalTrainer: 1, topTrainerId: bram, topTrainerName: 'Thijs Samen' });
    expect((await post('/api/Team/RemoveTeams', [{ Id: id }])).statusCode).toBe(200);
    await t.db.updateTable('people').set({ removed_at: new Date() }).where('id', '=', bram).execute();
  });

  it('answers 0 % and no average in a season with n = 0', async () => {
    const rows = (await players(ids.A!, ids.Zero)).json();
    expect(rows.map((r: { overallProgress: number }) => r.overallProgress)).toEqual([0, 0]);
    expect(rows.map((r: { averageScore: number | null }) => r.averageScore)).toEqual([null, null]);
  });
});

describe('saving and removing teams', () => {
  it('adds a team, renames it, and refuses an empty or duplicate name', async () => {
    const added = await post('/api/team/addteam', { Id: '00000000-0000-0000-0000-000000000000', TeamName: ' JO19-1 ', Division: '2e klasse' });
    expect(added.statusCode).toBe(200);
    const id = added.json().id;
    expect(added.json()).toMatchObject({ isSucceeded: true });
    expect(rowOf(await overview(ids.S), 'id', id)).toMatchObject({ teamName: 'JO19-1', division: '2e klasse', totalTrainer: 0, totalPlayer: 0, overallProgress: 0, topTrainerName: null });
    const renamed = await post('/api/team/addteam', { Id: id, TeamName: 'JO19-2', Division: '1e klasse' });
    expect(renamed.json()).toMatchObject({ isSucceeded: true, id });
    expect((await get(`/api/Team/GetTeamDetail?teamId=${id}`)).json()).toMatchObject({ teamName: 'JO19-2', division: '1e klasse', clubName: 'Hand-built FC' });
    const empty = await post('/api/team/addteam', { TeamName: '  ', Division: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Fill in the team name.');
    const duplicate = await post('/api/team/addteam', { TeamName: 'a', Division: '' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toMatch(/already exists/);
  });

  it('stores a team logo given by its picture id', async () => {
    const photo = await t.db
      .insertInto('photos')
      .values({ club_id: club.clubId, content_type: 'image/png', bytes: new Uint8Array([1]), width: 1, height: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id } = (await post('/api/team/addteam', { TeamName: 'With logo', Division: '', LogoUrl: photo.id })).json();
    expect(rowOf(await overview(ids.S), 'id', id)).toMatchObject({ logoClub: `/photos/${photo.id}` });
    const foreign = await post('/api/team/addteam', { TeamName: 'Foreign logo', LogoUrl: (await t.db.insertInto('photos').values({ club_id: other.clubId, content_type: 'image/png', bytes: new Uint8Array([1]), width: 1, height: 1 }).returning('id').executeTakeFirstOrThrow()).id });
    expect(foreign.statusCode).toBe(400);
  });

  it("RemoveTeams soft-deletes: members become team-less, reports stay", async () => {
    const { id } = (await post('/api/team/addteam', { TeamName: 'Short-lived', Division: '' })).json();
    expect((await post('/api/Team/AddPlayerToTeam', { userIds: [ids.P4], newTeamId: id })).statusCode).toBe(200);
    expect((await post('/api/Team/AddTrainerToTeam', { userIds: [ids.T3], newTeamId: id })).statusCode).toBe(200);
    const none = await post('/api/Team/RemoveTeams', []);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('No selected team(s)');
    const removed = await post('/api/Team/RemoveTeams', [{ Id: id }]);
    expect(removed.statusCode).toBe(200);
    expect(rowOf(await overview(ids.S), 'id', id)).toBeUndefined();
    expect((await get(`/api/Team/GetTeamDetail?teamId=${id}`)).statusCode).toBe(404);
    const available = (await get('/api/Manager/getAvailablePlayersOrTrainers?key=player')).json();
    expect(rowOf(available, 'userId', ids.P4)).toMatchObject({ teamName: null });
    const trainersAvailable = (await get('/api/Manager/getAvailablePlayersOrTrainers?key=trainer')).json();
    expect(rowOf(trainersAvailable, 'userId', ids.T3)).toMatchObject({ teamName: null });
    const row = await t.db.selectFrom('teams').select('removed_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.removed_at).not.toBeNull();
  });

  it('removing a team with reports keeps the reports', async () => {
    const { id } = (await post('/api/team/addteam', { TeamName: 'With history', Division: '' })).json();
    const report = await t.db
      .insertInto('reports')
      .values({ club_id: club.clubId, season_id: ids.S!, trainer_id: ids.T3!, player_id: ids.P4!, team_id: id, status: 'Open' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await post('/api/Team/RemoveTeams', [{ Id: id }])).statusCode).toBe(200);
    const kept = await t.db.selectFrom('reports').select('team_id').where('id', '=', report.id).executeTakeFirstOrThrow();
    expect(kept.team_id).toBe(id);
  });
});

describe('moving people in and out of teams', () => {
  it('lists available people with their current teams, leaving out the members of the given team', async () => {
    const all = (await get('/api/Manager/getAvailablePlayersOrTrainers?key=Player')).json();
    expect(all.map((p: { firstName: string }) => p.firstName)).toEqual(['P1', 'P2', 'P3', 'P4', 'P5']);
    expect(rowOf(all, 'userId', ids.P1)).toEqual({ userId: ids.P1, firstName: 'P1', lastName: 'Test', profilePicture: null, teamName: 'A' });
    const notInA = (await get(`/api/Manager/getAvailablePlayersOrTrainers?key=player&teamId=${ids.A}`)).json();
    expect(notInA.map((p: { firstName: string }) => p.firstName)).toEqual(['P3', 'P4', 'P5']);
    const trainersList = (await get('/api/Manager/getAvailablePlayersOrTrainers?key=trainer')).json();
    expect(rowOf(trainersList, 'userId', ids.T1)).toMatchObject({ teamName: 'A, B' });
    const manager = await get('/api/Manager/getAvailablePlayersOrTrainers?key=manager');
    expect(manager.statusCode).toBe(400);
    expect(manager.json().message).toBe('key is not a value this call accepts (see /documentation).');
  });

  it('ChangeTeam moves a player; the old reports stay with the old team', async () => {
    // P5 moves from B back to A.
    const response = await post('/api/Player/ChangeTeam', { userId: ids.P5, newTeamId: ids.A, type: 'Player' });
    expect(response.statusCode).toBe(200);
    const b = (await players(ids.B!)).json();
    expect(b.map((r: { name: string }) => r.name)).toEqual(['P3 Test']);
    // Team B is now only (P3,T1): 100 %. T1's last update in B is still the report on P5 written there.
    expect(rowOf(await overview(ids.S), 'id', ids.B)).toMatchObject({ overallProgress: 100, totalPlayer: 1 });
    expect((await trainers(ids.B!))[0]).toMatchObject({ lastUpdate: '2026-03-09T00:00:00.000Z' });
    // In A, P5's pairs are (P5,T1) with T1's report written in B and (P5,T2) with T2's written in A:
    // completed reports count for the pair whichever team they were written in → (1 + 1) / 4 = 50 %.
    expect(rowOf((await players(ids.A!)).json(), 'userId', ids.P5)).toMatchObject({ overallProgress: 50, averageScore: 4.25 });
    const reports = await t.db.selectFrom('reports').select('team_id').where('player_id', '=', ids.P5!).orderBy('created_at').execute();
    expect(reports.map((r) => r.team_id)).toEqual([ids.A, ids.B]);
  });

  it('AddPlayerToTeam puts players in a team, ending their other team; AddTrainerToTeam adds trainers', async () => {
    expect((await post('/api/Team/AddPlayerToTeam', { userIds: [ids.P4, ids.P5], newTeamId: ids.B })).statusCode).toBe(200);
    expect((await players(ids.B!)).json().map((r: { name: string }) => r.name)).toEqual(['P3 Test', 'P4 Test', 'P5 Test']);
    expect((await players(ids.A!)).json().map((r: { name: string }) => r.name)).toEqual(['P1 Test', 'P2 Test']);
    expect((await post('/api/Team/AddTrainerToTeam', { userIds: [ids.T2], newTeamId: ids.B })).statusCode).toBe(200);
    expect((await trainers(ids.B!)).map((r) => r.name)).toEqual(['T1 Test', 'T2 Test']);
    // T2 still trains A too.
    expect((await trainers(ids.A!)).map((r) => r.name)).toEqual(['T1 Test', 'T2 Test']);
    // Adding again changes nothing.
    expect((await post('/api/Team/AddTrainerToTeam', { userIds: [ids.T2], newTeamId: ids.B })).statusCode).toBe(200);
    expect(await trainers(ids.B!)).toHaveLength(2);
  });

  it('refuses an empty selection, a person of the wrong role, and changes nothing', async () => {
    const empty = await post('/api/Team/AddPlayerToTeam', { userIds: [], newTeamId: ids.A });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('No selected players');
    const wrongRole = await post('/api/Team/AddPlayerToTeam', { userIds: [ids.P1, ids.T3], newTeamId: ids.B });
    expect(wrongRole.statusCode).toBe(404);
    expect((await players(ids.A!)).json().map((r: { name: string }) => r.name)).toContain('P1 Test');
    expect((await post('/api/Player/RemovePlayersFromTeam', [])).json().message).toBe('No selected players');
    expect((await post('/api/Trainer/RemoveTrainersFromTeam', [])).json().message).toBe('No selected trainers');
  });

  it('refuses malformed requests with a sentence and changes nothing', async () => {
    const snapshot = () => t.db.selectFrom('team_memberships').selectAll().orderBy('id').execute();
    const before = await snapshot();
    const cases: Array<[string, unknown, RegExp]> = [
      ['/api/Team/AddTrainerToTeam', { userIds: [], newTeamId: ids.A }, /^No selected trainers$/],
      ['/api/Team/AddTrainerToTeam', { userIds: ['not-an-id'], newTeamId: ids.A }, /must be a valid uuid/],
      ['/api/Team/AddPlayerToTeam', { userIds: [ids.P1] }, /^newTeamId is required\.$/],
      ['/api/Player/ChangeTeam', { userId: ids.P1, newTeamId: ids.B, type: 'Manager' }, /type/],
      ['/api/Team/RemoveTeams', [{ Id: 'A' }], /must be a valid uuid/],
      ['/api/team/addteam', { Division: 'x' }, /^TeamName is required\.$/],
      ['/api/Player/RemovePlayersFromTeam', { Id: ids.P1 }, /./],
    ];
    for (const [url, body, message] of cases) {
      const response = await post(url, body);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toMatch(message);
    }
    expect((await get('/api/Team/GetTeamDetail?teamId=nope')).statusCode).toBe(400);
    expect((await get('/api/Player/GetTeamPlayerOverview')).json().message).toBe('teamId is required.');
    expect(await snapshot()).toEqual(before);
  });

  it('ChangeTeam moves a trainer out of the team they leave only', async () => {
    const response = await post('/api/Player/ChangeTeam', { userId: ids.T2, newTeamId: ids.A, type: 'Trainer', oldTeamId: ids.B });
    expect(response.statusCode).toBe(200);
    expect((await trainers(ids.B!)).map((r) => r.name)).toEqual(['T1 Test']);
    expect((await trainers(ids.A!)).map((r) => r.name)).toEqual(['T1 Test', 'T2 Test']);
    const notThere = await post('/api/Player/ChangeTeam', { userId: ids.T3, newTeamId: ids.A, type: 'Trainer', oldTeamId: ids.B });
    expect(notThere.statusCode).toBe(400);
  });

  it('RemovePlayersFromTeam and RemoveTrainersFromTeam take the rows out; the people stay', async () => {
    const p4 = rowOf((await players(ids.B!)).json(), 'userId', ids.P4) as { teamPlayerId: string };
    expect((await post('/api/Player/RemovePlayersFromTeam', [{ Id: p4.teamPlayerId }])).statusCode).toBe(200);
    expect((await players(ids.B!)).json().map((r: { name: string }) => r.name)).toEqual(['P3 Test', 'P5 Test']);
    // The same row again is no longer in the team.
    expect((await post('/api/Player/RemovePlayersFromTeam', [{ Id: p4.teamPlayerId }])).statusCode).toBe(404);
    const t2 = rowOf(await trainers(ids.A!), 'userId', ids.T2) as { teamTrainerId: string };
    expect((await post('/api/Trainer/RemoveTrainersFromTeam', [{ Id: t2.teamTrainerId }])).statusCode).toBe(200);
    expect((await trainers(ids.A!)).map((r) => r.name)).toEqual(['T1 Test']);
    const available = (await get('/api/Manager/getAvailablePlayersOrTrainers?key=player')).json();
    expect(rowOf(available, 'userId', ids.P4)).toMatchObject({ teamName: null });
  });

  it('ChangeTeam without oldTeamId moves a trainer out of every other team', async () => {
    expect((await post('/api/Team/AddTrainerToTeam', { userIds: [ids.T3], newTeamId: ids.B })).statusCode).toBe(200);
    expect((await trainers(ids.B!)).map((r) => r.name)).toContain('T3 Test');
    expect((await post('/api/Player/ChangeTeam', { userId: ids.T3, newTeamId: ids.A, type: 'Trainer' })).statusCode).toBe(200);
    expect((await trainers(ids.B!)).map((r) => r.name)).not.toContain('T3 Test');
    const inA = rowOf(await trainers(ids.A!), 'userId', ids.T3) as { teamTrainerId: string };
    expect(inA).toBeDefined();
    const available = (await get('/api/Manager/getAvailablePlayersOrTrainers?key=trainer')).json();
    expect(rowOf(available, 'userId', ids.T3)).toMatchObject({ teamName: 'A' });
    expect((await post('/api/Trainer/RemoveTrainersFromTeam', [{ Id: inA.teamTrainerId }])).statusCode).toBe(200);
  });

  it('AddTrainerToTeam with oldTeamId moves trainers in one go, all or nothing', async () => {
    const names = async (team: string) => (await trainers(team)).map((r) => r.name);
    expect((await post('/api/Team/AddTrainerToTeam', { userIds: [ids.T2, ids.T3], newTeamId: ids.B })).statusCode).toBe(200);
    const moved = await post('/api/Team/AddTrainerToTeam', { userIds: [ids.T2, ids.T3], newTeamId: ids.A, oldTeamId: ids.B });
    expect(moved.statusCode).toBe(200);
    expect(await names(ids.B!)).toEqual(['T1 Test']);
    expect(await names(ids.A!)).toEqual(['T1 Test', 'T2 Test', 'T3 Test']);
    // T2 is not in B any more: the whole move is refused, T1 stays in B.
    const snapshot = () => t.db.selectFrom('team_memberships').selectAll().orderBy('id').execute();
    const before = await snapshot();
    const refused = await post('/api/Team/AddTrainerToTeam', { userIds: [ids.T1, ids.T2], newTeamId: ids.A, oldTeamId: ids.B });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('One of the selected trainers is not in the team they would leave.');
    expect((await post('/api/Team/AddTrainerToTeam', { userIds: [ids.T1], newTeamId: ids.A, oldTeamId: other.ids.B })).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
    const inA = (await trainers(ids.A!)).filter((r) => r.userId !== ids.T1) as Array<{ teamTrainerId: string }>;
    expect((await post('/api/Trainer/RemoveTrainersFromTeam', inA.map((r) => ({ Id: r.teamTrainerId })))).statusCode).toBe(200);
  });

  it('answers 204 for a team without players', async () => {
    const { id } = (await post('/api/team/addteam', { TeamName: 'Empty', Division: '' })).json();
    const response = await players(id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await trainers(id)).toEqual([]);
  });
});

describe("another club's ids behave as missing", () => {
  it('in reads', async () => {
    expect((await get(`/api/Team/GetTeamDetail?teamId=${other.ids.A}`)).statusCode).toBe(404);
    expect((await players(other.ids.A!, ids.S)).statusCode).toBe(404);
    expect((await get(`/api/trainer/GetTrainerOverviewByClubId?teamId=${other.ids.A}`)).statusCode).toBe(404);
    expect((await get(`/api/Player/GetTeamPlayerOverview?teamId=${ids.A}&clubSeasonId=${other.ids.S}`)).statusCode).toBe(404);
    expect((await get(`/api/team/GetTeamOverviewByClubId?clubSeasonId=${other.ids.S}`)).statusCode).toBe(404);
    expect((await get(`/api/Manager/getAvailablePlayersOrTrainers?key=player&teamId=${other.ids.A}`)).statusCode).toBe(404);
    const names = (await get('/api/Manager/getAvailablePlayersOrTrainers?key=player')).json().map((p: { userId: string }) => p.userId);
    expect(names).not.toContain(other.ids.P1);
  });

  it('in writes, which change nothing', async () => {
    const snapshot = () => t.db.selectFrom('team_memberships').selectAll().orderBy('id').execute();
    const before = await snapshot();
    expect((await post('/api/team/addteam', { Id: other.ids.A, TeamName: 'Hijacked' })).statusCode).toBe(404);
    expect((await post('/api/Team/RemoveTeams', [{ Id: ids.A }, { Id: other.ids.A }])).statusCode).toBe(404);
    expect((await post('/api/Team/AddPlayerToTeam', { userIds: [ids.P1], newTeamId: other.ids.A })).statusCode).toBe(404);
    expect((await post('/api/Team/AddPlayerToTeam', { userIds: [other.ids.P1], newTeamId: ids.A })).statusCode).toBe(404);
    expect((await post('/api/Team/AddTrainerToTeam', { userIds: [other.ids.T1], newTeamId: ids.A })).statusCode).toBe(404);
    expect((await post('/api/Player/ChangeTeam', { userId: other.ids.P1, newTeamId: ids.A, type: 'Player' })).statusCode).toBe(404);
    const theirs = (await getAs(t.app, other.managerToken, `/api/Player/GetTeamPlayerOverview?teamId=${other.ids.A}`)).json();
    expect((await post('/api/Player/RemovePlayersFromTeam', [{ Id: theirs[0].teamPlayerId }])).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
    const team = await t.db.selectFrom('teams').select(['name', 'removed_at']).where('id', '=', other.ids.A!).executeTakeFirstOrThrow();
    expect(team).toEqual({ name: 'A', removed_at: null });
  });

  it('team calls are for managers only', async () => {
    expect((await get('/api/team/GetTeamOverviewByClubId', club.trainerToken)).statusCode).toBe(403);
    expect((await post('/api/team/addteam', { TeamName: 'By a trainer' }, club.trainerToken)).statusCode).toBe(403);
  });
});
