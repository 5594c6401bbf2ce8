import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOperator, createTestApp, type TestApp } from '../testApp.js';
import { buildHandBuiltClub, type HandBuiltClub } from '../clubStructureClub.js';
import { importForm } from '../importClient.js';
import { pngBomb, xlsxBomb } from '../../../server/scripts/hostileFiles.js';

/**
 * Files built to take the server down (issue 41): a workbook that inflates to a gibibyte, one whose
 * archive lies about how far its sheet inflates, and a CSV of one 9 MB cell. Each is refused or cut
 * with a sentence, and the server goes on answering meanwhile.
 */
let t: TestApp;
let club: HandBuiltClub;

beforeAll(async () => {
  t = await createTestApp();
  club = await buildHandBuiltClub(t.db, 'Bom FC', 'bom.club');
  // The server's first upload pays for what starts once (the multipart parser, a reading thread):
  // the figures below are about the files, so one ordinary file goes first.
  expect((await preview('Roepnaam;Achternaam;E-mail\r\nNoor;Bakker;noor@bom.club\r\n', 'leden.csv')).statusCode).toBe(200);
});
afterAll(() => t?.close());

const preview = (content: Buffer | string, name: string) =>
  t.app.inject({ method: 'POST', url: '/api/Import/Preview', payload: importForm(content, name), headers: bearer(club.managerToken) });

const imports = async () => (await t.db.selectFrom('member_imports').select('id').execute()).length;

/** The server's answers to /api/health, asked every 50 ms until `work` settles. */
async function healthWhile<T>(work: Promise<T>): Promise<{ result: T; health: number[] }> {
  const health: number[] = [];
  let done = false;
  const settled = work.finally(() => { done = true; });
  while (!done) {
    health.push((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode);
    await Promise.race([settled.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 50))]);
  }
  return { result: await settled, health };
}

const UNPACKED = 'This workbook is too large once unpacked (at most 64 MB): it holds more than a members export. Save the sheet as a .csv file, or split it into smaller files.';

describe('a workbook that inflates to a gibibyte', () => {
  it('is refused at once from its directory, before anything is inflated, and nothing is stored', async () => {
    const bomb = await xlsxBomb(1024, 'truth');
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const before = await imports();
    const rss = process.memoryUsage().rss;
    const started = performance.now();
    const answer = await preview(bomb, 'leden.xlsx');
    const took = performance.now() - started;
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: UNPACKED, messageKey: 'importTooLargeUnpacked' });
    expect(took).toBeLessThan(1000);
    expect(process.memoryUsage().rss - rss).toBeLessThan(100 * 1024 * 1024);
    expect(await imports()).toBe(before);
  });

  it('is refused when its directory lies about the sheet, inflated no further than the lie, while /api/health answers 200', async () => {
    const bomb = await xlsxBomb(1024, 'lie');
    const rss = process.memoryUsage().rss;
    const { result: answer, health } = await healthWhile(preview(bomb, 'leden.xlsx'));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(UNPACKED);
    expect(process.memoryUsage().rss - rss).toBeLessThan(100 * 1024 * 1024);
    expect(health.length).toBeGreaterThan(0);
    expect(health.every((status) => status === 200)).toBe(true);
  });

  it('three at once are each refused, and the operators\' upload refuses one too', async () => {
    const bomb = await xlsxBomb(1024, 'truth');
    const rss = process.memoryUsage().rss;
    const answers = await Promise.all([1, 2, 3].map(() => preview(bomb, 'leden.xlsx')));
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400]);

    const operator = await createOperator(t, 'bom.operator@touchline.test');
    const season = await t.db.selectFrom('seasons').select('id').where('club_id', '=', club.clubId).executeTakeFirstOrThrow();
    const team = await t.db.selectFrom('teams').select('id').where('club_id', '=', club.clubId).executeTakeFirstOrThrow();
    const upload = await t.app.inject({
      method: 'POST', url: '/HomeAdmin', headers: operator.headers,
      payload: importForm(bomb, 'spelers.xlsx', 'batchData', { clubId: club.clubId, seasonId: season.id, teamId: team.id }),
    });
    expect(upload.statusCode).toBe(400);
    expect(upload.json().message).toBe(UNPACKED);
    expect(process.memoryUsage().rss - rss).toBeLessThan(100 * 1024 * 1024);
  });
});

describe('a CSV of one 9 MB cell', () => {
  it('is read off the server\'s thread and never sent back whole: the cell is cut and its row says why', async () => {
    const csv = `Roepnaam;Achternaam;E-mail;Team\r\n${'Jan'.repeat(3_000_000)};de Wit;jan.dewit@bom.club;JO11-1\r\n`;
    expect(csv.length).toBeGreaterThan(9 * 1000 * 1000);
    const { result: answer, health } = await healthWhile(preview(csv, 'leden.csv'));
    expect(answer.statusCode).toBe(200);
    expect(answer.body.length).toBeLessThan(20_000);
    const row = answer.json().rows[0];
    expect(row.action).toBe('error');
    expect(row.firstName.length).toBeLessThanOrEqual(500);
    expect(row.firstName.endsWith('…')).toBe(true);
    expect(row.errors.join(' ')).toMatch(/first name can have at most/);
    expect(health.every((status) => status === 200)).toBe(true);
  });
});

describe('a picture of 16,000 × 16,000 pixels in 250 kB', () => {
  it('is refused from its header, before it is decoded, and nothing is stored', async () => {
    const bomb = pngBomb(16_000);
    expect(bomb.length).toBeLessThan(300_000);
    const photos = async () => (await t.db.selectFrom('photos').select('id').execute()).length;
    const before = await photos();
    const rss = process.memoryUsage().rss;
    const answer = await t.app.inject({
      method: 'POST', url: '/Account/UploadPhoto?dateTimeTag=tag-1', payload: importForm(bomb, 'logo.png'), headers: bearer(club.managerToken),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      messageKey: 'pictureTooManyPixels',
      message: 'The picture has too many pixels: it can have at most 64 megapixels (8,000 × 8,000). Choose a smaller picture.',
    });
    expect(process.memoryUsage().rss - rss).toBeLessThan(100 * 1024 * 1024);
    expect(await photos()).toBe(before);
    // An ordinary picture of the same kind is still stored.
    const small = await t.app.inject({
      method: 'POST', url: '/Account/UploadPhoto?dateTimeTag=tag-2', payload: importForm(pngBomb(400), 'logo.png'), headers: bearer(club.managerToken),
    });
    expect(small.statusCode, small.body).toBe(200);
  });
});

describe('the reading threads', () => {
  it('read an ordinary workbook after the bombs, as before', async () => {
    const writeExcelFile = (await import('write-excel-file/node')).default;
    const xlsx = await writeExcelFile([
      [{ value: 'Roepnaam' }, { value: 'Tussenvoegsel' }, { value: 'Achternaam' }, { value: 'E-mail' }, { value: 'Team' }],
      [{ value: 'Daan' }, { value: 'van den' }, { value: 'Heuvel' }, { value: 'daan@bom.club' }, { value: 'JO9-1' }],
    ]).toBuffer();
    const answer = await preview(Buffer.from(xlsx), 'leden.xlsx');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().rows[0]).toMatchObject({ firstName: 'Daan', infix: 'van den', lastName: 'Heuvel', action: 'invite' });
  });
});
