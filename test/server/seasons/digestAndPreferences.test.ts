import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrainerOverviewRow } from '../../../contract/people.js';
import { bearer, createTestApp, getAs, type TestApp } from '../testApp.js';
import { buildRoundMailClub, completeReport, mailsTo, type RoundMailClub } from '../roundMailClub.js';
import { accountFor } from '../../../server/repositories/accounts/accounts.js';

/**
 * The weekly digest, e-mail preferences and a manager's reminder sent now (issue 15). Round 1 is
 * due Sunday 1 November 2026 (roundMailClub.ts); the tests move the clock. Two clubs: Reminder FC
 * (English, Amsterdam) and Herinnering FC (Dutch), whose manager moves it to New York.
 */
let now = new Date('2026-10-28T10:00:00Z');
let t: TestApp;
let en: RoundMailClub;
let nl: RoundMailClub;

beforeAll(async () => {
  t = await createTestApp({ appUrl: 'https://touchline.test' }, () => now);
  en = await buildRoundMailClub(t.db);
  nl = await buildRoundMailClub(t.db, { language: 'nl', name: 'Herinnering FC' });
});
afterAll(() => t?.close());

const runAt = async (iso: string) => {
  now = new Date(iso);
  return t.app.scheduler.runOnce();
};
const post = (token: string, url: string, body: object) =>
  t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'content-type': 'application/json' }, payload: JSON.stringify(body) });
const unsubscribeTokenIn = (text: string) => new URL(/https:\/\/touchline\.test\/unsubscribe\?token=\S+/.exec(text)![0]).searchParams.get('token')!;

describe("the club's time zone", () => {
  it('starts as Europe/Amsterdam and takes another IANA name from the settings; anything else is refused, nothing changed', async () => {
    const details = async () => (await getAs(t.app, nl.token.Mia!, '/api/user/GetClubDetails')).json();
    expect((await details()).timeZone).toBe('Europe/Amsterdam');
    const update = (TimeZone: string) => post(nl.token.Mia!, '/api/user/UpdateClubDetails', { Id: nl.id.club, ClubName: 'Herinnering FC', Country: 'NL', LogoUrl: null, TimeZone });
    for (const wrong of ['CET+1', 'Mars/Olympus', 'GMT+2', '']) {
      const refused = await update(wrong);
      expect(refused.statusCode, wrong).toBe(400);
      expect(refused.json().message).toContain('choose one from the list, e.g. Europe/Amsterdam');
    }
    // The refusal carries its key, so the settings page says it in the page's language.
    expect((await update('Mars/Olympus')).json()).toMatchObject({ messageKey: 'timeZoneUnknown', messageValues: { timeZone: 'Mars/Olympus' } });
    expect((await details()).timeZone).toBe('Europe/Amsterdam');
    expect((await update('America/New_York')).statusCode).toBe(200);
    expect((await details()).timeZone).toBe('America/New_York');
  });
});

