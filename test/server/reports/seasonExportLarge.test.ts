import { afterAll, beforeAll, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { generateClub, type GeneratedClub } from '../../../server/seed/demoClub.js';
import { createSession } from '../../../server/repositories/accounts/sessions.js';
import { createTestApp, getAs, type TestApp } from '../testApp.js';

/**
 * The whole-season export (issue 14) of a generated club many times the demo's size: the workbook is
 * written as a stream, sheet by sheet and row by row, and still holds every completed report of the
 * season under its team, as the database counts them.
 */
let t: TestApp;
let club: GeneratedClub;
let manager: string;

beforeAll(async () => {
  t = await createTestApp();
  club = await generateClub(t.db, { size: { teams: 12, trainers: 24, players: 600 }, name: 'Big FC', managerEmail: 'manager@big.club', emailDomain: 'big.club', seed: 7 });
  manager = await createSession(t.db, club.managerId, 3_600_000);
}, 240_000);
afterAll(() => t?.close());

it('gives every completed report of a large season, each under its team', async () => {
  const counted = await t.db
    .selectFrom('reports')
    .leftJoin('teams', 'teams.id', 'reports.team_id')
    .select(['teams.name as team', (eb) => eb.fn.countAll<string>().as('reports')])
    .where('reports.season_id', '=', club.currentSeasonId)
    .where('reports.status', '=', 'Completed')
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('people').select('people.id').whereRef('people.id', '=', 'reports.player_id').where('people.removed_at', 'is', null)),
    )
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('people').select('people.id').whereRef('people.id', '=', 'reports.trainer_id').where('people.removed_at', 'is', null)),
    )
    .groupBy('teams.name')
    .execute();
  const expected = Object.fromEntries(counted.map((row) => [row.team ?? 'No team', Number(row.reports)]));
  const total = Object.values(expected).reduce((sum, n) => sum + n, 0);
  expect(total).toBeGreaterThan(1000);

  const response = await getAs(t.app, manager, `/api/Report/ExportSeason?clubSeasonId=${club.currentSeasonId}`);
  expect(response.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(response.rawPayload).buffer);
  // A sheet per team, a header and a row per report on each.
  expect(Object.fromEntries(workbook.worksheets.map((sheet) => [sheet.name, sheet.rowCount - 1]))).toEqual(expected);
  const row = workbook.worksheets[0]!.getRow(2);
  expect(row.getCell(3).value).toBeInstanceOf(Date);
  expect(typeof row.getCell(4).value).toBe('number');
}, 120_000);
