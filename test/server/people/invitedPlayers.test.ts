import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyPlayer, Skill } from '../../../contract/reportWriting.js';
import { createClub } from '../../../server/repositories/clubs/clubs.js';
import { createSession } from '../../../server/repositories/accounts/sessions.js';
import { accountFor } from '../../../server/repositories/accounts/accounts.js';
import { bearer, createTestApp, getAs, type TestApp } from '../testApp.js';

/**
 * Issue 37: trainers evaluate every player of their teams, invited (never activated) or active alike,
 * and the overview, the team pages and the trainers' list count them; activation only decides who can
 * sign in. Through HTTP, on a club shaped like an import's:
 *
 *   team JO11-1, n = 1: trainer Sanne van der Berg (active) and Joost de Groot (invited: cannot sign in,
 *   so no pair and not counted, as before); players Daan de Vries and Lotte van Dijk (active), Sem van den
 *   Heuvel, Noor in 't Veld and Finn Bakker (invited, never activated); Mila van Leeuwen (invited, then
 *   removed: out of everything).
 *   Sanne completes a report on Sem (invited): 1 of 5 pairs done.
 */
let t: TestApp;
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};
let skills: Skill[];

const get = async (token: string, url: string) => {
  const response = await getAs(t.app, token, url);
  expect([200, 204], `${url}: ${response.body}`).toContain(response.statusCode);
  return response.statusCode === 204 ? [] : response.json();
};
const post = (token: string, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
const sorted = (values: string[]) => [...values].sort();
const playersOfTeam = ['Daan', 'Lotte', 'Sem', 'Noor', 'Finn'];

beforeAll(async () => {
  t = await createTestApp();
  const clubId = await createClub(t.db, { name: 'VV De Zwaluwen', country: 'NL' });
  ids.club = clubId;
  // A season that is the current one on any day the test runs.
  ids.season = (await t.db.insertInto('seasons')
    .values({ club_id: clubId, name: '2026/2027', report_frequency: 1, start_date: '2020-07-01', end_date: '2035-06-30' })
    .returning('id').executeTakeFirstOrThrow()).id;
  ids.team = (await t.db.insertInto('teams').values({ club_id: clubId, name: 'JO11-1', division: '4e klasse' }).returning('id').executeTakeFirstOrThrow()).id;
  const people = [
    ['Anouk', null, 'Manager', 'Manager', 'active'],
    ['Sanne', 'van der', 'Berg', 'Trainer', 'active'],
    ['Joost', 'de', 'Groot', 'Trainer', 'invited'],
    ['Daan', 'de', 'Vries', 'Player', 'active'],
    ['Lotte', 'van', 'Dijk', 'Player', 'active'],
    ['Sem', 'van den', 'Heuvel', 'Player', 'invited'],
    ['Noor', "in 't", 'Veld', 'Player', 'invited'],
    ['Finn', null, 'Bakker', 'Player', 'invited'],
    ['Mila', 'van', 'Leeuwen', 'Player', 'invited'],
  ] as const;
  for (const [first, infix, last, role, status] of people) {
    ids[first] = (await t.db.insertInto('people').values({
      club_id: clubId, role, status, first_name: first, infix, last_name: last, invited_at: new Date(),
      account_id: accountFor(`${first.toLowerCase()}@zwaluwen.club`, status === 'active' ? 'x' : null),
      activated_at: status === 'active' ? new Date() : null,
    }).returning('id').executeTakeFirstOrThrow()).id;
    if (role !== 'Manager') {
      await t.db.insertInto('team_memberships').values({ club_id: clubId, team_id: ids.team, person_id: ids[first]!, role }).execute();
    }
  }
  for (const key of ['Anouk', 'Sanne']) tokens[key] = await createSession(t.db, ids[key]!, 3_600_000);
  // Mila is taken off the invited list by the manager: removed, her membership ended.
  const removed = await post(tokens.Anouk!, '/api/Player/RemovePlayers?isActive=false', [{ Id: ids.Mila }]);
  expect(removed.statusCode, removed.body).toBe(200);
  skills = await get(tokens.Anouk!, '/api/MasterData/GetSkills');
});
afterAll(() => t?.close());

const workspace = async (): Promise<MyPlayer[]> => get(tokens.Sanne!, `/api/Report/GetMyPlayers?clubSeasonId=${ids.season}`);

describe("the trainer's workspace", () => {
  it('lists every player of the team, invited or active alike, and no removed one', async () => {
    const rows = await workspace();
    expect(sorted(rows.map((row) => row.userId))).toEqual(sorted(playersOfTeam.map((key) => ids[key]!)));
    expect(rows.every((row) => row.teamName === 'JO11-1' && row.expectedReports === 1 && row.completedReports === 0)).toBe(true);
    // The spec's lists stay apart: two active players in the players list, three in the invited one.
    expect(sorted((await get(tokens.Anouk!, `/api/Player/GetPlayerOverviewReportByClubId?clubSeasonId=${ids.season}`)).map((r: { id: string }) => r.id)))
      .toEqual(sorted([ids.Daan!, ids.Lotte!]));
    expect(sorted((await get(tokens.Anouk!, '/api/Player/GetUserManagerOverviewByClubId?isActive=false')).map((r: { id: string }) => r.id)))
      .toEqual(sorted([ids.Sem!, ids.Noor!, ids.Finn!]));
  });

  it('saves and completes a report on an invited player, and counts it', async () => {
    const started = await post(tokens.Sanne!, '/api/Report/StartReport', { playerUserId: ids.Sem, clubSeasonId: ids.season });
    expect(started.statusCode, started.body).toBe(200);
    const { reportId } = started.json();
    const saved = await post(tokens.Sanne!, '/api/Report/SaveReport', {
      reportId, feedback: 'Goed overzicht, durft de bal te vragen.', skillReports: skills.filter((s) => s.isActive).map((s) => ({ skillId: s.id, score: 7.5, comment: null })),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const completed = await post(tokens.Sanne!, '/api/Report/CompleteReport', { reportId });
    expect(completed.statusCode, completed.body).toBe(200);

    const report = await get(tokens.Sanne!, `/api/Report/GetReport?reportId=${reportId}`);
    expect(report).toMatchObject({ playerUserId: ids.Sem, teamName: 'JO11-1', status: 'Completed' });
    const row = (await workspace()).find((r) => r.userId === ids.Sem)!;
    expect(row).toMatchObject({ completedReports: 1, expectedReports: 1, openReportId: null });
    const detail = await get(tokens.Anouk!, `/api/Player/GetPlayerDetailByIdBySeason?userId=${ids.Sem}&clubSeasonId=${ids.season}`);
    expect(detail).toMatchObject({ completionPercentage: 100, averageScore: '7.5', completedReport: 1 });
  });
});

/** The figures every manager's screen shows for the club, after Sanne's report on Sem. */
async function figures() {
  const season = `clubSeasonId=${ids.season}`;
  const main = await get(tokens.Anouk!, `/api/Dashboard/GetMainDashboard?${season}&teamIds=`);
  const chosen = await get(tokens.Anouk!, `/api/Dashboard/GetMainDashboard?${season}&teamIds=${ids.team}`);
  const totals = await get(tokens.Anouk!, `/api/Dashboard/GetDashboardTotalHeader?${season}`);
  const [team] = await get(tokens.Anouk!, `/api/team/GetTeamOverviewByClubId?${season}`);
  const teamPlayers = await get(tokens.Anouk!, `/api/Player/GetTeamPlayerOverview?teamId=${ids.team}&${season}`);
  const trainers = await get(tokens.Anouk!, `/api/trainer/GetTrainersOverview?${season}`);
  const teamPanel = (await post(tokens.Anouk!, `/api/Dashboard/GetDashboardTeamOverview?${season}`, '')).json();
  const trainerPanel = (await post(tokens.Anouk!, `/api/Dashboard/GetDashboardTrainerOverview?${season}`, '')).json();
  return { main, chosen, totals, team, teamPlayers, trainers, teamPanel, trainerPanel };
}

describe("the overview, the team pages and the trainers' list", () => {
  it('count the invited players of the team as players: counts, progress and reports expected', async () => {
    const { main, chosen, totals, team, teamPlayers, trainers, teamPanel, trainerPanel } = await figures();
    // Five players (three never signed in), one trainer (Joost has not activated), Mila removed.
    expect(totals).toEqual({ team: 1, trainer: 1, player: 5 });
    const expected = {
      team: 1, trainer: 1, player: 5, completedPlayer: 1, playerProgress: 20, completedTeam: 0, openTeam: 1,
      teamProgress: 20, completedReport: 1, totalReport: 5, overallPlayerScore: 7.5,
    };
    expect(main).toEqual(expected);
    expect(chosen).toEqual(expected);
    // The team page: five players; the line-up counts both trainers' memberships, as it always did.
    expect(team).toMatchObject({ id: ids.team, totalPlayer: 5, totalTrainer: 2, overallProgress: 20 });
    expect(sorted(teamPlayers.map((r: { userId: string }) => r.userId))).toEqual(sorted(playersOfTeam.map((key) => ids[key]!)));
    expect(teamPlayers.find((r: { userId: string }) => r.userId === ids.Sem)).toMatchObject({ overallProgress: 100, totalTrainer: 2 });
    expect(teamPlayers.filter((r: { overallProgress: number }) => r.overallProgress === 0)).toHaveLength(4);
    expect(trainers).toEqual([expect.objectContaining({ id: ids.Sanne, totalPlayer: 5, overallProgress: 20 })]);
    expect(teamPanel).toEqual([expect.objectContaining({ teamId: ids.team, progress: 20, reportedPlayers: 1, openReport: 0 })]);
    expect(trainerPanel).toEqual([expect.objectContaining({ userId: ids.Sanne, progress: 20, reportedPlayers: 1 })]);
  });

  it('are the same after an invited player activates, and take in a new invitation at once (no kept answer goes stale)', async () => {
    const before = await figures();
    // Noor activates her account through the e-mailed link (the invitation made by the test has no
    // e-mail: a new one is sent by "Invite again").
    const reinvited = await post(tokens.Anouk!, '/Account/ReInviteUser', { id: ids.Noor, role: 'Player' });
    const activateToken = reinvited.statusCode === 200 ? await activationToken(`noor@zwaluwen.club`) : null;
    expect(activateToken, reinvited.body).not.toBeNull();
    const setup = await t.app.inject({ method: 'POST', url: '/Account/SetupInitialPassword', payload: { token: activateToken, password: 'Zwaluwen-Vliegen-1' } });
    expect(setup.statusCode, setup.body).toBe(200);
    const afterActivation = await figures();
    expect(afterActivation).toEqual(before);
    expect(sorted((await get(tokens.Anouk!, '/api/Player/GetUserManagerOverviewByClubId?isActive=false')).map((r: { id: string }) => r.id)))
      .toEqual(sorted([ids.Sem!, ids.Finn!]));
    // The players list (a kept answer) is built afresh: Noor is in it now.
    expect(sorted((await get(tokens.Anouk!, `/api/Player/GetPlayerOverviewReportByClubId?clubSeasonId=${ids.season}`)).map((r: { id: string }) => r.id)))
      .toEqual(sorted([ids.Daan!, ids.Lotte!, ids.Noor!]));

    // A new player invited into the team counts at once: 6 players, 1 of 6 pairs done.
    const invited = await post(tokens.Anouk!, '/Account/RegisterUser', {
      email: 'bram.ter.horst@zwaluwen.club', role: 'Player', phoneNumber: '', firstName: 'Bram', lastName: 'ter Horst',
      profilePicture: '', photo: '', teamId: ids.team, primaryPosition: 'ST',
    });
    expect(invited.json(), invited.body).toMatchObject({ isSucceeded: true });
    const now = await figures();
    expect(now.totals).toEqual({ team: 1, trainer: 1, player: 6 });
    expect(now.main).toMatchObject({ player: 6, playerProgress: 17, teamProgress: 17, totalReport: 6, completedReport: 1 });
    expect(now.team).toMatchObject({ totalPlayer: 6, overallProgress: 17 });
    expect(now.teamPlayers).toHaveLength(6);
    expect((await workspace()).map((row) => row.name)).toContain('Bram ter Horst');
  });
});

/** The activation token of the latest invitation e-mailed to `email` (the outbox of a server without SMTP). */
async function activationToken(email: string): Promise<string | null> {
  const mail = await t.db.selectFrom('outbox').select('html').where('recipient', '=', email).orderBy('created_at', 'desc').executeTakeFirst();
  const token = mail && /activatetoken=([^&"]+)/.exec(mail.html)?.[1];
  return token ? decodeURIComponent(token) : null;
}
