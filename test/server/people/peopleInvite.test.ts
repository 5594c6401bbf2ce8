import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, getAs, signIn, type TestApp } from '../testApp.js';
import { buildSmallClub, SMALL_PASSWORD, type SmallClub } from '../peopleClub.js';

/**
 * The invite rules (spec §5) as the server enforces them for any client, and how invitations show
 * in the people lists: invited until activation, inviter and date, expiry, re-invite.
 */
let t: TestApp;
let small: SmallClub;
let other: SmallClub;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  small = await buildSmallClub(t.db);
  other = await buildSmallClub(t.db, { name: 'SV Anders', domain: 'anders.club' });
  token = await signIn(t.app, small.managerEmail, SMALL_PASSWORD);
});
afterAll(() => t?.close());

const register = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/Account/RegisterUser', headers: bearer(token), payload: body });
const valid = (over: Record<string, unknown> = {}) => ({
  email: `new.${Math.random().toString(36).slice(2, 8)}@small.club`, role: 'Player', phoneNumber: '', firstName: 'Nieuw', lastName: 'Lid',
  profilePicture: 'file.png', photo: '', teamId: small.teams.alpha, primaryPosition: 'ST', ...over,
});
const invitedPlayers = async () => {
  const response = await getAs(t.app, token, '/api/Player/GetUserManagerOverviewByClubId?isActive=false');
  return response.statusCode === 204 ? [] : (response.json() as { id: string; emailAddress: string; isTokenExpired: boolean; invitationDate: string; invitedBy: string }[]);
};

describe('invite rules (RegisterUser)', () => {
  const rules: [string, () => Record<string, unknown>, RegExp][] = [
    ['an empty first name', () => ({ firstName: ' ' }), /first name is required/],
    ['an empty last name', () => ({ lastName: '' }), /last name is required/],
    ['an empty e-mail', () => ({ email: '' }), /e-mail address is required/],
    ['a first name over 50 characters', () => ({ firstName: 'a'.repeat(51) }), /first name can have at most 50/],
    ['a last name over 50 characters', () => ({ lastName: 'b'.repeat(51) }), /last name can have at most 50/],
    ['an e-mail over 50 characters', () => ({ email: `${'c'.repeat(45)}@small.club` }), /e-mail address can have at most 50/],
    ['a phone over 50 characters', () => ({ phoneNumber: '0'.repeat(51) }), /phone number can have at most 50/],
    ['a malformed e-mail', () => ({ email: 'not-an-address' }), /not a valid e-mail address/],
    ['a player without a team', () => ({ teamId: '' }), /Choose the team/],
    ["another club's team", () => ({ teamId: other.teams.alpha }), /team does not exist/],
  ];
  it.each(rules)('refuses %s with a readable 400 and invites nobody', async (_label, change, message) => {
    const before = (await invitedPlayers()).length;
    const response = await register(valid(change()));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect((await invitedPlayers()).length).toBe(before);
  });

  it('refuses an address already in use, whatever its case', async () => {
    const response = await register(valid({ email: small.emails.P1.toUpperCase() }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isSucceeded: false, id: null });
  });

  it('lets a trainer be invited without a team; a manager is never put in a team', async () => {
    const trainer = await register(valid({ role: 'Trainer', teamId: '' }));
    expect(trainer.json()).toMatchObject({ isSucceeded: true });
    const manager = await register(valid({ role: 'Manager', teamId: small.teams.alpha }));
    expect(manager.json()).toMatchObject({ isSucceeded: true });
    const memberships = await t.db.selectFrom('team_memberships').select('id').where('person_id', '=', manager.json().id).execute();
    expect(memberships).toEqual([]);
  });
});

describe('invitations in the people lists', () => {
  it('shows an invited player in the invited list with inviter, date and a live invitation, not in the active one', async () => {
    const email = 'lotte.invited@small.club';
    const response = await register(valid({ email, firstName: 'Lotte', lastName: 'Uitgenodigd' }));
    expect(response.json()).toMatchObject({ isSucceeded: true, emailSent: true });
    const id = response.json().id as string;

    const row = (await invitedPlayers()).find((r) => r.id === id);
    expect(row).toMatchObject({ emailAddress: email, invitedBy: 'Mara Manager', isTokenExpired: false });
    expect(Date.now() - Date.parse(row!.invitationDate)).toBeLessThan(60_000);
    const active = (await getAs(t.app, token, '/api/Player/GetPlayerOverviewReportByClubId')).json() as { id: string }[];
    expect(active.map((r) => r.id)).not.toContain(id);

    // Another club's manager never sees them.
    const otherToken = await signIn(t.app, other.managerEmail, SMALL_PASSWORD);
    const theirs = (await getAs(t.app, otherToken, '/api/Player/GetUserManagerOverviewByClubId?isActive=false')).json() as { id: string }[];
    expect(theirs.map((r) => r.id)).not.toContain(id);
  });

  it('re-inviting an expired invitation makes it live again; the person stays invited', async () => {
    const before = (await invitedPlayers()).find((r) => r.id === small.people.I2)!;
    expect(before.isTokenExpired).toBe(true);
    const response = await t.app.inject({ method: 'POST', url: '/Account/ReInviteUser', headers: bearer(token), payload: { id: small.people.I2, role: 'Player' } });
    expect(response.json()).toMatchObject({ isSucceeded: true });
    const after = (await invitedPlayers()).find((r) => r.id === small.people.I2)!;
    expect(after.isTokenExpired).toBe(false);
    expect(Date.parse(after.invitationDate)).toBeGreaterThan(Date.parse(before.invitationDate));
  });

  it('marks an invitation expired once its link has expired', async () => {
    await t.db.updateTable('account_tokens').set({ expires_at: new Date(Date.now() - 1000) }).where('person_id', '=', small.people.I1).execute();
    const trainers = (await getAs(t.app, token, '/api/trainer/GetTrainersOverview?isactive=false')).json() as { id: string; isTokenExpired: boolean }[];
    expect(trainers.find((r) => r.id === small.people.I1)!.isTokenExpired).toBe(true);
  });
});
