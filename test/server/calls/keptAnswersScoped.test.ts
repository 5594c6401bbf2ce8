import { gunzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../server/app.js';
import { loadConfig } from '../../../server/config.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPlayerOverview } from '../../../server/repositories/people/lists.js';
import { findPlayerProfile } from '../../../server/repositories/people/profiles.js';
import { bearer, createTestApp, signIn, type TestApp } from '../testApp.js';
import { buildSmallClub, SMALL_PASSWORD, type SmallClub } from '../peopleClub.js';

/**
 * Issue 42: a trainer's save refreshes only the kept answers it changes (migration 0030). Saving a
 * score in an open report leaves the players list, the team overview and another player's page kept
 * (same ETag, 304 for the browser that holds it), and the page of the player saved for is built
 * afresh with the score in it. Completing the report moves figures: then the players list and the
 * team overview are built afresh too. Every answer is compared with the one the database builds now:
 * kept or not, never an old one.
 */
let t: TestApp;
let club: SmallClub;
let manager: string;
let trainer: string;
/** A second server on the same database that keeps nothing (KEPT_ANSWERS_MB=0): it builds every answer. */
let keepsNone: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  club = await buildSmallClub(t.db);
  manager = await signIn(t.app, club.managerEmail, SMALL_PASSWORD);
  trainer = await signIn(t.app, club.emails.T1, SMALL_PASSWORD);
  const config = { ...loadConfig({}), webAppDir: undefined, seedDemo: false, scheduler: { intervalMs: 0, leaseMs: 300_000 }, keptAnswersBytes: 0 };
  keepsNone = await buildApp({ database: t.app.database, config });
});
afterAll(async () => {
  await keepsNone?.close();
  await t?.close();
});

const get = (url: string, etag?: string) =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(manager), 'accept-encoding': 'gzip', ...(etag ? { 'if-none-match': etag } : {}) } });
const json = (response: LightMyRequestResponse) => JSON.parse(gunzipSync(response.rawPayload).toString('utf8'));

const playersList = () => `/api/Player/GetPlayerOverviewReportByClubId?clubSeasonId=${club.seasonNow}`;
const teamOverview = () => `/api/team/GetTeamOverviewByClubId?clubSeasonId=${club.seasonNow}`;
const playerPage = (player: string) => `/api/Player/GetPlayerDetailByIdBySeason?userId=${player}&clubSeasonId=${club.seasonNow}`;

/** The answer and its ETag, after checking it is what the database builds now. */
async function answered(url: string, fresh: () => Promise<unknown>) {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  expect(json(response)).toEqual(JSON.parse(JSON.stringify(await fresh())));
  return { etag: String(response.headers.etag), body: json(response) };
}

