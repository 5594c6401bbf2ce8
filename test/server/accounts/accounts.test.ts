import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, bearer, getAs, signIn, type TestApp } from '../testApp.js';
import { linkIn, startInbox, type Inbox } from '../accountsInbox.js';
import { DEMO_MANAGER, DEMO_MEMBER_PASSWORD, generateClub, type GeneratedClub } from '../../../server/seed/demoClub.js';

/**
 * Invitations and activation through a real SMTP delivery: the server sends over SMTP to a server
 * this test starts, and the test follows the link in the e-mail like the invitee would.
 */
let t: TestApp;
let inbox: Inbox;
let demo: GeneratedClub;
let other: GeneratedClub;
let manager: string;

beforeAll(async () => {
  inbox = await startInbox();
  t = await createTestApp({ smtpUrl: inbox.url, appUrl: 'https://touchline.example', mailFrom: 'Touchline <no-reply@touchline.example>' });
  demo = await generateClub(t.db, { size: { teams: 3, trainers: 4, players: 12 } });
  other = await generateClub(t.db, {
    size: { teams: 2, trainers: 2, players: 6 }, name: 'FC Elsewhere', managerEmail: 'boss@elsewhere.club', emailDomain: 'elsewhere.club', seed: 7,
  });
  manager = await signIn(t.app, DEMO_MANAGER.email, DEMO_MANAGER.password);
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

const register = (payload: Record<string, unknown>, token = manager) =>
  t.app.inject({ method: 'POST', url: '/Account/RegisterUser', headers: bearer(token), payload });
const reInvite = (payload: Record<string, unknown>, token = manager) =>
  t.app.inject({ method: 'POST', url: '/Account/ReInviteUser', headers: bearer(token), payload });
const confirm = (email: string, activatetoken: string) =>
  t.app.inject({ method: 'GET', url: '/Account/TokenConfirmation', query: { email, activatetoken } });
const setup = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/Account/SetupInitialPassword', payload: { token, password } });

const invitee = (overrides: Record<string, unknown> = {}) => ({
  email: `invitee.${Math.random().toString(36).slice(2, 10)}@demo.club`,
  role: 'Trainer',
  phoneNumber: '+31 6 1234 5678',
  firstName: 'Sanne',
  lastName: 'de Boer',
  profilePicture: 'file.png',
  photo: '',
  teamId: '',
  ...overrides,
});

async function teamOf(club: GeneratedClub) {
  return t.db.selectFrom('teams').select('id').where('club_id', '=', club.clubId).orderBy('name').executeTakeFirstOrThrow();
}

async function personByEmail(email: string) {
  return t.db.selectFrom('people').innerJoin('accounts', 'accounts.id', 'people.account_id')
    .selectAll('people').select(['accounts.email', 'accounts.password_hash']).$narrowType<{ email: string }>().where('accounts.email', '=', email).executeTakeFirst();
}

/** isTokenExpired of the person's row in the invited list, as the manager's screen gets it. */
async function invitationExpired(personId: string, role: 'Trainer' | 'Player') {
  const url = role === 'Trainer' ? '/api/trainer/GetTrainersOverview?isactive=false' : '/api/Player/GetUserManagerOverviewByClubId?isActive=false';
  const rows = (await getAs(t.app, manager, url)).json() as { id: string; isTokenExpired: boolean }[];
  const row = rows.find((candidate) => candidate.id === personId);
  expect(row, `${personId} in the invited ${role.toLowerCase()}s`).toBeTruthy();
  return row!.isTokenExpired;
}

const countPeople = async () => Number((await t.db.selectFrom('people').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

describe('inviting and activating (RegisterUser, TokenConfirmation, SetupInitialPassword)', () => {
  it('invites a trainer, e-mails the link, and the trainer activates the account with it', async () => {
    const since = inbox.mails.length;
    const payload = invitee();
    const response = await register(payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isSucceeded: true, errorMessage: null, emailSent: true });

    const person = await personByEmail(payload.email);
    expect(person).toMatchObject({ status: 'invited', role: 'Trainer', club_id: demo.clubId, invited_by: demo.managerId, password_hash: null });
    expect(Date.now() - person!.invited_at!.getTime()).toBeLessThan(60_000);

    const mail = await inbox.next(payload.email, since);
    expect(mail.subject).toBe('Your invitation to VV Zuiderpark on Touchline');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Anouk Vermeulen has invited you to VV Zuiderpark on Touchline, as trainer.');
      expect(part).toContain('7 days');
    }
    const link = linkIn(mail, '/account/tokenconfirmation');
    expect(link.origin).toBe('https://touchline.example');
    expect(link.searchParams.get('email')).toBe(payload.email);
    const token = link.searchParams.get('activatetoken')!;
    expect(mail.html).toContain(`href="${link.toString().replace(/&/g, '&amp;')}"`);
    // Only the hash is stored.
    const stored = await t.db.selectFrom('account_tokens').select('token_hash').where('person_id', '=', person!.id).execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    const check = await confirm(payload.email, token);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ invitationValid: true, checkoutUrl: null, item2: ['Trainer'] });

    const activated = await setup(token, 'Fresh-Password-9');
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toEqual({ isSucceeded: true, errorMessage: null, item2: ['Trainer'] });
    const after = await personByEmail(payload.email);
    expect(after!.status).toBe('active');
    expect(Date.now() - after!.activated_at!.getTime()).toBeLessThan(60_000);
    expect(after!.password_hash).not.toContain('Fresh-Password-9');

    const login = await t.app.inject({ method: 'POST', url: '/Account/Login', payload: { userName: payload.email, password: 'Fresh-Password-9', rememberLogin: true } });
    expect(login.statusCode).toBe(200);
    expect(login.json().role).toBe('Trainer');

    // The link is single use.
    expect((await confirm(payload.email, token)).json()).toEqual({ invitationValid: false, checkoutUrl: null, item2: [] });
    const again = await setup(token, 'Another-Password-9');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This activation link is not valid or has expired. Ask your club manager for a new invitation.');
  });

  it('writes names into the HTML e-mail as text, never as markup', async () => {
    const since = inbox.mails.length;
    const payload = invitee({ firstName: '<script>alert(1)</script>' });
    expect((await register(payload)).json().isSucceeded).toBe(true);
    const mail = await inbox.next(payload.email, since);
    expect(mail.html).not.toContain('<script');
    expect(mail.html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(mail.text).toContain('Hello <script>alert(1)</script>,');
  });

  it('invites a player into a team of the club, with the membership, position and photo', async () => {
    const team = await teamOf(demo);
    const photo = await t.db.insertInto('photos').values({ club_id: demo.clubId, content_type: 'image/png', bytes: new Uint8Array([1]), width: 1, height: 1 }).returning('id').executeTakeFirstOrThrow();
    const payload = invitee({ role: 'Player', teamId: team.id, primaryPosition: 'ST', photo: photo.id });
    const response = await register(payload);
    expect(response.json()).toMatchObject({ isSucceeded: true, emailSent: true });
    const person = await personByEmail(payload.email);
    expect(person).toMatchObject({ role: 'Player', primary_position_id: 'ST', photo_id: photo.id });
    const memberships = await t.db.selectFrom('team_memberships').select(['team_id', 'role', 'ended_at']).where('person_id', '=', person!.id).execute();
    expect(memberships).toEqual([{ team_id: team.id, role: 'Player', ended_at: null }]);
    expect(response.json().id).toBe(person!.id);
  });

  it('a manager who activates is told to sign in on the web (item2 holds the role)', async () => {
    const since = inbox.mails.length;
    const payload = invitee({ role: 'Manager', teamId: (await teamOf(demo)).id });
    expect((await register(payload)).json().isSucceeded).toBe(true);
    const link = linkIn(await inbox.next(payload.email, since), '/account/tokenconfirmation');
    expect((await setup(link.searchParams.get('activatetoken')!, 'Manager-Pass-1')).json().item2).toEqual(['Manager']);
    // A manager is in no team, whatever the form sent.
    const person = await personByEmail(payload.email);
    expect(await t.db.selectFrom('team_memberships').select('id').where('person_id', '=', person!.id).execute()).toEqual([]);
  });

  it('puts an invited trainer in the chosen team', async () => {
    const team = await teamOf(demo);
    const payload = invitee({ teamId: team.id });
    expect((await register(payload)).json().isSucceeded).toBe(true);
    const person = await personByEmail(payload.email);
    const memberships = await t.db.selectFrom('team_memberships').select(['team_id', 'role']).where('person_id', '=', person!.id).execute();
    expect(memberships).toEqual([{ team_id: team.id, role: 'Trainer' }]);
  });

  it('lets only one of two simultaneous uses of a link succeed', async () => {
    const since = inbox.mails.length;
    const payload = invitee();
    await register(payload);
    const token = linkIn(await inbox.next(payload.email, since), '/account/tokenconfirmation').searchParams.get('activatetoken')!;
    const answers = await Promise.all([setup(token, 'First-Password-1'), setup(token, 'Second-Password-2')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses a password shorter than 8 characters and keeps the link usable', async () => {
    const since = inbox.mails.length;
    const payload = invitee();
    await register(payload);
    const token = linkIn(await inbox.next(payload.email, since), '/account/tokenconfirmation').searchParams.get('activatetoken')!;
    const short = await setup(token, 'Short1!');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('The password must have at least 8 characters.');
    expect((await confirm(payload.email, token)).json().invitationValid).toBe(true);
  });

  it('answers an expired, garbage or someone else\'s link as not valid', async () => {
    const since = inbox.mails.length;
    const payload = invitee();
    await register(payload);
    const token = linkIn(await inbox.next(payload.email, since), '/account/tokenconfirmation').searchParams.get('activatetoken')!;
    const person = await personByEmail(payload.email);
    expect(await invitationExpired(person!.id, 'Trainer')).toBe(false);

    expect((await confirm('someone.else@demo.club', token)).json().invitationValid).toBe(false);
    expect((await confirm(payload.email, 'not-a-token')).json().invitationValid).toBe(false);
    expect((await setup('not-a-token', 'Long-Enough-1')).statusCode).toBe(400);

    await t.db.updateTable('account_tokens').set({ expires_at: new Date(Date.now() - 1000) }).where('person_id', '=', person!.id).execute();
    expect(await invitationExpired(person!.id, 'Trainer')).toBe(true);
    expect((await confirm(payload.email, token)).json()).toEqual({ invitationValid: false, checkoutUrl: null, item2: [] });
    expect((await setup(token, 'Long-Enough-1')).statusCode).toBe(400);
    expect((await personByEmail(payload.email))!.status).toBe('invited');
  });

  it('asks for the e-mail and the token of a token check', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/Account/TokenConfirmation?email=a@b.nl' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('activatetoken is required.');
  });

  it("refuses an address already used in the own club in the same role, in any letter case (in another role it is a second role of that person: twoRoles.test.ts; another club's is invited like a new one: accountsClubs.test.ts)", async () => {
    const before = await countPeople();
    for (const email of ['MANAGER@demo.club', 'manager@DEMO.club']) {
      const response = await register(invitee({ email, role: 'Manager' }));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ isSucceeded: false, id: null, emailSent: false });
      expect(response.json().errorMessage).toContain(`The e-mail address ${email} is already used by someone in your club.`);
    }
    expect(await countPeople()).toBe(before);
  });
});

