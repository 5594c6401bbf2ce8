import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Skill } from '../../../contract/reportWriting.js';
import { migrateToLatest } from '../../../server/db/database.js';
import { createClub } from '../../../server/repositories/clubs/clubs.js';
import { createSession } from '../../../server/repositories/accounts/sessions.js';
import { buildHandBuiltClub, type HandBuiltClub } from '../clubStructureClub.js';
import { bearer, createTestApp, getAs, type TestApp } from '../testApp.js';
import { accountFor } from '../../../server/repositories/accounts/accounts.js';
import { EMPTY_GUID } from '../../../contract/ids.js';

/**
 * The club's skill set through the API (issue 10): GetSkills for everyone of the club, SaveSkills
 * for managers; names unique without case (the database's index), one skill always active, a rename
 * keeping every score, a deactivated skill leaving new reports but staying in the history.
 */
let t: TestApp;
let club: HandBuiltClub;
let other: HandBuiltClub;

beforeAll(async () => {
  t = await createTestApp();
  club = await buildHandBuiltClub(t.db, 'Skill FC', 'skill.club');
  other = await buildHandBuiltClub(t.db, 'Other FC', 'other.club');
});
afterAll(() => t?.close());

const skillsOf = async (token: string): Promise<Skill[]> => {
  const response = await getAs(t.app, token, '/api/MasterData/GetSkills');
  expect(response.statusCode).toBe(200);
  return response.json();
};
const save = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/MasterData/SaveSkills', headers: bearer(token), payload });
const asItem = (skill: Skill) => ({ id: skill.id, skillName: skill.skillName, category: skill.category, order: skill.order, isActive: skill.isActive });

