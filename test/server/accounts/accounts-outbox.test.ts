import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, bearer, signIn, type TestApp } from '../testApp.js';
import { DEMO_MANAGER, generateClub, type GeneratedClub } from '../../../server/seed/demoClub.js';
import { createMailer } from '../../../server/services/mail/index.js';
import { onboardClub } from '../../../server/services/onboarding.js';

/** Without SMTP_URL: the outbox and its /dev/outbox page, the checkout URL, and onboarding a club. */
let t: TestApp;
let demo: GeneratedClub;
let manager: string;
const CHECKOUT = 'https://pay.touchline.example/checkout';
const config = { appUrl: 'http://localhost:4321', invitationLifetimeMs: 7 * 24 * 3600_000 };

beforeAll(async () => {
  t = await createTestApp({ smtpUrl: undefined, appUrl: config.appUrl, checkoutUrl: CHECKOUT });
  demo = await generateClub(t.db, { size: { teams: 2, trainers: 2, players: 6 } });
  manager = await signIn(t.app, DEMO_MANAGER.email, DEMO_MANAGER.password);
});
afterAll(() => t?.close());

const linkOf = (html: string) => {
  const match = /href="(http:\/\/localhost:4321\/account\/tokenconfirmation\?[^"]+)"/.exec(html);
  if (!match) throw new Error(`no activation link in ${html}`);
  return new URL(match[1]!.replace(/&amp;/g, '&'));
};

describe('the outbox (no SMTP server configured)', () => {
  it('keeps the invitation and shows it at /dev/outbox with a link that works', async () => {
    const email = 'outbox.trainer@demo.club';
    const response = await t.app.inject({
      method: 'POST', url: '/Account/RegisterUser', headers: bearer(manager),
      payload: { email, role: 'Trainer', firstName: 'Bram', lastName: 'Smit', phoneNumber: '', profilePicture: 'file.png', photo: '', teamId: '' },
    });
    expect(response.json()).toMatchObject({ isSucceeded: true, emailSent: true });

    const list = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.body).toContain(email);
    expect(list.body).toContain('Your invitation to VV Zuiderpark on Touchline');
    const id = /href="\/dev\/outbox\/([0-9a-f-]{36})"/.exec(list.body)![1];

    const message = await t.app.inject({ method: 'GET', url: `/dev/outbox/${id}` });
    expect(message.statusCode).toBe(200);
    expect(message.body).toContain('Anouk Vermeulen has invited you to VV Zuiderpark on Touchline, as trainer.');
    const link = linkOf(message.body);
    expect(link.searchParams.get('email')).toBe(email);

    // With CHECKOUT_URL set, a valid activation link leads there; a reset link never does.
    const check = await t.app.inject({ method: 'GET', url: '/Account/TokenConfirmation', query: { email, activatetoken: link.searchParams.get('activatetoken')! } });
    expect(check.json()).toEqual({ invitationValid: true, checkoutUrl: CHECKOUT, item2: ['Trainer'] });
    const invalid = await t.app.inject({ method: 'GET', url: '/Account/TokenConfirmation', query: { email, activatetoken: 'nope' } });
    expect(invalid.json()).toEqual({ invitationValid: false, checkoutUrl: null, item2: [] });
  });

  it('answers an unknown message with 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox/6f1c3c4e-2d55-4a53-9d0b-0c3a4b8e2f10' })).statusCode).toBe(404);
  });

  it('keeps reset e-mails too', async () => {
    const trainer = await t.db.selectFrom('people').innerJoin('accounts', 'accounts.id', 'people.account_id').select('accounts.email').$narrowType<{ email: string }>().where('club_id', '=', demo.clubId).where('role', '=', 'Trainer').where('status', '=', 'active').executeTakeFirstOrThrow();
    expect((await t.app.inject({ method: 'POST', url: '/Account/ResetPassword', query: { email: trainer.email } })).statusCode).toBe(200);
    let row;
    for (let tries = 0; tries < 50 && !row; tries++) {
      row = await t.db.selectFrom('outbox').selectAll().where('recipient', '=', trainer.email).executeTakeFirst();
      if (!row) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(row!.subject).toBe('Reset your Touchline password');
    expect(row!.text).toMatch(/http:\/\/localhost:4321\/tokenvalidation\?resetactivatetoken=[\w-]+&email=/);
  });
});

