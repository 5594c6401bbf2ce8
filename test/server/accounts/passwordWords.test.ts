import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../testApp.js';
import { DEMO_MANAGER, generateClub, type GeneratedClub } from '../../../server/seed/demoClub.js';
import { createOperator } from '../../../server/services/operators.js';
import { SERVER_MESSAGES, englishMessage } from '../../../contract/serverMessages.js';
import nl from '../../../src/i18n/nl.js';

/**
 * Issue 41: the passwords a Dutch club would guess are refused wherever a password is chosen (an
 * invitation's set-up, a reset, an operator's set-up), saying why in both languages; the link stays
 * usable for a better one. The person's own name, address and club are refused at a reset too.
 */
let t: TestApp;
let demo: GeneratedClub;
let manager: string;

const GUESSED = ['Wachtwoord2026', 'Welkom2026', 'Voetbal123', 'voetbal123', 'Zomer2026!', 'Ajax2026!', 'Trainer123'];
/** The refusal's sentences: the server's English, and the Dutch the web app (and the console) show for its key. */
const ENGLISH: string | undefined = (SERVER_MESSAGES as Record<string, string>).passwordClubWords;
const DUTCH: string | undefined = (nl.serverErrors as Record<string, string>).passwordClubWords;

beforeAll(async () => {
  t = await createTestApp({ smtpUrl: undefined, appUrl: 'http://localhost:4321' });
  demo = await generateClub(t.db, { size: { teams: 2, trainers: 2, players: 6 } });
  manager = await signIn(t.app, DEMO_MANAGER.email, DEMO_MANAGER.password);
});
afterAll(() => t?.close());

/** The token of the latest e-mail to this address with a link of this kind, once it is in the outbox. */
async function tokenMailedTo(email: string, parameter: 'activatetoken' | 'resetactivatetoken'): Promise<string> {
  for (let tries = 0; tries < 100; tries++) {
    const rows = await t.db.selectFrom('outbox').select('text').where('recipient', '=', email).orderBy('created_at', 'desc').execute();
    const token = rows.map((row) => new RegExp(`${parameter}=([\\w-]+)`).exec(row.text)?.[1]).find(Boolean);
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${parameter} mailed to ${email}`);
}

const choose = (url: string, token: string, password: string) => t.app.inject({ method: 'POST', url, payload: { token, password } });

/** Every guessed password refused with the club-words reason, in English from the server and in Dutch in the web app's words. */
async function expectGuessedRefused(tryPassword: (password: string) => Promise<{ statusCode: number; json: () => Record<string, unknown> }>) {
  for (const password of GUESSED) {
    const answer = await tryPassword(password);
    expect(answer.statusCode, password).toBe(400);
    expect(answer.json(), password).toMatchObject({ messageKey: 'passwordClubWords', message: ENGLISH ?? 'passwordClubWords in SERVER_MESSAGES' });
  }
}

describe('the words a football club guesses first', () => {
  it('says why in English and in Dutch', () => {
    expect(ENGLISH).toMatch(/^This password is built from words anyone at a football club tries first/);
    expect(DUTCH).toMatch(/^Dit wachtwoord is gemaakt van woorden die bij een voetbalclub iedereen als eerste probeert/);
  });

  it('are refused when an invited person chooses their first password; the link stays usable', async () => {
    const email = 'kees.trainer@demo.club';
    const invited = await t.app.inject({
      method: 'POST', url: '/Account/RegisterUser', headers: bearer(manager),
      payload: { email, role: 'Trainer', firstName: 'Kees', lastName: 'Brouwer', phoneNumber: '', profilePicture: '', photo: '', teamId: '' },
    });
    expect(invited.json()).toMatchObject({ isSucceeded: true });
    const token = await tokenMailedTo(email, 'activatetoken');

    await expectGuessedRefused((password) => choose('/Account/SetupInitialPassword', token, password));
    const person = await t.db.selectFrom('people').innerJoin('accounts', 'accounts.id', 'people.account_id').select('people.status').where('accounts.email', '=', email).executeTakeFirstOrThrow();
    expect(person.status).toBe('invited');
    // The demo club's members' password (README) is still a good one.
    const chosen = await choose('/Account/SetupInitialPassword', token, 'Demo-Member-1');
    expect(chosen.statusCode, chosen.body).toBe(200);
  });

  it('are refused at a reset, and so are the person\'s own name and club; the link stays usable', async () => {
    const trainer = await t.db.selectFrom('people').innerJoin('accounts', 'accounts.id', 'people.account_id')
      .select(['accounts.email', 'people.first_name']).$narrowType<{ email: string }>().where('club_id', '=', demo.clubId).where('role', '=', 'Trainer')
      .where('status', '=', 'active').orderBy('accounts.email').executeTakeFirstOrThrow();
    expect((await t.app.inject({ method: 'POST', url: '/Account/ResetPassword', query: { email: trainer.email } })).statusCode).toBe(200);
    const token = await tokenMailedTo(trainer.email, 'resetactivatetoken');

    await expectGuessedRefused((password) => choose('/Account/SetupResetPassword', token, password));
    for (const own of [`${trainer.first_name}2026!`, 'Zuiderpark2026']) {
      const answer = await choose('/Account/SetupResetPassword', token, own);
      expect(answer.statusCode, own).toBe(400);
      expect(answer.json(), own).toMatchObject({ messageKey: 'passwordPersonal', message: englishMessage('passwordPersonal') });
    }
    const chosen = await choose('/Account/SetupResetPassword', token, 'Herfstblad-Kikker-Lamp');
    expect(chosen.statusCode, chosen.body).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/Account/Login', payload: { userName: trainer.email, password: 'Herfstblad-Kikker-Lamp', rememberLogin: true } });
    expect(login.statusCode).toBe(200);
  });

  it("are refused at an operator's set-up of the console", async () => {
    const { link } = await createOperator(t.db, t.app.config, 'keeper.of.the.console@touchline.test');
    const token = new URL(link).searchParams.get('token')!;
    await expectGuessedRefused((password) => t.app.inject({ method: 'POST', url: '/admin/auth/setup', payload: { token, password, code: '123456' } }));
    // Still the set-up's link: refusing the password used nothing up.
    expect((await t.app.inject({ method: 'GET', url: `/admin/auth/setup?token=${encodeURIComponent(token)}` })).statusCode).toBe(200);
  });
});
