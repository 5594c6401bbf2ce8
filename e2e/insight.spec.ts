import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { test, expect, signInAsManager, managerApi } from './fixtures';

test('the overview exports the season as a workbook a spreadsheet reads, and shows the calibration', async ({ page, request }) => {
  const api = await managerApi(request);
  const seasons = await api<Array<{ id: string; isCurrent: boolean }>>('/api/MasterData/GetClubSeason');
  const season = seasons.find((s) => s.isCurrent)!;
  const calibration = await api<Array<{ trainerName: string }>>(`/api/Dashboard/GetTrainerCalibration?clubSeasonId=${season.id}`);

  await signInAsManager(page);
  const panel = page.getByRole('region', { name: 'Calibration' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveCount(calibration.length);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export season (.xlsx)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^VV Zuiderpark .+\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await download.path())!)).buffer as ArrayBuffer);
  expect(workbook.worksheets.length).toBeGreaterThan(0);
  const sheet = workbook.worksheets[0]!;
  expect((sheet.getRow(1).values as unknown[]).slice(1, 5)).toEqual(['Player', 'Trainer', 'Completed on', 'Report average']);
  // Each row is a completed report: a date and a number, not text.
  expect(sheet.getRow(2).getCell(3).value).toBeInstanceOf(Date);
  expect(typeof sheet.getRow(2).getCell(4).value).toBe('number');
});

test("a player's page shows the development over seasons as a chart and a table; a team's page its skill profile", async ({ page, request }) => {
  const api = await managerApi(request);
  const players = await api<Array<{ userId: string; averageScore: string }>>('/api/Player/GetPlayerOverviewReportByClubId');
  const player = players.find((p) => Number(p.averageScore) > 0)!;
  const history = await api<{ playerName: string; seasons: Array<{ seasonName: string }> }>(`/api/Player/GetPlayerHistory?userId=${player.userId}`);

  await signInAsManager(page);
  await page.goto(`/players/detail-player?userId=${player.userId}`);
  const development = page.getByRole('region', { name: 'Development' });
  await expect(development).toBeVisible();
  await expect(development.locator('.MuiLineElement-root')).toHaveCount(2);
  await development.getByRole('button', { name: 'Table' }).click();
  await expect(development.getByRole('row')).toHaveCount(history.seasons.length + 1);
  await expect(development.getByRole('row').nth(1)).toContainText(history.seasons[0]!.seasonName);

  // The calibrated average appears beside the raw one once chosen, and stays chosen.
  await page.getByRole('switch', { name: 'Calibrated averages' }).check();
  await expect(page.getByText(/^Calibrated average:/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Calibrated averages' })).toBeChecked();

  const teams = await api<Array<{ id: string }>>('/api/team/GetTeamOverviewByClubId');
  await page.goto(`/teams/team-detail?teamId=${teams[0]!.id}`);
  await expect(page.getByRole('region', { name: 'Skill profile' })).toBeVisible();
});
