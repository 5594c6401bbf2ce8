import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, bearer, signIn, getAs, type TestApp } from '../testApp.js';
import { linkIn, startInbox, type Inbox } from '../accountsInbox.js';
import { DEMO_MANAGER, DEMO_MEMBER_PASSWORD, generateClub, type GeneratedClub } from '../../../server/seed/demoClub.js';
import { issueAccountToken } from '../../../server/repositories/accounts/tokens.js';

/** Password recovery through a real SMTP delivery, rate limits, and the terms and privacy. */
let t: TestApp;
let inbox: Inbox;
let demo: GeneratedClub;
const LIMITS = { windowMs: 15 * 60_000, loginPerAccount: 3, loginPerAddress: 8, resetPerAccount: 2, resetPerAddress: 6 };

beforeAll(async () => {
  inbox = await startInbox();
  t = await createTestApp({ smtpUrl: inbox.url, appUrl: 'https://touchline.example', rateLimits: LIMITS });
  demo = await generateClub(t.db, { size: { teams: 2, trainers: 3, players: 8 } });
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

/** Each test uses its own client address, so the per-address counters do not mix between tests. */
let addressNo = 10;
const nextAddress = () => `10.0.0.${addressNo++}`;

const requestReset = (email: string, remoteAddress = '10.0.1.1') =>
  t.app.inject({ method: 'POST', url: '/Account/ResetPassword', query: { email }, remoteAddress });
const login = (userName: string, password: string, remoteAddress = '10.0.1.1') =>
  t.app.inject({ method: 'POST', url: '/Account/Login', payload: { userName, password, rememberLogin: true }, remoteAddress });
const validate = (email: string, resetactivatetoken: string) =>
  t.app.inject({ method: 'GET', url: '/Account/ResetPasswordTokenValidation', query: { email, resetactivatetoken } });
const setupReset = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/Account/SetupResetPassword', payload: { token, password } });

async function activePerson(role: 'Trainer' | 'Player', offset = 0) {
  return t.db.selectFrom('people').innerJoin('accounts', 'accounts.id', 'people.account_id').select(['people.id', 'accounts.email']).$narrowType<{ email: string }>().where('club_id', '=', demo.clubId).where('role', '=', role)
    .where('status', '=', 'active').orderBy('accounts.email').offset(offset).limit(1).executeTakeFirstOrThrow();
}

describe('password recovery (ResetPassword, ResetPasswordTokenValidation, SetupResetPassword)', () => {
  it('mails a reset link; the new password works, the old one and every open session do not', async () => {
    const trainer = await activePerson('Trainer');
    const oldSession = await signIn(t.app, trainer.email, DEMO_MEMBER_PASSWORD);
    const since = inbox.mails.length;

    const response = await requestReset(trainer.email.toUpperCase(), nextAddress());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isSucceeded: true, errorMessage: null });

    const mail = await inbox.next(trainer.email, since);
    expect(mail.subject).toBe('Reset your Touchline password');
    expect(mail.text).toContain('VV Zuiderpark');
    expect(mail.text).toContain('The link works for 1 hour, and only once.');
    const link = linkIn(mail, '/tokenvalidation');
    expect(link.origin).toBe('https://touchline.example');
    const token = link.searchParams.get('resetactivatetoken')!;
    expect(link.searchParams.get('email')).toBe(trainer.email);

    expect((await validate(trainer.email, token)).json()).toEqual({ invitationValid: true, checkoutUrl: null, item2: ['Trainer'] });
    const done = await setupReset(token, 'Recovered-Pass-1');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ isSucceeded: true, errorMessage: null, item2: ['Trainer'] });

    expect((await login(trainer.email, DEMO_MEMBER_PASSWORD, nextAddress())).statusCode).toBe(401);
    expect((await login(trainer.email, 'Recovered-Pass-1', nextAddress())).statusCode).toBe(200);
    // Signed out everywhere: the session from before the reset is revoked.
    expect((await t.app.inject({ method: 'POST', url: '/Account/AuthenticateWithBearerToken', headers: bearer(oldSession) })).statusCode).toBe(401);

    // Single use.
    expect((await validate(trainer.email, token)).json().invitationValid).toBe(false);
    const again = await setupReset(token, 'Recovered-Pass-2');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This password reset link is not valid or has expired. Ask for a new one with "Forgot your password?".');
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const since = inbox.mails.length;
    const unknown = await requestReset('nobody.here@demo.club', nextAddress());
    const known = await requestReset((await activePerson('Player')).email, nextAddress());
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    await inbox.next((await activePerson('Player')).email, since);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox.mails.slice(since).map((mail) => mail.to[0])).toEqual([(await activePerson('Player')).email]);
  });

  it('sends nothing to an invited person who has no password yet', async () => {
    const invited = await t.db.selectFrom('people').innerJoin('accounts', 'accounts.id', 'people.account_id').select('accounts.email').$narrowType<{ email: string }>().where('club_id', '=', demo.clubId).where('status', '=', 'invited').executeTakeFirstOrThrow();
    const since = inbox.mails.length;
    expect((await requestReset(invited.email, nextAddress())).json()).toEqual({ isSucceeded: true, errorMessage: null });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox.mails.slice(since)).toEqual([]);
  });

  it('voids the earlier link when a new one is asked for, refuses activation links, expired and garbage tokens', async () => {
    const player = await activePerson('Player', 1);
    let since = inbox.mails.length;
    await requestReset(player.email, nextAddress());
    const first = linkIn(await inbox.next(player.email, since), '/tokenvalidation').searchParams.get('resetactivatetoken')!;
    since = inbox.mails.length;
    await requestReset(player.email, nextAddress());
    const second = linkIn(await inbox.next(player.email, since), '/tokenvalidation').searchParams.get('resetactivatetoken')!;

    expect((await validate(player.email, first)).json().invitationValid).toBe(false);
    expect((await setupReset(first, 'Voided-Pass-1')).statusCode).toBe(400);
    expect((await validate(player.email, 'garbage')).json()).toEqual({ invitationValid: false, checkoutUrl: null, item2: [] });
    // A reset link is no activation link, and the other way round.
    expect((await t.app.inject({ method: 'GET', url: '/Account/TokenConfirmation', query: { email: player.email, activatetoken: second } })).json().invitationValid).toBe(false);
    expect((await t.app.inject({ method: 'POST', url: '/Account/SetupInitialPassword', payload: { token: second, password: 'Whatever-Pass-1' } })).statusCode).toBe(400);

    await t.db.updateTable('account_tokens').set({ expires_at: new Date(Date.now() - 1000) }).where('person_id', '=', player.id).where('kind', '=', 'reset').execute();
    expect((await validate(player.email, second)).json().invitationValid).toBe(false);
    expect((await setupReset(second, 'Expired-Pass-1')).statusCode).toBe(400);
    expect((await login(player.email, DEMO_MEMBER_PASSWORD, nextAddress())).statusCode).toBe(200);
  });

  it('leaves one live link when several are issued at once (a double click, two reset requests)', async () => {
    const player = await activePerson('Player', 5);
    await Promise.all(Array.from({ length: 6 }, () =>
      t.db.transaction().execute((trx) => issueAccountToken(trx, player.id, 'reset', LIMITS.windowMs))));
    const live = await t.db.selectFrom('account_tokens').select('id').where('person_id', '=', player.id).where('kind', '=', 'reset')
      .where('used_at', 'is', null).where('voided_at', 'is', null).execute();
    expect(live).toHaveLength(1);
  });

  it('asks for a plausible address', async () => {
    const empty = await requestReset('', nextAddress());
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Enter the e-mail address of your account.');
    const wrong = await requestReset('not-an-address', nextAddress());
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The email-address is not valid');
  });
});

