import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, bearer, type TestApp } from '../testApp.js';
import { buildHandBuiltClub, type HandBuiltClub } from '../clubStructureClub.js';

/** POST /Account/UploadPhoto and GET /photos/:id. */
let t: TestApp;
let club: HandBuiltClub;
let other: HandBuiltClub;

beforeAll(async () => {
  t = await createTestApp();
  club = await buildHandBuiltClub(t.db, 'Hand-built FC', 'hand.club');
  other = await buildHandBuiltClub(t.db, 'FC Elsewhere', 'elsewhere.club');
});
afterAll(() => t?.close());

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
function multipart(file: Buffer, filename: string, contentType: string) {
  const boundary = '----touchline-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, file, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (file: Buffer, filename: string, contentType: string, query = 'dateTimeTag=tag-1', token = club.managerToken) => {
  const body = multipart(file, filename, contentType);
  return t.app.inject({
    method: 'POST',
    url: `/Account/UploadPhoto?${query}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
};

const photoCount = async () => (await t.db.selectFrom('photos').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

const png = () => sharp({ create: { width: 8, height: 6, channels: 3, background: '#1b5e20' } }).png().toBuffer();

describe('UploadPhoto', () => {
  it('stores a valid png for the club and serves it from a stable, cacheable URL', async () => {
    const response = await upload(await png(), 'logo.png', 'image/png');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), dateTimeTag: 'tag-1' });
    const row = await t.db.selectFrom('photos').select(['club_id', 'content_type', 'width', 'height']).where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ club_id: club.clubId, content_type: 'image/png', width: 8, height: 6 });
    const served = await t.app.inject({ method: 'GET', url: `/photos/${body.id}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
  });

  it('re-encodes a jpeg without its metadata (e.g. GPS, camera)', async () => {
    const jpeg = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#ffffff' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'SpyCam', Copyright: 'secret place' } })
      .toBuffer();
    expect(jpeg.includes(Buffer.from('SpyCam'))).toBe(true);
    const response = await upload(jpeg, 'me.JPG', 'image/jpeg', 'dateTimeTag=x&userId=' + club.ids.P1);
    expect(response.statusCode).toBe(200);
    const row = await t.db.selectFrom('photos').select(['bytes', 'content_type']).where('id', '=', response.json().id).executeTakeFirstOrThrow();
    expect(row.content_type).toBe('image/jpeg');
    const stored = Buffer.from(row.bytes);
    expect(stored.includes(Buffer.from('SpyCam'))).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
  });

  it('refuses a renamed non-image by its content with a clear 400, storing nothing', async () => {
    const before = await photoCount();
    const response = await upload(Buffer.from('%PDF-1.4 this is not a picture at all'), 'holiday.png', 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This file is not a png, jpeg or jpg picture. Only png, jpeg and jpg are allowed.');
    const gif = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } }).gif().toBuffer();
    expect((await upload(gif, 'animated.jpg', 'image/jpeg')).statusCode).toBe(400);
    expect(await photoCount()).toBe(before);
  });

  it('refuses a damaged picture', async () => {
    const broken = Buffer.concat([(await png()).subarray(0, 40), Buffer.alloc(100, 7)]);
    const response = await upload(broken, 'broken.png', 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/could not be read/);
  });

  it('refuses a file over 6,000,000 bytes with a clear 413, storing nothing', async () => {
    const before = await photoCount();
    const big = Buffer.concat([await png(), Buffer.alloc(6_000_001)]);
    const response = await upload(big, 'huge.png', 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The picture is too large: it can be at most 6,000,000 bytes (about 5 MB).');
    expect(await photoCount()).toBe(before);
  });

  it('refuses a request without a file', async () => {
    const response = await t.app.inject({
      method: 'POST', url: '/Account/UploadPhoto', payload: { file: 'x' }, headers: bearer(club.managerToken),
    });
    expect(response.statusCode).toBe(400);
  });

  it("treats another club's person as not found, and needs a signed-in person", async () => {
    expect((await upload(await png(), 'a.png', 'image/png', `userId=${other.ids.P1}`)).statusCode).toBe(404);
    const anonymous = multipart(await png(), 'a.png', 'image/png');
    expect((await t.app.inject({ method: 'POST', url: '/Account/UploadPhoto', payload: anonymous.payload, headers: anonymous.headers })).statusCode).toBe(401);
  });

  it('lets a trainer upload only their own photo', async () => {
    expect((await upload(await png(), 'a.png', 'image/png', `userId=${club.ids.T1}`, club.trainerToken)).statusCode).toBe(200);
    expect((await upload(await png(), 'a.png', 'image/png', `userId=${club.ids.P1}`, club.trainerToken)).statusCode).toBe(403);
    expect((await upload(await png(), 'a.png', 'image/png', '', club.trainerToken)).statusCode).toBe(403);
  });
});
