import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, bearer, getAs, type TestApp } from '../testApp.js';
import { buildHandBuiltClub, type HandBuiltClub } from '../clubStructureClub.js';

/** Seasons (AddOrUpdateSeason, UpdateSeasons, GetClubSeason), club settings (UpdateClubDetails) and GetTeams. */
let t: TestApp;
let club: HandBuiltClub;
let other: HandBuiltClub;
const EMPTY = '00000000-0000-0000-0000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  club = await buildHandBuiltClub(t.db, 'Hand-built FC', 'hand.club');
  other = await buildHandBuiltClub(t.db, 'FC Elsewhere', 'elsewhere.club');
});
afterAll(() => t?.close());

const post = (url: string, payload: unknown, token = club.managerToken) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: bearer(token) });
const seasons = async (token = club.managerToken) => (await getAs(t.app, token, '/api/MasterData/GetClubSeason')).json();
const seasonNamed = async (name: string) => (await seasons()).find((s: { seasonName: string }) => s.seasonName === name);
const saveSeason = (body: Record<string, unknown>, token?: string) =>
  post('/api/MasterData/AddOrUpdateSeason', {
    Id: EMPTY, SeasonName: 'New', ReportFrequency: 1, StartDate: '2027-08-01T00:00:00.000Z', EndDate: '2028-06-30T00:00:00.000Z', ...body,
  }, token);

