import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFor } from '../../../server/repositories/accounts/accounts.js';
import { createClub } from '../../../server/repositories/clubs/clubs.js';
import { createSession } from '../../../server/repositories/accounts/sessions.js';
import { buildHandBuiltClub, type HandBuiltClub } from '../clubStructureClub.js';
import { bearer, createTestApp, getAs, type TestApp } from '../testApp.js';

/**
 * The club's e-mail language is the manager's to set (issue 37): UpdateClubDetails takes an optional
 * Language ('en' | 'nl'), GetClubDetails answers it, and every e-mail of the club (invitations,
 * guardians' invitations, reminders, password resets) goes out in it. Only managers may change it; a
 * bad value is a 400 that changes nothing; another club keeps its own; nothing else changes with it.
 */
let t: TestApp;
let club: HandBuiltClub;
let other: HandBuiltClub;

beforeAll(async () => {
  t = await createTestApp();
  club = await buildHandBuiltClub(t.db, 'VV De Taal', 'taal.club');
  other = await buildHandBuiltClub(t.db, 'SV Elders', 'elders.club');
});
afterAll(() => t?.close());

const post = (token: string, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const settings = (clubId: string, over: Record<string, unknown> = {}) => ({ Id: clubId, ClubName: 'VV De Taal', Country: 'NL', ...over });
const setLanguage = (token: string, Language: unknown, clubId = club.clubId) => post(token, '/api/user/UpdateClubDetails', settings(clubId, { Language }));
const detailsOf = async (token: string) => {
  const answer = await getAs(t.app, token, '/api/user/GetClubDetails');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { clubName: string; language?: string; country: string };
};
const storedLanguage = async (clubId: string) =>
  (await t.db.selectFrom('clubs').select('language').where('id', '=', clubId).executeTakeFirstOrThrow()).language;

/** The last e-mail to an address: its subject and the language its page says it is in. */
const lastMailTo = async (address: string) => {
  const row = await t.db.selectFrom('outbox').select(['subject', 'html', 'text']).where('recipient', '=', address)
    .orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow();
  return { subject: row.subject, text: row.text, lang: /<html lang="(\w+)"/.exec(row.html)?.[1] };
};
let invited = 0;
const invite = async (role: 'Player' | 'Trainer' = 'Player') => {
  const email = `nieuw${++invited}@taal.club`;
  const answer = await post(club.managerToken, '/Account/RegisterUser', {
    email, role, phoneNumber: '', firstName: 'Nieuw', lastName: 'Lid', teamId: club.ids.A,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return lastMailTo(email);
};

describe("the manager sets the club's e-mail language", () => {
  it('GetClubDetails answers the language, English for a club that never chose', async () => {
    expect((await detailsOf(club.managerToken)).language).toBe('en');
    expect((await detailsOf(other.managerToken)).language).toBe('en');
  });

  it("set to 'nl' through UpdateClubDetails, invitations, guardians' invitations, reminders and resets are Dutch", async () => {
    const answer = await setLanguage(club.managerToken, 'nl');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().isSucceeded).toBe(true);
    expect((await detailsOf(club.managerToken)).language).toBe('nl');
    expect(await storedLanguage(club.clubId)).toBe('nl');

    const invitation = await invite();
    expect(invitation.lang).toBe('nl');
    expect(invitation.subject).toBe('Uitnodiging voor VV De Taal op Touchline');
    expect(invitation.text).toContain('Hallo Nieuw,');

    const guardian = await post(club.managerToken, '/api/Player/AddGuardian', { userId: club.ids.P2, firstName: 'Gerda', lastName: 'Test', email: 'gerda@thuis.test' });
    expect(guardian.statusCode, guardian.body).toBe(200);
    const guardianMail = await lastMailTo('gerda@thuis.test');
    expect(guardianMail.lang).toBe('nl');
    expect(guardianMail.text).toContain('ouder/verzorger');

    const reminder = await post(club.managerToken, '/api/Trainer/SendReminders', { trainerIds: [club.ids.T2], clubSeasonId: club.ids.S });
    expect(reminder.statusCode, reminder.body).toBe(200);
    expect(reminder.json(), reminder.body).toEqual({ sent: [club.ids.T2], notSent: [] });
    expect((await lastMailTo('t2@taal.club')).lang).toBe('nl');

    expect((await t.app.inject({ method: 'POST', url: '/Account/ResetPassword', query: { email: 'm@taal.club' } })).statusCode).toBe(200);
    // The reset's e-mail goes out after the answer (the same answer for every address).
    for (let tries = 0; tries < 200; tries++) {
      if (await t.db.selectFrom('outbox').select('id').where('recipient', '=', 'm@taal.club').executeTakeFirst()) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const reset = await lastMailTo('m@taal.club');
    expect(reset.lang).toBe('nl');
    expect(reset.subject).toContain('opnieuw instellen');
  });

  it("back to 'en', the next invitation is English", async () => {
    expect((await setLanguage(club.managerToken, 'en')).statusCode).toBe(200);
    expect((await detailsOf(club.managerToken)).language).toBe('en');
    const invitation = await invite('Trainer');
    expect(invitation.lang).toBe('en');
    expect(invitation.subject).toBe('Your invitation to VV De Taal on Touchline');
    expect(invitation.text).toContain('Hello Nieuw,');
  });

  it('a save without Language keeps the language (older clients)', async () => {
    expect((await setLanguage(club.managerToken, 'nl')).statusCode).toBe(200);
    const kept = await post(club.managerToken, '/api/user/UpdateClubDetails', settings(club.clubId));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await storedLanguage(club.clubId)).toBe('nl');
  });

  it('another club keeps its own language, and its manager cannot change this one', async () => {
    expect(await storedLanguage(other.clubId)).toBe('en');
    expect((await detailsOf(other.managerToken)).language).toBe('en');
    const across = await setLanguage(other.managerToken, 'en', club.clubId);
    expect(across.statusCode).toBe(404);
    expect(await storedLanguage(club.clubId)).toBe('nl');
    expect(await storedLanguage(other.clubId)).toBe('en');
  });

  it('only managers may change it: a trainer is refused (403) and nothing changes', async () => {
    const refused = await setLanguage(club.trainerToken, 'en');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This is only available to club managers.');
    expect(await storedLanguage(club.clubId)).toBe('nl');
  });

  it('a language other than en or nl is a 400 with a sentence, and changes nothing (not the name either)', async () => {
    for (const bad of ['de', 'NL', '', 7, null]) {
      const refused = await post(club.managerToken, '/api/user/UpdateClubDetails', settings(club.clubId, { Language: bad, ClubName: 'Changed FC' }));
      expect(refused.statusCode, String(bad)).toBe(400);
      expect(refused.json()).toMatchObject({
        message: "The club's e-mail language is 'en' (English) or 'nl' (Dutch).",
        messageKey: 'clubLanguageUnknown',
      });
    }
    expect(await storedLanguage(club.clubId)).toBe('nl');
    expect((await detailsOf(club.managerToken)).clubName).toBe('VV De Taal');
  });
});

describe('the e-mail language changes nothing else', () => {
  it("leaves the club's skills as they are, and the getting-started checklist's skills step undone", async () => {
    const clubId = await createClub(t.db, { name: 'Nieuw FC', country: 'NL', language: 'nl' });
    const manager = await t.db.insertInto('people')
      .values({ club_id: clubId, role: 'Manager', status: 'active', account_id: accountFor('manager@nieuw.club', 'x'), first_name: 'Nina', last_name: 'Nieuw' })
      .returning('id').executeTakeFirstOrThrow();
    const token = await createSession(t.db, manager.id, 60_000);
    const skills = async () => (await getAs(t.app, token, '/api/MasterData/GetSkills')).json();
    const checklist = async () => (await getAs(t.app, token, '/api/Dashboard/GetGettingStarted')).json();
    const before = await skills();
    expect((await checklist()).skillsReviewed).toBe(false);

    expect((await setLanguage(token, 'en', clubId)).statusCode).toBe(200);
    expect(await storedLanguage(clubId)).toBe('en');
    expect(await skills()).toEqual(before);
    expect((await checklist()).skillsReviewed).toBe(false);
  });
});
