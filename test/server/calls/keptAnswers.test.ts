import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.js';
import { loadConfig } from '../../../server/config.js';
import { listPlayerOverview } from '../../../server/repositories/people/lists.js';
import { findPlayerProfile } from '../../../server/repositories/people/profiles.js';
import type { PlayerOverviewRow } from '../../../contract/people.js';
import { bearer, createTestApp, signIn, type TestApp } from '../testApp.js';
import { buildSmallClub, SMALL_PASSWORD, type SmallClub } from '../peopleClub.js';
import type { FastifyInstance } from 'fastify';

/**
 * The players list is kept by each server under the club's data version (migration 0010,
 * server/services/keptAnswers.ts). What a manager must never see: an old list after a change. Each
 * change below is made the way one writer or another makes it (a call, a statement in the database);
 * after each, the list a server answers must be the list built afresh from the database, and the
 * change must show in it (else the test could not tell a kept answer from a fresh one).
 */
let t: TestApp;
let other: FastifyInstance;
let keepsNone: FastifyInstance;
let club: SmallClub;
let token: string;
let url: string;

beforeAll(async () => {
  t = await createTestApp();
  club = await buildSmallClub(t.db);
  token = await signIn(t.app, club.managerEmail, SMALL_PASSWORD);
  url = `/api/Player/GetPlayerOverviewReportByClubId?clubSeasonId=${club.seasonNow}`;
  // A second server on the same database, as behind a load balancer: it keeps answers of its own.
  const config = { ...loadConfig({}), webAppDir: undefined, seedDemo: false, scheduler: { intervalMs: 0, leaseMs: 300_000 } };
  other = await buildApp({ database: t.app.database, config });
  // And one that keeps nothing (KEPT_ANSWERS_MB=0): it builds every answer.
  keepsNone = await buildApp({ database: t.app.database, config: { ...config, keptAnswersBytes: 0 } });
});
afterAll(async () => {
  await keepsNone?.close();
  await other?.close();
  await t?.close();
});

const list = async (app: FastifyInstance, headers: Record<string, string> = {}) => {
  const response = await app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-encoding': 'br, gzip', ...headers } });
  return response;
};
/** The answer's rows, decompressed as a browser does. */
const body = (response: LightMyRequestResponse): PlayerOverviewRow[] => {
  const encoding = response.headers['content-encoding'];
  const raw = encoding === 'br' ? brotliDecompressSync(response.rawPayload) : encoding === 'gzip' ? gunzipSync(response.rawPayload) : response.rawPayload;
  return JSON.parse(raw.toString('utf8'));
};
const rowsFrom = async (app: FastifyInstance) => {
  const response = await list(app);
  expect(response.statusCode).toBe(200);
  return body(response);
};
const fresh = async () => (await listPlayerOverview(t.db, club.clubId, club.seasonNow))!;
const row = (rows: PlayerOverviewRow[], id: string) => rows.find((r) => r.id === id)!;

/** Every server answers the fresh list (each from what it keeps, after the first request; one builds it). */
async function everyServerAnswersTheFreshList(): Promise<PlayerOverviewRow[]> {
  const expected = await fresh();
  expect(await rowsFrom(t.app)).toEqual(expected);
  expect(await rowsFrom(other)).toEqual(expected);
  expect(await rowsFrom(keepsNone)).toEqual(expected);
  return expected;
}