describe('rate limits', () => {
  it('blocks an address that keeps failing on an account, with a clear message, until the window ends', async () => {
    const player = await activePerson('Player', 2);
    const guesser = nextAddress();
    for (let i = 0; i < LIMITS.loginPerAccount; i++) {
      expect((await login(player.email, 'wrong-password', guesser)).statusCode).toBe(401);
    }
    // From that address even the right password is refused now: it may have been guessed.
    const blocked = await login(player.email, DEMO_MEMBER_PASSWORD, guesser);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      accessToken: null, id: null, role: null,
      errorMessage: 'Too many failed sign-in attempts. Please wait 15 minutes and try again, or reset your password.',
    });
    // Other accounts are not affected.
    expect((await login(DEMO_MANAGER.email, DEMO_MANAGER.password, nextAddress())).statusCode).toBe(200);

    // Not forever: when the window has passed, the address may try again.
    await t.db.updateTable('rate_limits').set({ window_ends_at: new Date(Date.now() - 1000) }).where('key', 'like', 'login:account%').execute();
    expect((await login(player.email, DEMO_MEMBER_PASSWORD, guesser)).statusCode).toBe(200);
  });

  it('lets the person who knows the password sign in while others guess, from an address that has not been guessing', async () => {
    const player = await activePerson('Player', 5);
    const guessers = Array.from({ length: LIMITS.loginPerAccount * 2 }, nextAddress);
    // Guesses from many addresses: the account is over its limit after the first few ...
    for (const guesser of guessers) expect((await login(player.email, 'wrong-password', guesser)).statusCode).toBe(401);
    // ... so every address that has failed on it is refused, even with the right password,
    for (const guesser of guessers.slice(0, 3)) expect((await login(player.email, DEMO_MEMBER_PASSWORD, guesser)).statusCode).toBe(429);
    // but the real user, from their own address, still gets in.
    expect((await login(player.email, DEMO_MEMBER_PASSWORD, nextAddress())).statusCode).toBe(200);
    // Their sign-in does not wipe the guessers' failures: an address that had guessed stays refused,
    expect((await login(player.email, 'wrong-password', guessers[0])).statusCode).toBe(429);
    // and a new address gets one guess on the account, not more.
    const newcomer = nextAddress();
    expect((await login(player.email, 'wrong-password', newcomer)).statusCode).toBe(401);
    expect((await login(player.email, 'wrong-password', newcomer)).statusCode).toBe(429);
  });

  it('lets no more guesses through when they arrive all at once', async () => {
    const player = await activePerson('Player', 4);
    const address = nextAddress();
    const burst = await Promise.all(
      Array.from({ length: LIMITS.loginPerAccount * 2 }, () => login(player.email, 'wrong-password', address)),
    );
    const statuses = burst.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMITS.loginPerAccount);
    expect(statuses.filter((status) => status === 429)).toHaveLength(LIMITS.loginPerAccount);
  });

  it('does not count successful sign-ins against the client address', async () => {
    const address = nextAddress();
    for (let i = 0; i < LIMITS.loginPerAddress + 2; i++) {
      expect((await login(DEMO_MANAGER.email, DEMO_MANAGER.password, address)).statusCode).toBe(200);
    }
  });

  it("forgets a person's own failures once they sign in from that address", async () => {
    const player = await activePerson('Player', 3);
    const home = nextAddress();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < LIMITS.loginPerAccount - 1; i++) expect((await login(player.email, 'wrong-password', home)).statusCode).toBe(401);
      expect((await login(player.email, DEMO_MEMBER_PASSWORD, home)).statusCode).toBe(200);
    }
  });

  it('blocks one client address that tries many accounts', async () => {
    const address = nextAddress();
    for (let i = 0; i < LIMITS.loginPerAddress; i++) {
      expect((await login(`guess${i}@demo.club`, 'guess', address)).statusCode).toBe(401);
    }
    expect((await login(DEMO_MANAGER.email, DEMO_MANAGER.password, address)).statusCode).toBe(429);
    expect((await login(DEMO_MANAGER.email, DEMO_MANAGER.password, nextAddress())).statusCode).toBe(200);
  });

  it('limits reset requests per address the same way for known and unknown accounts', async () => {
    for (const email of [(await activePerson('Trainer', 1)).email, 'unknown.person@demo.club']) {
      for (let i = 0; i < LIMITS.resetPerAccount; i++) expect((await requestReset(email, nextAddress())).statusCode).toBe(200);
      const blocked = await requestReset(email, nextAddress());
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe('Too many password reset requests. Please wait 15 minutes and try again.');
    }
  });

  it('limits reset requests per client address', async () => {
    const address = nextAddress();
    for (let i = 0; i < LIMITS.resetPerAddress; i++) expect((await requestReset(`someone${i}@demo.club`, address)).statusCode).toBe(200);
    expect((await requestReset('someone.else@demo.club', address)).statusCode).toBe(429);
  });

  it('lets a password reset lift a sign-in block', async () => {
    const trainer = await activePerson('Trainer', 2);
    const home = nextAddress();
    for (let i = 0; i < LIMITS.loginPerAccount; i++) await login(trainer.email, 'wrong-password', home);
    expect((await login(trainer.email, DEMO_MEMBER_PASSWORD, home)).statusCode).toBe(429);
    const since = inbox.mails.length;
    await requestReset(trainer.email, nextAddress());
    const token = linkIn(await inbox.next(trainer.email, since), '/tokenvalidation').searchParams.get('resetactivatetoken')!;
    expect((await setupReset(token, 'Unlocked-Pass-1')).statusCode).toBe(200);
    // The new password works at once, from the address that was blocked too.
    expect((await login(trainer.email, 'Unlocked-Pass-1', home)).statusCode).toBe(200);
  });
});

