import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { bearer, createScratchDatabase, createTestApp, getAs, signIn, type TestApp } from '../testApp.js';
import { DEMO_MANAGER, DEMO_MEMBER_PASSWORD, generateClub, type GeneratedClub } from '../../../server/seed/demoClub.js';
import { buildApp } from '../../../server/app.js';
import { loadConfig } from '../../../server/config.js';
import { migrateToLatest } from '../../../server/db/database.js';

/**
 * One person, several clubs (issue 28): an e-mail address is one account, which a club invites like
 * any address and which then belongs to each club with its own role there. A token is for one club.
 */
let t: TestApp;
let zuid: GeneratedClub;
let elsewhere: GeneratedClub;
let zuidManager: string;
let elsewhereManager: string;
/** A trainer of FC Elsewhere (active, with a password), whom VV Zuiderpark invites as a manager. */
let shared: { email: string; elsewhereId: string };
const APP_URL = 'http://localhost:4321';

beforeAll(async () => {
  t = await createTestApp({ smtpUrl: undefined, appUrl: APP_URL });
  zuid = await generateClub(t.db, { size: { teams: 2, trainers: 2, players: 6 } });
  elsewhere = await generateClub(t.db, {
    size: { teams: 2, trainers: 2, players: 6 }, name: 'FC Elsewhere', managerEmail: 'boss@elsewhere.club', emailDomain: 'elsewhere.club', seed: 7,
  });
  zuidManager = await signIn(t.app, DEMO_MANAGER.email, DEMO_MANAGER.password);
  elsewhereManager = await signIn(t.app, 'boss@elsewhere.club', DEMO_MANAGER.password);
  const trainers = (await getAs(t.app, elsewhereManager, '/api/trainer/GetTrainersOverview?isactive=true')).json();
  const trainer = (await getAs(t.app, elsewhereManager, `/api/trainer/GetTrainerByUserId?userid=${trainers[0].id}`)).json();
  shared = { email: trainer.email, elsewhereId: trainers[0].id };
});
afterAll(() => t?.close());

