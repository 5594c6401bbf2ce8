import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { test, expect, openSignedIn, managerApi } from './fixtures';

/**
 * Issue 14, exports: every list of the web app exports to CSV and .xlsx as the demo manager sees it;
 * the files are read back (as a spreadsheet would) and compared with the API's rows.
 */

interface Exported {
  csvName: string;
  /** The CSV's lines as fields, the header first. */
  csv: string[][];
  csvHasBom: boolean;
  xlsxName: string;
  workbook: ExcelJS.Workbook;
  sheet: ExcelJS.Worksheet;
  /** The sheet's rows as values, the header first. */
  rows: unknown[][];
}

/** Opens the export menu named `Export <title>` in `scope` and downloads the list as CSV, then as .xlsx. */
async function exportBoth(page: Page, scope: Page | Locator, title: string | RegExp, formats = { csv: 'CSV (.csv)', xlsx: 'Excel (.xlsx)' }): Promise<Exported> {
  const button = scope.getByRole('button', { name: title });
  const download = async (format: string) => {
    await button.click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: format }).click();
    const file = await downloading;
    return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
  };
  const csvFile = await download(formats.csv);
  const xlsxFile = await download(formats.xlsx);
  const text = csvFile.bytes.toString('utf8');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsxFile.bytes.buffer.slice(xlsxFile.bytes.byteOffset, xlsxFile.bytes.byteOffset + xlsxFile.bytes.byteLength) as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => rows.push((row.values as unknown[]).slice(1)));
  return {
    csvName: csvFile.name,
    csv: parse(text.replace(/^\uFEFF/, ''), { relaxColumnCount: true }) as string[][],
    csvHasBom: text.startsWith('\uFEFF'),
    xlsxName: xlsxFile.name,
    workbook,
    sheet,
    rows,
  };
}

/** The same list in both files: the header, a line per row, and the BOM. */
function expectRows(exported: Exported, headers: string[], count: number) {
  expect(exported.csvHasBom).toBe(true);
  expect(exported.csvName).toMatch(/\.csv$/);
  expect(exported.xlsxName).toMatch(/\.xlsx$/);
  expect(exported.csv[0]).toEqual(headers);
  expect(exported.csv.length - 1).toBe(count);
  expect(exported.rows[0]).toEqual(headers);
  expect(exported.sheet.rowCount - 1).toBe(count);
}

const column = (exported: Exported, header: string) => {
  const index = exported.csv[0]!.indexOf(header);
  expect(index, header).toBeGreaterThanOrEqual(0);
  return { csv: exported.csv.slice(1).map((line) => line[index] ?? ''), xlsx: exported.rows.slice(1).map((row) => row[index] ?? null) };
};

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

