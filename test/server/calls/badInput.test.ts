import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOperator, createTestApp, type TestApp } from '../testApp.js';
import { buildHandBuiltClub, type HandBuiltClub } from '../clubStructureClub.js';
import { changedTables, databaseDump } from '../securityClubs.js';
import { multipartOfSize, sendRaw } from '../rawHttp.js';
import { IMPORT_MAX_BYTES } from '../../../contract/importFields.js';

/**
 * Requests the database cannot keep or the server cannot read: each answers a 4xx with a sentence
 * a person can act on, and changes nothing. The calls named here are the ones found answering 500;
 * the security suite tries every call of the OpenAPI document the same way.
 */
let operatorToken: string;
let t: TestApp;
let club: HandBuiltClub;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  operatorToken = (await createOperator(t)).token;
  club = await buildHandBuiltClub(t.db, 'Hand-built FC', 'hand.club');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t?.close());

const manager = () => bearer(club.managerToken);
const post = (url: string, payload: unknown, headers: Record<string, string> = manager()) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

/** Runs `send` and checks it answered 400 with `message`, leaving every table as it was. */
async function expectRefused(send: () => Promise<{ statusCode: number; json(): { message: string } }>, message: string | RegExp) {
  const before = await databaseDump(t.db);
  const response = await send();
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toMatch(message);
  expect(changedTables(before, await databaseDump(t.db))).toEqual([]);
}

const nulIn = (field: string) => `${field} contains a character that is not allowed (NUL). Remove it and try again.`;

