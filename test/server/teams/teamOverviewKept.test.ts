import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.js';
import { loadConfig } from '../../../server/config.js';
import { createSession } from '../../../server/repositories/accounts/sessions.js';
import type { TeamOverviewRow } from '../../../contract/clubStructure.js';
import { buildHandBuiltClub, type HandBuiltClub } from '../clubStructureClub.js';
import { bearer, createTestApp, getAs, type TestApp } from '../testApp.js';

/**
 * The team overview (GET /api/team/GetTeamOverviewByClubId) is kept by each server under the club's
 * data version, as the players list is (server/services/keptAnswers.ts). What a manager must never see
 * is an old overview after a change. Every change it shows is made here the way a manager or trainer
 * makes it, through the calls (teams added, renamed, removed; players and trainers put in and taken
 * out of teams; a trainer and a player leaving the club; a report completed; the season's reports per
 * player), and after each one every server (this one, a second one keeping answers of its own, one
 * keeping none) answers the new overview, for the season asked for and for the current season.
 *
 * The hand-built club (clubStructureClub.ts): team A (trainers T1 since January, T2 since February;
 * players P1, P2), team B (trainer T1; players P3, P5); T3 and P4 in no team; season S (2026, n = 2)
 * is the current one.
 */
let t: TestApp;
let other: FastifyInstance;
let keepsNone: FastifyInstance;
let club: HandBuiltClub;
let otherClub: HandBuiltClub;
let manager: string;
let trainer2: string;

beforeAll(async () => {
  t = await createTestApp();
  club = await buildHandBuiltClub(t.db, 'Overview FC', 'overview.club');
  otherClub = await buildHandBuiltClub(t.db, 'Elsewhere FC', 'elsewhere.club');
  manager = club.managerToken;
  trainer2 = await createSession(t.db, club.ids.T2!, 3_600_000);
  // A second server on the same database, as behind a load balancer, and one that keeps nothing.
  const config = { ...loadConfig({}), webAppDir: undefined, seedDemo: false, scheduler: { intervalMs: 0, leaseMs: 300_000 } };
  other = await buildApp({ database: t.app.database, config });
  keepsNone = await buildApp({ database: t.app.database, config: { ...config, keptAnswersBytes: 0 } });
});
afterAll(async () => {
  await keepsNone?.close();
  await other?.close();
  await t?.close();
});

const OVERVIEW = '/api/team/GetTeamOverviewByClubId';
const ofSeason = () => `${OVERVIEW}?clubSeasonId=${club.ids.S}`;

const ask = (app: FastifyInstance, url: string, headers: Record<string, string> = {}, token = manager) =>
  app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-encoding': 'br, gzip', ...headers } });
/** The answer's rows, decompressed as a browser does. */
const rowsOf = (response: LightMyRequestResponse): TeamOverviewRow[] => {
  expect(response.statusCode, response.body).toBe(200);
  const encoding = response.headers['content-encoding'];
  const raw = encoding === 'br' ? brotliDecompressSync(response.rawPayload) : encoding === 'gzip' ? gunzipSync(response.rawPayload) : response.rawPayload;
  return JSON.parse(raw.toString('utf8'));
};
const team = (rows: TeamOverviewRow[], name: string) => rows.find((row) => row.teamName === name);

/**
 * The overview as every server answers it now, for the season asked for and the current one: all the
 * same (the one keeping nothing builds it afresh, so a kept answer that missed a change differs).
 */
async function overviewEverywhere(): Promise<TeamOverviewRow[]> {
  const built = rowsOf(await ask(keepsNone, ofSeason()));
  for (const app of [t.app, other]) {
    expect(rowsOf(await ask(app, ofSeason()))).toEqual(built);
    expect(rowsOf(await ask(app, OVERVIEW))).toEqual(built);
  }
  return built;
}

const post = async (url: string, payload: unknown, token = manager) => {
  const response = await t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });
  expect(response.statusCode, response.body).toBe(200);
  return response;
};

