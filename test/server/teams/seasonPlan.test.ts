import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClub } from '../../../server/repositories/clubs/clubs.js';
import { createSession } from '../../../server/repositories/accounts/sessions.js';
import { accountFor } from '../../../server/repositories/accounts/accounts.js';
import { createScheduler } from '../../../server/services/scheduler/scheduler.js';
import { bearer, createTestApp, getAs, type TestApp } from '../testApp.js';

/**
 * Issue 37, "Next season is planned, not applied": placing players on the board for a season that has
 * not started stores a plan (Team/PlanPlayers) and changes nothing in the running season; the plan can
 * be undone (Team/ClearSeasonPlan), takes effect when its season becomes the current one (the scheduler)
 * or when the manager applies it now (Team/ApplySeasonPlan). Through HTTP, on VV De Zwaluwen:
 *
 *   season 2026/2027 (current on the test's clock, 27 November 2026), 2027/2028 and 2028/2029 to come;
 *   JO15-1: trainer Sanne van der Berg; players Daan de Vries, Fleur de Vries (his sister), Sem van den Heuvel;
 *   JO16-1: trainer Joost de Groot; players Finn Bakker, Mila van Leeuwen;  JO17-1: nobody.
 *   Sanne completed 2 reports in 2026/2027 (Daan, Sem) and Joost 1 (Finn).
 */
let t: TestApp;
let now = new Date('2026-11-27T10:00:00Z');
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};
let elsewhere: { season: string; team: string; player: string; token: string };

type Row = Record<string, unknown>;
const get = async (token: string, url: string) => {
  const response = await getAs(t.app, token, url);
  expect([200, 204], `${url}: ${response.body}`).toContain(response.statusCode);
  return response.statusCode === 204 ? [] : response.json();
};
const post = (url: string, payload: unknown, token = tokens.Anouk!) =>
  t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
const plan = (season: string, team: string, players: string[], token?: string) =>
  post('/api/Team/PlanPlayers', { clubSeasonId: season, teamId: team, userIds: players }, token);
const clear = (season: string, players?: string[], token?: string) =>
  post('/api/Team/ClearSeasonPlan', players ? { clubSeasonId: season, userIds: players } : { clubSeasonId: season }, token);
const apply = (season: string, token?: string) => post('/api/Team/ApplySeasonPlan', { clubSeasonId: season }, token);
const seasonPlan = async (season: string) => get(tokens.Anouk!, `/api/Team/GetSeasonPlan?clubSeasonId=${season}`);
const planJobs = async () => (await t.db.selectFrom('scheduled_jobs').select('key').where('kind', '=', 'seasonPlan').execute()).length;
const namesOf = (rows: Row[]) => rows.map((row) => row.name).sort();
const teamPlayers = async (team: string) => namesOf(await get(tokens.Anouk!, `/api/Player/GetTeamPlayerOverview?teamId=${ids[team]}&clubSeasonId=${ids.current}`));

/** What the running season shows: the overview's figures, the teams and their pages, Sanne's workspace. */
async function runningSeason() {
  const season = `clubSeasonId=${ids.current}`;
  return {
    totals: await get(tokens.Anouk!, `/api/Dashboard/GetDashboardTotalHeader?${season}`),
    teams: await get(tokens.Anouk!, `/api/team/GetTeamOverviewByClubId?${season}`),
    players: await get(tokens.Anouk!, `/api/Player/GetPlayerOverviewReportByClubId?${season}`),
    teamPages: {
      'JO15-1': await get(tokens.Anouk!, `/api/Player/GetTeamPlayerOverview?teamId=${ids['JO15-1']}&${season}`),
      'JO16-1': await get(tokens.Anouk!, `/api/Player/GetTeamPlayerOverview?teamId=${ids['JO16-1']}&${season}`),
    },
    workspace: namesOf(await get(tokens.Sanne!, `/api/Report/GetMyPlayers?${season}`)),
    board: (await get(tokens.Anouk!, `/api/Team/GetPlacementBoard?clubSeasonId=${ids.next}`) as Row[]).map((row) => [row.firstName, row.teamName]),
  };
}

