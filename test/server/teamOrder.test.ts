import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, bearer, getAs, type TestApp } from './testApp.js';
import { buildHandBuiltClub, type HandBuiltClub } from './clubStructureClub.js';

/** Issue 37: a club's teams in the order a person reads their names, JO8-1 before JO10-1, on both engines. */
let t: TestApp;
let club: HandBuiltClub;

beforeAll(async () => {
  t = await createTestApp();
  club = await buildHandBuiltClub(t.db, 'Natural FC', 'natural.club');
  for (const name of ['JO10-1', 'jo8-2', 'JO9-1', 'JO8-1', 'JO19-1', 'JO10-2']) {
    const response = await t.app.inject({ method: 'POST', url: '/api/team/addteam', payload: { TeamName: name, Division: '' }, headers: bearer(club.managerToken) });
    expect(response.statusCode).toBe(200);
  }
});
afterAll(() => t?.close());

const NATURAL = ['A', 'B', 'JO8-1', 'jo8-2', 'JO9-1', 'JO10-1', 'JO10-2', 'JO19-1'];

describe('the order of team names', () => {
  it('GetTeams lists the teams naturally', async () => {
    const teams = (await getAs(t.app, club.managerToken, '/api/MasterData/GetTeams')).json() as Array<{ teamName: string }>;
    expect(teams.map((team) => team.teamName)).toEqual(NATURAL);
  });

  it('the teams overview lists them naturally', async () => {
    const rows = (await getAs(t.app, club.managerToken, '/api/team/GetTeamOverviewByClubId')).json() as Array<{ teamName: string }>;
    expect(rows.map((row) => row.teamName)).toEqual(NATURAL);
  });
});
