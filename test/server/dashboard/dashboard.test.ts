import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs, bearer, type TestApp } from '../testApp.js';
import { startHandBuiltClub } from '../handBuiltClub.js';
import type { GeneratedClub } from '../../../server/seed/demoClub.js';

/** The overview dashboard's calls, checked against numbers worked out by hand (handBuiltClub.ts). */
let t: TestApp;
let ids: Record<string, string>;
let token: string;
let demo: GeneratedClub;

beforeAll(async () => {
  ({ t, ids, token, other: demo } = await startHandBuiltClub());
});
afterAll(() => t?.close());

const post = (url: string, body: unknown) =>
  t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'content-type': 'application/json' }, payload: JSON.stringify(body) });

describe('GetMainDashboard', () => {
  it('sums up the whole club for a season', async () => {
    const response = await getAs(t.app, token, `/api/Dashboard/GetMainDashboard?clubSeasonId=${ids.season}&teamIds=`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      team: 2,
      trainer: 2,
      player: 5, // every active player of the club, P4 (in no team) too: the totals' and the players list's number
      // player averages: P1 (7 + 5 + 8.5 + 6) / 4 = 6.625, P3 5.75, P5 (3 + 5.5) / 2 = 4.25
      overallPlayerScore: (6.625 + 5.75 + 4.25) / 3,
      completedTeam: 0,
      completedPlayer: 1, // P3
      openTeam: 2,
      playerProgress: Math.round((75 + 0 + 100 + 50 + 0) / 5), // P4 has no trainer: progress 0
      teamProgress: Math.round((38 + 75) / 2), // A 3/8 = 37.5 → 38, B 3/4
      completedReport: 6, // A: 2 + 1 + 0 + 0, B: 2 + 1
      totalReport: 12, // n 2 × 6 pairs
    });
  });

  it('narrows everything to the chosen teams', async () => {
    const body = (await getAs(t.app, token, `/api/Dashboard/GetMainDashboard?clubSeasonId=${ids.season}&teamIds=${ids.B}`)).json();
    expect(body).toMatchObject({ team: 1, trainer: 1, player: 2, completedTeam: 0, completedPlayer: 1, completedReport: 3, totalReport: 4 });
  });

  it('refuses a malformed team id with a readable 400', async () => {
    const response = await getAs(t.app, token, `/api/Dashboard/GetMainDashboard?clubSeasonId=${ids.season}&teamIds=abc`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("'abc' is not a team id");
  });
});

describe('the POST panels with the spec body (a JSON string of comma-joined team ids)', () => {
  it('lists the top players by average score with their reports', async () => {
    const response = await post(`/api/Dashboard/GetPlayerDevelopment?clubSeasonId=${ids.season}`, `${ids.A},${ids.B}`);
    expect(response.statusCode).toBe(200);
    const top = response.json().topPlayers;
    expect(top.map((p: { playerId: string }) => p.playerId)).toEqual([ids.P1, ids.P3, ids.P5, ids.P2]);
    expect(top[1]).toMatchObject({ playerName: 'P3 Test', progress: 100, isCompleted: true, completedReport: 2, totalReport: 2, averageScore: 5.75 });
    expect(top[0]).toMatchObject({ progress: 75, isCompleted: false, completedReport: 3, totalReport: 4 });
  });

  it('lists trainers with progress, reported players and open reports', async () => {
    const rows = (await post(`/api/Dashboard/GetDashboardTrainerOverview?clubSeasonId=${ids.season}`, '')).json();
    expect(rows).toEqual([
      { userId: ids.T1, trainerName: 'T1 Test', teamName: 'A, B', profilePicture: null, progress: 63, reportedPlayers: 3, openReport: 0 },
      // T2 completed reports on P1 and on P5 (who has since moved to B): the two players of T2's page
      { userId: ids.T2, trainerName: 'T2 Test', teamName: 'A', profilePicture: null, progress: 25, reportedPlayers: 2, openReport: 1 },
    ]);
  });

  it('lists teams with progress, reported players and open reports', async () => {
    const rows = (await post(`/api/Dashboard/GetDashboardTeamOverview?clubSeasonId=${ids.season}`, 'all')).json();
    expect(rows).toEqual([
      { teamId: ids.B, teamName: 'B', progress: 75, reportedPlayers: 2, openReport: 0 },
      { teamId: ids.A, teamName: 'A', progress: 38, reportedPlayers: 1, openReport: 1 },
    ]);
  });

  it('gives 0 progress in a season with no reports expected (n = 0)', async () => {
    const rows = (await post(`/api/Dashboard/GetDashboardTeamOverview?clubSeasonId=${ids.zero}`, '')).json();
    expect(rows.map((r: { progress: number }) => r.progress)).toEqual([0, 0]);
  });
});

describe('tenancy', () => {
  it("treats another club's season as missing and another club's team as no team", async () => {
    expect((await getAs(t.app, token, `/api/Dashboard/GetMainDashboard?clubSeasonId=${demo.currentSeasonId}`)).statusCode).toBe(404);
    const demoTeam = await t.db.selectFrom('teams').select('id').where('club_id', '=', demo.clubId).executeTakeFirstOrThrow();
    const rows = (await post(`/api/Dashboard/GetDashboardTeamOverview?clubSeasonId=${ids.season}`, demoTeam.id)).json();
    expect(rows).toEqual([]);
  });
});