describe('the players list kept per data version', () => {
  it('answers the same list again, compressed as asked, with an ETag that gives 304 while nothing changed', async () => {
    const first = await list(t.app);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(body(first)).toEqual(await fresh());
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await list(t.app, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const gzip = await list(t.app, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(body(gzip)).toEqual(body(first));
    const plain = await list(t.app, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(body(plain)).toEqual(body(first));
    // The other server's answer is the same list under the same ETag: a browser's copy holds for both.
    expect((await list(other, { 'if-none-match': etag })).statusCode).toBe(304);

    await t.db.updateTable('people').set({ first_name: 'Pieter' }).where('id', '=', club.people.P1).execute();
    const changed = await list(t.app, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(row(body(changed), club.people.P1).name).toBe('Pieter Speler');
  });

  it('shows every kind of change at once, on both servers', async () => {
    const before = await everyServerAnswersTheFreshList();

    // people: a name, through the database like any writer
    await t.db.updateTable('people').set({ last_name: 'de Speler' }).where('id', '=', club.people.P1).execute();
    expect(row(await everyServerAnswersTheFreshList(), club.people.P1).name).toBe('Pieter de Speler');

    // teams: a team's name
    await t.db.updateTable('teams').set({ name: 'Alfa' }).where('id', '=', club.teams.alpha).execute();
    expect(row(await everyServerAnswersTheFreshList(), club.people.P2).teamName).toBe('Alfa');

    // team_memberships: a player moved to Beta through the call the team page makes
    const moved = await t.app.inject({ method: 'POST', url: '/api/Team/AddPlayerToTeam', headers: bearer(token), payload: { userIds: [club.people.P2], newTeamId: club.teams.beta } });
    expect(moved.statusCode).toBe(200);
    const afterMove = row(await everyServerAnswersTheFreshList(), club.people.P2);
    expect(afterMove.teamName).toBe('Beta');
    expect(afterMove.totalTrainer).toBe(1);

    // seasons: the reports per player of the season (every player's progress)
    const progressBefore = row(before, club.people.P1).overallProgress;
    await t.db.updateTable('seasons').set({ report_frequency: 4 }).where('id', '=', club.seasonNow).execute();
    expect(row(await everyServerAnswersTheFreshList(), club.people.P1).overallProgress).toBeLessThan(progressBefore);

    // reports → player_progress: a completed report removed moves the average
    const averageBefore = row(await fresh(), club.people.P1).averageScore;
    const latest = await t.db.selectFrom('reports').select('id').where('player_id', '=', club.people.P1)
      .where('status', '=', 'Completed').orderBy('completed_at', 'desc').limit(1).executeTakeFirstOrThrow();
    await t.db.deleteFrom('report_scores').where('report_id', '=', latest.id).execute();
    await t.db.deleteFrom('reports').where('id', '=', latest.id).execute();
    expect(row(await everyServerAnswersTheFreshList(), club.people.P1).averageScore).not.toBe(averageBefore);

    // clubs: the club's logo, in every row
    const photo = await t.db.insertInto('photos').values({ club_id: club.clubId, content_type: 'image/png', bytes: new Uint8Array([1]), width: 1, height: 1 })
      .returning('id').executeTakeFirstOrThrow();
    await t.db.updateTable('clubs').set({ logo_photo_id: photo.id }).where('id', '=', club.clubId).execute();
    expect(row(await everyServerAnswersTheFreshList(), club.people.P1).clubPictureURL).toBe(`/photos/${photo.id}`);

    // people: a player removed leaves the list
    await t.db.updateTable('people').set({ removed_at: new Date() }).where('id', '=', club.people.P3).execute();
    expect((await everyServerAnswersTheFreshList()).map((r) => r.id)).not.toContain(club.people.P3);
  });

  it('keeps one club apart from another: a change in one club leaves the other\'s version alone', async () => {
    const otherClub = await buildSmallClub(t.db, { name: 'SV Ander', domain: 'ander.club' });
    const version = async (clubId: string) =>
      (await sql<{ version: string }>`SELECT version::text AS version FROM club_data_versions WHERE club_id = ${clubId}`.execute(t.db)).rows[0]?.version;
    const mine = await version(club.clubId);
    await t.db.updateTable('people').set({ first_name: 'Anders' }).where('id', '=', otherClub.people.P1).execute();
    expect(await version(club.clubId)).toBe(mine);
    expect(Number(await version(otherClub.clubId))).toBeGreaterThan(0);
  });
});

describe("a player's page kept per data version", () => {
  const page = (app: FastifyInstance) =>
    app.inject({ method: 'GET', url: `/api/Player/GetPlayerDetailByIdBySeason?userId=${club.people.P2}&clubSeasonId=${club.seasonNow}`, headers: { ...bearer(token), 'accept-encoding': 'gzip' } });
  /** The page as every server answers it, after checking it is the page built afresh. */
  async function everyServerAnswersFresh() {
    const expected = JSON.parse(JSON.stringify(await findPlayerProfile(t.db, club.clubId, club.people.P2, club.seasonNow)));
    for (const app of [t.app, other, keepsNone]) {
      const response = await page(app);
      expect(response.statusCode).toBe(200);
      expect(JSON.parse(gunzipSync(response.rawPayload).toString('utf8'))).toEqual(expected);
    }
    return expected;
  }

  it('shows a report written, a score changed, a skill renamed and a feedback edited at once', async () => {
    const before = await everyServerAnswersFresh();
    expect((await page(t.app)).headers.etag).toBe((await page(t.app)).headers.etag);

    // reports and report_scores: the open report of T1 on P2 gets a second score
    const open = await t.db.selectFrom('reports').select('id').where('player_id', '=', club.people.P2).where('status', '=', 'Open').executeTakeFirstOrThrow();
    const skills = await t.db.selectFrom('skills').select(['id', 'name']).where('club_id', '=', club.clubId).orderBy('sort_order').execute();
    await t.db.insertInto('report_scores').values({ report_id: open.id, skill_id: skills[1]!.id, score: 9 }).execute();
    const scored = await everyServerAnswersFresh();
    expect(scored).not.toEqual(before);

    // report_scores only: a score changed to another that keeps nothing else as it was
    await t.db.updateTable('report_scores').set({ comment: 'Strong left foot.' }).where('report_id', '=', open.id).where('skill_id', '=', skills[1]!.id).execute();
    expect(JSON.stringify(await everyServerAnswersFresh())).toContain('Strong left foot.');

    // reports: the trainer's notes
    await t.db.updateTable('reports').set({ feedback: 'Keeps improving.' }).where('id', '=', open.id).execute();
    expect(JSON.stringify(await everyServerAnswersFresh())).toContain('Keeps improving.');

    // skills: a skill's name
    await t.db.updateTable('skills').set({ name: 'Finishing' }).where('id', '=', skills[1]!.id).execute();
    expect(JSON.stringify(await everyServerAnswersFresh())).toContain('Finishing');
  });
});