const post = (token: string, url: string, payload?: unknown) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });
const login = (userName: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/Account/Login', payload: { userName, password, rememberLogin: true } });
const whoAmI = async (token: string) => (await post(token, '/Account/AuthenticateWithBearerToken')).json();
const switchClub = (token: string, clubId: string) => post(token, '/Account/SwitchClub', { clubId });
const inviteManager = (email: string, firstName = 'Sanne') => post(zuidManager, '/Account/RegisterUser', {
  email, role: 'Manager', firstName, lastName: 'Dubbel', phoneNumber: '', profilePicture: 'file.png', photo: '', teamId: '',
});
const lastMailTo = async (email: string) =>
  (await t.db.selectFrom('outbox').select(['subject', 'text']).where('recipient', '=', email).orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow());
const invitedManagers = async () => (await getAs(t.app, zuidManager, '/api/manager/GetUserManagerOverviewByClubId?isactive=false')).json();

describe('inviting an address known in another club', () => {
  it('answers exactly like inviting a new address, and the invited lists show both alike', async () => {
    const known = await inviteManager(shared.email.toUpperCase());
    const unknown = await inviteManager('nobody.yet@new.example');
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(Object.keys(known.json()).sort()).toEqual(Object.keys(unknown.json()).sort());
    expect({ ...known.json(), id: 'x' }).toEqual({ ...unknown.json(), id: 'x' });
    expect(known.json()).toMatchObject({ isSucceeded: true, errorMessage: null, emailSent: true });
    expect(known.json().id).not.toBe(shared.elsewhereId);

    const rows = await invitedManagers();
    const row = (id: string) => rows.find((r: { id: string }) => r.id === id);
    const { id: _knownId, emailAddress: _a, invitationDate: _d1, ...knownRow } = row(known.json().id);
    const { id: _unknownId, emailAddress: _b, invitationDate: _d2, ...unknownRow } = row(unknown.json().id);
    expect(knownRow).toEqual(unknownRow);
    expect(knownRow).toMatchObject({ status: 'Invited', isTokenExpired: false });

    // Inviting either again in this club is refused alike: only this club's people make an address "in use".
    const again = [await inviteManager(shared.email), await inviteManager('nobody.yet@new.example')];
    expect(again.map((r) => r.json().errorMessage)).toEqual([
      `The e-mail address ${shared.email} is already used by someone in your club. Use another address, or re-invite that person if they have not activated their account yet.`,
      'The e-mail address nobody.yet@new.example is already used by someone in your club. Use another address, or re-invite that person if they have not activated their account yet.',
    ]);
  });

  it('tells the invited person which club invites them; an account with a password is asked to sign in, not to choose one', async () => {
    const known = await lastMailTo(shared.email);
    expect(known.subject).toBe('Your invitation to VV Zuiderpark on Touchline');
    expect(known.text).toContain('You already have a Touchline account with this e-mail address. Sign in with your own password to join VV Zuiderpark');
    expect(known.text).toContain(`${APP_URL}/login`);
    expect(known.text).not.toContain('tokenconfirmation');
    const unknown = await lastMailTo('nobody.yet@new.example');
    expect(unknown.subject).toBe('Your invitation to VV Zuiderpark on Touchline');
    expect(unknown.text).toContain(`${APP_URL}/account/tokenconfirmation?`);
  });
});

describe('a person in two clubs', () => {
  let elsewhereToken: string;
  let zuidToken: string;
  let zuidId: string;

  it('joins the inviting club by signing in; Login lists both clubs with the own role in each', async () => {
    const response = await login(shared.email, DEMO_MEMBER_PASSWORD);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    const clubs = answer.clubs as { clubId: string; clubName: string; id: string; role: string }[];
    expect(clubs.map(({ clubName, role }) => [clubName, role]).sort()).toEqual([['FC Elsewhere', 'Trainer'], ['VV Zuiderpark', 'Manager']]);
    // The token is for the first club listed: its id and role are Login's.
    expect({ id: answer.id, role: answer.role }).toEqual({ id: clubs[0]!.id, role: clubs[0]!.role });
    const mine = await whoAmI(answer.accessToken);
    expect(mine.clubId).toBe(clubs[0]!.clubId);
    zuidId = clubs.find((club) => club.clubName === 'VV Zuiderpark')!.id;
    expect(clubs.find((club) => club.clubName === 'FC Elsewhere')!.id).toBe(shared.elsewhereId);
    const tokens = await Promise.all(clubs.map(async (club) =>
      club.clubId === mine.clubId ? answer.accessToken as string : (await switchClub(answer.accessToken, club.clubId)).json().accessToken as string));
    elsewhereToken = tokens[clubs.findIndex((club) => club.clubName === 'FC Elsewhere')]!;
    zuidToken = tokens[clubs.findIndex((club) => club.clubName === 'VV Zuiderpark')]!;
    // The invitation is used up: the manager sees an active manager now.
    expect((await invitedManagers()).some((r: { id: string }) => r.id === zuidId)).toBe(false);
  });

  it("sees in each club only that club's membership: its role, its names, its data", async () => {
    expect(await whoAmI(zuidToken)).toMatchObject({ id: zuidId, role: 'Manager', clubId: zuid.clubId });
    expect(await whoAmI(elsewhereToken)).toMatchObject({ id: shared.elsewhereId, role: 'Trainer', clubId: elsewhere.clubId });
    // A manager here, a trainer there: the managers' calls are open with one token only.
    const header = await getAs(t.app, zuidToken, '/api/Manager/GetUserDetailHeader');
    expect(header.json()).toMatchObject({ id: zuidId, firstName: 'Sanne', lastName: 'Dubbel' });
    expect((await getAs(t.app, elsewhereToken, '/api/Manager/GetUserDetailHeader')).statusCode).toBe(403);
    const zuidPlayers = (await getAs(t.app, zuidToken, '/api/Player/GetPlayerOverviewReportByClubId')).json();
    const elsewherePlayers = (await getAs(t.app, elsewhereManager, '/api/Player/GetPlayerOverviewReportByClubId')).json();
    const ids = (rows: { id: string }[]) => new Set(rows.map((r) => r.id));
    expect([...ids(zuidPlayers)].some((id) => ids(elsewherePlayers).has(id))).toBe(false);
    // Each club's lists hold its own membership, never the other's id.
    const zuidManagers = JSON.stringify((await getAs(t.app, zuidManager, '/api/manager/GetUserManagerOverviewByClubId?isactive=true')).json());
    expect(zuidManagers).toContain(zuidId);
    expect(zuidManagers).not.toContain(shared.elsewhereId);
    const elsewhereTrainers = JSON.stringify((await getAs(t.app, elsewhereManager, '/api/trainer/GetTrainersOverview?isactive=true')).json());
    expect(elsewhereTrainers).toContain(shared.elsewhereId);
    expect(elsewhereTrainers).not.toContain(zuidId);
    expect(elsewhereTrainers).not.toContain('Sanne');
    // The other club's membership is missing to this club's calls, like any id of another club.
    expect((await getAs(t.app, zuidToken, `/api/trainer/GetTrainerByUserId?userid=${shared.elsewhereId}`)).statusCode).toBe(404);
  });

  it('lists the clubs for the app bar, and switching gives a token for the other club while the old one stays in its own', async () => {
    const listed = (await getAs(t.app, zuidToken, '/Account/Clubs')).json();
    expect(listed.clubId).toBe(zuid.clubId);
    expect(listed.clubs.map((club: { clubId: string }) => club.clubId).sort()).toEqual([zuid.clubId, elsewhere.clubId].sort());

    const switched = await switchClub(zuidToken, elsewhere.clubId);
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({ id: shared.elsewhereId, role: 'Trainer', errorMessage: null, accessToken: expect.any(String) });
    expect(switched.json().accessToken).not.toBe(zuidToken);
    expect(await whoAmI(switched.json().accessToken)).toMatchObject({ clubId: elsewhere.clubId, role: 'Trainer' });
    expect(await whoAmI(zuidToken)).toMatchObject({ clubId: zuid.clubId, role: 'Manager' });
    // The club signed in to last comes first at the next sign-in.
    expect((await login(shared.email, DEMO_MEMBER_PASSWORD)).json()).toMatchObject({ id: shared.elsewhereId, role: 'Trainer' });
  });

  it('cannot switch to a club the person is not in', async () => {
    const refusals = [
      await switchClub(zuidManager, elsewhere.clubId),
      await switchClub(zuidManager, '6f1c3c4e-2d55-4a53-9d0b-0c3a4b8e2f10'),
      await switchClub(elsewhereManager, zuid.clubId),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'You are not a member of this club.', messageKey: 'notClubMember' });
    }
    expect((await t.app.inject({ method: 'POST', url: '/Account/SwitchClub', payload: { clubId: zuid.clubId } })).statusCode).toBe(401);
  });

  it("keeps a person's other clubs when a club changes their e-mail address: only that club's membership moves", async () => {
    const update = await post(zuidToken, '/Account/UpdateUser', { id: zuidId, firstName: 'Sanne', lastName: 'Dubbel', email: 'sanne.zuid@new.example' });
    expect(update.json()).toMatchObject({ isSucceeded: true });
    // The address is still the other club's login, with the same password.
    const still = (await login(shared.email, DEMO_MEMBER_PASSWORD)).json();
    expect(still).toMatchObject({ id: shared.elsewhereId, role: 'Trainer' });
    expect(still.clubs).toBeUndefined();
    expect((await getAs(t.app, elsewhereManager, `/api/trainer/GetTrainerByUserId?userid=${shared.elsewhereId}`)).json().email).toBe(shared.email);
    // Back to the shared address: one account again.
    await post(zuidToken, '/Account/UpdateUser', { id: zuidId, firstName: 'Sanne', lastName: 'Dubbel', email: shared.email });
    expect((await login(shared.email, DEMO_MEMBER_PASSWORD)).json().clubs).toHaveLength(2);
  });

  it('removing the person from one club removes that membership only', async () => {
    const removed = await post(zuidManager, '/api/Manager/RemoveManagers?role=Manager', [{ Id: zuidId }]);
    expect(removed.statusCode).toBe(200);
    expect((await post(zuidToken, '/Account/AuthenticateWithBearerToken')).statusCode).toBe(401);
    expect(await whoAmI(elsewhereToken)).toMatchObject({ id: shared.elsewhereId, clubId: elsewhere.clubId });
    expect((await switchClub(elsewhereToken, zuid.clubId)).statusCode).toBe(404);
    // One club left: Login answers exactly as the spec's, without a list of clubs.
    const answer = (await login(shared.email, DEMO_MEMBER_PASSWORD)).json();
    expect(Object.keys(answer).sort()).toEqual(['accessToken', 'errorMessage', 'id', 'role', 'termsAccepted']);
    expect(answer).toMatchObject({ id: shared.elsewhereId, role: 'Trainer' });
    // The club can invite the address again, as anyone.
    expect((await inviteManager(shared.email)).json()).toMatchObject({ isSucceeded: true });
  });
});

