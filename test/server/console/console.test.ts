import { englishMessage } from '../../../contract/serverMessages.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOperator, createTestApp, signIn, type TestApp } from '../testApp.js';
import { loadConfig } from '../../../server/config.js';
import { DEMO_MANAGER, generateClub, type GeneratedClub } from '../../../server/seed/demoClub.js';
import { createOperator as operatorCreate } from '../../../server/services/operators.js';
import { currentTotpCode } from '../../../server/services/totp.js';
import { hashToken } from '../../../server/domain/tokens.js';

/**
 * The operators' console (issue 24) through HTTP: the sign-in with password and TOTP, the separation
 * from the clubs' sessions, the simple-REST conventions of every resource, the actions and the audit log.
 */
let t: TestApp;
let operator: Awaited<ReturnType<typeof createOperator>>;
let clubA: GeneratedClub;
let clubB: GeneratedClub;
let managerToken: string;

beforeAll(async () => {
  // A low limit, so the rate limit shows after a few failures.
  t = await createTestApp({ smtpUrl: undefined, rateLimits: { ...loadConfig({}).rateLimits, loginPerAccount: 3, loginPerAddress: 30 } });
  clubA = await generateClub(t.db, { size: { teams: 2, trainers: 2, players: 8 } });
  clubB = await generateClub(t.db, { size: { teams: 1, trainers: 1, players: 3 }, name: 'FC Elsewhere', managerEmail: 'boss@elsewhere.club', emailDomain: 'elsewhere.club', seed: 7 });
  operator = await createOperator(t);
  managerToken = await signIn(t.app, DEMO_MANAGER.email, DEMO_MANAGER.password);
});
afterAll(() => t?.close());