beforeAll(async () => {
  t = await createTestApp({}, () => now);
  const clubId = await createClub(t.db, { name: 'VV De Zwaluwen', country: 'NL' });
  ids.club = clubId;
  const season = async (name: string, start: string, end: string) =>
    (await t.db.insertInto('seasons').values({ club_id: clubId, name, report_frequency: 2, start_date: start, end_date: end }).returning('id').executeTakeFirstOrThrow()).id;
  ids.current = await season('2026/2027', '2026-07-01', '2027-06-30');
  ids.next = await season('2027/2028', '2027-07-01', '2028-06-30');
  ids.later = await season('2028/2029', '2028-07-01', '2029-06-30');
  for (const name of ['JO15-1', 'JO16-1', 'JO17-1']) {
    ids[name] = (await t.db.insertInto('teams').values({ club_id: clubId, name, division: '3e klasse' }).returning('id').executeTakeFirstOrThrow()).id;
  }
  const people = [
    ['Anouk', null, 'Jansen', 'Manager', null],
    ['Sanne', 'van der', 'Berg', 'Trainer', 'JO15-1'],
    ['Joost', 'de', 'Groot', 'Trainer', 'JO16-1'],
    ['Daan', 'de', 'Vries', 'Player', 'JO15-1'],
    ['Fleur', 'de', 'Vries', 'Player', 'JO15-1'],
    ['Sem', 'van den', 'Heuvel', 'Player', 'JO15-1'],
    ['Finn', null, 'Bakker', 'Player', 'JO16-1'],
    ['Mila', 'van', 'Leeuwen', 'Player', 'JO16-1'],
  ] as const;
  for (const [first, infix, last, role, team] of people) {
    ids[first] = (await t.db.insertInto('people').values({
      club_id: clubId, role, status: 'active', first_name: first, infix, last_name: last,
      account_id: accountFor(`${first.toLowerCase()}@zwaluwen.club`, 'x'), activated_at: new Date(),
    }).returning('id').executeTakeFirstOrThrow()).id;
    if (team) await t.db.insertInto('team_memberships').values({ club_id: clubId, team_id: ids[team]!, person_id: ids[first]!, role, started_at: '2026-07-01T00:00:00Z' }).execute();
  }
  const skills = await t.db.selectFrom('skills').select('id').where('club_id', '=', clubId).orderBy('sort_order').limit(2).execute();
  let day = 1;
  for (const [trainer, player, team] of [['Sanne', 'Daan', 'JO15-1'], ['Sanne', 'Sem', 'JO15-1'], ['Joost', 'Finn', 'JO16-1']] as const) {
    const at = new Date(Date.UTC(2026, 9, day++));
    const report = await t.db.insertInto('reports').values({
      club_id: clubId, season_id: ids.current, trainer_id: ids[trainer]!, player_id: ids[player]!, team_id: ids[team]!,
      status: 'Completed', created_at: at, modified_at: at, completed_at: at,
    }).returning('id').executeTakeFirstOrThrow();
    await t.db.insertInto('report_scores').values(skills.map((skill) => ({ report_id: report.id, skill_id: skill.id, score: 7, comment: null }))).execute();
  }
  for (const key of ['Anouk', 'Sanne']) tokens[key] = await createSession(t.db, ids[key]!, 3_600_000);

  // Another club, with a season to come of its own.
  const otherClub = await createClub(t.db, { name: 'SV Oranje Boys', country: 'NL' });
  const otherSeason = (await t.db.insertInto('seasons').values({ club_id: otherClub, name: '2027/2028', report_frequency: 1, start_date: '2027-07-01', end_date: '2028-06-30' }).returning('id').executeTakeFirstOrThrow()).id;
  await t.db.insertInto('seasons').values({ club_id: otherClub, name: '2026/2027', report_frequency: 1, start_date: '2026-07-01', end_date: '2027-06-30' }).execute();
  const otherTeam = (await t.db.insertInto('teams').values({ club_id: otherClub, name: 'JO15-1', division: '1e klasse' }).returning('id').executeTakeFirstOrThrow()).id;
  const [otherManager, otherPlayer] = await Promise.all([['Kees', 'Manager'], ['Bram', 'Player']].map(async ([first, role]) =>
    (await t.db.insertInto('people').values({
      club_id: otherClub, role: role as 'Manager' | 'Player', status: 'active', first_name: first!, infix: 'van', last_name: 'Dam',
      account_id: accountFor(`${first!.toLowerCase()}@oranjeboys.club`, 'x'), activated_at: new Date(),
    }).returning('id').executeTakeFirstOrThrow()).id));
  elsewhere = { season: otherSeason, team: otherTeam, player: otherPlayer!, token: await createSession(t.db, otherManager!, 3_600_000) };
});
afterAll(() => t?.close());

