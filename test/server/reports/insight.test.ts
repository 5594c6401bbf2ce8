import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { PlayerHistory, TeamSkillProfile, TrainerCalibrationRow, CalibratedAverage } from '../../../contract/insight.js';
import { createClub } from '../../../server/repositories/clubs/clubs.js';
import { createSession } from '../../../server/repositories/accounts/sessions.js';
import { createTestApp, getAs, type TestApp } from '../testApp.js';
import { accountFor } from '../../../server/repositories/accounts/accounts.js';

/**
 * The insight calls of issue 14 on a hand-built club whose answers are worked out by hand. Reports
 * are put in the database directly: what is tested is the arithmetic, not the writing of reports.
 * Every report scores two skills, Long ball and Game reading (the club's default skills stay unscored).
 *
 * Development (players born in 2014: Pim and Quinn; Rik 2013; Xavi no birth date):
 *   S1: T1→Pim (6, 8).
 *   S2: T1→Pim (7, 9), T2→Pim (5, 7), T1→Quinn (8, 8), T3→Rik (4, 4), T3→Xavi (5, 5); an open T3→Pim (10, 10).
 *   Team Red holds Pim and Quinn, Blue Rik and Xavi.
 *
 * Calibration (season S3, scores equal on both skills, so a report's average is its score; b = the player's level):
 *   six players scored by Lenny (b + 1) and Stan (b − 1); Walt only by Lenny (b + 1, b = 6);
 *   Uma (b = 6) and Ugo (b = 7) by Stan (b − 1) and Tess (b).
 */
let t: TestApp;
let manager: string;
let trainerToken: string;
const id: Record<string, string> = {};

async function person(key: string, role: 'Manager' | 'Trainer' | 'Player', birthDate: string | null = null) {
  const row = await t.db.insertInto('people')
    .values({ club_id: id.club!, role, status: 'active', account_id: accountFor(`${key.toLowerCase()}@insight.club`, 'x'), first_name: key, last_name: 'Test', birth_date: birthDate })
    .returning('id').executeTakeFirstOrThrow();
  id[key] = row.id;
}

async function report(trainer: string, player: string, season: string, team: string | null, passing: number, vision: number, status: 'Completed' | 'Open' = 'Completed') {
  const row = await t.db.insertInto('reports')
    .values({ club_id: id.club!, season_id: id[season]!, trainer_id: id[trainer]!, player_id: id[player]!, team_id: team ? id[team]! : null, status, completed_at: status === 'Completed' ? new Date() : null })
    .returning('id').executeTakeFirstOrThrow();
  await t.db.insertInto('report_scores').values([
    { report_id: row.id, skill_id: id['Long ball']!, score: passing, comment: null },
    { report_id: row.id, skill_id: id['Game reading']!, score: vision, comment: null },
  ]).execute();
}

