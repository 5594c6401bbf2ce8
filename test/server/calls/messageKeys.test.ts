import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyOf, SERVER_MESSAGES } from '../../../contract/serverMessages.js';
import { bearer, createTestApp, getAs, type TestApp } from '../testApp.js';
import { buildHandBuiltClub, type HandBuiltClub } from '../clubStructureClub.js';
import { EMPTY_GUID } from '../../../contract/ids.js';

/**
 * A refusal a manager can meet on a screen answers its English sentence (word for word as before) and
 * the sentence's key with its values, so the web app can say it in the page's language.
 */
let t: TestApp;
let club: HandBuiltClub;

beforeAll(async () => {
  t = await createTestApp();
  club = await buildHandBuiltClub(t.db, 'Hand-built FC', 'hand.club');
});
afterAll(() => t?.close());

const get = (url: string) => getAs(t.app, club.managerToken, url);
const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: bearer(club.managerToken) });
const season = (change: Record<string, unknown>) => ({
  Id: EMPTY_GUID, SeasonName: 'Next', ReportFrequency: 2, StartDate: '2027-08-01T00:00:00.000Z', EndDate: '2028-06-30T00:00:00.000Z', ...change,
});
const invite = (change: Record<string, unknown>) => ({
  email: 'new.player@hand.club', role: 'Player', firstName: 'New', lastName: 'Player', teamId: club.ids.A, ...change,
});

describe('a refusal a manager can meet on a screen', () => {
  it.each([
    ['an id in a detail address that is no id', () => get('/api/trainer/GetTrainerByUserId?userid=nope'), 400,
      { message: 'userid must be a valid uuid.', messageKey: 'fieldNotId', messageValues: { field: 'userid' } }],
    ['a detail address of someone who does not exist', () => get(`/api/Team/GetTeamDetail?teamId=${EMPTY_GUID.replace(/0$/, '1')}`), 404,
      { message: 'This team does not exist.', messageKey: 'teamMissing' }],
    ['a required field left out', () => post('/api/team/addteam', { Division: 'x' }), 400,
      { message: 'TeamName is required.', messageKey: 'fieldRequired', messageValues: { field: 'TeamName' } }],
    ['a field too long', () => post('/api/team/addteam', { TeamName: 'x'.repeat(256) }), 400,
      { message: 'TeamName must be at most 255 characters.', messageKey: 'fieldTooLong', messageValues: { field: 'TeamName', limit: '255' } }],
    ['an empty team name', () => post('/api/team/addteam', { TeamName: '  ' }), 400, { message: 'Fill in the team name.', messageKey: 'teamNameRequired' }],
    ['a team name the club already has', () => post('/api/team/addteam', { TeamName: 'A' }), 400,
      { message: 'A team with this name already exists in the club.', messageKey: 'teamExists' }],
    ['a season ending before it starts', () => post('/api/MasterData/AddOrUpdateSeason', season({ EndDate: '2027-01-01T00:00:00.000Z' })), 400,
      { message: 'The start date cannot be after the end date.', messageKey: 'startAfterEnd' }],
    ['a date that is no date', () => post('/api/MasterData/AddOrUpdateSeason', season({ StartDate: 'soon' })), 400,
      { message: 'StartDate must be a valid date-time.', messageKey: 'fieldFormat', messageValues: { field: 'StartDate', format: 'date-time' } }],
    ['an invitation without a first name', () => post('/Account/RegisterUser', invite({ firstName: ' ' })), 400,
      { message: 'The first name is required.', messageKey: 'firstNameRequired' }],
    ['an invitation to an address that is no address', () => post('/Account/RegisterUser', invite({ email: 'nobody' })), 400,
      { message: "'nobody' is not a valid e-mail address.", messageKey: 'emailNotValid', messageValues: { email: 'nobody' } }],
    ['removing your own manager account', () => post('/api/Manager/RemoveManagers', [{ Id: club.ids.M }]), 400,
      { message: 'Selected manager(s), can not contains your account', messageKey: 'ownManagerAccount' }],
    ['removing no team', () => post('/api/Team/RemoveTeams', []), 400, { message: 'No selected team(s)', messageKey: 'noTeamSelected' }],
  ] as const)('%s answers its sentence and its key', async (_case, send, status, expected) => {
    const response = await send();
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ statusCode: status, error: status === 400 ? 'Bad Request' : 'Not Found', ...expected });
  });

  it('a sentence without a key goes out as before, without one', async () => {
    const response = await post('/api/MasterData/AddOrUpdateSeason', season({ ReportFrequency: -1 }));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual(['error', 'message', 'statusCode']);
  });

  it("a refused save's errorMessage is recognised by the same keys (a season name the club already has)", async () => {
    const response = await post('/api/MasterData/AddOrUpdateSeason', season({ SeasonName: 'S' }));
    expect(response.json()).toMatchObject({ isSucceeded: false, errorMessage: SERVER_MESSAGES.seasonExists });
    expect(keyOf(response.json().errorMessage)).toEqual({ messageKey: 'seasonExists' });
  });
});

describe('the keys', () => {
  it('give back each sentence they describe, and no two keys claim one sentence', () => {
    for (const [key, template] of Object.entries(SERVER_MESSAGES)) {
      const sample = template.replace(/%\{(\w+)\}/g, (_whole, name: string) => `<${name}>`);
      expect(keyOf(sample)?.messageKey, template).toBe(key);
    }
  });
});
