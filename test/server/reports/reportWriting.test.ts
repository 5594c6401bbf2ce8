import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyPlayer, MyReports, Report, Skill } from '../../../contract/reportWriting.js';
import { createSession } from '../../../server/repositories/accounts/sessions.js';
import { buildHandBuiltClub, type HandBuiltClub } from '../clubStructureClub.js';
import { bearer, createTestApp, getAs, type TestApp } from '../testApp.js';

/**
 * The report calls through HTTP (issue 10), on the hand-built club (clubStructureClub.ts): T1 trains
 * teams A (P1, P2) and B (P3, P5), T2 trains A, T3 trains no team, P4 has no team; season S asks 2
 * reports per pair. "Other FC" is a second club built the same way.
 */
let t: TestApp;
let club: HandBuiltClub;
let other: HandBuiltClub;
let tokens: Record<string, string>;
let skills: Skill[];

beforeAll(async () => {
  t = await createTestApp();
  club = await buildHandBuiltClub(t.db, 'Report FC', 'report.club');
  other = await buildHandBuiltClub(t.db, 'Other FC', 'other.club');
  tokens = { M: club.managerToken, T1: club.trainerToken };
  for (const key of ['T2', 'T3', 'P1', 'P2']) tokens[key] = await createSession(t.db, club.ids[key]!, 3_600_000);
  skills = (await getAs(t.app, tokens.M!, '/api/MasterData/GetSkills')).json();
});
afterAll(() => t?.close());