const asOperator = (url: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE' = 'GET', payload?: object) =>
  t.app.inject({ method, url, headers: operator.headers, ...(payload ? { payload } : {}) });
const list = (resource: string, query: { sort?: unknown; range?: unknown; filter?: unknown } = {}) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) params.set(name, JSON.stringify(value));
  return asOperator(`/admin/rest/${resource}?${params}`);
};
const login = (email: string, password: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/admin/auth/login', payload: { email, password, code } });

describe("an operator's set-up and sign-in", () => {
  it('sets up through the one-time link, then signs in with password and a code; a reused or wrong code is refused', async () => {
    const { link } = await operatorCreate(t.db, t.app.config, 'new.operator@touchline.test');
    const token = new URL(link).searchParams.get('token')!;
    const setup = await t.app.inject({ method: 'GET', url: `/admin/auth/setup?token=${encodeURIComponent(token)}` });
    expect(setup.statusCode).toBe(200);
    const secret = new URL(setup.json().otpauthUri).searchParams.get('secret')!;
    expect(setup.json().qrSvg).toContain('<svg');
    const password = 'Quiet-Harbour-Lantern-42';
    const now = Date.now();
    const done = await t.app.inject({ method: 'POST', url: '/admin/auth/setup', payload: { token, password, code: currentTotpCode(secret, 'new.operator@touchline.test', now) } });
    expect(done.statusCode).toBe(200);
    // The link worked once.
    expect((await t.app.inject({ method: 'GET', url: `/admin/auth/setup?token=${encodeURIComponent(token)}` })).statusCode).toBe(404);

    // The set-up's code is spent: the next step's code signs in, once.
    const next = currentTotpCode(secret, 'new.operator@touchline.test', now + 30_000);
    const first = await login('new.operator@touchline.test', password, next);
    expect(first.statusCode).toBe(200);
    const session = first.json().accessToken as string;
    expect((await t.app.inject({ method: 'GET', url: '/admin/auth/me', headers: bearer(session) })).json().email).toBe('new.operator@touchline.test');
    const reused = await login('new.operator@touchline.test', password, next);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe('The e-mail address, password or code is not right.');
    const wrong = await login('new.operator@touchline.test', password, next === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(401);
    const wrongPassword = await login('new.operator@touchline.test', 'not-the-password', currentTotpCode(secret, 'new.operator@touchline.test', now + 60_000));
    expect(wrongPassword.statusCode).toBe(401);

    const out = await t.app.inject({ method: 'POST', url: '/admin/auth/logout', headers: bearer(session) });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/admin/rest/clubs', headers: bearer(session) })).statusCode).toBe(401);
  });

  it('refuses a weak password or a wrong code at set-up, and changes nothing', async () => {
    const { link } = await operatorCreate(t.db, t.app.config, 'careful@touchline.test');
    const token = new URL(link).searchParams.get('token')!;
    const weak = await t.app.inject({ method: 'POST', url: '/admin/auth/setup', payload: { token, password: 'password1', code: '123456' } });
    expect(weak.statusCode).toBe(400);
    // The sentence a person can act on, and its key for the console's language (not the bare key).
    expect(weak.json()).toMatchObject({ messageKey: 'passwordTooCommon', message: englishMessage('passwordTooCommon') });
    const wrongCode = await t.app.inject({ method: 'POST', url: '/admin/auth/setup', payload: { token, password: 'Quiet-Harbour-Lantern-42', code: 'abcdef' } });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().message).toBe('That code is not right. Enter the 6-digit code your authenticator app shows now.');
    expect((await t.app.inject({ method: 'GET', url: `/admin/auth/setup?token=${encodeURIComponent(token)}` })).statusCode).toBe(200);
  });

  it('is rate-limited like the other sign-ins (429 after too many failures), and the lock-out is in the audit log', async () => {
    const attempts = [];
    for (let i = 0; i < 5; i++) attempts.push((await login(operator.email, 'wrong-password', '123456')).statusCode);
    expect(attempts).toEqual([401, 401, 401, 429, 429]);
    const right = await login(operator.email, operator.password, currentTotpCode(operator.secret, operator.email));
    expect(right.statusCode).toBe(429);
    const audit = (await list('audit', { filter: { action: 'operator.signInBlocked' } })).json();
    expect(audit[0]).toMatchObject({ actorKind: 'anonymous', actorEmail: operator.email, ip: '127.0.0.1' });
  });
});

describe("the operators' and the clubs' sessions", () => {
  const restCalls = ['/admin/rest/clubs', '/admin/rest/people', '/admin/rest/invitations', '/admin/rest/mail', '/admin/rest/audit', '/admin/auth/me'];

  it('answer 401 on every /admin/rest call without an operator token, or with a manager\'s token', async () => {
    for (const url of restCalls) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await t.app.inject({ method: 'GET', url, headers: bearer(managerToken) })).statusCode, url).toBe(401);
    }
    const person = (await list('people', { range: [0, 0] })).json()[0];
    for (const action of ['resendInvitation', 'endSessions', 'unblock']) {
      const response = await t.app.inject({ method: 'POST', url: `/admin/rest/people/${person.id}/${action}`, headers: bearer(managerToken) });
      expect(response.statusCode, action).toBe(401);
    }
  });

  it("an operator's token opens no club's calls", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/Dashboard/GetGettingStarted', headers: operator.headers });
    expect(response.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/Account/AuthenticateWithBearerToken', headers: operator.headers })).statusCode).toBe(401);
  });
});

