import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyReports, Skill } from '../../../contract/reportWriting.js';
import { createClub } from '../../../server/repositories/clubs/clubs.js';
import { createSession } from '../../../server/repositories/accounts/sessions.js';
import { bearer, createTestApp, getAs, type TestApp } from '../testApp.js';
import { accountFor } from '../../../server/repositories/accounts/accounts.js';

/**
 * The whole loop of issue 10 on a club with no report at all: trainers write and complete reports
 * through the report calls, and every manager screen's call then shows the domain guide's numbers.
 *
 *   team Red: trainers Tr1, Tr2; players Pa, Pb.     team Blue: trainer Tr1; player Pc.
 *   season n = 2. Pairs: (Pa,Tr1) (Pa,Tr2) (Pb,Tr1) (Pb,Tr2) (Pc,Tr1).
 *
 * Completed, in this order (every skill the same score unless said):
 *   Tr1→Pa 6 (Ball control 9), Tr2→Pa 4.5, Tr1→Pc 5, Tr1→Pa 8, Tr1→Pa 7 (an extra one: n is 2).
 * Open (never counts): Tr1→Pc all 10 but one skill.
 */
let t: TestApp;
let ids: Record<string, string>;
let tokens: Record<string, string>;
let skills: Skill[];

beforeAll(async () => {
  t = await createTestApp();
  const clubId = await createClub(t.db, { name: 'Loop FC', country: 'GB' });
  ids = { club: clubId };
  const season = await t.db.insertInto('seasons')
    .values({ club_id: clubId, name: 'Loop season', report_frequency: 2, start_date: '2026-01-01', end_date: '2026-12-31' })
    .returning('id').executeTakeFirstOrThrow();
  ids.S = season.id;
  for (const [key, role] of [['M', 'Manager'], ['Tr1', 'Trainer'], ['Tr2', 'Trainer'], ['Pa', 'Player'], ['Pb', 'Player'], ['Pc', 'Player']] as const) {
    const row = await t.db.insertInto('people')
      .values({ club_id: clubId, role, status: 'active', account_id: accountFor(`${key.toLowerCase()}@loop.club`, 'x'), first_name: key, last_name: 'Loop' })
      .returning('id').executeTakeFirstOrThrow();
    ids[key] = row.id;
  }
  for (const team of ['Red', 'Blue']) {
    ids[team] = (await t.db.insertInto('teams').values({ club_id: clubId, name: team, division: '' }).returning('id').executeTakeFirstOrThrow()).id;
  }
  for (const [team, person, role] of [
    ['Red', 'Tr1', 'Trainer'], ['Red', 'Tr2', 'Trainer'], ['Blue', 'Tr1', 'Trainer'], ['Red', 'Pa', 'Player'], ['Red', 'Pb', 'Player'], ['Blue', 'Pc', 'Player'],
  ] as const) {
    await t.db.insertInto('team_memberships').values({ team_id: ids[team]!, person_id: ids[person]!, role }).execute();
  }
  tokens = {};
  for (const key of ['M', 'Tr1', 'Tr2', 'Pa']) tokens[key] = await createSession(t.db, ids[key]!, 3_600_000);
  skills = (await getAs(t.app, tokens.M!, '/api/MasterData/GetSkills')).json();
});
afterAll(() => t?.close());

const post = (token: string, url: string, payload: object | string) =>
  t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