const post = (token: string, call: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/Report/${call}`, headers: bearer(token), payload });
const start = (token: string, player: string, season = club.ids.S!) => post(token, 'StartReport', { playerUserId: player, clubSeasonId: season });
const getReport = (token: string, reportId: string) => getAs(t.app, token, `/api/Report/GetReport?reportId=${reportId}`);
const reportOf = async (token: string, reportId: string): Promise<Report> => {
  const response = await getReport(token, reportId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const saveReport = (token: string, reportId: string, skillReports: object[], feedback?: string | null) =>
  post(token, 'SaveReport', { reportId, skillReports, ...(feedback !== undefined ? { feedback } : {}) });
const message = (response: LightMyRequestResponse) => response.json().message as string;
const skill = (name: string) => skills.find((s) => s.skillName === name)!;
const allScored = (score: number) => skills.filter((s) => s.isActive).map((s) => ({ skillId: s.id, score, comment: null }));
/** The report without its modification time, to compare states. */
const state = (report: Report) => ({ ...report, modifiedDate: undefined });

describe('StartReport', () => {
  it('starts a report on a player of a team the trainer trains, and answers the same open report when started again', async () => {
    const first = await start(tokens.T1!, club.ids.P2!);
    expect(first.statusCode, first.body).toBe(200);
    const { reportId } = first.json();
    expect((await start(tokens.T1!, club.ids.P2!)).json()).toEqual({ reportId });
    const report = await reportOf(tokens.T1!, reportId);
    expect(report).toMatchObject({
      playerUserId: club.ids.P2, playerName: 'P2 Test', trainerName: 'T1 Test', teamName: 'A', clubSeasonId: club.ids.S,
      seasonName: 'S', status: 'Open', completedDate: null, feedback: null,
    });
    expect(report.skillReports.map((s) => s.skillName)).toEqual(skills.map((s) => s.skillName));
    expect(report.skillReports.every((s) => s.score === null && s.comment === null)).toBe(true);
  });

  it('keeps one open report per trainer, player and season when starts arrive together', async () => {
    const responses = await Promise.all(Array.from({ length: 6 }, () => start(tokens.T1!, club.ids.P3!)));
    const ids = new Set(responses.map((r) => r.json().reportId));
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(ids.size).toBe(1);
    const open = await t.db.selectFrom('reports').select('id')
      .where('trainer_id', '=', club.ids.T1!).where('player_id', '=', club.ids.P3!).where('status', '=', 'Open').execute();
    expect(open).toHaveLength(1);
    // The database itself refuses a second open one.
    await expect(t.db.insertInto('reports').values({
      club_id: club.clubId, season_id: club.ids.S!, trainer_id: club.ids.T1!, player_id: club.ids.P3!, team_id: club.ids.B!, status: 'Open',
    }).execute()).rejects.toMatchObject({ code: '23505' });
  });

  it('answers 404 for a player the trainer does not train, another club\'s player or season, and an unknown season', async () => {
    const before = await t.db.selectFrom('reports').select('id').execute();
    for (const [token, player, season] of [
      [tokens.T1!, club.ids.P4!, club.ids.S!], // no team
      [tokens.T3!, club.ids.P1!, club.ids.S!], // T3 trains no team
      [tokens.T2!, club.ids.P3!, club.ids.S!], // P3 is in B, which T2 does not train
      [tokens.T1!, other.ids.P1!, club.ids.S!],
      [tokens.T1!, club.ids.P1!, other.ids.S!],
      [tokens.T1!, club.ids.P1!, '9b2f8a52-1111-4c3e-8a57-2f1d1b0e4c11'],
      [tokens.T1!, club.ids.T2!, club.ids.S!], // a trainer is no player
    ] as const) {
      const response = await start(token, player, season);
      expect(response.statusCode, `${player} ${season}`).toBe(404);
      expect(message(response)).toMatch(/does not exist|not in a team you train/);
    }
    expect(await t.db.selectFrom('reports').select('id').execute()).toHaveLength(before.length);
  });

  it('is for trainers only', async () => {
    expect((await start(tokens.M!, club.ids.P1!)).statusCode).toBe(403);
    const asPlayer = await start(tokens.P1!, club.ids.P1!);
    expect(asPlayer.statusCode).toBe(403);
    expect(message(asPlayer)).toBe('This is only available to trainers.');
  });
});

describe('GetReport', () => {
  it("shows a report to its trainer and the club's managers only", async () => {
    const { reportId } = (await start(tokens.T1!, club.ids.P2!)).json();
    expect((await getReport(tokens.M!, reportId)).statusCode).toBe(200);
    expect((await getReport(tokens.T2!, reportId)).statusCode).toBe(404);
    expect((await getReport(other.managerToken, reportId)).statusCode).toBe(404);
    expect((await getReport(other.trainerToken, reportId)).statusCode).toBe(404);
    expect((await getReport(tokens.P2!, reportId)).statusCode).toBe(403);
    expect((await getReport(tokens.T1!, '9b2f8a52-1111-4c3e-8a57-2f1d1b0e4c11')).statusCode).toBe(404);
    expect((await getReport(tokens.T1!, 'not-an-id')).statusCode).toBe(400);
  });
});

describe('SaveReport', () => {
  let reportId: string;
  beforeAll(async () => {
    reportId = (await start(tokens.T1!, club.ids.P2!)).json().reportId;
  });

  it('keeps a partial save: scores in halves from 1 to 10, comments and feedback', async () => {
    const response = await saveReport(tokens.T1!, reportId, [
      { skillId: skill('Ball control').id, score: 1, comment: 'Needs work' },
      { skillId: skill('Passing').id, score: 7.5 },
      { skillId: skill('Shooting').id, score: 10, comment: null },
    ], 'A good start');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ isSucceeded: true, errorMessage: null });
    const report = await reportOf(tokens.T1!, reportId);
    expect(report.feedback).toBe('A good start');
    expect(report.skillReports.slice(0, 4).map((s) => [s.skillName, s.score, s.comment])).toEqual([
      ['Ball control', 1, 'Needs work'], ['Passing', 7.5, null], ['Shooting', 10, null], ['Positioning', null, null],
    ]);
  });

  it('gives the same report when the same save arrives twice, and leaves what a save does not mention', async () => {
    const payload = [{ skillId: skill('Speed').id, score: 6.5, comment: 'Quick' }];
    await saveReport(tokens.T1!, reportId, payload);
    const once = await reportOf(tokens.T1!, reportId);
    await saveReport(tokens.T1!, reportId, payload);
    const twice = await reportOf(tokens.T1!, reportId);
    expect(state(twice)).toEqual(state(once));
    expect(twice.feedback).toBe('A good start');
    expect(twice.skillReports.find((s) => s.skillName === 'Ball control')!.score).toBe(1);
  });

  it('removes a score with null, and clears the feedback with null', async () => {
    expect((await saveReport(tokens.T1!, reportId, [{ skillId: skill('Speed').id, score: null }], null)).statusCode).toBe(200);
    const report = await reportOf(tokens.T1!, reportId);
    expect(report.skillReports.find((s) => s.skillName === 'Speed')).toMatchObject({ score: null, comment: null });
    expect(report.feedback).toBeNull();
  });

  it('refuses a score outside 1 to 10 or between halves with a 400 naming the skill, and saves nothing of that save', async () => {
    const before = await reportOf(tokens.T1!, reportId);
    for (const score of [0, 0.5, 10.5, 7.3, -1, 11, 1e308]) {
      const response = await saveReport(tokens.T1!, reportId, [
        { skillId: skill('Stamina').id, score: 8 },
        { skillId: skill('Attitude').id, score },
      ]);
      expect(response.statusCode, String(score)).toBe(400);
      expect(message(response)).toContain("'Attitude'");
      expect(message(response)).toContain('1 to 10 in steps of 0.5');
    }
    expect(state(await reportOf(tokens.T1!, reportId))).toEqual(state(before));
    expect((await saveReport(tokens.T1!, reportId, [{ skillId: skill('Attitude').id, score: 'eight' }])).statusCode).toBe(400);
  });

  it('keeps comments to 1,000 characters and feedback to 4,000', async () => {
    const long = await saveReport(tokens.T1!, reportId, [{ skillId: skill('Teamwork').id, score: 5, comment: 'x'.repeat(1001) }]);
    expect(long.statusCode).toBe(400);
    expect(message(long)).toContain("'Teamwork'");
    const longFeedback = await saveReport(tokens.T1!, reportId, [], 'y'.repeat(4001));
    expect(longFeedback.statusCode).toBe(400);
    expect(message(longFeedback)).toMatch(/feedback/);
    const fits = await saveReport(tokens.T1!, reportId, [{ skillId: skill('Teamwork').id, score: 5, comment: 'x'.repeat(1000) }], 'y'.repeat(4000));
    expect(fits.statusCode).toBe(200);
    const report = await reportOf(tokens.T1!, reportId);
    expect(report.feedback).toHaveLength(4000);
    expect(report.skillReports.find((s) => s.skillName === 'Teamwork')!.comment).toHaveLength(1000);
  });

  it("refuses a comment without a score, a skill listed twice, and another club's or unknown skill", async () => {
    const before = await reportOf(tokens.T1!, reportId);
    const commentOnly = await saveReport(tokens.T1!, reportId, [{ skillId: skill('Positioning').id, score: null, comment: 'Hm' }]);
    expect(commentOnly.statusCode).toBe(400);
    expect(message(commentOnly)).toContain("'Positioning'");
    const twice = await saveReport(tokens.T1!, reportId, [{ skillId: skill('Positioning').id, score: 5 }, { skillId: skill('Positioning').id, score: 6 }]);
    expect(twice.statusCode).toBe(400);
    const theirSkill = (await getAs(t.app, other.managerToken, '/api/MasterData/GetSkills')).json()[0].id;
    expect((await saveReport(tokens.T1!, reportId, [{ skillId: theirSkill, score: 5 }])).statusCode).toBe(404);
    expect(state(await reportOf(tokens.T1!, reportId))).toEqual(state(before));
  });

  it("is only for the report's own trainer", async () => {
    const before = await reportOf(tokens.T1!, reportId);
    const payload = [{ skillId: skill('Positioning').id, score: 9 }];
    expect((await saveReport(tokens.T2!, reportId, payload)).statusCode).toBe(404);
    expect((await saveReport(other.trainerToken, reportId, payload)).statusCode).toBe(404);
    expect((await saveReport(tokens.M!, reportId, payload)).statusCode).toBe(403);
    expect(state(await reportOf(tokens.T1!, reportId))).toEqual(state(before));
  });
});

describe('CompleteReport, ReopenReport and DeleteReport', () => {
  it('refuses to complete while skills have no score, naming them', async () => {
    const { reportId } = (await start(tokens.T1!, club.ids.P2!)).json();
    const response = await post(tokens.T1!, 'CompleteReport', { reportId });
    expect(response.statusCode).toBe(400);
    expect(message(response)).toContain('Positioning');
    expect(message(response)).toContain('Game insight');
    expect(message(response)).not.toContain('Ball control');
    expect((await reportOf(tokens.T1!, reportId)).status).toBe('Open');
  });

  it('completes a fully scored report, which is then read-only for its trainer', async () => {
    const { reportId } = (await start(tokens.T1!, club.ids.P2!)).json();
    await saveReport(tokens.T1!, reportId, allScored(6));
    const done = await post(tokens.T1!, 'CompleteReport', { reportId });
    expect(done.statusCode, done.body).toBe(200);
    const completed = await reportOf(tokens.T1!, reportId);
    expect(completed.status).toBe('Completed');
    expect(completed.completedDate).not.toBeNull();

    const save = await saveReport(tokens.T1!, reportId, [{ skillId: skill('Passing').id, score: 2 }], 'changed');
    expect(save.statusCode).toBe(409);
    expect(message(save)).toContain('reopen');
    expect((await post(tokens.T1!, 'DeleteReport', { reportId })).statusCode).toBe(409);
    expect((await post(tokens.T1!, 'CompleteReport', { reportId })).statusCode).toBe(200);
    expect(await reportOf(tokens.T1!, reportId)).toEqual(completed);
    // The next start begins a new report: a trainer may write more than the season asks.
    const next = (await start(tokens.T1!, club.ids.P2!)).json().reportId;
    expect(next).not.toBe(reportId);
    expect((await post(tokens.T1!, 'DeleteReport', { reportId: next })).statusCode).toBe(200);
  });

  it('lets a manager reopen a completed report for a correction, not the trainer', async () => {
    const reportId = (await t.db.selectFrom('reports').select('id')
      .where('trainer_id', '=', club.ids.T1!).where('player_id', '=', club.ids.P2!).where('status', '=', 'Completed').executeTakeFirstOrThrow()).id;
    expect((await post(tokens.T1!, 'ReopenReport', { reportId })).statusCode).toBe(403);
    expect((await post(other.managerToken, 'ReopenReport', { reportId })).statusCode).toBe(404);
    const reopened = await post(tokens.M!, 'ReopenReport', { reportId });
    expect(reopened.json()).toEqual({ isSucceeded: true, errorMessage: null });
    expect(await reportOf(tokens.T1!, reportId)).toMatchObject({ status: 'Open', completedDate: null });
    // Starting now answers the reopened report; the trainer corrects and completes it again.
    expect((await start(tokens.T1!, club.ids.P2!)).json().reportId).toBe(reportId);
    expect((await saveReport(tokens.T1!, reportId, [{ skillId: skill('Passing').id, score: 8 }])).statusCode).toBe(200);
    expect((await post(tokens.T1!, 'CompleteReport', { reportId })).statusCode).toBe(200);
    const corrected = await reportOf(tokens.M!, reportId);
    expect(corrected.status).toBe('Completed');
    expect(corrected.skillReports.find((s) => s.skillName === 'Passing')!.score).toBe(8);
  });

  it('refuses to reopen while the trainer has another open report on the player in that season', async () => {
    const completedId = (await t.db.selectFrom('reports').select('id')
      .where('trainer_id', '=', club.ids.T1!).where('player_id', '=', club.ids.P2!).where('status', '=', 'Completed').executeTakeFirstOrThrow()).id;
    const { reportId: openId } = (await start(tokens.T1!, club.ids.P2!)).json();
    const response = await post(tokens.M!, 'ReopenReport', { reportId: completedId });
    expect(response.statusCode).toBe(409);
    expect(message(response)).toContain('open report');
    expect((await reportOf(tokens.M!, completedId)).status).toBe('Completed');
    expect((await post(tokens.T1!, 'DeleteReport', { reportId: openId })).statusCode).toBe(200);
  });

  it("deletes the trainer's own open report only", async () => {
    const { reportId } = (await start(tokens.T1!, club.ids.P1!)).json();
    expect((await post(tokens.T2!, 'DeleteReport', { reportId })).statusCode).toBe(404);
    expect((await post(tokens.M!, 'DeleteReport', { reportId })).statusCode).toBe(403);
    expect((await post(tokens.T1!, 'DeleteReport', { reportId })).json()).toEqual({ isSucceeded: true, errorMessage: null });
    expect((await getReport(tokens.T1!, reportId)).statusCode).toBe(404);
    expect((await post(tokens.T1!, 'DeleteReport', { reportId })).statusCode).toBe(404);
  });

  it('stops a trainer writing about a player who left their team', async () => {
    const { reportId } = (await start(tokens.T1!, club.ids.P3!)).json();
    await t.db.updateTable('team_memberships').set({ ended_at: new Date() })
      .where('person_id', '=', club.ids.P3!).where('ended_at', 'is', null).execute();
    try {
      const response = await saveReport(tokens.T1!, reportId, [{ skillId: skill('Passing').id, score: 5 }]);
      expect(response.statusCode).toBe(404);
      expect(message(response)).toBe('This player is not in a team you train.');
      expect((await start(tokens.T1!, club.ids.P3!)).statusCode).toBe(404);
      // The draft stays the trainer's to read or delete.
      expect((await getReport(tokens.T1!, reportId)).statusCode).toBe(200);
    } finally {
      await t.db.insertInto('team_memberships').values({ team_id: club.ids.B!, person_id: club.ids.P3!, role: 'Player' }).execute();
    }
  });
});

describe('a deactivated skill', () => {
  it('is no longer asked in open reports, yet stays in the ones that scored it', async () => {
    const speed = skill('Speed');
    const { reportId } = (await start(tokens.T1!, club.ids.P1!)).json();
    await saveReport(tokens.T1!, reportId, [{ skillId: skill('Stamina').id, score: 7 }]);
    const scoredEarlier = (await start(tokens.T2!, club.ids.P2!)).json().reportId;
    await saveReport(tokens.T2!, scoredEarlier, [{ skillId: speed.id, score: 4 }]);
    const off = await t.app.inject({
      method: 'POST', url: '/api/MasterData/SaveSkills', headers: bearer(tokens.M!),
      payload: [{ id: speed.id, skillName: speed.skillName, category: speed.category, order: speed.order, isActive: false }],
    });
    expect(off.json().isSucceeded).toBe(true);
    try {
      const open = await reportOf(tokens.T1!, reportId);
      expect(open.skillReports.map((s) => s.skillName)).not.toContain('Speed');
      expect((await reportOf(tokens.T2!, scoredEarlier)).skillReports.find((s) => s.skillName === 'Speed')).toMatchObject({ score: 4, isActive: false });
      // The manager's trainer page counts an open report's progress over the active skills.
      const open8 = (await getAs(t.app, tokens.M!, `/api/trainer/GetTrainerPersonalDetail?userId=${club.ids.T2}&filter=open`)).json();
      const t2Draft = open8.reports.find((r: { reportId: string }) => r.reportId === scoredEarlier);
      expect(t2Draft.totalProgress).toBe(0); // only the deactivated Speed is scored
      const t1Open = (await getAs(t.app, tokens.M!, `/api/trainer/GetTrainerPersonalDetail?userId=${club.ids.T1}&filter=open`)).json();
      expect(t1Open.reports.find((r: { reportId: string }) => r.reportId === reportId).totalProgress).toBe(Math.round(100 / (skills.length - 1)));
      const refused = await saveReport(tokens.T1!, reportId, [{ skillId: speed.id, score: 5 }]);
      expect(refused.statusCode).toBe(400);
      expect(message(refused)).toContain("'Speed'");
      // Completing needs every active skill, not the deactivated one.
      await saveReport(tokens.T1!, reportId, allScored(7).filter((s) => s.skillId !== speed.id));
      expect((await post(tokens.T1!, 'CompleteReport', { reportId })).statusCode).toBe(200);
      const completed = await reportOf(tokens.T1!, reportId);
      expect(completed.skillReports).toHaveLength(skills.length - 1);
    } finally {
      await t.app.inject({
        method: 'POST', url: '/api/MasterData/SaveSkills', headers: bearer(tokens.M!),
        payload: [{ id: speed.id, skillName: speed.skillName, category: speed.category, order: speed.order, isActive: true }],
      });
      await post(tokens.T2!, 'DeleteReport', { reportId: scoredEarlier });
    }
  });
});

describe('GetMyPlayers', () => {
  it("lists the players of the trainer's current teams with the trainer's reports on each in the season", async () => {
    const response = await getAs(t.app, tokens.T2!, `/api/Report/GetMyPlayers?clubSeasonId=${club.ids.S}`);
    expect(response.statusCode).toBe(200);
    const rows: MyPlayer[] = response.json();
    // T2 trains A: P1 (one completed, one open report by T2) and P2.
    expect(rows.map((r) => [r.name, r.teamName, r.completedReports, r.expectedReports])).toEqual([
      ['P1 Test', 'A', 1, 2], ['P2 Test', 'A', 0, 2],
    ]);
    const openP1 = await t.db.selectFrom('reports').select('id')
      .where('trainer_id', '=', club.ids.T2!).where('player_id', '=', club.ids.P1!).where('status', '=', 'Open').executeTakeFirstOrThrow();
    expect(rows[0]!.openReportId).toBe(openP1.id);
    expect(rows[0]!.lastActivity).not.toBeNull();
    expect(rows[1]!.openReportId).toBeNull();
  });

  it('counts more completed reports than the season asks, and answers 404 for another club\'s season', async () => {
    const rows: MyPlayer[] = (await getAs(t.app, tokens.T1!, `/api/Report/GetMyPlayers?clubSeasonId=${club.ids.S}`)).json();
    expect(rows.map((r) => r.name)).toEqual(['P1 Test', 'P2 Test', 'P3 Test', 'P5 Test']);
    expect(rows.find((r) => r.name === 'P1 Test')!.completedReports).toBe(4);
    expect((await getAs(t.app, tokens.T1!, `/api/Report/GetMyPlayers?clubSeasonId=${other.ids.S}`)).statusCode).toBe(404);
    expect((await getAs(t.app, tokens.M!, `/api/Report/GetMyPlayers?clubSeasonId=${club.ids.S}`)).statusCode).toBe(403);
    expect(await (await getAs(t.app, tokens.T3!, `/api/Report/GetMyPlayers?clubSeasonId=${club.ids.S}`)).json()).toEqual([]);
  });
});

describe('GetMyReports', () => {
  it("shows a player their own completed reports of the season with averages, never open ones or others'", async () => {
    const response = await getAs(t.app, tokens.P1!, `/api/Report/GetMyReports?clubSeasonId=${club.ids.S}`);
    expect(response.statusCode).toBe(200);
    const mine: MyReports = response.json();
    // Built: T1 7, 5, 8.5 and T2 6 (1–5 March); here T1 completed one more at 7 (all skills but Speed).
    expect(mine.reports.map((r) => r.averageScore)).toEqual([7, 6, 8.5, 5, 7]);
    expect(mine.averageScore).toBeCloseTo((7 + 6 + 8.5 + 5 + 7) / 5, 10);
    expect(mine.overallDiff).toBeCloseTo(7 - 6, 10);
    expect(mine.reports.every((r) => r.skillReports.every((s) => s.score !== null))).toBe(true);
    expect(mine.reports[0]).toMatchObject({ trainerName: 'T1 Test', teamName: 'A' });
    const ballControl = mine.skillAverages.find((s) => s.skillName === 'Ball control')!;
    expect(ballControl.score).toBeCloseTo((6 + 5 + 8 + 6 + 7) / 5, 10);
    expect((await getAs(t.app, tokens.P1!, `/api/Report/GetMyReports?clubSeasonId=${other.ids.S}`)).statusCode).toBe(404);
    expect((await getAs(t.app, tokens.T1!, `/api/Report/GetMyReports?clubSeasonId=${club.ids.S}`)).statusCode).toBe(403);
    const p2: MyReports = (await getAs(t.app, tokens.P2!, `/api/Report/GetMyReports?clubSeasonId=${club.ids.S}`)).json();
    expect(p2.reports).toHaveLength(1);
    expect(p2.reports[0]!.skillReports.find((s) => s.skillName === 'Passing')!.score).toBe(8);
  });
});