describe('the simple-REST conventions', () => {
  it('pages, sorts and counts people across clubs (Content-Range), in SQL', async () => {
    const total = await t.db.selectFrom('people').select((eb) => eb.fn.countAll<number>().as('n')).where('removed_at', 'is', null).executeTakeFirstOrThrow();
    const page = await list('people', { sort: ['lastName', 'ASC'], range: [0, 4] });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-range']).toBe(`people 0-4/${Number(total.n)}`);
    expect(page.headers['access-control-expose-headers']).toBe('Content-Range');
    const names = page.json().map((p: { lastName: string }) => p.lastName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const descending = (await list('people', { sort: ['lastName', 'DESC'], range: [0, 0] })).json()[0].lastName;
    expect(descending >= names.at(-1)).toBe(true);
    const second = await list('people', { sort: ['lastName', 'ASC'], range: [5, 9] });
    expect(second.headers['content-range']).toBe(`people 5-9/${Number(total.n)}`);
    expect(second.json().map((p: { id: string }) => p.id)).not.toContain(page.json()[0].id);
  });

  it('filters by field, by an id array (getMany) and by q (name or e-mail)', async () => {
    const inB = await t.db.selectFrom('people').select('id').where('club_id', '=', clubB.clubId).where('removed_at', 'is', null).execute();
    const ofB = await list('people', { filter: { clubId: clubB.clubId }, range: [0, 99] });
    expect(ofB.json().map((p: { id: string }) => p.id).sort()).toEqual(inB.map((p) => p.id).sort());
    expect(ofB.json().every((p: { clubId: string; clubName: string }) => p.clubId === clubB.clubId && p.clubName === 'FC Elsewhere')).toBe(true);
    const two = ofB.json().slice(0, 2).map((p: { id: string }) => p.id);
    const many = await list('people', { filter: { id: [...two, 'not-an-id'] } });
    expect(many.json().map((p: { id: string }) => p.id).sort()).toEqual([...two].sort());
    const byEmail = await list('people', { filter: { q: 'BOSS@elsewhere' } });
    expect(byEmail.json()).toMatchObject([{ email: 'boss@elsewhere.club', role: 'Manager', clubId: clubB.clubId }]);
    expect(byEmail.headers['content-range']).toBe('people 0-0/1');
    const nobody = await list('people', { filter: { q: 'no such person anywhere' } });
    expect(nobody.json()).toEqual([]);
    expect(nobody.headers['content-range']).toBe('people */0');
  });

  it('lists clubs with their counts, and getOne answers one club', async () => {
    const clubs = (await list('clubs', { sort: ['name', 'ASC'] })).json();
    expect(clubs.map((c: { name: string }) => c.name)).toEqual(['FC Elsewhere', 'VV Zuiderpark']);
    const inB = await t.db.selectFrom('people').select('id').where('club_id', '=', clubB.clubId).where('removed_at', 'is', null).execute();
    expect(clubs[0]).toMatchObject({ id: clubB.clubId, teams: 1, people: inB.length });
    const one = await asOperator(`/admin/rest/clubs/${clubA.clubId}`);
    expect(one.json()).toMatchObject({ id: clubA.clubId, name: 'VV Zuiderpark', teams: 2 });
    expect((await asOperator('/admin/rest/clubs/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await asOperator('/admin/rest/clubs/not-an-id')).statusCode).toBe(404);
  });

  it('refuses a sort or filter the resource does not have, or a bad range, with a sentence (400)', async () => {
    const badSort = await list('people', { sort: ['password', 'ASC'] });
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().message).toContain("people cannot be sorted by 'password'");
    expect((await list('people', { range: [5, 2] })).statusCode).toBe(400);
    expect((await list('people', { range: [0, 5000] })).statusCode).toBe(400);
    expect((await list('people', { filter: { secret: 1 } })).statusCode).toBe(400);
    expect((await asOperator('/admin/rest/people?sort=not-json')).statusCode).toBe(400);
  });

  it('creates a club with its first manager as club:create does, and edits its name', async () => {
    const created = await asOperator('/admin/rest/clubs', 'POST', {
      name: 'SV Nieuw', country: 'nl', managerEmail: 'eva@svnieuw.nl', managerFirstName: 'Eva', managerLastName: 'Bakker',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ name: 'SV Nieuw', country: 'NL', language: 'nl', people: 1 });
    const invitation = (await list('invitations', { filter: { q: 'eva@svnieuw.nl' } })).json();
    expect(invitation).toMatchObject([{ clubId: created.json().id, role: 'Manager', state: 'open', delivery: 'sent' }]);
    const edited = await asOperator(`/admin/rest/clubs/${created.json().id}`, 'PUT', { ...created.json(), name: 'SV Nieuw 1925', language: 'en' });
    expect(edited.json()).toMatchObject({ name: 'SV Nieuw 1925', language: 'en' });
    const refused = await asOperator(`/admin/rest/clubs/${created.json().id}`, 'PUT', { name: ' ', country: 'NL', language: 'nl' });
    expect(refused.statusCode).toBe(409);
    const again = await asOperator('/admin/rest/clubs', 'POST', { name: 'Twice', country: 'Holland', managerEmail: 'x@y.nl', managerFirstName: 'X', managerLastName: 'Y' });
    expect(again.statusCode).toBe(409);
    expect((await list('clubs', { filter: { q: 'Twice' } })).json()).toEqual([]);
  });
});

describe('the actions and the audit log', () => {
  it('resends an invitation, which the audit log shows with who, what and from where', async () => {
    const [invited] = (await list('invitations', { filter: { clubId: clubA.clubId }, range: [0, 0] })).json();
    const before = await t.db.selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const resent = await asOperator(`/admin/rest/people/${invited.id}/resendInvitation`, 'POST');
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({
      id: invited.id, message: `The invitation was sent again to ${invited.email}.`,
      messageKey: 'consoleInvitationResent', messageValues: { email: invited.email },
    });
    const after = await t.db.selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + 1);
    const [entry] = (await list('audit', { filter: { action: 'person.resendInvitation' } })).json();
    expect(entry).toMatchObject({ actorKind: 'operator', actorEmail: operator.email, clubId: clubA.clubId, targetId: invited.id, ip: '127.0.0.1' });
    // An active person has nothing to resend.
    const [active] = (await list('people', { filter: { status: 'active', clubId: clubA.clubId }, range: [0, 0] })).json();
    expect((await asOperator(`/admin/rest/people/${active.id}/resendInvitation`, 'POST')).statusCode).toBe(409);
  });

  it("ends a person's sessions and unblocks their failed sign-ins", async () => {
    const [manager] = (await list('people', { filter: { email: DEMO_MANAGER.email } })).json();
    const token = await signIn(t.app, DEMO_MANAGER.email, DEMO_MANAGER.password);
    const ended = await asOperator(`/admin/rest/people/${manager.id}/endSessions`, 'POST');
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({
      id: manager.id, message: `Every session of ${DEMO_MANAGER.email} has ended.`,
      messageKey: 'consoleSessionsEnded', messageValues: { email: DEMO_MANAGER.email },
    });
    expect((await t.app.inject({ method: 'POST', url: '/Account/AuthenticateWithBearerToken', headers: bearer(token) })).statusCode).toBe(401);

    for (let i = 0; i < 2; i++) await t.app.inject({ method: 'POST', url: '/Account/Login', payload: { userName: DEMO_MANAGER.email, password: 'wrong', rememberLogin: false } });
    expect((await asOperator(`/admin/rest/people/${manager.id}`)).json().failedSignIns).toBe(2);
    const unblocked = await asOperator(`/admin/rest/people/${manager.id}/unblock`, 'POST');
    expect(unblocked.statusCode).toBe(200);
    expect(unblocked.json()).toMatchObject({ message: `${DEMO_MANAGER.email} may sign in again.`, messageKey: 'consoleUnblocked', messageValues: { email: DEMO_MANAGER.email } });
    expect((await asOperator(`/admin/rest/people/${manager.id}`)).json().failedSignIns).toBe(0);
    const actions = (await list('audit', { filter: { targetId: manager.id } })).json().map((e: { action: string }) => e.action);
    // The operator's reads of the record are there too (issue 41).
    expect(actions.filter((action: string) => action !== 'person.read')).toEqual(['person.unblock', 'person.endSessions']);
    expect(actions.filter((action: string) => action === 'person.read')).toHaveLength(2);
  });

  it('lists the outbox and resends an e-mail', async () => {
    // An e-mail without an activation or reset link (a reminder, say) is sent again as it was written.
    await t.db.insertInto('outbox').values({ recipient: 'kept@demo.club', subject: 'A kept reminder', html: '<p>Reminder</p>', text: 'Reminder' }).execute();
    const mail = await list('mail', { sort: ['createdAt', 'DESC'], range: [0, 0], filter: { q: 'kept reminder' } });
    expect(mail.headers['content-range']).toMatch(/^mail 0-0\/\d+$/);
    const [newest] = mail.json();
    expect(newest.link).toBeNull();
    expect(newest.delivery).toBe('kept');
    const resent = await asOperator(`/admin/rest/mail/${newest.id}/resend`, 'POST');
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({
      message: `The e-mail was sent again to ${newest.recipient}.`, messageKey: 'consoleMailResent', messageValues: { recipient: newest.recipient },
    });
    expect((await list('mail', { filter: { recipient: newest.recipient } })).json().length).toBeGreaterThanOrEqual(2);
  });

  it('shows that an e-mail carried an activation or reset link, never the link, and its resend sends the person a new one (issue 41)', async () => {
    const manager = bearer(await signIn(t.app, DEMO_MANAGER.email, DEMO_MANAGER.password));
    const invited = await t.app.inject({
      method: 'POST', url: '/Account/RegisterUser', headers: manager,
      payload: { email: 'link.person@demo.club', role: 'Trainer', firstName: 'Lina', lastName: 'Link', phoneNumber: null, teamId: null },
    });
    expect(invited.json().isSucceeded).toBe(true);
    const [trainer] = (await list('people', { filter: { status: 'active', role: 'Trainer', clubId: clubA.clubId }, range: [0, 0] })).json();
    expect((await t.app.inject({ method: 'POST', url: '/Account/ResetPassword', query: { email: trainer.email } })).statusCode).toBe(200);
    const kept = async (recipient: string) => {
      for (let tries = 0; tries < 200; tries++) {
        const rows = await t.db.selectFrom('outbox').select(['id', 'text']).where('recipient', '=', recipient).orderBy('created_at', 'desc').execute();
        if (rows.length > 0) return rows;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no e-mail to ${recipient}`);
    };
    const [invitation] = await kept('link.person@demo.club');
    const [reset] = await kept(trainer.email);
    expect(invitation!.text).toMatch(/[?&]activatetoken=/);
    expect(reset!.text).toMatch(/[?&]resetactivatetoken=/);

    for (const [row, kind, words] of [[invitation!, 'activation', '[activation link — resend to issue a new one]'], [reset!, 'reset', '[password reset link — resend to issue a new one]']] as const) {
      const listed = (await list('mail', { filter: { id: [row.id] } })).json();
      const one = (await asOperator(`/admin/rest/mail/${row.id}`)).json();
      for (const shown of [listed[0], one]) {
        expect(shown).toMatchObject({ id: row.id, link: kind });
        expect(shown.text).toContain(words);
        expect(shown.text).not.toMatch(/activatetoken|resetactivatetoken|tokenconfirmation|tokenvalidation/);
      }
    }
    // No list of the mail gives a link away, whatever its page.
    const everything = (await list('mail', { range: [0, 999] })).json();
    expect(everything.filter((m: { text: string }) => /activatetoken=|\/unsubscribe\?token=/.test(m.text))).toEqual([]);

    const tokenOf = (text: string, parameter: string) => new URL(/https?:\/\/\S+/.exec(text.split('\n').find((line) => line.includes(`${parameter}=`))!)![0]).searchParams.get(parameter)!;
    const oldActivation = tokenOf(invitation!.text, 'activatetoken');
    const resentInvitation = await asOperator(`/admin/rest/mail/${invitation!.id}/resend`, 'POST');
    expect(resentInvitation.statusCode, resentInvitation.body).toBe(200);
    expect(resentInvitation.json()).toMatchObject({ messageKey: 'consoleInvitationResent', messageValues: { email: 'link.person@demo.club' } });
    const [newInvitation] = await kept('link.person@demo.club');
    expect(newInvitation!.id).not.toBe(invitation!.id);
    expect(tokenOf(newInvitation!.text, 'activatetoken')).not.toBe(oldActivation);
    // The link sent before stops working, as with the club's own 'Invite again'.
    const old = await t.db.selectFrom('account_tokens').select('voided_at').where('token_hash', '=', hashToken(oldActivation)).executeTakeFirstOrThrow();
    expect(old.voided_at).not.toBeNull();

    const resentReset = await asOperator(`/admin/rest/mail/${reset!.id}/resend`, 'POST');
    expect(resentReset.statusCode, resentReset.body).toBe(200);
    expect(resentReset.json()).toMatchObject({
      message: `A new password reset link was sent to ${trainer.email}.`, messageKey: 'consolePasswordResetResent', messageValues: { email: trainer.email },
    });
    const [newReset] = await kept(trainer.email);
    expect(tokenOf(newReset!.text, 'resetactivatetoken')).not.toBe(tokenOf(reset!.text, 'resetactivatetoken'));
    const [entry] = (await list('audit', { filter: { action: 'mail.resend', targetId: reset!.id } })).json();
    expect(JSON.parse(entry.details)).toMatchObject({ link: 'reset', personId: trainer.id, delivered: true });
  });

  it("writes every read of the mail and of a person's record to the audit log: who, what, which (issue 41)", async () => {
    const [mail] = (await list('mail', { range: [0, 1] })).json();
    await asOperator(`/admin/rest/mail/${mail.id}`);
    const [person] = (await list('people', { filter: { clubId: clubB.clubId }, range: [0, 2] })).json();
    await asOperator(`/admin/rest/people/${person.id}`);
    const entries = (await list('audit', { sort: ['at', 'DESC'], range: [0, 9], filter: { actorKind: 'operator' } })).json();
    const of = (action: string) => entries.filter((entry: { action: string }) => entry.action === action);
    expect(of('mail.read')[0]).toMatchObject({ actorEmail: operator.email, targetKind: 'mail', targetId: mail.id, ip: '127.0.0.1' });
    expect(of('person.read')[0]).toMatchObject({ actorEmail: operator.email, targetKind: 'person', targetId: person.id, clubId: clubB.clubId });
    expect(JSON.parse(of('mail.list')[0].details)).toMatchObject({ range: [0, 1], shown: expect.arrayContaining([mail.id]) });
    expect(JSON.parse(of('person.list')[0].details)).toMatchObject({ filter: { clubId: clubB.clubId }, shown: expect.arrayContaining([person.id]) });
    // The clubs, the invitations, the imports and the audit log itself are read without a line of their own.
    await list('clubs');
    const after = (await list('audit', { sort: ['at', 'DESC'], range: [0, 0], filter: { actorKind: 'operator' } })).json();
    expect(after[0].action).toBe('person.read');
  });

  it('records the clubs\' sensitive actions, and no call changes the audit log', async () => {
    const invite = await t.app.inject({
      method: 'POST', url: '/Account/RegisterUser', headers: bearer(await signIn(t.app, DEMO_MANAGER.email, DEMO_MANAGER.password)),
      payload: { email: 'new.trainer@demo.club', role: 'Trainer', firstName: 'Nina', lastName: 'Trainer', phoneNumber: null, teamId: null },
    });
    expect(invite.json().isSucceeded).toBe(true);
    const [entry] = (await list('audit', { filter: { action: 'person.invite' } })).json();
    expect(entry).toMatchObject({ actorKind: 'person', clubId: clubA.clubId, targetId: invite.json().id });
    for (const method of ['PUT', 'DELETE', 'POST'] as const) {
      const response = await asOperator(`/admin/rest/audit${method === 'POST' ? '' : `/${entry.id}`}`, method, method === 'DELETE' ? undefined : { action: 'x' });
      expect(response.statusCode, method).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, method).toBeLessThan(500);
    }
    await expect(t.db.updateTable('audit').set({ action: 'changed' }).execute()).rejects.toThrow(/append-only/);
    await expect(t.db.deleteFrom('audit').execute()).rejects.toThrow(/append-only/);
  });

  it("records a manager's moves of players and changes of guardians, with who, what and on whom", async () => {
    const manager = bearer(await signIn(t.app, DEMO_MANAGER.email, DEMO_MANAGER.password));
    const call = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: manager, payload });
    const [player] = await t.db.selectFrom('people').select('id').where('club_id', '=', clubA.clubId).where('role', '=', 'Player').where('removed_at', 'is', null).limit(1).execute();
    const [team] = await t.db.selectFrom('teams').select('id').where('club_id', '=', clubA.clubId).orderBy('name', 'desc').limit(1).execute();
    expect((await call('/api/Team/MovePlayers', { teamId: team!.id, userIds: [player!.id] })).statusCode).toBe(200);
    const added = await call('/api/Player/AddGuardian', { userId: player!.id, firstName: 'Gerda', lastName: 'Guard', email: 'gerda.guard@home.test' });
    expect(added.statusCode, added.body).toBe(200);
    expect((await call('/api/Player/RemoveGuardian', { userId: player!.id, guardianId: added.json().guardian.guardianId })).statusCode).toBe(200);
    // A refused move is not recorded: nothing happened.
    expect((await call('/api/Team/MovePlayers', { teamId: clubB.clubId, userIds: [player!.id] })).statusCode).toBe(404);

    const entries = (await list('audit', { filter: { targetId: player!.id }, sort: ['at', 'ASC'] })).json();
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual(['guardian.add', 'guardian.remove']);
    expect(entries[0]).toMatchObject({ actorKind: 'person', clubId: clubA.clubId, ip: '127.0.0.1' });
    const moves = (await list('audit', { filter: { action: 'team.movePlayers' } })).json();
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ targetId: team!.id, clubId: clubA.clubId });
    expect(JSON.parse(moves[0].details)).toEqual({ playerIds: [player!.id] });
  });
});
