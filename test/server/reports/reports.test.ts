import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs, type TestApp } from '../testApp.js';
import { startHandBuiltClub } from '../handBuiltClub.js';
import type { GeneratedClub } from '../../../server/seed/demoClub.js';
import { playerSeasonReports } from '../../../server/repositories/reports/detailPages.js';

/** The reports of the trainer and player detail pages, on the hand-built club (handBuiltClub.ts). */
let t: TestApp;
let ids: Record<string, string>;
let token: string;
let demo: GeneratedClub;

beforeAll(async () => {
  ({ t, ids, token, other: demo } = await startHandBuiltClub());
});
afterAll(() => t?.close());

const personal = (query: string) => getAs(t.app, token, `/api/trainer/GetTrainerPersonalDetail?${query}`);

describe('GetTrainerPersonalDetail', () => {
  it("groups a trainer's completed reports per player, newest first, with the group's average", async () => {
    const response = await personal(`userId=${ids.T1}`);
    expect(response.statusCode).toBe(200);
    const { count, reports } = response.json();
    expect(count).toBe(3);
    expect(reports.map((r: { playerName: string }) => r.playerName)).toEqual(['P1 Test', 'P3 Test', 'P5 Test']);
    const p1 = reports[0];
    expect(p1).toMatchObject({ isCompleted: true, userId: ids.P1, teamName: 'A', isActive: true, totalProgress: 100, totalScore: (7 + 5 + 8.5) / 3 });
    expect(p1.self.map((r: { averageScore: number }) => r.averageScore)).toEqual([8.5, 5, 7]);
    expect(p1.reportId).toBe(p1.self[0].reportId);
    expect(p1.skillReports).toEqual([
      { skillName: 'Ball control', score: 8, comment: null },
      { skillName: 'Passing', score: 9, comment: null },
    ]);
    expect(new Date(p1.createdDate) < new Date(p1.modifiedDate)).toBe(true);
  });

  it("shows a report written in a team the player has left as not active", async () => {
    const { reports } = (await personal(`userId=${ids.T2}&filter=Completed`)).json();
    const p5 = reports.find((r: { userId: string }) => r.userId === ids.P5);
    expect(p5).toMatchObject({ teamName: 'A', isActive: false, totalScore: 3 });
  });

  it('lists open reports one by one with the share of skills scored so far', async () => {
    const { count, reports } = (await personal(`userId=${ids.T2}&filter=open`)).json();
    expect(count).toBe(1);
    // 2 of the club's 9 default skills scored
    expect(reports[0]).toMatchObject({ isCompleted: false, playerName: 'P1 Test', totalProgress: 22, totalScore: 9, self: [] });
  });

  it('finds players by name, ignoring case and accents', async () => {
    await t.db.updateTable('people').set({ first_name: 'Pé' }).where('id', '=', ids.P3!).execute();
    const { reports } = (await personal(`userId=${ids.T1}&searchname=${encodeURIComponent('pe tE')}`)).json();
    expect(reports.map((r: { userId: string }) => r.userId)).toEqual([ids.P3]);
    // The search narrows the rows, not the season's counts beside the trainer's name.
    expect((await personal(`userId=${ids.T1}&searchname=nobody`)).json()).toEqual({
      count: 0, reports: [], clubSeasonId: ids.season, seasonName: 'S', openReports: 0, completedReports: 6, players: 0, reportCount: 0,
    });
  });

  it('refuses an unknown filter, and treats another club\'s trainer as missing', async () => {
    const bad = await personal(`userId=${ids.T1}&filter=everything`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("The filter 'everything' is not known: use 'completed' or 'open'.");
    const foreign = await t.db.selectFrom('people').select('id').where('club_id', '=', demo.clubId).where('role', '=', 'Trainer').executeTakeFirstOrThrow();
    expect((await personal(`userId=${foreign.id}`)).statusCode).toBe(404);
  });
});

describe("a player's reports in a season", () => {
  it('averages each skill over completed reports and groups every report per trainer', async () => {
    const reports = await playerSeasonReports(t.db, ids.club!, ids.P1!, ids.season!);
    expect(reports.playerReportDetailsSkill).toEqual([
      { skillName: 'Ball control', score: (6 + 5 + 8 + 6) / 4 },
      { skillName: 'Passing', score: (8 + 5 + 9 + 6) / 4 },
    ]);
    expect(reports.playerReportResponse.map((g) => [g.trainerName, g.averageScore, g.playerReportReview.map((r) => r.status)])).toEqual([
      ['T1 Test', (7 + 5 + 8.5) / 3, ['Completed', 'Completed', 'Completed']],
      ['T2 Test', 6, ['Completed', 'Open']],
    ]);
    expect(reports.playerReportResponse[1]).toMatchObject({ trainerUserId: ids.T2, userId: ids.P1, teamName: 'A', isActive: true });
  });

  it('comes with the player detail of the season asked for', async () => {
    const detail = (await getAs(t.app, token, `/api/Player/GetPlayerDetailByIdBySeason?userId=${ids.P1}&clubSeasonId=${ids.season}`)).json();
    expect(detail.playerReportDetailsSkill).toHaveLength(2);
    expect(detail.playerReportResponse.map((g: { trainerName: string }) => g.trainerName)).toEqual(['T1 Test', 'T2 Test']);
    const empty = (await getAs(t.app, token, `/api/Player/GetPlayerDetailByIdBySeason?userId=${ids.P1}&clubSeasonId=${ids.zero}`)).json();
    expect(empty).toMatchObject({ playerReportDetailsSkill: [], playerReportResponse: [] });
  });
});