describe('choosing a password that is not easy to guess', () => {
  it('refuses the most common passwords and those built from the name, e-mail or club, saying why; the link stays usable', async () => {
    const payload = invitee({ firstName: 'Sanne', lastName: 'de Boer' });
    const since = inbox.mails.length;
    expect((await register(payload)).statusCode).toBe(200);
    const token = linkIn(await inbox.next(payload.email, since), '/account/tokenconfirmation').searchParams.get('activatetoken')!;

    for (const common of ['password', '12345678', 'Password1!', 'qwertyuiop', 'iloveyou1']) {
      const answer = await setup(token, common);
      expect(answer.statusCode, common).toBe(400);
      expect(answer.json(), common).toMatchObject({ messageKey: 'passwordTooCommon', message: expect.stringMatching(/^This password is one of the most common/) });
    }
    const localPart = payload.email.split('@')[0]!;
    for (const own of ['SanneDeBoer1', 'Sanne2024!', 'Zuiderpark2024', `${localPart}1`]) {
      const answer = await setup(token, own);
      expect(answer.statusCode, own).toBe(400);
      expect(answer.json(), own).toMatchObject({
        messageKey: 'passwordPersonal',
        message: "This password is built from your name, your e-mail address or your club's name. Choose one that others cannot guess from them.",
      });
    }
    expect((await personByEmail(payload.email))!.status).toBe('invited');
    const chosen = await setup(token, 'Lantaarn-Fiets-Wolk');
    expect(chosen.statusCode).toBe(200);
    expect((await personByEmail(payload.email))!.status).toBe('active');
  });
});