describe('GetSkills', () => {
  it('lists the default football set in order for every person of the club', async () => {
    const skills = await skillsOf(club.managerToken);
    expect(skills.map((s) => s.skillName)).toEqual([
      'Ball control', 'Passing', 'Shooting', 'Positioning', 'Game insight', 'Speed', 'Stamina', 'Attitude', 'Teamwork',
    ]);
    expect(new Set(skills.map((s) => s.category))).toEqual(new Set(['Technique', 'Tactics', 'Physical', 'Mental']));
    expect(skills.every((s) => s.isActive)).toBe(true);
    expect(skills.map((s) => s.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await skillsOf(club.trainerToken)).toEqual(skills);
    const player = await createSession(t.db, club.ids.P1!, 60_000);
    expect(await skillsOf(player)).toEqual(skills);
    expect((await skillsOf(other.managerToken)).some((s) => skills.some((ours) => ours.id === s.id))).toBe(false);
  });

  it('gives a Dutch club the default set in Dutch', async () => {
    const clubId = await createClub(t.db, { name: 'VV Oranje', country: 'NL', language: 'nl' });
    const manager = await t.db
      .insertInto('people')
      .values({ club_id: clubId, role: 'Manager', status: 'active', account_id: accountFor('m@oranje.club', 'x'), first_name: 'M', last_name: 'O' })
      .returning('id').executeTakeFirstOrThrow();
    const skills = await skillsOf(await createSession(t.db, manager.id, 60_000));
    expect(skills.map((s) => s.skillName)).toContain('Balcontrole');
    expect(new Set(skills.map((s) => s.category))).toEqual(new Set(['Techniek', 'Tactiek', 'Fysiek', 'Mentaal']));
  });
});

describe('SaveSkills', () => {
  it('is for managers only', async () => {
    const skills = await skillsOf(club.managerToken);
    const response = await save(club.trainerToken, [asItem(skills[0]!)]);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('This is only available to club managers.');
  });

  it('adds a skill, renames, recategorises and reorders, and a rename keeps every score', async () => {
    const before = await skillsOf(club.managerToken);
    const ballControl = before[0]!;
    const scoresBefore = await t.db.selectFrom('report_scores').select(['report_id', 'score']).where('skill_id', '=', ballControl.id).orderBy('report_id').execute();
    expect(scoresBefore.length).toBeGreaterThan(0);
    const response = await save(club.managerToken, [
      { ...asItem(ballControl), skillName: 'First touch', category: 'Ball skills', order: 20 },
      { id: EMPTY_GUID, skillName: '  Heading ', category: 'Technique', order: 0, isActive: true },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isSucceeded: true, errorMessage: null });
    const after = await skillsOf(club.managerToken);
    expect(after[0]).toMatchObject({ skillName: 'Heading', category: 'Technique', order: 0, isActive: true });
    expect(after[after.length - 1]).toEqual({ id: ballControl.id, skillName: 'First touch', category: 'Ball skills', order: 20, isActive: true });
    const scoresAfter = await t.db.selectFrom('report_scores').select(['report_id', 'score']).where('skill_id', '=', ballControl.id).orderBy('report_id').execute();
    expect(scoresAfter).toEqual(scoresBefore);
    // The manager's player detail shows the per-skill average under the new name.
    const detail = await getAs(t.app, club.managerToken, `/api/Player/GetPlayerDetailByIdBySeason?userId=${club.ids.P1}&&clubSeasonId=${club.ids.S}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body).toContain('First touch');
    expect(detail.body).not.toContain('Ball control');
  });

  it('swaps two names in one save', async () => {
    const skills = await skillsOf(club.managerToken);
    const [a, b] = [skills.find((s) => s.skillName === 'Passing')!, skills.find((s) => s.skillName === 'Shooting')!];
    const response = await save(club.managerToken, [{ ...asItem(a), skillName: 'Shooting' }, { ...asItem(b), skillName: 'Passing' }]);
    expect(response.json()).toEqual({ isSucceeded: true, errorMessage: null });
    const after = await skillsOf(club.managerToken);
    expect(after.find((s) => s.id === a.id)!.skillName).toBe('Shooting');
    expect(after.find((s) => s.id === b.id)!.skillName).toBe('Passing');
  });

  it('refuses a name the club already has, in any case, and changes nothing', async () => {
    const before = await skillsOf(club.managerToken);
    const response = await save(club.managerToken, [{ id: EMPTY_GUID, skillName: 'sPEED ', category: 'Physical', order: 3, isActive: true }]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isSucceeded: false, errorMessage: "A skill named 'sPEED' already exists in the club." });
    const rename = await save(club.managerToken, [{ ...asItem(before.find((s) => s.skillName === 'Stamina')!), skillName: 'TEAMWORK' }]);
    expect(rename.json()).toEqual({ isSucceeded: false, errorMessage: "A skill named 'TEAMWORK' already exists in the club." });
    expect(await skillsOf(club.managerToken)).toEqual(before);
  });

  it('is kept unique by the database itself', async () => {
    await expect(t.db.insertInto('skills').values({ club_id: club.clubId, name: 'stamina', category: 'x', sort_order: 1 }).execute())
      .rejects.toMatchObject({ code: '23505' });
    // Another club may use the same name.
    await t.db.insertInto('skills').values({ club_id: other.clubId, name: 'Heading', category: 'x', sort_order: 99 }).execute();
  });

  it('refuses names given twice in one save, empty names and an unknown or foreign id', async () => {
    const before = await skillsOf(club.managerToken);
    const twice = await save(club.managerToken, [
      { id: EMPTY_GUID, skillName: 'Vision', category: 'Tactics', order: 1, isActive: true },
      { id: EMPTY_GUID, skillName: 'vision', category: 'Tactics', order: 2, isActive: true },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toMatch(/Vision|vision/);
    const empty = await save(club.managerToken, [{ id: EMPTY_GUID, skillName: '   ', category: 'Tactics', order: 1, isActive: true }]);
    expect(empty.statusCode).toBe(400);
    const theirs = (await skillsOf(other.managerToken))[0]!;
    const foreign = await save(club.managerToken, [{ ...asItem(theirs), skillName: 'Taken over' }]);
    expect(foreign.statusCode).toBe(404);
    expect((await skillsOf(other.managerToken))[0]).toEqual(theirs);
    const tooLong = await save(club.managerToken, [{ id: EMPTY_GUID, skillName: 'x'.repeat(101), category: 'Tactics', order: 1, isActive: true }]);
    expect(tooLong.statusCode).toBe(400);
    expect(await skillsOf(club.managerToken)).toEqual(before);
  });

  it('keeps at least one skill active', async () => {
    const before = await skillsOf(club.managerToken);
    const response = await save(club.managerToken, before.map((s) => ({ ...asItem(s), isActive: false })));
    expect(response.json()).toEqual({ isSucceeded: false, errorMessage: 'At least one skill must stay active: reports need something to score.' });
    expect(await skillsOf(club.managerToken)).toEqual(before);
  });

  it('deactivates and reactivates a skill, its scores staying in the history', async () => {
    const skills = await skillsOf(club.managerToken);
    const firstTouch = skills.find((s) => s.skillName === 'First touch')!;
    const off = await save(club.managerToken, [{ ...asItem(firstTouch), isActive: false }]);
    expect(off.json()).toEqual({ isSucceeded: true, errorMessage: null });
    expect((await skillsOf(club.trainerToken)).find((s) => s.id === firstTouch.id)!.isActive).toBe(false);
    const detail = await getAs(t.app, club.managerToken, `/api/Player/GetPlayerDetailByIdBySeason?userId=${club.ids.P1}&&clubSeasonId=${club.ids.S}`);
    expect(detail.body).toContain('First touch');
    const on = await save(club.managerToken, [{ ...asItem(firstTouch), isActive: true }]);
    expect(on.json()).toEqual({ isSucceeded: true, errorMessage: null });
    expect((await skillsOf(club.managerToken)).find((s) => s.id === firstTouch.id)!.isActive).toBe(true);
  });
});

describe('two managers saving at once', () => {
  it('cannot leave the club without an active skill between them', async () => {
    const skills = await skillsOf(other.managerToken);
    const [keep1, keep2, ...rest] = skills;
    expect((await save(other.managerToken, rest.map((s) => ({ ...asItem(s), isActive: false })))).json().isSucceeded).toBe(true);
    const answers = await Promise.all([
      save(other.managerToken, [{ ...asItem(keep1!), isActive: false }]),
      save(other.managerToken, [{ ...asItem(keep2!), isActive: false }]),
    ]);
    expect(answers.map((a) => a.json().isSucceeded).sort()).toEqual([false, true]);
    expect((await skillsOf(other.managerToken)).filter((s) => s.isActive)).toHaveLength(1);
  });
});

describe('the migration to the editable skill set', () => {
  it('renames skill names that clash without case and keeps the newest of two open reports, then enforces both', async () => {
    const club2 = await buildHandBuiltClub(t.db, 'Migrated FC', 'migrated.club');
    await migrateToLatest(t.db, '0004_team_names_unique');
    try {
      await t.db.insertInto('skills').values({ club_id: club2.clubId, name: 'passing ', category: 'Technique', sort_order: 50 } as never).execute();
      const older = new Date('2026-03-01T00:00:00Z');
      const drafts = [];
      for (const modified of [older, new Date('2026-03-02T00:00:00Z')]) {
        drafts.push((await t.db.insertInto('reports').values({
          club_id: club2.clubId, season_id: club2.ids.S!, trainer_id: club2.ids.T1!, player_id: club2.ids.P2!, team_id: club2.ids.A!,
          status: 'Open', created_at: modified, modified_at: modified,
        }).returning('id').executeTakeFirstOrThrow()).id);
      }
      await migrateToLatest(t.db);
      const names = (await skillsOf(club2.managerToken)).map((s) => s.skillName);
      expect(names).toContain('Passing');
      expect(names).toContain('passing (2)');
      const open = await t.db.selectFrom('reports').select('id').where('club_id', '=', club2.clubId).where('status', '=', 'Open')
        .where('player_id', '=', club2.ids.P2!).execute();
      expect(open.map((r) => r.id)).toEqual([drafts[1]]);
    } finally {
      await migrateToLatest(t.db);
    }
  });
});