describe('terms and privacy (GetTermsAndPrivacy, AcceptPolicy)', () => {
  it('serves the terms in force in English and Dutch, to anyone', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/api/user/GetTermsAndPrivacy' });
    expect(en.statusCode).toBe(200);
    expect(en.json().version).toBe('1.0');
    expect(en.json().description).toContain('Touchline keeps the names');
    const nl = await t.app.inject({ method: 'GET', url: '/api/user/GetTermsAndPrivacy?language=nl' });
    expect(nl.json()).toEqual({ version: '1.0', description: expect.stringContaining('Touchline bewaart de namen') });
    expect((await t.app.inject({ method: 'GET', url: '/api/user/GetTermsAndPrivacy?language=fr' })).statusCode).toBe(400);
  });

  it('tells at sign-in whether the terms in force are accepted, and records the acceptance per person and version', async () => {
    // The demo manager accepted them in the seed.
    const managerLogin = await login(DEMO_MANAGER.email, DEMO_MANAGER.password, nextAddress());
    expect(managerLogin.json().termsAccepted).toBe(true);

    const other = await t.db.selectFrom('people').innerJoin('accounts', 'accounts.id', 'people.account_id').select(['people.id', 'accounts.email']).$narrowType<{ email: string }>().where('club_id', '=', demo.clubId).where('role', '=', 'Manager')
      .where('status', '=', 'active').where('people.id', '!=', demo.managerId).executeTakeFirstOrThrow();
    const first = await login(other.email, DEMO_MEMBER_PASSWORD, nextAddress());
    expect(first.json().termsAccepted).toBe(false);
    const token = first.json().accessToken;
    expect((await t.app.inject({ method: 'POST', url: '/Account/AuthenticateWithBearerToken', headers: bearer(token) })).json().termsAccepted).toBe(false);

    const accept = await t.app.inject({ method: 'POST', url: '/api/user/AcceptPolicy', headers: bearer(token), payload: { userId: other.id } });
    expect(accept.statusCode).toBe(200);
    expect(accept.json()).toEqual({ isSucceeded: true, version: '1.0' });
    expect((await login(other.email, DEMO_MEMBER_PASSWORD, nextAddress())).json().termsAccepted).toBe(true);
    expect((await t.app.inject({ method: 'POST', url: '/Account/AuthenticateWithBearerToken', headers: bearer(token) })).json().termsAccepted).toBe(true);
    const rows = await t.db.selectFrom('terms_acceptances').select('person_id').where('person_id', '=', other.id).execute();
    expect(rows).toHaveLength(1);

    // A new version must be accepted again.
    await t.db.insertInto('terms_versions').values({ version: '2.0', description_en: 'New terms.', description_nl: 'Nieuwe voorwaarden.', published_at: new Date(Date.now() + 1000) }).execute();
    expect((await login(other.email, DEMO_MEMBER_PASSWORD, nextAddress())).json().termsAccepted).toBe(false);
    const stale = await t.app.inject({ method: 'POST', url: '/api/user/AcceptPolicy', headers: bearer(token), payload: { userId: other.id, version: '1.0' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('The terms and privacy have changed to version 2.0. Please read them again.');
    const current = await t.app.inject({ method: 'POST', url: '/api/user/AcceptPolicy', headers: bearer(token), payload: { userId: other.id, version: '2.0' } });
    expect(current.json()).toEqual({ isSucceeded: true, version: '2.0' });
    expect((await getAs(t.app, token, '/api/user/GetTermsAndPrivacy')).json().version).toBe('2.0');
  });

  it('accepts only for the signed-in person, and only with a token', async () => {
    const token = await signIn(t.app, DEMO_MANAGER.email, DEMO_MANAGER.password);
    const someoneElse = await activePerson('Trainer', 1);
    const response = await t.app.inject({ method: 'POST', url: '/api/user/AcceptPolicy', headers: bearer(token), payload: { userId: someoneElse.id } });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You can only accept the terms and privacy for your own account.');
    expect((await t.app.inject({ method: 'POST', url: '/api/user/AcceptPolicy', payload: { userId: demo.managerId } })).statusCode).toBe(401);
    expect(await t.db.selectFrom('terms_acceptances').select('person_id').where('person_id', '=', someoneElse.id).execute()).toEqual([]);
  });
});