describe('validation of RegisterUser (spec §5)', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['an empty first name', { firstName: '  ' }, 'The first name is required.'],
    ['a first name over 50 characters', { firstName: 'x'.repeat(51) }, 'The first name can have at most 50 characters.'],
    ['an empty last name', { lastName: '' }, 'The last name is required.'],
    ['a last name over 50 characters', { lastName: 'y'.repeat(51) }, 'The last name can have at most 50 characters.'],
    ['an empty e-mail address', { email: '' }, 'The e-mail address is required.'],
    ['an e-mail address over 50 characters', { email: `${'z'.repeat(45)}@demo.club` }, 'The e-mail address can have at most 50 characters.'],
    ['an implausible e-mail address', { email: 'sanne.demo.club' }, "'sanne.demo.club' is not a valid e-mail address."],
    ['a phone number over 50 characters', { phoneNumber: '1'.repeat(51) }, 'The phone number can have at most 50 characters.'],
    ['a player without a team', { role: 'Player', teamId: '' }, 'Choose the team the player joins.'],
    ['a team id that is not an id', { role: 'Trainer', teamId: 'team-1' }, 'The chosen team does not exist in your club.'],
    ['an unknown position', { role: 'Player', primaryPosition: 'XX' }, 'The chosen position does not exist.'],
    ['a picture that was never uploaded', { photo: '6f1c3c4e-2d55-4a53-9d0b-0c3a4b8e2f10' }, 'The picture was not found. Please upload it again.'],
  ];

  it.each(cases)('refuses %s with a readable message, inviting nobody and sending nothing', async (_name, change, message) => {
    const team = await teamOf(demo);
    const before = await countPeople();
    const mailsBefore = inbox.mails.length;
    const base = change.role === 'Player' && change.teamId === undefined ? { teamId: team.id } : {};
    const response = await register(invitee({ ...base, ...change }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await countPeople()).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(inbox.mails.length).toBe(mailsBefore);
  });

  it('lists every problem at once', async () => {
    const response = await register(invitee({ firstName: ' ', lastName: ' ', email: 'nope' }));
    expect(response.json().message).toBe("The first name is required. The last name is required. 'nope' is not a valid e-mail address.");
  });

  it('refuses an unknown role through the schema', async () => {
    const response = await register(invitee({ role: 'Owner' }));
    expect(response.statusCode).toBe(400);
  });
});