describe('planning next season', () => {
  it('stores the line-up as a plan: the running season\'s overview, teams and workspaces are unchanged', async () => {
    const before = await runningSeason();
    expect(before.workspace).toEqual(['Daan de Vries', 'Fleur de Vries', 'Sem van den Heuvel']);
    const planned = await plan(ids.next!, ids['JO16-1']!, [ids.Daan!, ids.Fleur!, ids.Sem!]);
    expect(planned.statusCode, planned.body).toBe(200);
    expect(planned.json()).toEqual({ isSucceeded: true, changed: 3, planned: 3 });
    expect((await plan(ids.next!, ids['JO17-1']!, [ids.Finn!])).json()).toMatchObject({ changed: 1, planned: 4 });

    expect(await runningSeason()).toEqual(before);
    expect(await teamPlayers('JO15-1')).toEqual(['Daan de Vries', 'Fleur de Vries', 'Sem van den Heuvel']);

    const next = await seasonPlan(ids.next!);
    expect(next).toMatchObject({ clubSeasonId: ids.next, seasonName: '2027/2028', startDate: '2027-07-01T00:00:00.000Z', state: 'planning' });
    expect(next.players).toHaveLength(4);
    expect(next.teams).toEqual([
      { teamId: ids['JO15-1'], teamName: 'JO15-1', now: 3, planned: 0 },
      { teamId: ids['JO16-1'], teamName: 'JO16-1', now: 2, planned: 4 },
      { teamId: ids['JO17-1'], teamName: 'JO17-1', now: 0, planned: 1 },
    ]);
    expect((await seasonPlan(ids.current!)).state).toBe('current');
  });

  it('keeps one planned team per player per season: planning again replaces it', async () => {
    expect((await plan(ids.next!, ids['JO16-1']!, [ids.Finn!])).json()).toMatchObject({ planned: 4 });
    const rows = await t.db.selectFrom('season_plans').select('team_id').where('season_id', '=', ids.next!).where('player_id', '=', ids.Finn!).execute();
    expect(rows).toEqual([{ team_id: ids['JO16-1'] }]);
    // The database holds the rule too.
    await expect(t.db.insertInto('season_plans').values({ club_id: ids.club!, season_id: ids.next!, player_id: ids.Finn!, team_id: ids['JO15-1']! }).execute()).rejects.toThrow();
  });

  it('can be undone: one player taken out, or the whole plan cleared', async () => {
    expect((await clear(ids.next!, [ids.Sem!])).json()).toEqual({ isSucceeded: true, changed: 1, planned: 3 });
    expect((await seasonPlan(ids.next!)).players.map((row: Row) => row.userId)).not.toContain(ids.Sem);
    expect((await clear(ids.next!, [ids.Sem!])).json()).toEqual({ isSucceeded: true, changed: 0, planned: 3 });
    expect((await clear(ids.next!)).json()).toEqual({ isSucceeded: true, changed: 3, planned: 0 });
    expect((await seasonPlan(ids.next!)).teams.map((row: Row) => [row.teamName, row.now, row.planned])).toEqual([['JO15-1', 3, 3], ['JO16-1', 2, 2], ['JO17-1', 0, 0]]);
  });

  it('refuses to plan the running season (its players are moved) and bad input, with a sentence', async () => {
    const started = await plan(ids.current!, ids['JO16-1']!, [ids.Daan!]);
    expect(started.statusCode).toBe(409);
    expect(started.json().message).toBe('This season has started: move the players instead of planning them.');
    const empty = await plan(ids.next!, ids['JO16-1']!, []);
    expect(empty.statusCode).toBe(400);
    const trainer = await plan(ids.next!, ids['JO16-1']!, [ids.Sanne!]);
    expect([trainer.statusCode, trainer.json().message]).toEqual([404, 'One of the selected players does not exist.']);
    expect((await seasonPlan(ids.next!)).players).toEqual([]);
  });

  it("refuses another club's season, team and players, and a trainer", async () => {
    await plan(ids.next!, ids['JO16-1']!, [ids.Daan!]);
    const foreign = [
      await getAs(t.app, elsewhere.token, `/api/Team/GetSeasonPlan?clubSeasonId=${ids.next}`),
      await plan(ids.next!, elsewhere.team, [elsewhere.player], elsewhere.token),
      await plan(elsewhere.season, ids['JO16-1']!, [elsewhere.player], elsewhere.token),
      await plan(elsewhere.season, elsewhere.team, [ids.Fleur!], elsewhere.token),
      await clear(ids.next!, undefined, elsewhere.token),
      await apply(ids.next!, elsewhere.token),
      await plan(elsewhere.season, elsewhere.team, [elsewhere.player], tokens.Anouk),
    ];
    expect(foreign.map((response) => response.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    expect((await plan(ids.next!, ids['JO16-1']!, [ids.Daan!], tokens.Sanne)).statusCode).toBe(403);
    expect((await getAs(t.app, tokens.Sanne!, `/api/Team/GetSeasonPlan?clubSeasonId=${ids.next}`)).statusCode).toBe(403);
    // Ours is as it was, theirs empty.
    expect((await seasonPlan(ids.next!)).players.map((row: Row) => row.userId)).toEqual([ids.Daan]);
    expect(await t.db.selectFrom('season_plans').select('player_id').where('club_id', '!=', ids.club!).execute()).toEqual([]);
    expect(await teamPlayers('JO16-1')).toEqual(['Finn Bakker', 'Mila van Leeuwen']);
  });
});

describe('the plan takes effect', () => {
  it('when its season becomes the current one, once, whichever scheduler runs it; removed players and teams are passed over', async () => {
    await plan(ids.next!, ids['JO16-1']!, [ids.Daan!, ids.Fleur!, ids.Sem!]);
    await plan(ids.next!, ids['JO17-1']!, [ids.Finn!, ids.Mila!]);
    // Meanwhile Mila leaves the club and JO17-1 is deleted: the plan leaves them out, without an error.
    expect((await post('/api/Player/RemovePlayers?isActive=true', [{ Id: ids.Mila }])).statusCode).toBe(200);
    const team = (await t.db.insertInto('teams').values({ club_id: ids.club!, name: 'JO19-1', division: '2e klasse' }).returning('id').executeTakeFirstOrThrow()).id;
    await plan(ids.next!, team, [ids.Finn!]);
    expect((await post('/api/Team/RemoveTeams', [{ Id: team }])).statusCode).toBe(200);
    const pending = await seasonPlan(ids.next!);
    expect(pending.players.map((row: Row) => row.userId).sort()).toEqual([ids.Daan, ids.Fleur, ids.Sem].sort());
    expect(pending.teams.map((row: Row) => row.teamName)).toEqual(['JO15-1', 'JO16-1', 'JO17-1']);
    const completedBefore = (await runningSeason()).totals;

    // The day before nothing happens; on 1 July 2027 the season is the current one.
    now = new Date('2027-06-30T23:00:00Z');
    await t.app.scheduler.runOnce();
    expect(await planJobs()).toBe(0);
    expect(await teamPlayers('JO15-1')).toEqual(['Daan de Vries', 'Fleur de Vries', 'Sem van den Heuvel']);
    now = new Date('2027-07-01T02:00:00Z');
    // Two servers' schedulers at once: the plan's job is claimed by one and applied once.
    const second = createScheduler({
      db: t.db, mailer: t.app.mailer, config: { intervalMs: 0, leaseMs: 300_000 }, appUrl: 'http://localhost', invitationLifetimeMs: 3_600_000,
      clock: () => now, log: { info: () => {}, warn: () => {} },
    });
    await Promise.all([t.app.scheduler.runOnce(), second.runOnce()]);
    expect(await teamPlayers('JO15-1')).toEqual([]);
    expect(await teamPlayers('JO16-1')).toEqual(['Daan de Vries', 'Finn Bakker', 'Fleur de Vries', 'Sem van den Heuvel']);
    expect(namesOf(await get(tokens.Sanne!, `/api/Report/GetMyPlayers?clubSeasonId=${ids.current}`))).toEqual([]);
    const jobs = await t.db.selectFrom('scheduled_jobs').select(['kind', 'done_at']).where('kind', '=', 'seasonPlan').execute();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.done_at).not.toBeNull();
    expect(await t.db.selectFrom('season_plans').select('player_id').where('season_id', '=', ids.next!).execute()).toEqual([]);
    // Reports stay with the season and team they were written in: the season's completed count is as it was.
    expect((await runningSeason()).totals).toEqual(completedBefore);
    // Stored progress agrees with a recount from the rows.
    const stored = await t.db.selectFrom('team_line_ups').select(['team_id', 'players']).where('club_id', '=', ids.club!).execute();
    expect(Object.fromEntries(stored.map((row) => [row.team_id, row.players]))).toMatchObject({ [ids['JO15-1']!]: 0, [ids['JO16-1']!]: 4 });
    // Running again does nothing.
    await t.app.scheduler.runOnce();
    expect(await planJobs()).toBe(1);
    expect(await teamPlayers('JO16-1')).toHaveLength(4);
    expect((await seasonPlan(ids.next!)).state).toBe('current');
  });

  it("at once when the manager applies it, and applying again moves nobody", async () => {
    expect((await plan(ids.later!, ids['JO17-1']!, [ids.Daan!, ids.Finn!])).json()).toMatchObject({ planned: 2 });
    expect(await teamPlayers('JO17-1')).toEqual([]);
    const applied = await apply(ids.later!);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toEqual({ isSucceeded: true, changed: 2, planned: 0 });
    expect(await teamPlayers('JO17-1')).toEqual(['Daan de Vries', 'Finn Bakker']);
    expect((await apply(ids.later!)).json()).toEqual({ isSucceeded: true, changed: 0, planned: 0 });
    expect((await seasonPlan(ids.later!)).players).toEqual([]);
    // Nothing is left for the scheduler either.
    now = new Date('2028-07-02T02:00:00Z');
    await t.app.scheduler.runOnce();
    expect(await planJobs()).toBe(1);
    expect(await teamPlayers('JO17-1')).toEqual(['Daan de Vries', 'Finn Bakker']);
  });
});