beforeAll(async () => {
  t = await createTestApp();
  id.club = await createClub(t.db, { name: 'Insight FC', country: 'GB' });
  for (const [key, start, end] of [['S1', '2024-08-01', '2025-06-30'], ['S2', '2025-08-01', '2026-06-30'], ['S3', '2026-08-01', '2027-06-30']] as const) {
    id[key] = (await t.db.insertInto('seasons').values({ club_id: id.club, name: key, report_frequency: 2, start_date: start, end_date: end }).returning('id').executeTakeFirstOrThrow()).id;
  }
  for (const [key, category, order] of [['Long ball', 'Technique', -2], ['Game reading', 'Tactics', -1]] as const) {
    id[key] = (await t.db.insertInto('skills').values({ club_id: id.club, name: key, category, sort_order: order }).returning('id').executeTakeFirstOrThrow()).id;
  }
  for (const team of ['Red', 'Blue']) id[team] = (await t.db.insertInto('teams').values({ club_id: id.club, name: team, division: '' }).returning('id').executeTakeFirstOrThrow()).id;
  await person('Manager', 'Manager');
  for (const trainer of ['T1', 'T2', 'T3', 'Lenny', 'Stan', 'Tess']) await person(trainer, 'Trainer');
  await person('Pim', 'Player', '2014-03-01');
  await person('Quinn', 'Player', '2014-11-30');
  await person('Rik', 'Player', '2013-05-05');
  await person('Xavi', 'Player');
  for (const [team, player] of [['Red', 'Pim'], ['Red', 'Quinn'], ['Blue', 'Rik'], ['Blue', 'Xavi']]) {
    await t.db.insertInto('team_memberships').values({ team_id: id[team]!, person_id: id[player]!, role: 'Player' }).execute();
  }

  await report('T1', 'Pim', 'S1', 'Red', 6, 8);
  await report('T1', 'Pim', 'S2', 'Red', 7, 9);
  await report('T2', 'Pim', 'S2', 'Red', 5, 7);
  await report('T1', 'Quinn', 'S2', 'Red', 8, 8);
  await report('T3', 'Rik', 'S2', 'Blue', 4, 4);
  await report('T3', 'Xavi', 'S2', 'Blue', 5, 5);
  await report('T3', 'Pim', 'S2', 'Red', 10, 10, 'Open');

  const levels = [6, 7, 5, 8, 6.5, 7.5];
  for (const [i, level] of levels.entries()) {
    await person(`C${i}`, 'Player');
    await report('Lenny', `C${i}`, 'S3', null, level + 1, level + 1);
    await report('Stan', `C${i}`, 'S3', null, level - 1, level - 1);
  }
  await person('Walt', 'Player');
  await report('Lenny', 'Walt', 'S3', null, 7, 7);
  for (const [player, level] of [['Uma', 6], ['Ugo', 7]] as const) {
    await person(player, 'Player');
    await report('Stan', player, 'S3', null, level - 1, level - 1);
    await report('Tess', player, 'S3', null, level, level);
  }

  manager = await createSession(t.db, id.Manager!, 3_600_000);
  trainerToken = await createSession(t.db, id.T1!, 3_600_000);
});
afterAll(() => t?.close());