describe('tenancy and roles', () => {
  it('refuses to invite into another club\'s team, exactly like a missing team', async () => {
    const before = await countPeople();
    const foreign = await teamOf(other);
    const response = await register(invitee({ role: 'Player', teamId: foreign.id }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The chosen team does not exist in your club.');
    expect(await countPeople()).toBe(before);
  });

  it('refuses a removed team of the own club', async () => {
    const team = await t.db.selectFrom('teams').select('id').where('club_id', '=', demo.clubId).orderBy('name', 'desc').executeTakeFirstOrThrow();
    await t.db.updateTable('teams').set({ removed_at: new Date() }).where('id', '=', team.id).execute();
    const response = await register(invitee({ role: 'Player', teamId: team.id }));
    expect(response.statusCode).toBe(400);
    await t.db.updateTable('teams').set({ removed_at: null }).where('id', '=', team.id).execute();
  });

  it('refuses another club\'s picture like a missing one', async () => {
    const photo = await t.db.insertInto('photos').values({ club_id: other.clubId, content_type: 'image/png', bytes: new Uint8Array([1]), width: 1, height: 1 }).returning('id').executeTakeFirstOrThrow();
    const response = await register(invitee({ photo: photo.id }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The picture was not found. Please upload it again.');
  });

  it('lets only a signed-in manager invite', async () => {
    const trainer = await t.db.selectFrom('people').innerJoin('accounts', 'accounts.id', 'people.account_id').select('accounts.email').$narrowType<{ email: string }>().where('club_id', '=', demo.clubId).where('role', '=', 'Trainer').where('status', '=', 'active').where('accounts.email', 'not like', 'invitee%').orderBy('accounts.email').executeTakeFirstOrThrow();
    const trainerToken = await signIn(t.app, trainer.email, DEMO_MEMBER_PASSWORD);
    expect((await register(invitee(), trainerToken)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/Account/RegisterUser', payload: invitee() })).statusCode).toBe(401);
    expect((await reInvite({ id: demo.managerId, role: 'Manager' }, trainerToken)).statusCode).toBe(403);
  });
});

describe('re-inviting (ReInviteUser)', () => {
  it('sends a new link, voids the old one, and keeps the person invited', async () => {
    let since = inbox.mails.length;
    const payload = invitee();
    await register(payload);
    const first = linkIn(await inbox.next(payload.email, since), '/account/tokenconfirmation').searchParams.get('activatetoken')!;
    const person = await personByEmail(payload.email);

    since = inbox.mails.length;
    const response = await reInvite({ id: person!.id, role: 'Trainer' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isSucceeded: true, errorMessage: null });
    const second = linkIn(await inbox.next(payload.email, since), '/account/tokenconfirmation').searchParams.get('activatetoken')!;
    expect(second).not.toBe(first);

    expect((await confirm(payload.email, first)).json().invitationValid).toBe(false);
    expect((await setup(first, 'Voided-Link-1')).statusCode).toBe(400);
    expect((await personByEmail(payload.email))!.status).toBe('invited');
    expect((await confirm(payload.email, second)).json().invitationValid).toBe(true);
    expect(await invitationExpired(person!.id, 'Trainer')).toBe(false);
  });

  it('renews an expired invitation', async () => {
    const [expired] = await t.db.selectFrom('people').innerJoin('accounts', 'accounts.id', 'people.account_id').select(['people.id', 'role', 'accounts.email']).$narrowType<{ email: string }>().where('club_id', '=', demo.clubId).where('status', '=', 'invited').where('role', '=', 'Player').orderBy('invited_at').limit(1).execute();
    expect(await invitationExpired(expired!.id, 'Player')).toBe(true);
    const since = inbox.mails.length;
    expect((await reInvite({ id: expired!.id, role: 'Player' })).json().isSucceeded).toBe(true);
    await inbox.next(expired!.email, since);
    expect(await invitationExpired(expired!.id, 'Player')).toBe(false);
  });

  it('treats another club\'s person, a wrong role and a non-id like a missing person', async () => {
    const foreign = await t.db.selectFrom('people').select('id').where('club_id', '=', other.clubId).where('status', '=', 'invited').where('role', '=', 'Trainer').executeTakeFirstOrThrow();
    expect((await reInvite({ id: foreign.id, role: 'Trainer' })).statusCode).toBe(404);
    const own = await t.db.selectFrom('people').select('id').where('club_id', '=', demo.clubId).where('status', '=', 'invited').where('role', '=', 'Trainer').executeTakeFirstOrThrow();
    expect((await reInvite({ id: own.id, role: 'Player' })).statusCode).toBe(404);
    expect((await reInvite({ id: 'abc', role: 'Player' })).statusCode).toBe(404);
  });

  it('has nothing to re-send to someone who is already active', async () => {
    const response = await reInvite({ id: demo.managerId, role: 'Manager' });
    expect(response.statusCode).toBe(409);
  });
});

describe('a failed delivery', () => {
  it('is reported to the manager, the person stays invited, and the invitation can be sent again', async () => {
    const payload = invitee({ email: 'bounce.me@demo.club' });
    inbox.refuse = 'bounce';
    try {
      const response = await register(payload);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ isSucceeded: true, emailSent: false });
      expect(body.errorMessage).toMatch(/^The invitation was saved, but the e-mail could not be delivered \(.+\)\. Use 'Invite again' to send it once more\.$/);
      const person = await personByEmail(payload.email);
      expect(person!.status).toBe('invited');

      const failed = await reInvite({ id: person!.id, role: 'Trainer' });
      expect(failed.json().isSucceeded).toBe(false);
      expect(failed.json().errorMessage).toContain('could not be delivered');

      inbox.refuse = null;
      const since = inbox.mails.length;
      expect((await reInvite({ id: person!.id, role: 'Trainer' })).json()).toEqual({ isSucceeded: true, errorMessage: null });
      const link = linkIn(await inbox.next(payload.email, since), '/account/tokenconfirmation');
      expect((await confirm(payload.email, link.searchParams.get('activatetoken')!)).json().invitationValid).toBe(true);
    } finally {
      inbox.refuse = null;
    }
  });
});

describe('the API description', () => {
  it('describes the account calls in the OpenAPI document', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/documentation/json' })).json();
    for (const path of ['/Account/RegisterUser', '/Account/ReInviteUser', '/Account/TokenConfirmation', '/Account/SetupInitialPassword',
      '/Account/ResetPassword', '/Account/ResetPasswordTokenValidation', '/Account/SetupResetPassword', '/api/user/AcceptPolicy', '/api/user/GetTermsAndPrivacy']) {
      expect(spec.paths[path], path).toBeTruthy();
    }
    expect(spec.paths['/Account/RegisterUser'].post.responses['200'].content['application/json'].schema.properties).toHaveProperty('emailSent');
  });
});

describe('e-mail language', () => {
  it('writes to a Dutch club in Dutch', async () => {
    await t.db.updateTable('clubs').set({ language: 'nl' }).where('id', '=', other.clubId).execute();
    const boss = await signIn(t.app, 'boss@elsewhere.club', DEMO_MANAGER.password);
    const since = inbox.mails.length;
    const payload = invitee({ email: 'speler@elsewhere.club', role: 'Player', teamId: (await teamOf(other)).id });
    expect((await register(payload, boss)).json().isSucceeded).toBe(true);
    const mail = await inbox.next(payload.email, since);
    expect(mail.subject).toBe('Uitnodiging voor FC Elsewhere op Touchline');
    expect(mail.text).toContain('Anouk Vermeulen heeft je uitgenodigd voor FC Elsewhere op Touchline, als speler.');
    expect(mail.html).toContain('lang="nl"');
    expect(mail.text).toContain('De link werkt 7 dagen.');
  });

  it('has no outbox page while SMTP is configured', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
  });
});
