import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../testApp.js';
import { buildHandBuiltClub, type HandBuiltClub } from '../clubStructureClub.js';

/**
 * The CSV files an import reads (issue 23) through POST /api/Import/Preview, as a spreadsheet writes
 * them: quoted cells with separators, line breaks and quotes in them, spaces around cells, blank lines,
 * short rows, every line ending; and a file whose quotes do not pair is refused with a sentence.
 */
let t: TestApp;
let club: HandBuiltClub;

beforeAll(async () => {
  t = await createTestApp();
  club = await buildHandBuiltClub(t.db, 'Csv FC', 'csv.club');
});
afterAll(() => t?.close());

async function preview(content: string) {
  const data = new FormData();
  data.append('file', new Blob([content]), 'members.csv');
  const request = new Request('http://x/', { method: 'POST', body: data });
  const payload = Buffer.from(await request.arrayBuffer());
  return t.app.inject({
    method: 'POST', url: '/api/Import/Preview', payload, headers: { ...bearer(club.managerToken), 'content-type': request.headers.get('content-type')! },
  });
}

describe('reading a CSV file', () => {
  it('reads quoted cells, spaces around cells, blank lines and short rows, with any line ending', async () => {
    for (const ending of ['\r\n', '\n', '\r']) {
      const file = [
        'Voornaam;Achternaam;E-mail;Team',
        ' "Jan; de eerste" ; Jansen ;jan@csv.club; "JO13-1"',
        '',
        '"Piet ""PJ""";"Multi',
        'Line";piet@csv.club;JO13-1',
        'Kim;Smit;kim@csv.club',
      ].join(ending);
      const answer = await preview(file + ending);
      expect(answer.statusCode).toBe(200);
      const rows = answer.json().rows.map((row: Record<string, unknown>) => [row.line, row.firstName, row.lastName, row.email, row.team]);
      expect(rows).toEqual([
        [2, 'Jan; de eerste', 'Jansen', 'jan@csv.club', 'JO13-1'],
        [3, 'Piet "PJ"', `Multi${ending}Line`, 'piet@csv.club', 'JO13-1'],
        [4, 'Kim', 'Smit', 'kim@csv.club', null],
      ]);
    }
  });

  it('refuses a file whose quotes do not pair, with a sentence', async () => {
    for (const file of [
      'Voornaam;Achternaam;E-mail\nJan "Jantje";Jansen;jan@csv.club\n',
      'Voornaam;Achternaam;E-mail\n"Jan"tje;Jansen;jan@csv.club\n',
      'Voornaam;Achternaam;E-mail\n"Jan;Jansen;jan@csv.club\n',
    ]) {
      const answer = await preview(file);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toMatch(/^This file is not a table Touchline can read/);
    }
  });
});