describe('a person in one club', () => {
  it("signs in with the spec's answer, without a list of clubs", async () => {
    const answer = (await login(DEMO_MANAGER.email.toUpperCase(), DEMO_MANAGER.password)).json();
    expect(Object.keys(answer).sort()).toEqual(['accessToken', 'errorMessage', 'id', 'role', 'termsAccepted']);
    expect((await getAs(t.app, answer.accessToken, '/Account/Clubs')).json().clubs).toEqual([
      { clubId: zuid.clubId, clubName: 'VV Zuiderpark', id: zuid.managerId, role: 'Manager' },
    ]);
  });
});

describe('migration 0012 on existing data', () => {
  it('makes each address one account, with the password of its live person, and every person its membership', async () => {
    const { database, drop } = await createScratchDatabase();
    let northManager = '';
    const app = await (async () => {
      await migrateToLatest(database.db, '0011_people_name_order');
      // Before accounts, people held their address and password; a removed person could share an
      // address with a live one (here in another club, in other letter case, with an old password).
      const oldShape = (email: string, passwordHash: string | null) => ({ email, password_hash: passwordHash });
      const north = await generateClub(database.db, { size: { teams: 1, trainers: 1, players: 3 }, name: 'FC Noord', identity: oldShape, infixColumn: false });
      northManager = north.managerId;
      const south = await generateClub(database.db, {
        size: { teams: 1, trainers: 1, players: 3 }, name: 'VV Zuid', managerEmail: 'boss@zuid.club', emailDomain: 'zuid.club', seed: 5, identity: oldShape, infixColumn: false,
      });
      await sql`INSERT INTO people (club_id, role, status, email, password_hash, first_name, last_name, removed_at)
        VALUES (${south.clubId}, 'Trainer', 'active', 'MANAGER@demo.club', 'an-old-hash', 'Oud', 'Verwijderd', now())`.execute(database.db);
      await migrateToLatest(database.db);
      return buildApp({ database, config: { ...loadConfig({}), webAppDir: undefined, seedDemo: false, scheduler: { intervalMs: 0, leaseMs: 300_000 } } });
    })();
    try {
      const { rows: [counts] } = await sql<{ people: number; accounts: number; addresses: number }>`
        SELECT (SELECT count(*) FROM people)::int AS people, (SELECT count(*) FROM accounts)::int AS accounts,
          (SELECT count(DISTINCT lower(email)) FROM accounts)::int AS addresses`.execute(database.db);
      expect(counts!.accounts).toBe(counts!.addresses);
      expect(counts!.accounts).toBe(counts!.people - 1);
      const { rows: joined } = await sql<{ account_id: string }>`
        SELECT DISTINCT account_id FROM people WHERE id = ${northManager} OR first_name = 'Oud'`.execute(database.db);
      expect(joined).toHaveLength(1);
      // The live manager signs in with their own password, into their one live club.
      const response = await app.inject({ method: 'POST', url: '/Account/Login', payload: { userName: DEMO_MANAGER.email, password: DEMO_MANAGER.password } });
      expect(response.statusCode).toBe(200);
      expect(response.json().role).toBe('Manager');
      expect(response.json().clubs).toBeUndefined();
      // The unique indexes hold the rules from now on.
      await expect(sql`INSERT INTO accounts (email) VALUES ('Manager@Demo.Club')`.execute(database.db)).rejects.toThrow();
    } finally {
      await app.close();
      await database.close();
      await drop();
    }
  });
});