const freshList = async () => (await listPlayerOverview(t.db, club.clubId, club.seasonNow))!;
const freshPage = (player: string) => () => findPlayerProfile(t.db, club.clubId, player, club.seasonNow);
/** The team overview as a server that keeps nothing builds it now. */
async function freshOverview() {
  const response = await keepsNone.inject({ method: 'GET', url: teamOverview(), headers: bearer(manager) });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const trainerCall = async (url: string, payload: Record<string, unknown>) => {
  const response = await t.app.inject({ method: 'POST', url, headers: bearer(trainer), payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe("kept answers after a trainer's save (issue 42)", () => {
  it('a saved score refreshes the page of its player only; completing the report refreshes the lists', async () => {
    const open = await t.db.selectFrom('reports').select('id').where('player_id', '=', club.people.P2).where('status', '=', 'Open').executeTakeFirstOrThrow();
    const skills = await t.db.selectFrom('skills').select('id').where('club_id', '=', club.clubId).where('is_active', '=', true).orderBy('sort_order').execute();

    const list = await answered(playersList(), freshList);
    const overview = await answered(teamOverview(), freshOverview);
    const saved = await answered(playerPage(club.people.P2), freshPage(club.people.P2));
    const unrelated = await answered(playerPage(club.people.P1), freshPage(club.people.P1));

    await trainerCall('/api/Report/SaveReport', { reportId: open.id, skillReports: [{ skillId: skills[1]!.id, score: 9.5, comment: 'Reads the game.' }] });

    // Kept: the same answer (the browser holding it is told 304), and still the one built afresh.
    for (const [url, kept] of [[playersList(), list], [teamOverview(), overview], [playerPage(club.people.P1), unrelated]] as const) {
      expect((await get(url, kept.etag)).statusCode).toBe(304);
    }
    expect((await answered(playersList(), freshList)).etag).toBe(list.etag);
    expect((await answered(teamOverview(), freshOverview)).etag).toBe(overview.etag);
    expect((await answered(playerPage(club.people.P1), freshPage(club.people.P1))).etag).toBe(unrelated.etag);

    // Refreshed: the saved-for player's page, with the score and comment in it.
    expect((await get(playerPage(club.people.P2), saved.etag)).statusCode).toBe(200);
    const afterSave = await answered(playerPage(club.people.P2), freshPage(club.people.P2));
    expect(afterSave.etag).not.toBe(saved.etag);
    expect(JSON.stringify(afterSave.body)).toContain('Reads the game.');

    // Completing moves P2's figures: the players list and the team overview are built afresh.
    const rest = skills.slice(2).map((skill) => ({ skillId: skill.id, score: 7, comment: null }));
    if (rest.length) await trainerCall('/api/Report/SaveReport', { reportId: open.id, skillReports: rest });
    await trainerCall('/api/Report/CompleteReport', { reportId: open.id });
    const listAfter = await answered(playersList(), freshList);
    expect(listAfter.etag).not.toBe(list.etag);
    const row = (rows: Array<{ id: string; overallProgress: number }>) => rows.find((r) => r.id === club.people.P2)!;
    expect(row(listAfter.body).overallProgress).toBeGreaterThan(row(list.body).overallProgress);
    const overviewAfter = await answered(teamOverview(), freshOverview);
    expect(overviewAfter.etag).not.toBe(overview.etag);
    expect(overviewAfter.body).not.toEqual(overview.body);
    const pageAfter = await answered(playerPage(club.people.P2), freshPage(club.people.P2));
    expect(pageAfter.body.completedReport).toBe(afterSave.body.completedReport + 1);
  });

  it('a report started, moved to another player and deleted while open refreshes those players\' pages, not the lists', async () => {
    const list = await answered(playersList(), freshList);
    const overview = await answered(teamOverview(), freshOverview);
    const p1 = await answered(playerPage(club.people.P1), freshPage(club.people.P1));
    const p2 = await answered(playerPage(club.people.P2), freshPage(club.people.P2));

    const started = await trainerCall('/api/Report/StartReport', { playerUserId: club.people.P2, clubSeasonId: club.seasonNow });
    const p2Started = await answered(playerPage(club.people.P2), freshPage(club.people.P2));
    expect(p2Started.body.openReport).toBe(p2.body.openReport + 1);
    expect((await answered(playerPage(club.people.P1), freshPage(club.people.P1))).etag).toBe(p1.etag);

    // A plain statement, as any writer: the open report becomes P1's.
    await t.db.updateTable('reports').set({ player_id: club.people.P1 }).where('id', '=', started.reportId).execute();
    const p1Moved = await answered(playerPage(club.people.P1), freshPage(club.people.P1));
    expect(p1Moved.body.openReport).toBe(p1.body.openReport + 1);
    expect((await answered(playerPage(club.people.P2), freshPage(club.people.P2))).body.openReport).toBe(p2.body.openReport);

    await t.db.deleteFrom('reports').where('id', '=', started.reportId).execute();
    expect((await answered(playerPage(club.people.P1), freshPage(club.people.P1))).body.openReport).toBe(p1.body.openReport);

    expect((await answered(playersList(), freshList)).etag).toBe(list.etag);
    expect((await answered(teamOverview(), freshOverview)).etag).toBe(overview.etag);
  });
});
