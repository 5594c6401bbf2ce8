import { accountFor } from '../../../server/repositories/accounts/accounts.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Skill } from '../../../contract/reportWriting.js';
import { createClub } from '../../../server/repositories/clubs/clubs.js';
import { createSession } from '../../../server/repositories/accounts/sessions.js';
import { buildHandBuiltClub, type HandBuiltClub } from '../clubStructureClub.js';
import { bearer, createTestApp, getAs, type TestApp } from '../testApp.js';
import { EMPTY_GUID } from '../../../contract/ids.js';

/**
 * A new club's getting-started checklist (issue 28) through the API: GetGettingStarted follows what
 * the manager does through the ordinary calls (a season, a team, people invited, the skills changed),
 * counts only the asking club, and is for managers.
 */
let t: TestApp;
let other: HandBuiltClub;

beforeAll(async () => {
  t = await createTestApp();
  other = await buildHandBuiltClub(t.db, 'Other FC', 'other.club');
});
afterAll(() => t?.close());

/** A club as `npm run club:create` makes it: the default skills and one manager, nothing else. */
async function newClub(language: 'en' | 'nl', domain: string) {
  const clubId = await createClub(t.db, { name: `New ${domain}`, country: language === 'nl' ? 'NL' : 'GB', language });
  const manager = await t.db
    .insertInto('people')
    .values({ club_id: clubId, role: 'Manager', status: 'active', account_id: accountFor(`manager@${domain}`, 'x'), first_name: 'Nina', last_name: 'Nieuw' })
    .returning('id').executeTakeFirstOrThrow();
  return { clubId, token: await createSession(t.db, manager.id, 60_000) };
}

const checklistOf = async (token: string) => {
  const response = await getAs(t.app, token, '/api/Dashboard/GetGettingStarted');
  expect(response.statusCode).toBe(200);
  return response.json();
};
const post = (token: string, url: string, payload: unknown) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });

describe('GetGettingStarted', () => {
  it("answers nothing done for a brand-new club, and each step once the manager did it through the app's calls", async () => {
    const club = await newClub('en', 'fresh.club');
    expect(await checklistOf(club.token)).toEqual({ clubId: club.clubId, seasons: 0, teams: 0, trainers: 0, players: 0, skillsReviewed: false });

    const season = await post(club.token, '/api/MasterData/AddOrUpdateSeason', {
      Id: EMPTY_GUID, SeasonName: '2026/2027', ReportFrequency: 3, StartDate: '2026-08-01T00:00:00.000Z', EndDate: '2027-06-30T00:00:00.000Z',
    });
    expect(season.json().isSucceeded).toBe(true);
    const team = await post(club.token, '/api/team/addteam', { Id: EMPTY_GUID, TeamName: 'JO11-1', Division: '' });
    expect(team.json().isSucceeded).toBe(true);
    const invite = async (role: string, email: string) => {
      const response = await post(club.token, '/Account/RegisterUser', { email, role, phoneNumber: '', firstName: 'Sam', lastName: role, teamId: team.json().id });
      expect(response.statusCode, response.body).toBe(200);
    };
    await invite('Trainer', 'trainer@fresh.club');
    // Invited, not yet active: inviting is the step.
    expect(await checklistOf(club.token)).toEqual({ clubId: club.clubId, seasons: 1, teams: 1, trainers: 1, players: 0, skillsReviewed: false });
    await invite('Player', 'player@fresh.club');
    expect((await checklistOf(club.token)).players).toBe(1);
  });

  it('counts the skills reviewed once changed from the default set, and a removed team no more', async () => {
    const club = await newClub('nl', 'skills.club');
    const skills: Skill[] = (await getAs(t.app, club.token, '/api/MasterData/GetSkills')).json();
    // Saving the default set unchanged is not a review of it.
    const asItem = (skill: Skill) => ({ id: skill.id, skillName: skill.skillName, category: skill.category, order: skill.order, isActive: skill.isActive });
    expect((await post(club.token, '/api/MasterData/SaveSkills', skills.map(asItem))).statusCode).toBe(200);
    expect((await checklistOf(club.token)).skillsReviewed).toBe(false);
    const renamed = skills.map((skill, index) => ({ ...asItem(skill), skillName: index === 0 ? 'Aanname' : skill.skillName }));
    expect((await post(club.token, '/api/MasterData/SaveSkills', renamed)).statusCode).toBe(200);
    expect((await checklistOf(club.token)).skillsReviewed).toBe(true);

    const team = (await post(club.token, '/api/team/addteam', { Id: EMPTY_GUID, TeamName: 'Dames 1', Division: '' })).json();
    expect((await checklistOf(club.token)).teams).toBe(1);
    expect((await post(club.token, '/api/Team/RemoveTeams', [{ Id: team.id }])).statusCode).toBe(200);
    expect((await checklistOf(club.token)).teams).toBe(0);
  });

  it('shows a set-up club every step done, and counts only the asking club', async () => {
    const answer = await checklistOf(other.managerToken);
    expect(answer.seasons).toBeGreaterThan(0);
    expect(answer.teams).toBeGreaterThan(0);
    expect(answer.trainers).toBeGreaterThan(0);
    expect(answer.players).toBeGreaterThan(0);
    // Its reports use the skills: the club evaluates with them.
    expect(answer.skillsReviewed).toBe(true);
    const fresh = await newClub('en', 'alone.club');
    expect(await checklistOf(fresh.token)).toEqual({ clubId: fresh.clubId, seasons: 0, teams: 0, trainers: 0, players: 0, skillsReviewed: false });
  });

  it('is for managers only, and for signed-in people', async () => {
    const response = await getAs(t.app, other.trainerToken, '/api/Dashboard/GetGettingStarted');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('This is only available to club managers.');
    expect((await t.app.inject({ method: 'GET', url: '/api/Dashboard/GetGettingStarted' })).statusCode).toBe(401);
  });
});
