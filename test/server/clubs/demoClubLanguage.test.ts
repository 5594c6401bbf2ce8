import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.js';
import { DEMO_MANAGER, DEMO_PRIVACY_STATEMENT, seedDemoClubIfEmpty } from '../../../server/seed/demoClub.js';
import { DEFAULT_SKILLS } from '../../../server/repositories/clubs/skills.js';
import { FEEDBACK } from '../../../server/seed/names.js';
import { createTestApp, getAs, signIn, type TestApp } from '../testApp.js';

/**
 * The demo club speaks the club's language (issue 37): a demo club seeded in Dutch (SEED_DEMO_LANGUAGE=nl)
 * has Dutch skills, Dutch e-mails and its trainers' feedback in Dutch, as its manager sees them through HTTP.
 */
let t: TestApp;
let manager: string;

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoClubIfEmpty(t.db, 'nl')).toBe(true);
  manager = await signIn(t.app, DEMO_MANAGER.email, DEMO_MANAGER.password);
}, 120_000);
afterAll(() => t?.close());

describe('the demo club in Dutch', () => {
  it("has the club's language and the Dutch default skills", async () => {
    const details = await getAs(t.app, manager, '/api/user/GetClubDetails');
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json().language).toBe('nl');
    const skills = await getAs(t.app, manager, '/api/MasterData/GetSkills');
    expect(skills.statusCode, skills.body).toBe(200);
    const names = skills.json().map((skill: { skillName: string }) => skill.skillName);
    expect(names).toEqual(DEFAULT_SKILLS.nl.map(([name]) => name));
    expect(names).toContain('Balcontrole');
  });

  it("has its trainers' feedback in Dutch, the privacy statement in both languages", async () => {
    const feedback = await t.db.selectFrom('reports').select('feedback').where('feedback', 'is not', null).execute();
    expect(feedback.length).toBeGreaterThan(0);
    expect(feedback.every((report) => FEEDBACK.nl.includes(report.feedback!))).toBe(true);
    const club = await t.db.selectFrom('clubs').select(['privacy_statement_nl']).executeTakeFirstOrThrow();
    expect(club.privacy_statement_nl).toBe(DEMO_PRIVACY_STATEMENT.nl);
  });
});

describe('SEED_DEMO_LANGUAGE', () => {
  it('is English unless set, Dutch when nl, and stops the start on another value', () => {
    expect(loadConfig({}).seedDemoLanguage).toBe('en');
    expect(loadConfig({ SEED_DEMO_LANGUAGE: 'nl' }).seedDemoLanguage).toBe('nl');
    expect(() => loadConfig({ SEED_DEMO_LANGUAGE: 'de' })).toThrow(/SEED_DEMO_LANGUAGE must be en or nl/);
  });
});