describe('the weekly digest', () => {
  it("goes to every manager on Monday at 08:00 in the club's time zone, once a week", async () => {
    // Someone of Reminder FC completes a report and a new trainer is activated during the week.
    await completeReport(t.db, en, 'Tom', 'Bob', 'Red', '2026-10-29T10:00:00Z');
    await t.db.insertInto('people').values({ club_id: en.id.club!, role: 'Trainer', status: 'active', account_id: accountFor('new@reminderfc.club', 'x'), first_name: 'Nia', last_name: 'New', activated_at: '2026-10-30T09:00:00Z' }).execute();

    await runAt('2026-11-02T06:59:00Z'); // 07:59 in Amsterdam (UTC+1)
    expect(await mailsTo(t.db, en.email('Mia'))).toEqual([]);
    await runAt('2026-11-02T07:00:00Z'); // 08:00 in Amsterdam
    await runAt('2026-11-02T12:00:00Z');
    const [digest, ...more] = await mailsTo(t.db, en.email('Mia'));
    expect(more).toEqual([]);
    expect(digest?.subject).toBe('Weekly digest of Reminder FC');
    // 3 pairs × 2 reports: Ann's and Bob's round 1 are in (2 of 6 = 33%), Bob's this week.
    expect(digest?.text).toContain('Season 2026/27: 33% of the reports are done. 1 report was completed this week.');
    expect(digest?.text).toContain('Players with all their reports: 0 of 3.');
    expect(digest?.text).toContain('Trainers with overdue reports\n- Tia Round: 1 report overdue');
    expect(digest?.text).not.toContain('Tom Round: ');
    expect(digest?.text).toContain('Activated this week\n- Nia New (trainer)');
    expect(digest?.html).toContain('<h2 style="margin:24px 0 8px;font-size:16px">Trainers with overdue reports</h2>');
    expect(digest?.text).toMatch(/No longer want this weekly digest\? Unsubscribe: https:\/\/touchline\.test\/unsubscribe\?token=/);
    // New York is still on Sunday night: Herinnering FC's manager has nothing yet.
    expect(await mailsTo(t.db, nl.email('Mia'))).toEqual([]);
  });

  it("goes in the club's language at 08:00 in its own time zone (New York: 13:00 UTC)", async () => {
    await runAt('2026-11-02T12:59:00Z');
    expect(await mailsTo(t.db, nl.email('Mia'))).toEqual([]);
    await runAt('2026-11-02T13:00:00Z');
    const [digest] = await mailsTo(t.db, nl.email('Mia'));
    expect(digest?.subject).toBe('Weekoverzicht van Herinnering FC');
    expect(digest?.text).toContain('Seizoen 2026/27: 17% van de rapporten is klaar. Deze week zijn 0 rapporten afgerond.');
    expect(digest?.text).toContain('Trainers met rapporten te laat\n- Tia Round: 1 rapport te laat\n- Tom Round: 1 rapport te laat');
    expect(digest?.text).toContain('Deze week geactiveerd\n- Geen.');
  });

  it('does not go the next week to a manager who unsubscribed through its link, without signing in; the choice is kept', async () => {
    const [digest] = await mailsTo(t.db, en.email('Mia'));
    const token = unsubscribeTokenIn(digest!.text);
    const read = await t.app.inject({ method: 'GET', url: `/Account/MailPreference?token=${encodeURIComponent(token)}` });
    expect(read.json()).toEqual({ topic: 'digest', email: en.email('Mia'), unsubscribed: false });
    const stop = await t.app.inject({ method: 'POST', url: '/Account/SetMailPreference', payload: { token, unsubscribed: true } });
    expect(stop.statusCode, stop.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/Account/MailPreference?token=${encodeURIComponent(token)}` })).json().unsubscribed).toBe(true);
    await runAt('2026-11-09T08:00:00Z');
    expect(await mailsTo(t.db, en.email('Mia'))).toHaveLength(1);
    // Herinnering FC's manager did not unsubscribe: the next week's digest comes.
    await runAt('2026-11-09T14:00:00Z');
    expect(await mailsTo(t.db, nl.email('Mia'))).toHaveLength(2);
  });

  it('refuses a token that was changed or made for something else (400), and changes nothing', async () => {
    const [digest] = await mailsTo(t.db, nl.email('Mia'));
    const token = unsubscribeTokenIn(digest!.text);
    const [body, signature] = token.split('.');
    // The same signature on another person's id.
    const forged = `${Buffer.from(JSON.stringify({ p: nl.id.Tom, t: 'digest' })).toString('base64url')}.${signature}`;
    // One character of the signature changed (to one it surely is not: a fixed 'x' is the signature's own
    // first character once in 64 links, and then the "changed" link is the valid one).
    const changed = `${body}.${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    for (const bad of [forged, changed, body!, 'not-a-token']) {
      const refused = await t.app.inject({ method: 'POST', url: '/Account/SetMailPreference', payload: { token: bad, unsubscribed: true } });
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().message).toBe('This unsubscribe link is not valid. Open the link of the e-mail itself, or change your e-mails after signing in.');
    }
    expect(await t.db.selectFrom('mail_opt_outs').select('person_id').where('person_id', 'in', [nl.id.Tom!, nl.id.Mia!]).execute()).toEqual([]);
  });
});

describe('reminders sent now and switched off (trainers list, season modal)', () => {
  it("marks trainers with overdue reports on the trainers list, with the count, from the club's next day on", async () => {
    const overdueAt = async (iso: string) => {
      now = new Date(iso);
      const list = (await getAs(t.app, en.token.Mia!, `/api/trainer/GetTrainersOverview?clubSeasonId=${en.id.season}`)).json() as TrainerOverviewRow[];
      const dueSoon = (await getAs(t.app, en.token.Mia!, `/api/Dashboard/GetDueSoon?clubSeasonId=${en.id.season}`)).json() as Array<{ trainerName: string; round: number; isOverdue: boolean }>;
      return {
        list: Object.fromEntries(list.filter((row) => row.name.endsWith(' Round')).map((row) => [row.name, row.overdueReports])),
        panel: dueSoon.filter((row) => row.round === 1).map((row) => `${row.trainerName}${row.isOverdue ? ' overdue' : ''}`),
      };
    };
    // Round 1 is due Sunday 1 November; Tom's reports for it are in, Tia misses one. 23:30 in Amsterdam
    // (22:30 UTC) is still the due day; 00:30 (23:30 UTC, the same UTC day) is the day after.
    expect(await overdueAt('2026-11-01T22:30:00Z')).toEqual({ list: { 'Tia Round': 0, 'Tom Round': 0 }, panel: ['Tia Round'] });
    expect(await overdueAt('2026-11-01T23:30:00Z')).toEqual({ list: { 'Tia Round': 1, 'Tom Round': 0 }, panel: ['Tia Round overdue'] });
  });

  it('sends a reminder now to the selected trainers, in the club language; a trainer with nothing missing gets none', async () => {
    now = new Date('2026-11-10T10:00:00Z');
    await completeReport(t.db, nl, 'Tom', 'Bob', 'Red', '2026-11-10T09:00:00Z');
    const sent = await post(nl.token.Mia!, '/api/Trainer/SendReminders', { trainerIds: [nl.id.Tia, nl.id.Tom], clubSeasonId: nl.id.season });
    expect(sent.statusCode, sent.body).toBe(200);
    // Tom's round 1 is complete now; his round 2 (30 June 2027) still misses Ann and Bob.
    expect(sent.json()).toEqual({ sent: [nl.id.Tia, nl.id.Tom], notSent: [] });
    const [tia] = (await mailsTo(t.db, nl.email('Tia'))).slice(-1);
    expect(tia?.subject).toBe('Herinnering: 1 rapport voor 1 november 2026');
    expect(tia?.text).toContain('Je clubmanager vraagt je om de rapporten van ronde 1 van 2026/27, nodig op 1 november 2026.');
    expect(tia?.text).toContain(`https://touchline.test/workspace?clubSeasonId=${nl.id.season}&playerId=${nl.id.Cas}`);
    const [tom] = (await mailsTo(t.db, nl.email('Tom'))).slice(-1);
    expect(tom?.subject).toBe('Herinnering: 2 rapporten voor 30 juni 2027');
    // Pressing again sends again: a manager's reminder is not an automatic one.
    await post(nl.token.Mia!, '/api/Trainer/SendReminders', { trainerIds: [nl.id.Tia] });
    expect((await mailsTo(t.db, nl.email('Tia'))).filter((mail) => mail.subject.startsWith('Herinnering: 1 rapport'))).toHaveLength(2);
  });

  it("skips a trainer who unsubscribed from reminders and says so; other clubs' trainers and trainers and players are refused", async () => {
    const [last] = (await mailsTo(t.db, nl.email('Tia'))).slice(-1);
    await t.app.inject({ method: 'POST', url: '/Account/SetMailPreference', payload: { token: unsubscribeTokenIn(last!.text), unsubscribed: true } });
    const before = (await mailsTo(t.db, nl.email('Tia'))).length;
    const skipped = await post(nl.token.Mia!, '/api/Trainer/SendReminders', { trainerIds: [nl.id.Tia] });
    expect(skipped.json()).toEqual({ sent: [], notSent: [{ userId: nl.id.Tia, reason: 'unsubscribed' }] });
    expect(await mailsTo(t.db, nl.email('Tia'))).toHaveLength(before);

    // An invited trainer (no account yet) gets none either.
    const { id: invitedId } = await t.db.insertInto('people')
      .values({ club_id: nl.id.club!, role: 'Trainer', status: 'invited', account_id: accountFor('ivo@herinneringfc.club'), first_name: 'Ivo', last_name: 'Invited' })
      .returning('id').executeTakeFirstOrThrow();
    expect((await post(nl.token.Mia!, '/api/Trainer/SendReminders', { trainerIds: [invitedId] })).json())
      .toEqual({ sent: [], notSent: [{ userId: invitedId, reason: 'inactive' }] });

    const foreign = await post(nl.token.Mia!, '/api/Trainer/SendReminders', { trainerIds: [en.id.Tia] });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Some of the selected trainers do not exist.');
    expect((await post(nl.token.Tom!, '/api/Trainer/SendReminders', { trainerIds: [nl.id.Tia] })).statusCode).toBe(403);
    expect((await post(nl.token.Mia!, '/api/Trainer/SendReminders', { trainerIds: [] })).statusCode).toBe(400);
  });

  it("follows the season's switch: off, no automatic reminders; a manager reads and sets it with the rounds", async () => {
    const rounds = async () => (await getAs(t.app, en.token.Mia!, `/api/MasterData/GetSeasonRounds?clubSeasonId=${en.id.season}`)).json();
    expect((await rounds()).remindersEnabled).toBe(true);
    const off = await post(en.token.Mia!, '/api/MasterData/SetSeasonReminders', { clubSeasonId: en.id.season, remindersEnabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await rounds()).remindersEnabled).toBe(false);
    expect((await post(en.token.Mia!, '/api/MasterData/SetSeasonReminders', { clubSeasonId: nl.id.season, remindersEnabled: false })).statusCode).toBe(404);
    expect((await post(en.token.Tom!, '/api/MasterData/SetSeasonReminders', { clubSeasonId: en.id.season, remindersEnabled: true })).statusCode).toBe(403);
    const before = (await mailsTo(t.db, en.email('Tom'))).length;
    await runAt('2027-06-24T10:00:00Z'); // a week reminder for round 2 would be due
    expect(await mailsTo(t.db, en.email('Tom'))).toHaveLength(before);
  });
});