describe('AddOrUpdateSeason', () => {
  it('adds a season with the all-zero id and answers it with its calendar dates', async () => {
    const response = await saveSeason({ SeasonName: '2027/2028', ReportFrequency: 3 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isSucceeded: true, errorMessage: null });
    const id = response.json().id;
    expect(await seasonNamed('2027/2028')).toMatchObject({
      id, reportFrequency: 3, startDate: '2027-08-01T00:00:00.000Z', endDate: '2028-06-30T00:00:00.000Z', amountOfCompleted: 0,
    });
  });

  it('changes a season: name, frequency and dates', async () => {
    const { id } = (await saveSeason({ SeasonName: 'To rename' })).json();
    const response = await saveSeason({ Id: id, SeasonName: 'Renamed', ReportFrequency: 4, StartDate: '2030-01-01T00:00:00.000Z', EndDate: '2030-01-01T00:00:00.000Z' });
    expect(response.json()).toMatchObject({ isSucceeded: true, id });
    expect(await seasonNamed('Renamed')).toMatchObject({ id, reportFrequency: 4, startDate: '2030-01-01T00:00:00.000Z', endDate: '2030-01-01T00:00:00.000Z' });
    expect(await seasonNamed('To rename')).toBeUndefined();
  });

  it('answers isSucceeded false for a name the club already uses (any case), and adds nothing', async () => {
    const before = (await seasons()).length;
    const response = await saveSeason({ SeasonName: ' s ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isSucceeded: false, id: null });
    expect(response.json().errorMessage).toMatch(/already exists/);
    expect((await seasons()).length).toBe(before);
  });

  it('allows the name another club uses', async () => {
    expect((await saveSeason({ SeasonName: 'Zero' }, other.managerToken)).json().isSucceeded).toBe(false);
    expect((await saveSeason({ SeasonName: 'Only here' }, other.managerToken)).json().isSucceeded).toBe(true);
    expect(await seasonNamed('Only here')).toBeUndefined();
  });

  it('refuses an empty name, a start after the end and a negative frequency with a clear 400', async () => {
    const before = await seasons();
    const empty = await saveSeason({ SeasonName: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Fill in the season name.');
    const order = await saveSeason({ SeasonName: 'Backwards', StartDate: '2028-01-02T00:00:00.000Z', EndDate: '2028-01-01T00:00:00.000Z' });
    expect(order.statusCode).toBe(400);
    expect(order.json().message).toBe('The start date cannot be after the end date.');
    const negative = await saveSeason({ SeasonName: 'Negative', ReportFrequency: -1 });
    expect(negative.statusCode).toBe(400);
    const missing = await post('/api/MasterData/AddOrUpdateSeason', { Id: EMPTY, SeasonName: 'No dates', ReportFrequency: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('StartDate is required.');
    expect(await seasons()).toEqual(before);
  });

  it('refuses a frequency below the most completed reports of a pair in the season', async () => {
    // In S, trainer T1 completed 3 reports on P1: the frequency cannot go below 3.
    expect(await seasonNamed('S')).toMatchObject({ reportFrequency: 2, amountOfCompleted: 3 });
    const response = await saveSeason({ Id: club.ids.S, SeasonName: 'S', ReportFrequency: 2, StartDate: '2026-01-01T00:00:00.000Z', EndDate: '2026-12-31T00:00:00.000Z' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/cannot be lower than 3/);
    const ok = await saveSeason({ Id: club.ids.S, SeasonName: 'S', ReportFrequency: 3, StartDate: '2026-01-01T00:00:00.000Z', EndDate: '2026-12-31T00:00:00.000Z' });
    expect(ok.json()).toMatchObject({ isSucceeded: true });
    // Back to n = 2 is now refused, so put it back in the database for the other tests.
    await t.db.updateTable('seasons').set({ report_frequency: 2 }).where('id', '=', club.ids.S!).execute();
  });

  it("treats another club's season id as not found and changes nothing", async () => {
    const response = await saveSeason({ Id: other.ids.S, SeasonName: 'Stolen' });
    expect(response.statusCode).toBe(404);
    const row = await t.db.selectFrom('seasons').select('name').where('id', '=', other.ids.S!).executeTakeFirstOrThrow();
    expect(row.name).toBe('S');
  });

  it('is for managers only', async () => {
    expect((await saveSeason({ SeasonName: 'By a trainer' }, club.trainerToken)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/MasterData/AddOrUpdateSeason', payload: {} })).statusCode).toBe(401);
  });
});

describe('UpdateSeasons', () => {
  it('saves names and frequencies of several seasons together', async () => {
    const a = (await saveSeason({ SeasonName: 'Bulk A' })).json().id;
    const b = (await saveSeason({ SeasonName: 'Bulk B' })).json().id;
    const response = await post('/api/MasterData/UpdateSeasons', [
      { Id: a, SeasonName: 'Bulk A2', ReportFrequency: 5 },
      { Id: b, SeasonName: 'Bulk B2', ReportFrequency: 6 },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isSucceeded: true });
    expect(await seasonNamed('Bulk A2')).toMatchObject({ id: a, reportFrequency: 5 });
    expect(await seasonNamed('Bulk B2')).toMatchObject({ id: b, reportFrequency: 6 });
  });

  it('changes nothing when one of them is refused', async () => {
    const a = (await saveSeason({ SeasonName: 'Atomic' })).json().id;
    const before = await seasons();
    const tooLow = await post('/api/MasterData/UpdateSeasons', [
      { Id: a, SeasonName: 'Atomic changed', ReportFrequency: 9 },
      { Id: club.ids.S, SeasonName: 'S', ReportFrequency: 1 },
    ]);
    expect(tooLow.statusCode).toBe(400);
    expect(tooLow.json().message).toMatch(/season 'S' cannot be lower than 3/);
    const duplicate = await post('/api/MasterData/UpdateSeasons', [{ Id: a, SeasonName: 'zero', ReportFrequency: 1 }]);
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toMatch(/already exists/);
    const empty = await post('/api/MasterData/UpdateSeasons', [{ Id: a, SeasonName: ' ', ReportFrequency: 1 }]);
    expect(empty.statusCode).toBe(400);
    const none = await post('/api/MasterData/UpdateSeasons', []);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/No selected season/);
    const foreign = await post('/api/MasterData/UpdateSeasons', [
      { Id: a, SeasonName: 'Atomic changed', ReportFrequency: 9 },
      { Id: other.ids.Zero, SeasonName: 'Zero', ReportFrequency: 1 },
    ]);
    expect(foreign.statusCode).toBe(404);
    expect(await seasons()).toEqual(before);
  });
});

describe('GetClubSeason', () => {
  it("lists only the caller's club's seasons, with the current one flagged", async () => {
    const list = await seasons(other.managerToken);
    expect(list.map((s: { seasonName: string }) => s.seasonName)).not.toContain('Bulk A2');
    expect(list.filter((s: { isCurrent: boolean }) => s.isCurrent)).toHaveLength(1);
  });
});

describe('UpdateClubDetails', () => {
  const update = (body: Record<string, unknown>, token = club.managerToken) =>
    post('/api/user/UpdateClubDetails', { Id: club.clubId, ClubName: 'Hand-built FC', Country: 'NL', LogoUrl: null, ...body }, token);
  const details = async () => (await getAs(t.app, club.managerToken, '/api/user/GetClubDetails')).json();

  it('changes the name and country', async () => {
    const response = await update({ ClubName: '  Renamed FC ', Country: 'be' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isSucceeded: true });
    expect(await details()).toMatchObject({ clubName: 'Renamed FC', country: 'BE', logoUrl: null });
  });

  it('takes a new logo by its id and keeps it when its URL is sent back', async () => {
    const photo = await t.db
      .insertInto('photos')
      .values({ club_id: club.clubId, content_type: 'image/png', bytes: new Uint8Array([1]), width: 1, height: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await update({ LogoUrl: photo.id });
    expect((await details()).logoUrl).toBe(`/photos/${photo.id}`);
    await update({ ClubName: 'Logo kept', LogoUrl: `/photos/${photo.id}` });
    expect(await details()).toMatchObject({ clubName: 'Logo kept', logoUrl: `/photos/${photo.id}` });
  });

  it("refuses an empty name, an unknown country and another club's logo; changes nothing", async () => {
    const before = await details();
    const empty = await update({ ClubName: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Fill in the club name.');
    expect((await update({ Country: 'Netherlands' })).statusCode).toBe(400);
    const foreignPhoto = await t.db
      .insertInto('photos')
      .values({ club_id: other.clubId, content_type: 'image/png', bytes: new Uint8Array([1]), width: 1, height: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const foreign = await update({ ClubName: 'Thief', LogoUrl: foreignPhoto.id });
    expect(foreign.statusCode).toBe(400);
    expect((await update({ LogoUrl: 'not-a-picture' })).statusCode).toBe(400);
    expect(await details()).toEqual(before);
  });

  it("treats another club's id as not found", async () => {
    const response = await update({ Id: other.clubId, ClubName: 'Taken over' });
    expect(response.statusCode).toBe(404);
    const row = await t.db.selectFrom('clubs').select('name').where('id', '=', other.clubId).executeTakeFirstOrThrow();
    expect(row.name).toBe('FC Elsewhere');
  });

  it('is for managers only', async () => {
    expect((await update({ ClubName: 'By a trainer' }, club.trainerToken)).statusCode).toBe(403);
  });
});

describe('GetTeams', () => {
  it("lists the club's teams; another club's season id is not found", async () => {
    const response = await getAs(t.app, club.managerToken, `/api/MasterData/GetTeams?clubSeasonId=${club.ids.S}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: club.ids.A, teamName: 'A', division: 'Division A', logoClub: null },
      { id: club.ids.B, teamName: 'B', division: 'Division B', logoClub: null },
    ]);
    expect((await getAs(t.app, club.managerToken, `/api/MasterData/GetTeams?clubSeasonId=${other.ids.S}`)).statusCode).toBe(404);
  });

  it('is reference data: a trainer of the club reads it too', async () => {
    const response = await getAs(t.app, club.trainerToken, '/api/MasterData/GetTeams');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(2);
  });
});