describe('the team overview kept per data version', () => {
  it('answers the same overview again, compressed as asked, with an ETag that gives 304 while nothing changed', async () => {
    const first = await ask(t.app, ofSeason());
    const rows = rowsOf(first);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(rows.map((row) => [row.teamName, row.totalTrainer, row.totalPlayer, row.topTrainerName])).toEqual([
      ['A', 2, 2, 'T1 Test'],
      ['B', 1, 2, 'T1 Test'],
    ]);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await ask(t.app, ofSeason(), { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(rowsOf(await ask(t.app, ofSeason(), { 'accept-encoding': 'gzip' }))).toEqual(rows);
    const plain = await ask(t.app, ofSeason(), { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(rowsOf(plain)).toEqual(rows);
    // The second server keeps the same answer under the same ETag: a browser's copy holds for both.
    expect((await ask(other, ofSeason(), { 'if-none-match': etag })).statusCode).toBe(304);

    // Another club's change leaves this club's kept overview (and its ETag) alone, and is not in it.
    await post('/api/team/addteam', { TeamName: 'Elsewhere only', Division: '' }, otherClub.managerToken);
    expect((await ask(t.app, ofSeason(), { 'if-none-match': etag })).statusCode).toBe(304);
    expect(team(rowsOf(await ask(t.app, ofSeason())), 'Elsewhere only')).toBeUndefined();
    // And that club's overview is its own, not this one's kept answer, also for "the current season".
    expect(rowsOf(await ask(t.app, OVERVIEW))).toEqual(rows);
    for (const url of [OVERVIEW, `${OVERVIEW}?clubSeasonId=${otherClub.ids.S}`]) {
      const theirs = rowsOf(await ask(t.app, url, {}, otherClub.managerToken));
      expect(theirs.map((row) => row.id)).not.toContain(club.ids.A);
      expect(team(theirs, 'Elsewhere only')).toBeDefined();
    }

    await post('/api/team/addteam', { Id: club.ids.B, TeamName: 'B', Division: 'Top' });
    const changed = await ask(t.app, ofSeason(), { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(team(rowsOf(changed), 'B')?.division).toBe('Top');
  });

  it('shows every change of teams, members, reports and the season on every server', async () => {
    const start = await overviewEverywhere();
    const progressOfA = team(start, 'A')!.overallProgress;

    // A team added, then renamed
    const added = (await post('/api/team/addteam', { TeamName: 'Gamma', Division: 'Third' })).json().id as string;
    expect(team(await overviewEverywhere(), 'Gamma')).toMatchObject({ id: added, totalTrainer: 0, totalPlayer: 0, topTrainerId: null, overallProgress: 0 });
    await post('/api/team/addteam', { Id: added, TeamName: 'Delta', Division: 'Third' });
    const renamed = await overviewEverywhere();
    expect(team(renamed, 'Gamma')).toBeUndefined();
    expect(team(renamed, 'Delta')?.id).toBe(added);

    // A player put in a team (P4 had none), then moved to another
    await post('/api/Team/AddPlayerToTeam', { userIds: [club.ids.P4], newTeamId: added });
    expect(team(await overviewEverywhere(), 'Delta')?.totalPlayer).toBe(1);
    await post('/api/Team/AddPlayerToTeam', { userIds: [club.ids.P4], newTeamId: club.ids.A });
    const moved = await overviewEverywhere();
    expect(team(moved, 'Delta')?.totalPlayer).toBe(0);
    expect(team(moved, 'A')?.totalPlayer).toBe(3);

    // A trainer put in a team becomes its top trainer; taken out again, the team has none
    await post('/api/Team/AddTrainerToTeam', { userIds: [club.ids.T3], newTeamId: added });
    expect(team(await overviewEverywhere(), 'Delta')).toMatchObject({ totalTrainer: 1, topTrainerId: club.ids.T3, topTrainerName: 'T3 Test' });
    const trainers = (await getAs(t.app, manager, `/api/trainer/GetTrainerOverviewByClubId?teamId=${added}&clubSeasonId=${club.ids.S}`)).json() as Array<{ teamTrainerId: string }>;
    await post('/api/Trainer/RemoveTrainersFromTeam', trainers.map((row) => ({ Id: row.teamTrainerId })));
    expect(team(await overviewEverywhere(), 'Delta')).toMatchObject({ totalTrainer: 0, topTrainerId: null, topTrainerName: null });

    // A report completed on a player of A moves A's progress
    const skills = (await getAs(t.app, manager, '/api/MasterData/GetSkills')).json() as Array<{ id: string; isActive: boolean }>;
    const { reportId } = (await post('/api/Report/StartReport', { playerUserId: club.ids.P2, clubSeasonId: club.ids.S }, trainer2)).json();
    await post('/api/Report/SaveReport', { reportId, skillReports: skills.filter((s) => s.isActive).map((s) => ({ skillId: s.id, score: 7, comment: null })) }, trainer2);
    await post('/api/Report/CompleteReport', { reportId }, trainer2);
    const reported = team(await overviewEverywhere(), 'A')!.overallProgress;
    expect(reported).not.toBe(progressOfA);

    // The season asks for more reports per player: every team's progress falls
    await post('/api/MasterData/UpdateSeasons', [{ Id: club.ids.S, SeasonName: 'S', ReportFrequency: 4 }]);
    expect(team(await overviewEverywhere(), 'A')!.overallProgress).toBeLessThan(reported);

    // A trainer leaving the club: B's top trainer (T1, its only one) goes, and A's is now T2
    await post('/api/Trainer/RemoveTrainers', [{ Id: club.ids.T1 }]);
    const withoutT1 = await overviewEverywhere();
    expect(team(withoutT1, 'B')).toMatchObject({ totalTrainer: 0, topTrainerId: null });
    expect(team(withoutT1, 'A')).toMatchObject({ totalTrainer: 1, topTrainerId: club.ids.T2, topTrainerName: 'T2 Test' });

    // A player leaving the club
    await post('/api/Player/RemovePlayers?isActive=true', [{ Id: club.ids.P3 }]);
    expect(team(await overviewEverywhere(), 'B')?.totalPlayer).toBe(1);

    // A trainer's name changed by any writer (an import, the operators' console): the database moves the version
    await t.db.updateTable('people').set({ first_name: 'Tessa' }).where('id', '=', club.ids.T2!).execute();
    expect(team(await overviewEverywhere(), 'A')?.topTrainerName).toBe('Tessa Test');

    // A team removed
    await post('/api/Team/RemoveTeams', [{ Id: added }]);
    expect(team(await overviewEverywhere(), 'Delta')).toBeUndefined();
  });

  it('answers 404 for a season of another club, kept or not', async () => {
    for (const app of [t.app, keepsNone]) {
      const response = await ask(app, `${OVERVIEW}?clubSeasonId=${otherClub.ids.S}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('This season does not exist.');
    }
  });
});