describe('a NUL byte', () => {
  it('in a JSON field answers 400 naming the field, on the calls that answered 500', async () => {
    await expectRefused(() => post('/Account/Login', { userName: 'a\u0000b', password: 'x' }, {}), nulIn('userName'));
    await expectRefused(() => post('/api/team/addteam', { TeamName: 'Under 12\u0000' }), nulIn('TeamName'));
    await expectRefused(
      () => post('/api/MasterData/AddOrUpdateSeason', {
        Id: '00000000-0000-0000-0000-000000000000', SeasonName: '2027\u0000', ReportFrequency: 2,
        StartDate: '2027-01-01T00:00:00.000Z', EndDate: '2027-06-30T00:00:00.000Z',
      }),
      nulIn('SeasonName'),
    );
    await expectRefused(
      () => post('/Account/RegisterUser', { email: 'new@hand.club', role: 'Trainer', firstName: 'Ne\u0000w', lastName: 'Trainer' }),
      nulIn('firstName'),
    );
    await expectRefused(
      () => post('/Account/UpdateUser', { id: club.ids.M, firstName: 'M', lastName: 'Test', address: 'Street\u00001' }),
      nulIn('address'),
    );
  });

  it('in a query string (%00) answers 400 naming the parameter', async () => {
    await expectRefused(() => t.app.inject({ method: 'GET', url: '/Account/TokenConfirmation?email=%00&activatetoken=x' }), nulIn('email'));
    await expectRefused(() => t.app.inject({ method: 'GET', url: '/api/Manager/SearchByKeyword?key=%00', headers: manager() }), nulIn('key'));
    await expectRefused(() => t.app.inject({ method: 'POST', url: '/Account/ResetPassword?email=m%00@hand.club' }), nulIn('email'));
  });

  it('deep in a body names the path to it', async () => {
    const response = await post('/api/MasterData/UpdateSeasons', [
      { Id: club.ids.S, SeasonName: 'S', ReportFrequency: 2 },
      { Id: club.ids.Zero, SeasonName: 'Ze\u0000ro', ReportFrequency: 0 },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(nulIn('[1].SeasonName'));
  });

  // The batch upload runs through the members' import (issue 23): a NUL byte makes the file no table it reads.
  it('in a batch file answers 400 saying the file is no table it can read, inviting nobody', async () => {
    const form = new FormData();
    form.append('clubId', club.clubId);
    form.append('seasonId', club.ids.S!);
    form.append('teamId', club.ids.A!);
    form.append('batchData', new Blob(['firstName,lastName,email\nAnna,Jans\u0000en,anna@batch.test\n'], { type: 'text/csv' }), 'people.csv');
    await expectRefused(
      () => t.app.inject({ method: 'POST', url: '/HomeAdmin', headers: { authorization: `Bearer ${operatorToken}` }, payload: form }),
      'This file is not a table Touchline can read. Choose a .csv file (comma or semicolon separated, with a header row) or an .xlsx file.',
    );
  });
});

describe('a NUL byte the input guards cannot see (issue 41)', () => {
  it('in the JSON of a console list\'s filter, sort or range answers 400 naming it, on all six lists', async () => {
    const operator = { authorization: `Bearer ${operatorToken}` };
    for (const resource of ['clubs', 'people', 'invitations', 'mail', 'audit', 'imports']) {
      const response = await t.app.inject({ method: 'GET', url: `/admin/rest/${resource}?filter=${encodeURIComponent('{"q":"a\\u0000b"}')}`, headers: operator });
      expect(response.statusCode, resource).toBe(400);
      expect(response.json(), resource).toMatchObject({
        message: nulIn('filter.q'), messageKey: 'textCharacterNotAllowed', messageValues: { field: 'filter.q', what: 'NUL' },
      });
    }
    const inAField = await t.app.inject({ method: 'GET', url: `/admin/rest/people?filter=${encodeURIComponent('{"email":"x\\u0000@y"}')}`, headers: operator });
    expect(inAField.json().message).toBe(nulIn('filter.email'));
    const inSort = await t.app.inject({ method: 'GET', url: `/admin/rest/people?sort=${encodeURIComponent('["last\\u0000Name","ASC"]')}`, headers: operator });
    expect(inSort.statusCode).toBe(400);
    expect(inSort.json().message).toBe(nulIn('sort[0]'));
  });

  it("in an uploaded file's name answers 400 saying so, keeping nothing, for a manager's import and an operator's batch", async () => {
    const file = () => new Blob(['firstName,lastName,email\nAnna,Jansen,anna@nul.test\n'], { type: 'text/csv' });
    const managerForm = new FormData();
    managerForm.append('file', file(), 'le\u0000den.csv');
    await expectRefused(() => t.app.inject({ method: 'POST', url: '/api/Import/Preview', headers: manager(), payload: managerForm }), nulIn('The file name'));
    const batch = new FormData();
    batch.append('clubId', club.clubId);
    batch.append('seasonId', club.ids.S!);
    batch.append('teamId', club.ids.A!);
    batch.append('batchData', file(), 'ba\u0000tch.csv');
    await expectRefused(() => t.app.inject({ method: 'POST', url: '/HomeAdmin', headers: { authorization: `Bearer ${operatorToken}` }, payload: batch }), nulIn('The file name'));
  });
});

describe('an unpaired UTF-16 surrogate', () => {
  it('would be stored as U+FFFD by the database, silently changing the text', async () => {
    const { rows } = await sql<{ stored: string }>`SELECT ${'Team \ud800'}::text AS stored`.execute(t.db);
    expect(rows[0]!.stored).toBe('Team \ufffd');
  });

  it('is refused with 400 naming the field, so nothing is stored other than what was sent', async () => {
    const surrogate = (field: string) => `${field} contains a character that is not allowed (an unpaired UTF-16 surrogate). Remove it and try again.`;
    await expectRefused(() => post('/api/team/addteam', { TeamName: 'Team \ud800' }), surrogate('TeamName'));
    await expectRefused(() => post('/api/team/addteam', { TeamName: 'Team', Division: '\udc00 league' }), surrogate('Division'));
    // A well-formed pair (an emoji) is ordinary text.
    const emoji = await post('/api/team/addteam', { TeamName: 'Team \u{1F3C6}' });
    expect(emoji.json()).toMatchObject({ isSucceeded: true });
    const stored = await t.db.selectFrom('teams').select('name').where('id', '=', emoji.json().id).executeTakeFirstOrThrow();
    expect(stored.name).toBe('Team \u{1F3C6}');
  });
});

describe('bodies the server cannot read', () => {
  it('answers 415 to a content type the call does not take, saying which it takes', async () => {
    const xml = await t.app.inject({ method: 'POST', url: '/api/team/addteam', payload: '<team/>', headers: { ...manager(), 'content-type': 'application/xml' } });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().message).toBe("A body of type 'application/xml' is not accepted here: send it as application/json.");
    const form = await t.app.inject({ method: 'POST', url: '/Account/Login', payload: 'userName=a&password=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.statusCode).toBe(415);
  });

  it('answers 400 to a broken %-escape in the address, in the usual shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/photos/%ZZ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'The address has a broken %-escape. Write a % sign as %25.' });
  });

  it('answers 400 to broken JSON, an empty JSON body and JSON that is not an object', async () => {
    const json = { 'content-type': 'application/json' };
    const broken = await t.app.inject({ method: 'POST', url: '/Account/Login', payload: '{"userName": ', headers: json });
    expect([broken.statusCode, broken.json().message]).toEqual([400, 'The request body is not valid JSON. Check its syntax.']);
    const empty = await t.app.inject({ method: 'POST', url: '/Account/Login', payload: '', headers: json });
    expect(empty.statusCode).toBe(400);
    for (const payload of ['[]', '"x"', '1', 'null']) {
      const response = await t.app.inject({ method: 'POST', url: '/Account/Login', payload, headers: json });
      expect([payload, response.statusCode, response.json().message]).toEqual([payload, 400, 'body must be object.']);
    }
  });

  it('answers 400 to a multipart form without a boundary on both upload calls, storing nothing', async () => {
    const noBoundary = { 'content-type': 'multipart/form-data' };
    await expectRefused(
      () => t.app.inject({ method: 'POST', url: '/HomeAdmin', payload: 'batchData=x', headers: { ...noBoundary, authorization: `Bearer ${operatorToken}` } }),
      'The form could not be read. Send the batch as multipart/form-data with the fields clubId, seasonId, teamId and the file batchData.',
    );
    await expectRefused(
      () => t.app.inject({ method: 'POST', url: '/Account/UploadPhoto', payload: 'file=x', headers: { ...noBoundary, ...manager() } }),
      'The upload could not be read. Send the picture as multipart/form-data with one file.',
    );
  });
});

describe('a body over the limit, from a client still sending it', () => {
  const NINE_MB = 9 * 1024 * 1024;
  const TRIES = 5;
  const tooLarge = 'The request is too large: a request body can have at most 16,384 bytes.';
  const uploadTooLarge = 'The request is too large: a request body can have at most 7,000,000 bytes.';

  const cases: Array<[string, () => { head: string; body: Buffer; chunked?: boolean }, string]> = [
    ['JSON with a Content-Length', () => ({
      head: `POST /Account/Login HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: ${NINE_MB}\r\n\r\n`,
      body: Buffer.alloc(NINE_MB, 0x20),
    }), tooLarge],
    ['chunked JSON (no length announced)', () => ({
      head: 'POST /Account/Login HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
      body: Buffer.alloc(NINE_MB, 0x20),
      chunked: true,
    }), tooLarge],
    ['a photo upload with a Content-Length', () => ({
      head: `POST /Account/UploadPhoto HTTP/1.1\r\nHost: test\r\nAuthorization: Bearer ${club.managerToken}\r\n` +
        `Content-Type: multipart/form-data; boundary=raw-test-boundary\r\nContent-Length: ${NINE_MB}\r\n\r\n`,
      body: multipartOfSize('file', NINE_MB),
    }), uploadTooLarge],
    ['a chunked photo upload (its file limit)', () => ({
      head: `POST /Account/UploadPhoto HTTP/1.1\r\nHost: test\r\nAuthorization: Bearer ${club.managerToken}\r\n` +
        'Content-Type: multipart/form-data; boundary=raw-test-boundary\r\nTransfer-Encoding: chunked\r\n\r\n',
      body: multipartOfSize('file', NINE_MB),
      chunked: true,
    }), 'The picture is too large: it can be at most 6,000,000 bytes (about 5 MB).'],
    ['a chunked batch upload (its file limit)', () => ({
      head: `POST /HomeAdmin HTTP/1.1\r\nHost: test\r\nAuthorization: Bearer ${operatorToken}\r\n` +
        'Content-Type: multipart/form-data; boundary=raw-test-boundary\r\nTransfer-Encoding: chunked\r\n\r\n',
      body: multipartOfSize('batchData', IMPORT_MAX_BYTES + 1024 * 1024),
      chunked: true,
    }), `The batch data file is too large: it can be at most ${IMPORT_MAX_BYTES.toLocaleString('en')} bytes.`],
  ];

  it.each(cases)('%s answers 413 every time, and the connection ends cleanly or stays usable', async (_label, build, message) => {
    const photosBefore = await t.db.selectFrom('photos').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    for (let i = 0; i < TRIES; i++) {
      const { head, body, chunked } = build();
      const outcome = await sendRaw(port, head, body, { chunked });
      expect(outcome).toEqual({ status: 413, message, socketError: null, connection: expect.stringMatching(/^(closed|reused)$/) });
    }
    const photosAfter = await t.db.selectFrom('photos').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(photosAfter.n)).toBe(Number(photosBefore.n));
  });
});

describe('each call reads no more body than it takes', () => {
  const tooLargeAt = /^The request is too large: a request body can have at most [\d,]+ bytes\.$/;

  it('refuses a sign-in of 100 kB (a few short texts are all it takes) with 413, before parsing it', async () => {
    const padded = { userName: 'manager@hand.club', password: 'x'.repeat(100_000), rememberLogin: true };
    const answer = await post('/Account/Login', padded, {});
    expect(answer.statusCode).toBe(413);
    expect(answer.json().message).toBe('The request is too large: a request body can have at most 16,384 bytes.');
    // A body of invalid JSON over the limit is refused for its size: it was never parsed.
    const broken = await t.app.inject({ method: 'POST', url: '/Account/Login', headers: { 'content-type': 'application/json' }, payload: `[${'1,'.repeat(20_000)}` });
    expect(broken.statusCode).toBe(413);
  });

  it('takes the largest body a signed-in call\'s schema allows, and refuses one far beyond it', async () => {
    // RemovePlayers takes up to 5,000 ids: all of them fit.
    const ids = Array.from({ length: 5000 }, (_, i) => ({ Id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}` }));
    const most = await post('/api/Player/RemovePlayers', ids);
    expect(most.statusCode).not.toBe(413);
    // ChangeTeam takes three ids: a megabyte of padding is refused.
    const padded = await post('/api/Player/ChangeTeam', { userId: ids[0]!.Id, padding: 'x'.repeat(1024 * 1024) });
    expect(padded.statusCode).toBe(413);
    expect(padded.json().message).toMatch(tooLargeAt);
  });
});
