import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, bearer, getAs, type TestApp } from '../testApp.js';
import { buildHandBuiltClub, type HandBuiltClub } from '../clubStructureClub.js';

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

/** Puts a person of the hand-built club in the named teams now. */
async function memberOf(key: string, role: 'Trainer' | 'Player', teams: string[]) {
  const rows = await t.db.selectFrom('teams').select(['id', 'name']).where('club_id', '=', club.clubId).where('name', 'in', teams).execute();
  await t.db.insertInto('team_memberships')
    .values(rows.map((team) => ({ team_id: team.id, person_id: club.ids[key]!, role, started_at: '2026-01-01T00:00:00Z' })))
    .execute();
}

describe('the order of team names', () => {
  it('GetTeams lists the teams naturally', async () => {
    const teams = (await getAs(t.app, club.managerToken, '/api/MasterData/GetTeams')).json() as Array<{ teamName: string }>;
    expect(teams.map((team) => team.teamName)).toEqual(NATURAL);
  });

  it("a trainer's teams joined in one cell read naturally: the trainers to add, the trainers' panel", async () => {
    // A player is in one team of a club; a trainer in several.
    await memberOf('T3', 'Trainer', ['JO19-1', 'JO10-2', 'jo8-2']);
    const trainers = (await getAs(t.app, club.managerToken, '/api/Manager/getAvailablePlayersOrTrainers?key=trainer')).json() as Array<{ userId: string; teamName: string | null }>;
    expect(trainers.find((person) => person.userId === club.ids.T3)?.teamName).toBe('jo8-2, JO10-2, JO19-1');
    const panel = await t.app.inject({
      method: 'POST', url: `/api/Dashboard/GetDashboardTrainerOverview?clubSeasonId=${club.ids.S}`, payload: JSON.stringify(''), headers: { ...bearer(club.managerToken), 'content-type': 'application/json' },
    });
    expect(panel.statusCode, panel.body).toBe(200);
    expect((panel.json() as Array<{ userId: string; teamName: string }>).find((row) => row.userId === club.ids.T3)?.teamName).toBe('jo8-2, JO10-2, JO19-1');
    // The trainers list names a trainer's first team in the same order.
    const overview = (await getAs(t.app, club.managerToken, `/api/trainer/GetTrainersOverview?isactive=true&clubSeasonId=${club.ids.S}`)).json() as Array<{ id: string; topTeamName: string | null }>;
    expect(overview.find((row) => row.id === club.ids.T3)?.topTeamName).toBe('jo8-2');
  });

  it('the teams overview lists them naturally', async () => {
    const rows = (await getAs(t.app, club.managerToken, '/api/team/GetTeamOverviewByClubId')).json() as Array<{ teamName: string }>;
    expect(rows.map((row) => row.teamName)).toEqual(NATURAL);
  });
});