test.describe('exports', () => {
  test.describe.configure({ timeout: 120_000 });

  test('managers, trainers, players, teams and seasons export their rows with dates and numbers as values', async ({ page, request }) => {
    const api = await managerApi(request);
    const seasons = await api<Array<{ id: string; seasonName: string; isCurrent: boolean; startDate: string; reportFrequency: number }>>('/api/MasterData/GetClubSeason');
    const current = seasons.find((season) => season.isCurrent)!;
    await openSignedIn(page);

    // Managers (active, the current season).
    const managers = await api<Array<{ name: string }>>(`/api/manager/GetUserManagerOverviewByFilterSeasonId?SeasonId=${current.id}`);
    await page.goto('/manager');
    await expect(page.getByRole('table', { name: 'Managers' }).getByRole('row')).toHaveCount(managers.length + 1);
    const managerFile = await exportBoth(page, page, 'Export Managers');
    expectRows(managerFile, ['Manager', 'Active since', 'Last login'], managers.length);
    expect(managerFile.csvName).toBe(`Managers - Active - ${current.seasonName.replace(/[\\/]/g, '-')}.csv`);
    expect(column(managerFile, 'Manager').csv.sort()).toEqual(managers.map((m) => m.name).sort());
    expect(column(managerFile, 'Active since').csv.filter(Boolean).every((day) => isoDay.test(day))).toBe(true);
    expect(column(managerFile, 'Active since').xlsx.filter((value) => value !== null).every((value) => value instanceof Date)).toBe(true);
    expect(managerFile.workbook.getWorksheet('Filters')!.getRow(2).values).toEqual([undefined, 'Season', current.seasonName]);

    // Trainers.
    const trainers = await api<Array<{ name: string; totalPlayer: number }>>(`/api/trainer/GetTrainersOverview?isactive=true&clubSeasonId=${current.id}`);
    await page.goto('/trainers');
    await expect(page.getByRole('table', { name: 'Trainers' }).getByRole('row')).toHaveCount(trainers.length + 1);
    const trainerFile = await exportBoth(page, page, 'Export Trainers');
    expectRows(trainerFile, ['Trainer', 'Team', 'Players', 'Progress', 'Last update', 'Overdue'], trainers.length);
    const trainerNames = column(trainerFile, 'Trainer').xlsx as string[];
    const trainerPlayers = column(trainerFile, 'Players');
    trainerNames.forEach((name, index) => {
      const players = trainers.find((trainer) => trainer.name === name)!.totalPlayer;
      expect(trainerPlayers.xlsx[index]).toBe(players);
      expect(trainerPlayers.csv[index]).toBe(String(players));
    });

    // Players: the average score a number with a dot in CSV and a number cell in xlsx.
    const players = await api<Array<{ name: string; averageScore: string }>>(`/api/Player/GetPlayerOverviewReportByClubId?clubSeasonId=${current.id}`);
    await page.goto('/players');
    // A list this long renders only the rows on screen; the table says how many it has (the header row included).
    await expect(page.getByRole('table', { name: 'Players' })).toHaveAttribute('aria-rowcount', String(players.length + 1));
    const playerFile = await exportBoth(page, page, 'Export Players');
    expectRows(playerFile, ['Player', 'Team', 'Trainer(s)', 'Progress', 'Average score', 'Invited by'], players.length);
    const scored = players.find((player) => Number(player.averageScore) > 0)!;
    const scoreIndex = (column(playerFile, 'Player').xlsx as string[]).indexOf(scored.name);
    expect(column(playerFile, 'Average score').xlsx[scoreIndex]).toBe(Number(scored.averageScore));
    expect(column(playerFile, 'Average score').csv[scoreIndex]).toBe(String(Number(scored.averageScore)));

    // Teams.
    const teams = await api<Array<{ teamName: string; totalPlayer: number }>>(`/api/team/GetTeamOverviewByClubId?clubSeasonId=${current.id}`);
    await page.goto('/teams');
    const teamFile = await exportBoth(page, page, 'Export Teams');
    expectRows(teamFile, ['Team', 'Trainers', 'Progress', 'Players'], teams.length);
    expect(column(teamFile, 'Team').csv).toEqual(teams.map((team) => team.teamName).sort((a, b) => a.localeCompare(b)));
    const teamPlayers = column(teamFile, 'Players').xlsx;
    (column(teamFile, 'Team').xlsx as string[]).forEach((name, index) =>
      expect(teamPlayers[index]).toBe(teams.find((team) => team.teamName === name)!.totalPlayer),
    );

    // Seasons: start dates as days.
    await page.goto('/season');
    const seasonFile = await exportBoth(page, page, 'Export All seasons');
    expectRows(seasonFile, ['Season name', 'Reports', 'Start', 'End'], seasons.length);
    const first = [...seasons].sort((a, b) => a.startDate.localeCompare(b.startDate))[0]!;
    expect(seasonFile.csv[1]!.slice(0, 3)).toEqual([first.seasonName, String(first.reportFrequency), first.startDate.slice(0, 10)]);
    expect(seasonFile.rows[1]![2]).toEqual(new Date(`${first.startDate.slice(0, 10)}T00:00:00.000Z`));
    expect(seasonFile.rows[1]![1]).toBe(first.reportFrequency);
  });

  test("a team's players and trainers, a trainer's reports and the overview's panels export", async ({ page, request }) => {
    const api = await managerApi(request);
    const seasons = await api<Array<{ id: string; seasonName: string; isCurrent: boolean }>>('/api/MasterData/GetClubSeason');
    const current = seasons.find((season) => season.isCurrent)!;
    await openSignedIn(page);

    // A team's players and trainers (the current season).
    const teams = await api<Array<{ id: string; teamName: string; totalPlayer: number }>>(`/api/team/GetTeamOverviewByClubId?clubSeasonId=${current.id}`);
    const team = teams.find((row) => row.totalPlayer > 0)!;
    const teamPlayers = await api<Array<{ name: string }>>(`/api/Player/GetTeamPlayerOverview?teamId=${team.id}&clubSeasonId=${current.id}`);
    const teamTrainers = await api<Array<{ name: string }>>(`/api/trainer/GetTrainerOverviewByClubId?teamId=${team.id}&clubSeasonId=${current.id}`);
    await page.goto(`/teams/team-detail?teamId=${team.id}`);
    const playersFile = await exportBoth(page, page.getByRole('region', { name: 'Players' }), `Export ${team.teamName} - Players`);
    expectRows(playersFile, ['Name', 'Progress', 'Trainer(s)', 'Average score'], teamPlayers.length);
    expect(column(playersFile, 'Name').csv.sort()).toEqual(teamPlayers.map((p) => p.name).sort());
    expect(column(playersFile, 'Progress').xlsx.every((value) => typeof value === 'number')).toBe(true);
    const trainersFile = await exportBoth(page, page.getByRole('region', { name: 'Trainers' }), `Export ${team.teamName} - Trainers`);
    expectRows(trainersFile, ['Name', 'Progress', 'Last update'], teamTrainers.length);

    // A trainer's completed reports: a row per player, as the panel shows them.
    const trainers = await api<Array<{ id: string; name: string }>>(`/api/trainer/GetTrainersOverview?isactive=true&clubSeasonId=${current.id}`);
    let reported: { trainer: { id: string }; rows: Array<{ playerName: string; totalScore: number | null }> } | undefined;
    for (const trainer of trainers) {
      const detail = await api<{ reports: Array<{ playerName: string; totalScore: number | null }> }>(
        `/api/trainer/GetTrainerPersonalDetail?userId=${trainer.id}&filter=completed&searchname=`,
      );
      if (detail.reports.length > 0) {
        reported = { trainer, rows: detail.reports };
        break;
      }
    }
    expect(reported).toBeDefined();
    await page.goto(`/trainers/detail-trainer?userId=${reported!.trainer.id}`);
    const reportsFile = await exportBoth(page, page.getByRole('region', { name: 'Reports' }), 'Export Reports');
    expectRows(reportsFile, ['Player', 'Team', 'First report', 'Last report', 'Average score', 'Completed reports'], reported!.rows.length);
    expect(reportsFile.rows[1]![0]).toBe(reported!.rows[0]!.playerName);
    expect(reportsFile.rows[1]![2]).toBeInstanceOf(Date);
    expect(reportsFile.csv[1]![2]).toMatch(isoDay);
    expect(reportsFile.rows[1]![4]).toBe(reported!.rows[0]!.totalScore);
    // The filters on screen: the page's season (the current one), then Completed.
    const filtersSheet = reportsFile.workbook.getWorksheet('Filters')!;
    expect(filtersSheet.getRow(1).values).toEqual([undefined, 'Season', current.seasonName]);
    expect(filtersSheet.getRow(2).values).toEqual([undefined, 'Show', 'Completed']);

    // The overview's panels (the current season, all teams).
    // All teams: an empty list of chosen teams.
    const trainerActivity = await api<unknown[]>(`/api/Dashboard/GetDashboardTrainerOverview?clubSeasonId=${current.id}`, '');
    const teamActivity = await api<Array<{ teamName: string; progress: number }>>(`/api/Dashboard/GetDashboardTeamOverview?clubSeasonId=${current.id}`, '');
    const topPlayers = await api<{ topPlayers: unknown[] }>(`/api/Dashboard/GetPlayerDevelopment?clubSeasonId=${current.id}`, '');
    const main = await api<{ team: number; player: number }>(`/api/Dashboard/GetMainDashboard?clubSeasonId=${current.id}&teamIds=`);
    const calibration = await api<unknown[]>(`/api/Dashboard/GetTrainerCalibration?clubSeasonId=${current.id}`);
    await page.goto('/');
    const overview = await exportBoth(page, page.getByRole('region', { name: 'Club overview' }), 'Export Club overview');
    expect(overview.csv[0]).toEqual(['Figure', 'Value']);
    expect(overview.rows[1]).toEqual(['Teams', main.team]);
    expect(overview.rows[3]).toEqual(['Players', main.player]);
    expect(overview.csvName).toBe(`Club overview - ${current.seasonName.replace(/[\\/]/g, '-')} - All teams.csv`);
    const development = await exportBoth(page, page.getByRole('region', { name: 'Player developments' }), 'Export Player developments');
    expectRows(development, ['Player', 'Progress', 'Average score', 'Completed reports', 'Reports'], topPlayers.topPlayers.length);
    const trainerProgress = await exportBoth(page, page.getByRole('region', { name: 'Trainer progress' }), 'Export Trainer progress');
    expectRows(trainerProgress, ['Trainer', 'Team', 'Progress', 'Reported players', 'Open reports'], trainerActivity.length);
    const teamProgress = await exportBoth(page, page.getByRole('region', { name: 'Team progress' }), 'Export Team progress');
    expectRows(teamProgress, ['Team', 'Progress', 'Reported players', 'Open reports'], teamActivity.length);
    expect(teamProgress.rows[1]).toEqual(expect.arrayContaining([teamActivity[0]!.teamName, teamActivity[0]!.progress]));
    const calibrationFile = await exportBoth(page, page.getByRole('region', { name: 'Calibration' }), 'Export Calibration');
    expectRows(calibrationFile, ['Trainer', 'Completed reports', 'Average score', 'Shared players', 'Leniency'], calibration.length);
  });

  test('in Dutch the headers, the menu and the file names are Dutch, and the values stay values', async ({ page, request }) => {
    const api = await managerApi(request);
    const seasons = await api<Array<{ id: string; seasonName: string; isCurrent: boolean }>>('/api/MasterData/GetClubSeason');
    await openSignedIn(page, 'nl');
    await page.goto('/season');
    const file = await exportBoth(page, page, 'Alle seizoenen exporteren', { csv: 'CSV (.csv)', xlsx: 'Excel (.xlsx)' });
    expectRows(file, ['Seizoensnaam', 'Rapporten', 'Begin', 'Einde'], seasons.length);
    expect(file.rows[1]![2]).toBeInstanceOf(Date);
    expect(file.sheet.getRow(2).getCell(3).numFmt).toBe('dd-mm-yyyy');
  });
});
