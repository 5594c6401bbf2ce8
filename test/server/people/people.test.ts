import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, getAs, signIn, type TestApp } from '../testApp.js';
import { DEMO_MANAGER, DEMO_MEMBER_PASSWORD, generateClub, type GeneratedClub } from '../../../server/seed/demoClub.js';
import { createClub } from '../../../server/repositories/clubs/clubs.js';
import { hashPassword } from '../../../server/services/passwords.js';
import { buildSmallClub, SMALL_PASSWORD, type SmallClub } from '../peopleClub.js';
import { accountFor } from '../../../server/repositories/accounts/accounts.js';

let t: TestApp;
let demo: GeneratedClub;
let small: SmallClub;
let demoToken: string;
let smallToken: string;

beforeAll(async () => {
  t = await createTestApp();
  demo = await generateClub(t.db);
  small = await buildSmallClub(t.db);
  demoToken = await signIn(t.app, DEMO_MANAGER.email, DEMO_MANAGER.password);
  smallToken = await signIn(t.app, small.managerEmail, SMALL_PASSWORD);
});
afterAll(() => t?.close());

const get = (token: string, url: string) => getAs(t.app, token, url);
const post = (token: string, url: string, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort();
const isoOrNull = expect.toSatisfy((v: unknown) => v === null || (typeof v === 'string' && !Number.isNaN(Date.parse(v))));

describe('managers list', () => {
  it('lists the active managers of the club with picture, active since and last login', async () => {
    const response = await get(smallToken, '/api/manager/GetUserManagerOverviewByClubId?isactive=true');
    expect(response.statusCode).toBe(200);
    const rows = response.json();
    expect(ids(rows)).toEqual([small.people.M1, small.people.M2].sort());
    const mara = rows.find((r: { id: string }) => r.id === small.people.M1);
    expect(mara).toEqual({ id: small.people.M1, name: 'Mara Manager', userPicture: null, dateStarted: expect.any(String), lastLogin: expect.any(String) });
  });

  it('lists the demo club: two active managers, one invited with e-mail, inviter and invitation date', async () => {
    const active = (await get(demoToken, '/api/manager/GetUserManagerOverviewByClubId?isactive=true')).json();
    expect(active).toHaveLength(2);
    for (const row of active) expect(row).toEqual({ id: expect.any(String), name: expect.any(String), userPicture: null, dateStarted: isoOrNull, lastLogin: isoOrNull });
    const invited = (await get(demoToken, '/api/manager/GetUserManagerOverviewByClubId?isactive=false')).json();
    expect(invited).toHaveLength(1);
    expect(invited[0]).toEqual({
      id: expect.any(String), name: expect.any(String), emailAddress: expect.stringMatching(/@demo\.club$/),
      invitedBy: 'Anouk Vermeulen', invitedById: demo.managerId, invitorId: demo.managerId, invitorPicture: null,
      userPicture: null, invitationDate: expect.any(String), status: 'Invited', isTokenExpired: false,
    });
  });

  it('filters by season: only managers active by the end of that season', async () => {
    const past = (await get(smallToken, `/api/manager/GetUserManagerOverviewByFilterSeasonId?SeasonId=${small.seasonPast}`)).json();
    expect(ids(past)).toEqual([small.people.M1]);
    const now = (await get(smallToken, `/api/manager/GetUserManagerOverviewByFilterSeasonId?SeasonId=${small.seasonNow}`)).json();
    expect(ids(now)).toEqual([small.people.M1, small.people.M2].sort());
    expect((await get(smallToken, `/api/manager/GetUserManagerOverviewByFilterSeasonId?SeasonId=${demo.currentSeasonId}`)).statusCode).toBe(404);
  });
});

describe('players overview', () => {
  it("answers every active player with team, trainers, progress, average score and the status arrow's overallDiff", async () => {
    const response = await get(smallToken, `/api/Player/GetPlayerOverviewReportByClubId?clubSeasonId=${small.seasonNow}`);
    expect(response.statusCode).toBe(200);
    const rows = response.json();
    expect(rows).toHaveLength(3);
    const byId = new Map(rows.map((r: { id: string }) => [r.id, r]));
    expect(byId.get(small.people.P1)).toEqual({
      id: small.people.P1, userId: small.people.P1, name: 'Piet Speler', teamId: small.teams.alpha, teamName: 'Alpha',
      trainerId: small.people.T2, trainerUserId: small.people.T2, trainerName: 'Tess Coach', trainerPicture: null,
      totalTrainer: 2, multipleTrainer: true, overallProgress: 75, averageScore: '6.3', overallDiff: -3,
      userPicture: null, clubPictureURL: null, invitedBy: 'Mara Manager', invitedById: small.people.M1, invitorPicture: null,
    });
    expect(byId.get(small.people.P2)).toMatchObject({ name: 'Zoë Müller', overallProgress: 0, averageScore: '0.0', overallDiff: 0, totalTrainer: 2 });
    expect(byId.get(small.people.P3)).toMatchObject({ teamId: null, teamName: null, trainerId: null, totalTrainer: 0, multipleTrainer: false, overallProgress: 0 });
  });

  it('uses the current season when none is given, and the numbers of the season asked for', async () => {
    const current = (await get(smallToken, '/api/Player/GetPlayerOverviewReportByClubId')).json();
    expect(current.find((r: { id: string }) => r.id === small.people.P1).overallProgress).toBe(75);
    const past = (await get(smallToken, `/api/Player/GetPlayerOverviewReportByClubId?clubSeasonId=${small.seasonPast}`)).json();
    expect(past.find((r: { id: string }) => r.id === small.people.P1)).toMatchObject({ overallProgress: 0, averageScore: '0.0' });
  });

  it('lists the 150 demo players, with progress between 0 and 100 and one-decimal scores', async () => {
    const rows = (await get(demoToken, `/api/Player/GetPlayerOverviewReportByClubId?clubSeasonId=${demo.currentSeasonId}`)).json();
    expect(rows).toHaveLength(150);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual([
        'averageScore', 'clubPictureURL', 'id', 'invitedBy', 'invitedById', 'invitorPicture', 'multipleTrainer', 'name', 'overallDiff',
        'overallProgress', 'teamId', 'teamName', 'totalTrainer', 'trainerId', 'trainerName', 'trainerPicture', 'trainerUserId', 'userId', 'userPicture',
      ]);
      expect(row.multipleTrainer).toBe(row.totalTrainer > 1);
      expect(row.overallProgress).toBeGreaterThanOrEqual(0);
      expect(row.overallProgress).toBeLessThanOrEqual(100);
      expect(row.averageScore).toMatch(/^\d+\.\d$/);
      expect(row.clubPictureURL).toMatch(/^\/photos\//);
    }
    expect(rows.filter((r: { teamId: string | null }) => r.teamId === null)).toHaveLength(3);
    expect(rows.some((r: { averageScore: string }) => r.averageScore !== '0.0')).toBe(true);
    expect(rows.some((r: { overallDiff: number }) => r.overallDiff > 0)).toBe(true);
    expect(rows.some((r: { overallDiff: number }) => r.overallDiff < 0)).toBe(true);
  });

  it('lists the invited players with their invitation state (an expired one says so)', async () => {
    const small1 = (await get(smallToken, '/api/Player/GetUserManagerOverviewByClubId?isActive=false')).json();
    expect(small1).toEqual([expect.objectContaining({
      id: small.people.I2, name: 'Inge Expired', emailAddress: small.emails.I2, invitedBy: 'Mara Manager', status: 'Invited', isTokenExpired: true,
    })]);
    const demoInvited = (await get(demoToken, '/api/Player/GetUserManagerOverviewByClubId?isActive=false')).json();
    expect(demoInvited).toHaveLength(4);
    expect(demoInvited.filter((r: { isTokenExpired: boolean }) => r.isTokenExpired)).toHaveLength(1);
  });

  it('answers 204 (empty) for a club without players', async () => {
    const clubId = await createClub(t.db, { name: 'FC Leeg', country: 'NL' });
    await t.db.insertInto('people').values({
      club_id: clubId, role: 'Manager', status: 'active', account_id: accountFor('boss@leeg.club', await hashPassword(DEMO_MANAGER.password)),
      first_name: 'Lea', last_name: 'Leeg',
    }).execute();
    const token = await signIn(t.app, 'boss@leeg.club', DEMO_MANAGER.password);
    for (const url of ['/api/Player/GetPlayerOverviewReportByClubId', '/api/Player/GetUserManagerOverviewByClubId?isActive=false', '/api/Player/GetUserManagerOverviewByClubId?isActive=true']) {
      const response = await get(token, url);
      expect(response.statusCode, url).toBe(204);
      expect(response.body, url).toBe('');
    }
  });
});

describe('trainers overview', () => {
  it('answers every active trainer with top team, players, progress and last update', async () => {
    const rows = (await get(smallToken, `/api/trainer/GetTrainersOverview?isactive=true&clubSeasonId=${small.seasonNow}`)).json();
    expect(rows).toHaveLength(2);
    const byId = new Map(rows.map((r: { id: string }) => [r.id, r]));
    expect(byId.get(small.people.T1)).toEqual({
      id: small.people.T1, name: 'Tom Trainer', topTeamName: 'Alpha', totalTeam: 2, totalPlayer: 2, overallProgress: 50,
      lastUpdate: expect.any(String), userPicture: null, overdueReports: expect.any(Number),
    });
    expect(byId.get(small.people.T2)).toMatchObject({ topTeamName: 'Alpha', totalTeam: 1, totalPlayer: 2, overallProgress: 25 });
  });

  it('lists the demo trainers and the invited ones', async () => {
    const active = (await get(demoToken, '/api/trainer/GetTrainersOverview?isactive=true')).json();
    expect(active).toHaveLength(16);
    for (const row of active) {
      expect(row).toEqual({
        id: expect.any(String), name: expect.any(String), topTeamName: expect.any(String), totalTeam: expect.any(Number),
        totalPlayer: expect.any(Number), overallProgress: expect.any(Number), lastUpdate: isoOrNull, userPicture: null,
        overdueReports: expect.any(Number),
      });
      expect(row.overallProgress).toBeLessThanOrEqual(100);
      expect(row.totalPlayer).toBeGreaterThan(0);
    }
    // The first trainer trains two teams: the players of both.
    expect(Math.max(...active.map((r: { totalTeam: number }) => r.totalTeam))).toBe(2);
    const invited = (await get(demoToken, '/api/trainer/GetTrainersOverview?isactive=false')).json();
    expect(invited).toHaveLength(2);
    expect(invited[0]).toMatchObject({ emailAddress: expect.any(String), invitedBy: 'Anouk Vermeulen', status: 'Invited', isTokenExpired: false });
    const smallInvited = (await get(smallToken, '/api/trainer/GetTrainersOverview?isactive=false')).json();
    expect(smallInvited).toEqual([expect.objectContaining({ id: small.people.I1, isTokenExpired: false })]);
  });

  it("treats another club's season as missing", async () => {
    expect((await get(smallToken, `/api/trainer/GetTrainersOverview?isactive=true&clubSeasonId=${demo.currentSeasonId}`)).statusCode).toBe(404);
    expect((await get(smallToken, `/api/Player/GetPlayerOverviewReportByClubId?clubSeasonId=${demo.currentSeasonId}`)).statusCode).toBe(404);
  });
});

describe('tenancy and roles', () => {
  it("never shows another club's people in any list", async () => {
    const smallIds = new Set(Object.values(small.people));
    const urls = [
      '/api/manager/GetUserManagerOverviewByClubId?isactive=true', '/api/manager/GetUserManagerOverviewByClubId?isactive=false',
      '/api/Player/GetPlayerOverviewReportByClubId', '/api/Player/GetUserManagerOverviewByClubId?isActive=false',
      '/api/trainer/GetTrainersOverview?isactive=true', '/api/trainer/GetTrainersOverview?isactive=false',
    ];
    for (const url of urls) {
      const rows = (await get(demoToken, url)).json() as { id: string }[];
      expect(rows.length, url).toBeGreaterThan(0);
      expect(rows.filter((r) => smallIds.has(r.id)), url).toEqual([]);
    }
  });

  it("answers a detail call for another club's person like a missing one", async () => {
    for (const url of [
      `/api/manager/GetManagerByUserId?userid=${small.people.M2}`,
      `/api/trainer/GetTrainerByUserId?userid=${small.people.T1}`,
      `/api/Player/GetPlayerDetailById?userId=${small.people.P1}`,
    ]) {
      expect((await get(demoToken, url)).statusCode, url).toBe(404);
      expect((await get(smallToken, url)).statusCode, url).toBe(200);
    }
  });

  it("refuses a trainer's token on the lists (403)", async () => {
    const token = await signIn(t.app, small.emails.T1, SMALL_PASSWORD);
    expect((await get(token, '/api/trainer/GetTrainersOverview')).statusCode).toBe(403);
    expect((await post(token, '/api/Player/RemovePlayers', [{ Id: small.people.P3 }])).statusCode).toBe(403);
  });
});

describe('detail calls', () => {
  it("answers a manager's profile", async () => {
    const profile = (await get(smallToken, `/api/manager/GetManagerByUserId?userid=${small.people.M1}`)).json();
    expect(profile).toMatchObject({
      id: small.people.M1, firstName: 'Mara', lastName: 'Manager', email: small.emails.M1, role: 'Manager', status: 'active',
      birthDate: null, userPicture: null, clubName: 'SV Klein', dateStarted: expect.any(String), lastLogin: expect.any(String),
    });
  });

  it("answers a trainer's profile with team and the current season's report counts", async () => {
    const profile = (await get(smallToken, `/api/trainer/GetTrainerByUserId?userid=${small.people.T1}`)).json();
    expect(profile).toMatchObject({ firstName: 'Tom', role: 'Trainer', teamName: 'Alpha', teamId: small.teams.alpha, openReports: 1, totalReports: 2, sharedData: false });
  });

  it("answers a player's profile with team, score and completion", async () => {
    const profile = (await get(smallToken, `/api/Player/GetPlayerDetailById?userId=${small.people.P1}`)).json();
    expect(profile).toMatchObject({
      firstName: 'Piet', role: 'Player', teamName: 'Alpha', averageScore: '6.3', completionPercentage: 75,
      completedReport: 3, openReport: 0, clubSeasonId: small.seasonNow,
    });
    const past = (await get(smallToken, `/api/Player/GetPlayerDetailByIdBySeason?userId=${small.people.P1}&clubSeasonId=${small.seasonPast}`)).json();
    expect(past).toMatchObject({ averageScore: '0.0', completionPercentage: 0, completedReport: 0, clubSeasonId: small.seasonPast });
  });

  it('does not answer a person through the call of another role', async () => {
    expect((await get(smallToken, `/api/trainer/GetTrainerByUserId?userid=${small.people.P1}`)).statusCode).toBe(404);
    expect((await get(smallToken, `/api/manager/GetManagerByUserId?userid=${small.people.T1}`)).statusCode).toBe(404);
  });
});

describe('removal', () => {
  it("refuses a manager's own account, also among others, and changes nothing", async () => {
    const response = await post(smallToken, '/api/Manager/RemoveManagers?role=Manager', [{ Id: small.people.M2 }, { Id: small.people.M1 }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Selected manager(s), can not contains your account');
    const rows = (await get(smallToken, '/api/manager/GetUserManagerOverviewByClubId?isactive=true')).json();
    expect(ids(rows)).toEqual([small.people.M1, small.people.M2].sort());
  });

  it("refuses another club's person (404) and changes nothing", async () => {
    const demoPlayer = (await get(demoToken, '/api/Player/GetPlayerOverviewReportByClubId')).json()[0].id;
    const response = await post(smallToken, '/api/Player/RemovePlayers?isActive=true', [{ Id: small.people.P3 }, { Id: demoPlayer }]);
    expect(response.statusCode).toBe(404);
    const rows = (await get(smallToken, '/api/Player/GetPlayerOverviewReportByClubId')).json();
    expect(ids(rows)).toContain(small.people.P3);
  });

  it('refuses an empty selection with a readable 400', async () => {
    const response = await post(smallToken, '/api/Trainer/RemoveTrainers?role=Trainer', []);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Select at least one person to remove.');
  });

  it('refuses an invited player in the active removal', async () => {
    expect((await post(smallToken, '/api/Player/RemovePlayers?isActive=true', [{ Id: small.people.I2 }])).statusCode).toBe(404);
  });

  it('removes a trainer: out of the lists, memberships ended, signed out, reports kept', async () => {
    const trainerToken = await signIn(t.app, small.emails.T2, SMALL_PASSWORD);
    const response = await post(smallToken, '/api/Trainer/RemoveTrainers?role=Trainer', [{ Id: small.people.T2 }]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isSucceeded: true, errorMessage: null });

    const rows = (await get(smallToken, '/api/trainer/GetTrainersOverview?isactive=true')).json();
    expect(ids(rows)).toEqual([small.people.T1]);
    expect((await t.app.inject({ method: 'POST', url: '/Account/AuthenticateWithBearerToken', headers: bearer(trainerToken) })).statusCode).toBe(401);
    const open = await t.db.selectFrom('team_memberships').select('id').where('person_id', '=', small.people.T2).where('ended_at', 'is', null).execute();
    expect(open).toEqual([]);
    const reports = await t.db.selectFrom('reports').select('id').where('trainer_id', '=', small.people.T2).execute();
    expect(reports).toHaveLength(1);
    // P1 now has one trainer (T1, 2 of 2 done): 100%; the removed trainer's scores still count.
    const p1 = (await get(smallToken, '/api/Player/GetPlayerOverviewReportByClubId')).json().find((r: { id: string }) => r.id === small.people.P1);
    expect(p1).toMatchObject({ totalTrainer: 1, overallProgress: 100, averageScore: '6.3' });
    expect((await get(smallToken, `/api/trainer/GetTrainerByUserId?userid=${small.people.T2}`)).statusCode).toBe(404);
  });

  it('removes several players at once: every one of them is signed out and leaves the list', async () => {
    const chosen = await t.db.selectFrom('people').innerJoin('accounts', 'accounts.id', 'people.account_id').select(['people.id', 'accounts.email']).$narrowType<{ email: string }>().where('club_id', '=', demo.clubId)
      .where('role', '=', 'Player').where('status', '=', 'active').where('removed_at', 'is', null).orderBy('accounts.email').limit(2).execute();
    const tokens = await Promise.all(chosen.map((p) => signIn(t.app, p.email, DEMO_MEMBER_PASSWORD)));
    const response = await post(demoToken, '/api/Player/RemovePlayers?isActive=true', chosen.map((p) => ({ Id: p.id })));
    expect(response.statusCode).toBe(200);
    for (const token of tokens) {
      expect((await t.app.inject({ method: 'POST', url: '/Account/AuthenticateWithBearerToken', headers: bearer(token) })).statusCode).toBe(401);
    }
    const rows = (await get(demoToken, '/api/Player/GetPlayerOverviewReportByClubId')).json() as { id: string }[];
    expect(rows.filter((r) => chosen.some((p) => p.id === r.id))).toEqual([]);
  });

  it('removes an invited player: out of the invited list, invitation voided', async () => {
    const response = await post(smallToken, '/api/Player/RemovePlayers?isActive=false', [{ Id: small.people.I2 }]);
    expect(response.statusCode).toBe(200);
    expect((await get(smallToken, '/api/Player/GetUserManagerOverviewByClubId?isActive=false')).statusCode).toBe(204);
    const live = await t.db.selectFrom('account_tokens').select('id').where('person_id', '=', small.people.I2).where('voided_at', 'is', null).execute();
    expect(live).toEqual([]);
  });

  it('removes another manager, who can no longer sign in', async () => {
    await signIn(t.app, small.emails.M2, SMALL_PASSWORD);
    expect((await post(smallToken, '/api/Manager/RemoveManagers?role=Manager', [{ Id: small.people.M2 }])).statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/Account/Login', payload: { userName: small.emails.M2, password: SMALL_PASSWORD, rememberLogin: true } });
    expect(login.statusCode).toBe(401);
  });
});

describe('profile update (UpdateUser, ClearPhoto)', () => {
  const base = () => ({ id: small.people.P3, firstName: 'Émile', lastName: 'Solo', email: small.emails.P3, birthDate: '2010-04-05' });
  const update = (token: string, body: object) => t.app.inject({ method: 'POST', url: '/Account/UpdateUser', headers: bearer(token), payload: body });

  it("updates names and birth date, and the detail call shows them", async () => {
    const response = await update(smallToken, { ...base(), firstName: ' Emiel ', lastName: 'Alleen', birthDate: '2010-04-05T00:00:00.000Z' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isSucceeded: true, errorMessage: null });
    const profile = (await get(smallToken, `/api/Player/GetPlayerDetailById?userId=${small.people.P3}`)).json();
    expect(profile).toMatchObject({ firstName: 'Emiel', lastName: 'Alleen', birthDate: '2010-04-05', role: 'Player', status: 'active' });
  });

  it.each([
    [{ firstName: '' }, 'First name is required.'],
    [{ lastName: '   ' }, 'Last name is required.'],
    [{ firstName: 'x'.repeat(51) }, 'First name can be at most 50 characters.'],
    [{ email: 'not-an-address' }, 'invalid email format'],
    [{ birthDate: '2010-02-30' }, 'The birth date is not a valid date (it must be a past day).'],
    [{ birthDate: '2999-01-01' }, 'The birth date is not a valid date (it must be a past day).'],
    [{ phoneNumber: '1'.repeat(51) }, 'Phone number can be at most 50 characters.'],
    [{ email: 'm1@small.club' }, 'This e-mail address is already in use.'],
  ])('refuses %o with a readable 400 and changes nothing', async (change, message) => {
    const before = await t.db.selectFrom('people').selectAll().where('id', '=', small.people.P3).executeTakeFirstOrThrow();
    const response = await update(smallToken, { ...base(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    const after = await t.db.selectFrom('people').selectAll().where('id', '=', small.people.P3).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('never changes role, club or status', async () => {
    const response = await update(smallToken, { ...base(), role: 'Manager', clubId: demo.clubId, status: 'invited' });
    expect(response.statusCode).toBe(200);
    const row = await t.db.selectFrom('people').select(['role', 'club_id', 'status']).where('id', '=', small.people.P3).executeTakeFirstOrThrow();
    expect(row).toEqual({ role: 'Player', club_id: small.clubId, status: 'active' });
  });

  it("refuses a photo of another club and another club's person", async () => {
    const foreignPhoto = await t.db.selectFrom('photos').select('id').where('club_id', '=', demo.clubId).executeTakeFirstOrThrow();
    const photo = await update(smallToken, { ...base(), photo: foreignPhoto.id });
    expect(photo.statusCode).toBe(400);
    expect(photo.json().message).toBe('The photo is not known. Upload it again.');
    expect((await update(demoToken, base())).statusCode).toBe(404);
  });

  it('sets a photo of the club, then ClearPhoto removes it', async () => {
    const { id: photoId } = await t.db.insertInto('photos')
      .values({ club_id: small.clubId, content_type: 'image/png', bytes: new Uint8Array([1, 2, 3]), width: 1, height: 1 })
      .returning('id').executeTakeFirstOrThrow();
    expect((await update(smallToken, { ...base(), photo: photoId })).statusCode).toBe(200);
    expect((await get(smallToken, `/api/Player/GetPlayerDetailById?userId=${small.people.P3}`)).json().userPicture).toBe(`/photos/${photoId}`);

    const cleared = await post(smallToken, `/Account/ClearPhoto?userId=${small.people.P3}`);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ isSucceeded: true, userId: small.people.P3, userPicture: null });
    expect((await get(smallToken, `/api/Player/GetPlayerDetailById?userId=${small.people.P3}`)).json().userPicture).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/photos/${photoId}` })).statusCode).toBe(404);
    expect((await post(demoToken, `/Account/ClearPhoto?userId=${small.people.P3}`)).statusCode).toBe(404);
  });

  it('lets a player update only their own profile', async () => {
    const token = await signIn(t.app, small.emails.P1, SMALL_PASSWORD);
    expect((await update(token, { id: small.people.P1, firstName: 'Pieter', lastName: 'Speler' })).statusCode).toBe(200);
    expect((await update(token, { ...base() })).statusCode).toBe(404);
    expect((await post(token, `/Account/ClearPhoto?userId=${small.people.P3}`)).statusCode).toBe(404);
  });
});