describe('onboarding a club (npm run club:create)', () => {
  const logged: { link?: string }[] = [];
  const mailer = () => createMailer({ smtpUrl: undefined, mailFrom: 'x@y.z' }, t.db, { info: (details) => logged.push(details), error: () => {} });

  it('creates the club with its default skills and invites its first manager in the club language', async () => {
    const result = await onboardClub(t.db, mailer(), config, {
      name: ' VV Oranje ', country: 'nl', managerEmail: 'anna@vvoranje.nl', firstName: 'Anna', lastName: 'de Vries',
    });
    expect(result.delivery).toEqual({ delivered: true });
    const club = await t.db.selectFrom('clubs').selectAll().where('id', '=', result.clubId).executeTakeFirstOrThrow();
    expect(club).toMatchObject({ name: 'VV Oranje', country: 'NL', language: 'nl' });
    const skills = await t.db.selectFrom('skills').select('id').where('club_id', '=', result.clubId).execute();
    expect(skills.length).toBeGreaterThan(0);
    const person = await t.db.selectFrom('people').selectAll().where('id', '=', result.managerId).executeTakeFirstOrThrow();
    expect(person).toMatchObject({ role: 'Manager', status: 'invited', invited_by: null, club_id: result.clubId });

    const mail = await t.db.selectFrom('outbox').selectAll().where('recipient', '=', 'anna@vvoranje.nl').executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Uitnodiging voor VV Oranje op Touchline');
    expect(mail.text).toContain('Je bent uitgenodigd als manager van VV Oranje op Touchline.');

    // Without SMTP the link is written to the log too, so the operator can pass it on.
    const link = linkOf(mail.html);
    expect(logged.map((details) => details.link)).toContain(link.toString());

    // The manager activates like anyone else and may sign in on the web.
    const token = link.searchParams.get('activatetoken')!;
    const setup = await t.app.inject({ method: 'POST', url: '/Account/SetupInitialPassword', payload: { token, password: 'Oranje-Boven-1' } });
    expect(setup.json().item2).toEqual(['Manager']);
    const login = await t.app.inject({ method: 'POST', url: '/Account/Login', payload: { userName: 'anna@vvoranje.nl', password: 'Oranje-Boven-1', rememberLogin: true } });
    expect(login.json()).toMatchObject({ role: 'Manager', termsAccepted: false });
  });

  it("makes a person who manages another club this one's manager too: they sign in with their own password", async () => {
    const { clubId, delivery } = await onboardClub(t.db, mailer(), config, { name: 'Tweede FC', country: 'NL', managerEmail: 'MANAGER@demo.club', firstName: 'Anouk', lastName: 'V' });
    expect(delivery.delivered).toBe(true);
    const [mail] = await t.db.selectFrom('outbox').select(['subject', 'text']).where('recipient', '=', 'manager@demo.club').orderBy('created_at', 'desc').limit(1).execute();
    expect(mail!.subject).toBe('Uitnodiging voor Tweede FC op Touchline');
    expect(mail!.text).toContain('Log in met je eigen wachtwoord om lid te worden van Tweede FC');
    expect(mail!.text).toContain(`${config.appUrl}/login`);
    expect(mail!.text).not.toContain('tokenconfirmation');

    const login = await t.app.inject({ method: 'POST', url: '/Account/Login', payload: { userName: DEMO_MANAGER.email, password: DEMO_MANAGER.password } });
    expect(login.statusCode).toBe(200);
    expect(login.json().clubs.map((club: { clubId: string; role: string }) => [club.clubId, club.role]).sort())
      .toEqual([[clubId, 'Manager'], [demo.clubId, 'Manager']].sort());
  });

  it('refuses bad input, creating nothing', async () => {
    const clubsBefore = (await t.db.selectFrom('clubs').select('id').execute()).length;
    await expect(onboardClub(t.db, mailer(), config, { name: 'Bad FC', country: 'Netherlands', managerEmail: 'x@bad.fc', firstName: 'A', lastName: 'B' }))
      .rejects.toThrow('--country must be a two-letter country code, e.g. NL.');
    await expect(onboardClub(t.db, mailer(), config, { name: 'Bad FC', country: 'GB', managerEmail: 'not-an-address', firstName: '', lastName: 'B' }))
      .rejects.toThrow("The first name is required. 'not-an-address' is not a valid e-mail address.");
    expect((await t.db.selectFrom('clubs').select('id').execute()).length).toBe(clubsBefore);
  });
});