const get = async (url: string) => {
  const response = await getAs(t.app, tokens.M!, url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
};

/** Every skill scored `score`, except those given in `except`. */
const scoresOf = (score: number, except: Record<string, number> = {}) =>
  skills.map((s) => ({ skillId: s.id, score: except[s.skillName] ?? score, comment: null }));
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/** A trainer's report through the calls: start, save in two parts (like two visits), complete. */
async function writeReport(trainer: string, player: string, scores: Array<{ skillId: string; score: number; comment: string | null }>, complete = true) {
  const started = await post(tokens[trainer]!, '/api/Report/StartReport', { playerUserId: ids[player], clubSeasonId: ids.S });
  expect(started.statusCode, started.body).toBe(200);
  const { reportId } = started.json();
  const half = Math.ceil(scores.length / 2);
  for (const part of [scores.slice(0, half), scores.slice(half)]) {
    const saved = await post(tokens[trainer]!, '/api/Report/SaveReport', { reportId, feedback: `Feedback of ${trainer} on ${player}`, skillReports: part });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  if (complete) {
    const completed = await post(tokens[trainer]!, '/api/Report/CompleteReport', { reportId });
    expect(completed.statusCode, completed.body).toBe(200);
  }
  return reportId as string;
}

// The report averages, as the domain guide defines them (mean of the report's skill scores).
// (Functions: the skills are read in beforeAll.)
const r1 = () => scoresOf(6, { 'Ball control': 9 });
const avg = (scores: Array<{ score: number }>) => mean(scores.map((s) => s.score));
const paAverages = () => [avg(r1()), 4.5, 8, 7]; // in completion order
const paAverage = () => mean(paAverages());
const pcAverage = 5;

describe('a club without reports', () => {
  it('starts at 0 everywhere', async () => {
    expect(await get(`/api/Dashboard/GetMainDashboard?clubSeasonId=${ids.S}&teamIds=`)).toMatchObject({
      team: 2, trainer: 2, player: 3, overallPlayerScore: 0, completedReport: 0, totalReport: 10, playerProgress: 0, teamProgress: 0,
    });
  });
});

describe('after the trainers complete their reports through the report calls', () => {
  let openReportId: string;
  let tr1PcReport: string;
  beforeAll(async () => {
    await writeReport('Tr1', 'Pa', r1());
    await writeReport('Tr2', 'Pa', scoresOf(4.5));
    tr1PcReport = await writeReport('Tr1', 'Pc', scoresOf(5));
    await writeReport('Tr1', 'Pa', scoresOf(8));
    await writeReport('Tr1', 'Pa', scoresOf(7));
    openReportId = await writeReport('Tr1', 'Pc', scoresOf(10).slice(1), false);
  });

  it('the overview dashboard shows the formulas\' numbers', async () => {
    // Player progress: Pa (2 + 1) / (2 × 2) = 75 %, Pb 0, Pc 1 / 2 = 50 %; teams: Red 3 / 8 = 37.5 → 38 %, Blue 50 %.
    expect(await get(`/api/Dashboard/GetMainDashboard?clubSeasonId=${ids.S}&teamIds=`)).toEqual({
      team: 2, trainer: 2, player: 3,
      overallPlayerScore: mean([paAverage(), pcAverage]),
      completedTeam: 0, completedPlayer: 0, openTeam: 2,
      playerProgress: Math.round((75 + 0 + 50) / 3),
      teamProgress: Math.round((38 + 50) / 2),
      completedReport: 2 + 1 + 1, // each pair capped at n = 2: Tr1's third report on Pa does not count here
      totalReport: 2 * 5,
    });
    const development = (await post(tokens.M!, `/api/Dashboard/GetPlayerDevelopment?clubSeasonId=${ids.S}`, '')).json().topPlayers;
    expect(development.map((p: { playerId: string }) => p.playerId)).toEqual([ids.Pa, ids.Pc, ids.Pb]);
    // completedReport counts reports toward the pairs (capped at n each, as the panel's progress): Tr1's
    // third report on Pa is an extra one, so 2 + 1 of 4 (docs/decisions.md, "Writing reports").
    expect(development[0]).toMatchObject({ progress: 75, completedReport: 3, totalReport: 4, isCompleted: false });
    expect(development[0].averageScore).toBeCloseTo(paAverage(), 10);
    expect(development[1]).toMatchObject({ progress: 50, averageScore: 5, completedReport: 1, totalReport: 2 });
    const trainers = (await post(tokens.M!, `/api/Dashboard/GetDashboardTrainerOverview?clubSeasonId=${ids.S}`, '')).json();
    // Tr1: Pa 2 + Pb 0 + Pc 1 of 2 × 3 = 50 %; Tr2: Pa 1 + Pb 0 of 2 × 2 = 25 %.
    expect(trainers.map((r: object) => ({ ...r, profilePicture: undefined }))).toEqual([
      { userId: ids.Tr1, trainerName: 'Tr1 Loop', teamName: 'Blue, Red', profilePicture: undefined, progress: 50, reportedPlayers: 2, openReport: 1 },
      { userId: ids.Tr2, trainerName: 'Tr2 Loop', teamName: 'Red', profilePicture: undefined, progress: 25, reportedPlayers: 1, openReport: 0 },
    ]);
    const teams = (await post(tokens.M!, `/api/Dashboard/GetDashboardTeamOverview?clubSeasonId=${ids.S}`, '')).json();
    expect(teams).toEqual([
      { teamId: ids.Blue, teamName: 'Blue', progress: 50, reportedPlayers: 1, openReport: 1 },
      { teamId: ids.Red, teamName: 'Red', progress: 38, reportedPlayers: 1, openReport: 0 },
    ]);
  });

  it('the three lists show them too', async () => {
    const players = await get(`/api/Player/GetPlayerOverviewReportByClubId?clubSeasonId=${ids.S}`);
    const player = (id: string) => players.find((p: { id: string }) => p.id === id);
    expect(player(ids.Pa!)).toMatchObject({ overallProgress: 75, averageScore: paAverage().toFixed(1), overallDiff: 7 - 8, totalTrainer: 2 });
    expect(player(ids.Pb!)).toMatchObject({ overallProgress: 0, averageScore: '0.0', overallDiff: 0 });
    expect(player(ids.Pc!)).toMatchObject({ overallProgress: 50, averageScore: '5.0', overallDiff: 0, totalTrainer: 1 });

    const trainers = await get(`/api/trainer/GetTrainersOverview?isactive=true&clubSeasonId=${ids.S}`);
    const trainer = (id: string) => trainers.find((r: { id: string }) => r.id === id);
    expect(trainer(ids.Tr1!)).toMatchObject({ overallProgress: 50, totalTeam: 2, totalPlayer: 3 });
    expect(trainer(ids.Tr2!)).toMatchObject({ overallProgress: 25, totalTeam: 1, totalPlayer: 2 });

    const teams = await get(`/api/team/GetTeamOverviewByClubId?clubSeasonId=${ids.S}`);
    const team = (id: string) => teams.find((r: { id: string }) => r.id === id);
    expect(team(ids.Red!)).toMatchObject({ overallProgress: 38, totalTrainer: 2, totalPlayer: 2 });
    expect(team(ids.Blue!)).toMatchObject({ overallProgress: 50, totalTrainer: 1, totalPlayer: 1 });
  });

  it('the team detail shows progress per player and per trainer on that team', async () => {
    const red = await get(`/api/Player/GetTeamPlayerOverview?teamId=${ids.Red}&&clubSeasonId=${ids.S}`);
    const redPlayer = (id: string) => red.find((r: { userId: string }) => r.userId === id);
    expect(redPlayer(ids.Pa!)).toMatchObject({ overallProgress: 75, totalTrainer: 2 });
    expect(redPlayer(ids.Pa!).averageScore).toBeCloseTo(paAverage(), 10);
    expect(redPlayer(ids.Pb!)).toMatchObject({ overallProgress: 0, averageScore: null });
    const redTrainers = await get(`/api/trainer/GetTrainerOverviewByClubId?teamId=${ids.Red}&&clubSeasonId=${ids.S}`);
    const redTrainer = (id: string) => redTrainers.find((r: { userId: string }) => r.userId === id);
    // On Red only: Tr1 Pa 2 + Pb 0 of 2 × 2 = 50 %, Tr2 Pa 1 of 4 = 25 %.
    expect(redTrainer(ids.Tr1!)).toMatchObject({ overallProgress: 50 });
    expect(redTrainer(ids.Tr2!)).toMatchObject({ overallProgress: 25 });
    const blueTrainers = await get(`/api/trainer/GetTrainerOverviewByClubId?teamId=${ids.Blue}&&clubSeasonId=${ids.S}`);
    expect(blueTrainers).toHaveLength(1);
    expect(blueTrainers[0]).toMatchObject({ userId: ids.Tr1, overallProgress: 50 });
  });

  it("the player's detail shows the per-skill averages and every report, open ones never in the averages", async () => {
    const detail = await get(`/api/Player/GetPlayerDetailByIdBySeason?userId=${ids.Pa}&&clubSeasonId=${ids.S}`);
    const ballControl = detail.playerReportDetailsSkill.find((s: { skillName: string }) => s.skillName === 'Ball control');
    expect(ballControl.score).toBeCloseTo(mean([9, 4.5, 8, 7]), 10);
    const passing = detail.playerReportDetailsSkill.find((s: { skillName: string }) => s.skillName === 'Passing');
    expect(passing.score).toBeCloseTo(mean([6, 4.5, 8, 7]), 10);
    expect(detail.playerReportDetailsSkill).toHaveLength(skills.length);
    const byTrainer = new Map(detail.playerReportResponse.map((g: { trainerUserId: string }) => [g.trainerUserId, g]));
    const tr1 = byTrainer.get(ids.Tr1!) as { averageScore: number; playerReportReview: Array<{ averageScore: number; feedback: string; status: string }> };
    expect(tr1.averageScore).toBeCloseTo(mean([avg(r1()), 8, 7]), 10);
    expect(tr1.playerReportReview.map((r) => r.averageScore)).toEqual([7, 8, avg(r1())]);
    expect(tr1.playerReportReview[0]).toMatchObject({ status: 'Completed', feedback: 'Feedback of Tr1 on Pa' });

    const pc = await get(`/api/Player/GetPlayerDetailByIdBySeason?userId=${ids.Pc}&&clubSeasonId=${ids.S}`);
    expect(pc.playerReportDetailsSkill.every((s: { score: number }) => s.score === 5)).toBe(true);
    const pcReviews = pc.playerReportResponse[0].playerReportReview;
    expect(pcReviews.map((r: { status: string }) => r.status).sort()).toEqual(['Completed', 'Open']);
    expect(pc.playerReportResponse[0].averageScore).toBe(5);
  });

  it("the trainer's detail shows the completed reports per player and the open one", async () => {
    const completed = await get(`/api/trainer/GetTrainerPersonalDetail?userId=${ids.Tr1}&filter=completed`);
    expect(completed.count).toBe(2);
    const pa = completed.reports.find((r: { userId: string }) => r.userId === ids.Pa);
    expect(pa.totalScore).toBeCloseTo(mean([avg(r1()), 8, 7]), 10);
    expect(pa.self).toHaveLength(3);
    const open = await get(`/api/trainer/GetTrainerPersonalDetail?userId=${ids.Tr1}&filter=open`);
    expect(open.reports).toHaveLength(1);
    expect(open.reports[0]).toMatchObject({ reportId: openReportId, userId: ids.Pc });
    // 8 of the 9 active skills scored.
    expect(open.reports[0].totalProgress).toBe(Math.round((100 * (skills.length - 1)) / skills.length));
  });

  it('the player sees the same averages in their own reports', async () => {
    const mine: MyReports = (await getAs(t.app, tokens.Pa!, `/api/Report/GetMyReports?clubSeasonId=${ids.S}`)).json();
    expect(mine.reports.map((r) => r.averageScore)).toEqual([...paAverages()].reverse());
    expect(mine.averageScore).toBeCloseTo(paAverage(), 10);
    expect(mine.overallDiff).toBe(7 - 8);
    expect(mine.skillAverages.find((s) => s.skillName === 'Ball control')!.score).toBeCloseTo(mean([9, 4.5, 8, 7]), 10);
  });

  it('a reopened report stops counting until it is completed again', async () => {
    expect((await post(tokens.Tr1!, '/api/Report/DeleteReport', { reportId: openReportId })).statusCode).toBe(200);
    expect((await post(tokens.M!, '/api/Report/ReopenReport', { reportId: tr1PcReport })).statusCode).toBe(200);
    const during = await get(`/api/Dashboard/GetMainDashboard?clubSeasonId=${ids.S}&teamIds=`);
    expect(during).toMatchObject({ completedReport: 3, overallPlayerScore: paAverage(), playerProgress: Math.round(75 / 3) });
    expect((await post(tokens.Tr1!, '/api/Report/CompleteReport', { reportId: tr1PcReport })).statusCode).toBe(200);
    const after = await get(`/api/Dashboard/GetMainDashboard?clubSeasonId=${ids.S}&teamIds=`);
    expect(after).toMatchObject({ completedReport: 4, playerProgress: Math.round((75 + 50) / 3) });
    expect(after.overallPlayerScore).toBeCloseTo(mean([paAverage(), pcAverage]), 10);
  });

  it('completing every pair makes players and teams completed, and extra reports keep progress at 100 %', async () => {
    await writeReport('Tr2', 'Pa', scoresOf(6));
    await writeReport('Tr1', 'Pc', scoresOf(6));
    await writeReport('Tr1', 'Pc', scoresOf(6)); // a third one on Pc: still 100 %
    for (const trainer of ['Tr1', 'Tr2']) for (let k = 0; k < 2; k++) await writeReport(trainer, 'Pb', scoresOf(5));
    const all = await get(`/api/Dashboard/GetMainDashboard?clubSeasonId=${ids.S}&teamIds=`);
    expect(all).toMatchObject({ completedTeam: 2, completedPlayer: 3, openTeam: 0, playerProgress: 100, teamProgress: 100, completedReport: 10, totalReport: 10 });
    const players = await get(`/api/Player/GetPlayerOverviewReportByClubId?clubSeasonId=${ids.S}`);
    expect(players.map((p: { overallProgress: number }) => p.overallProgress)).toEqual([100, 100, 100]);
    const myPlayers = (await getAs(t.app, tokens.Tr1!, `/api/Report/GetMyPlayers?clubSeasonId=${ids.S}`)).json();
    expect(myPlayers.map((p: { name: string; completedReports: number; expectedReports: number }) => [p.name, p.completedReports, p.expectedReports]))
      .toEqual([['Pc Loop', 3, 2], ['Pa Loop', 3, 2], ['Pb Loop', 2, 2]]);
  });
});