const get = async <T>(url: string, token = manager): Promise<T> => {
  const response = await getAs(t.app, token, url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json() as T;
};
const skill = (name: string, rows: Array<{ skillName: string }>) => rows.find((row) => row.skillName === name)!;

describe("a player's development over seasons", () => {
  it('gives the average per season and per skill, beside the age group, oldest season first; open reports never count', async () => {
    const history = await get<PlayerHistory>(`/api/Player/GetPlayerHistory?userId=${id.Pim}`);
    expect(history).toMatchObject({ userId: id.Pim, playerName: 'Pim Test', birthYear: 2014 });
    expect(history.seasons.map((s) => s.seasonName)).toEqual(['S1', 'S2']);
    const [s1, s2] = history.seasons;
    expect(s1).toMatchObject({ clubSeasonId: id.S1, startDate: '2024-08-01', completedReports: 1, averageScore: 7, ageGroupAverageScore: 7, ageGroupPlayers: 1 });
    expect(s1!.skillAverages.map((s) => [s.skillName, s.category, s.average, s.ageGroupAverage])).toEqual([
      ['Long ball', 'Technique', 6, 6],
      ['Game reading', 'Tactics', 8, 8],
    ]);
    // S2: Pim (8 and 6 → 7) and Quinn (8) were born in 2014; Rik (2013) and Xavi (unknown) are not in the age group.
    expect(s2).toMatchObject({ completedReports: 2, averageScore: 7, ageGroupAverageScore: 7.5, ageGroupPlayers: 2 });
    expect(skill('Long ball', s2!.skillAverages)).toMatchObject({ average: 6, ageGroupAverage: 7 });
    expect(skill('Game reading', s2!.skillAverages)).toMatchObject({ average: 8, ageGroupAverage: 8 });
  });

  it('has no age group without a birth date, and no season without a completed report', async () => {
    const xavi = await get<PlayerHistory>(`/api/Player/GetPlayerHistory?userId=${id.Xavi}`);
    expect(xavi.birthYear).toBeNull();
    expect(xavi.seasons).toHaveLength(1);
    expect(xavi.seasons[0]).toMatchObject({ seasonName: 'S2', averageScore: 5, ageGroupAverageScore: null, ageGroupPlayers: 0 });
    expect(xavi.seasons[0]!.skillAverages.every((s) => s.ageGroupAverage === null)).toBe(true);
    await person('Newcomer', 'Player', '2015-01-01');
    expect(await get<PlayerHistory>(`/api/Player/GetPlayerHistory?userId=${id.Newcomer}`)).toEqual({
      userId: id.Newcomer, playerName: 'Newcomer Test', birthYear: 2015, seasons: [],
    });
  });

  it('answers 404 for someone who is not a player of the club, and 403 to a trainer', async () => {
    for (const userId of [id.T1, id.Manager, '6f1c3c4e-2d55-4a53-9d0b-0c3a4b8e2f10']) {
      const response = await getAs(t.app, manager, `/api/Player/GetPlayerHistory?userId=${userId}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('This player does not exist.');
    }
    expect((await getAs(t.app, trainerToken, `/api/Player/GetPlayerHistory?userId=${id.Pim}`)).statusCode).toBe(403);
  });
});

describe("a team's skill profile", () => {
  it("gives the team's average per skill (its players' averages) beside the club's", async () => {
    const profile = await get<TeamSkillProfile>(`/api/Team/GetTeamSkillProfile?teamId=${id.Red}&clubSeasonId=${id.S2}`);
    expect(profile).toMatchObject({ teamId: id.Red, teamName: 'Red', clubSeasonId: id.S2 });
    // Red: Pim (7 and 5 → 6; 9 and 7 → 8) and Quinn (8; 8). Club: Pim, Quinn, Rik (4; 4), Xavi (5; 5).
    expect(profile.skills.slice(0, 2)).toEqual([
      { skillId: id['Long ball'], skillName: 'Long ball', category: 'Technique', teamAverage: 7, clubAverage: 5.75, players: 2 },
      { skillId: id['Game reading'], skillName: 'Game reading', category: 'Tactics', teamAverage: 8, clubAverage: 6.25, players: 2 },
    ]);
    // The club's other active skills are listed, without scores.
    expect(profile.skills.length).toBeGreaterThan(2);
    expect(profile.skills.slice(2).every((s) => s.teamAverage === null && s.clubAverage === null && s.players === 0)).toBe(true);
  });

  it('answers 404 for a team or season of no club of the manager', async () => {
    const other = await createClub(t.db, { name: 'Elsewhere FC', country: 'GB' });
    const team = (await t.db.insertInto('teams').values({ club_id: other, name: 'Away', division: '' }).returning('id').executeTakeFirstOrThrow()).id;
    const season = (await t.db.insertInto('seasons').values({ club_id: other, name: 'Away', report_frequency: 1, start_date: '2025-08-01', end_date: '2026-06-30' }).returning('id').executeTakeFirstOrThrow()).id;
    const teamMissing = await getAs(t.app, manager, `/api/Team/GetTeamSkillProfile?teamId=${team}&clubSeasonId=${id.S2}`);
    expect([teamMissing.statusCode, teamMissing.json().message]).toEqual([404, 'This team does not exist.']);
    const seasonMissing = await getAs(t.app, manager, `/api/Team/GetTeamSkillProfile?teamId=${id.Red}&clubSeasonId=${season}`);
    expect([seasonMissing.statusCode, seasonMissing.json().message]).toEqual([404, 'This season does not exist.']);
  });
});

describe('fair scores: trainer calibration', () => {
  it('gives each trainer their leniency against the other trainers of the same players, most lenient first', async () => {
    const rows = await get<TrainerCalibrationRow[]>(`/api/Dashboard/GetTrainerCalibration?clubSeasonId=${id.S3}`);
    expect(rows.map((row) => [row.trainerName, row.sharedPlayers, row.leniency, row.enoughOverlap, row.completedReports])).toEqual([
      // Lenny: +2 on each of the six players he shares with Stan.
      ['Lenny Test', 6, 2, true, 7],
      // Stan: −2 on those six, −1 on the two he shares with Tess: (6 × −2 + 2 × −1) / 8.
      ['Stan Test', 8, -1.75, true, 8],
      // Tess shares two players only: not enough overlap to say.
      ['Tess Test', 2, null, false, 2],
    ]);
    const lenny = rows[0]!;
    expect(lenny.averageScore).toBeCloseTo((7 + 8 + 6 + 9 + 7.5 + 8.5 + 7) / 7, 10);
  });

  it('corrects each report by its trainer’s distance to the consensus in the calibrated averages', async () => {
    const rows = await get<CalibratedAverage[]>(`/api/Player/GetCalibratedAverages?clubSeasonId=${id.S3}`);
    const of = (key: string) => rows.find((row) => row.playerId === id[key])!;
    // Lenny is +1 from the consensus on each of his shared players; Stan −0.875 ((6 × −1 + 2 × −0.5) / 8).
    // C0 (level 6): Lenny's 7 becomes 6, Stan's 5 becomes 5.875.
    expect(of('C0')).toEqual({ playerId: id.C0, averageScore: 6, calibratedAverageScore: (6 + 5.875) / 2 });
    // Walt had only the lenient trainer: 7 raw, 6 once Lenny's +1 is taken off.
    expect(of('Walt')).toEqual({ playerId: id.Walt, averageScore: 7, calibratedAverageScore: 6 });
    // Uma: Stan's 5 becomes 5.875; Tess's 6 is not corrected (too little overlap to know her scoring).
    expect(of('Uma').averageScore).toBe(5.5);
    expect(of('Uma').calibratedAverageScore).toBeCloseTo((5.875 + 6) / 2, 10);
    expect(rows).toHaveLength(9);
  });

  it('gives no leniency in a season where every player has one trainer', async () => {
    const rows = await get<TrainerCalibrationRow[]>(`/api/Dashboard/GetTrainerCalibration?clubSeasonId=${id.S1}`);
    expect(rows).toEqual([expect.objectContaining({ trainerName: 'T1 Test', sharedPlayers: 0, leniency: null, enoughOverlap: false, completedReports: 1 })]);
    const averages = await get<CalibratedAverage[]>(`/api/Player/GetCalibratedAverages?clubSeasonId=${id.S1}`);
    expect(averages).toEqual([{ playerId: id.Pim, averageScore: 7, calibratedAverageScore: 7 }]);
  });
});

describe('the whole season as a spreadsheet', () => {
  it('gives one sheet per team and one row per completed report with every skill score, dates and numbers as values', async () => {
    const response = await getAs(t.app, manager, `/api/Report/ExportSeason?clubSeasonId=${id.S2}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="Insight FC S2.xlsx"; filename*=UTF-8''Insight%20FC%20S2.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(response.rawPayload).buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Blue', 'Red']);

    const red = workbook.getWorksheet('Red')!;
    const header = (red.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 6)).toEqual(['Player', 'Trainer', 'Completed on', 'Report average', 'Long ball', 'Game reading']);
    expect(header.at(-1)).toBe('Feedback');
    // By player, then completion: Pim twice (T1, then T2), Quinn once; the open report is not there.
    expect(red.rowCount).toBe(4);
    const rows = [2, 3, 4].map((n) => red.getRow(n).values as unknown[]);
    expect(rows.map((row) => [row[1], row[2], row[4], row[5], row[6]])).toEqual([
      ['Pim Test', 'T1 Test', 8, 7, 9],
      ['Pim Test', 'T2 Test', 6, 5, 7],
      ['Quinn Test', 'T1 Test', 8, 8, 8],
    ]);
    expect(rows[0]![3]).toBeInstanceOf(Date);
    // The club's other skills are columns too, empty where not scored.
    expect(rows[0]![7]).toBeUndefined();
  });

  it('answers 404 for a season of no club of the manager, and 403 to a trainer', async () => {
    const response = await getAs(t.app, manager, '/api/Report/ExportSeason?clubSeasonId=6f1c3c4e-2d55-4a53-9d0b-0c3a4b8e2f10');
    expect([response.statusCode, response.json().message]).toEqual([404, 'This season does not exist.']);
    expect((await getAs(t.app, trainerToken, `/api/Report/ExportSeason?clubSeasonId=${id.S2}`)).statusCode).toBe(403);
  });
});
