import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, getAs, signIn, bearer, type TestApp } from '../testApp.js';
import { DEMO_MANAGER, DEMO_MEMBER_PASSWORD, generateClub, type GeneratedClub } from '../../../server/seed/demoClub.js';
import { hashToken } from '../../../server/domain/tokens.js';

let t: TestApp;
let demo: GeneratedClub;
let other: GeneratedClub;

beforeAll(async () => {
  t = await createTestApp();
  demo = await generateClub(t.db);
  other = await generateClub(t.db, {
    size: { teams: 2, trainers: 3, players: 20 },
    name: 'FC Elsewhere',
    managerEmail: 'boss@elsewhere.club',
    emailDomain: 'elsewhere.club',
    seed: 7,
  });
});
afterAll(() => t?.close());

const login = (userName: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/Account/Login', payload: { userName, password, rememberLogin: true } });

async function personOf(clubId: string, role: 'Manager' | 'Trainer' | 'Player', status: 'active' | 'invited') {
  return t.db
    .selectFrom('people')
    .innerJoin('accounts', 'accounts.id', 'people.account_id')
    .select(['people.id', 'accounts.email']).$narrowType<{ email: string }>()
    .where('club_id', '=', clubId)
    .where('role', '=', role)
    .where('status', '=', status)
    .orderBy('accounts.email')
    .executeTakeFirstOrThrow();
}

describe('sign-in (POST /Account/Login)', () => {
  it('signs the demo manager in and answers token, id and role', async () => {
    const response = await login(DEMO_MANAGER.email, DEMO_MANAGER.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ id: demo.managerId, role: 'Manager', errorMessage: null });
    expect(body.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('treats the e-mail address case-insensitively', async () => {
    expect((await login('Manager@Demo.Club', DEMO_MANAGER.password)).statusCode).toBe(200);
  });

  it('records the last login', async () => {
    const before = new Date(Date.now() - 1000);
    await login(DEMO_MANAGER.email, DEMO_MANAGER.password);
    const row = await t.db.selectFrom('people').select('last_login_at').where('id', '=', demo.managerId).executeTakeFirstOrThrow();
    expect(row.last_login_at!.getTime()).toBeGreaterThan(before.getTime());
  });

  it('refuses a wrong password with the spec message and no token', async () => {
    const response = await login(DEMO_MANAGER.email, 'Demo-Manager-2');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ accessToken: null, id: null, role: null, errorMessage: 'login or password incorrect' });
  });

  it('answers an unknown e-mail address exactly like a wrong password', async () => {
    const response = await login('nobody@demo.club', DEMO_MANAGER.password);
    expect(response.statusCode).toBe(401);
    expect(response.json().errorMessage).toBe('login or password incorrect');
  });

  it('does not sign in an invited person who has not activated the account', async () => {
    const invited = await personOf(demo.clubId, 'Trainer', 'invited');
    const response = await login(invited.email, DEMO_MEMBER_PASSWORD);
    expect(response.statusCode).toBe(401);
    expect(response.json().accessToken).toBeNull();
  });

  it('does not sign in a removed person', async () => {
    const player = await personOf(other.clubId, 'Player', 'active');
    await t.db.updateTable('people').set({ removed_at: new Date() }).where('id', '=', player.id).execute();
    expect((await login(player.email, DEMO_MEMBER_PASSWORD)).statusCode).toBe(401);
  });

  it('refuses a request without a password with a readable 400', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/Account/Login', payload: { userName: DEMO_MANAGER.email } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message: 'password is required.' });
  });
});

describe('token check (POST /Account/AuthenticateWithBearerToken)', () => {
  const check = (authorization?: string) =>
    t.app.inject({ method: 'POST', url: '/Account/AuthenticateWithBearerToken', headers: authorization ? { authorization } : {} });

  it('accepts a valid token and tells whose it is', async () => {
    const token = await signIn(t.app, DEMO_MANAGER.email, DEMO_MANAGER.password);
    const response = await check(`Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: demo.managerId, role: 'Manager', clubId: demo.clubId });
  });

  it('refuses an expired token', async () => {
    const token = await signIn(t.app, DEMO_MANAGER.email, DEMO_MANAGER.password);
    await t.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('token_hash', '=', hashToken(token)).execute();
    expect((await check(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('refuses a revoked token', async () => {
    const token = await signIn(t.app, DEMO_MANAGER.email, DEMO_MANAGER.password);
    await t.db.updateTable('sessions').set({ revoked_at: new Date() }).where('token_hash', '=', hashToken(token)).execute();
    expect((await check(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('refuses garbage and a missing header with a readable message', async () => {
    for (const header of ['Bearer not-a-token', 'Basic abc', undefined]) {
      const response = await check(header);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toMatch(/sign in again/);
    }
  });

  it('stores only a hash of the token', async () => {
    const token = await signIn(t.app, DEMO_MANAGER.email, DEMO_MANAGER.password);
    const stored = await t.db.selectFrom('sessions').select('token_hash').where('token_hash', '=', token).execute();
    expect(stored).toHaveLength(0);
    const hashed = await t.db.selectFrom('sessions').select('token_hash').where('token_hash', '=', hashToken(token)).execute();
    expect(hashed).toHaveLength(1);
  });
});

describe('the main API', () => {
  it('requires a bearer token (401)', async () => {
    for (const url of ['/api/user/GetClubDetails', '/api/MasterData/GetClubSeason', '/api/Manager/GetUserDetailHeader', '/api/Dashboard/GetDashboardTotalHeader']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });

  it("refuses a trainer's token on a manager call (403) but lets a trainer read the club's seasons", async () => {
    const trainer = await personOf(demo.clubId, 'Trainer', 'active');
    const token = await signIn(t.app, trainer.email, DEMO_MEMBER_PASSWORD);
    const forbidden = await getAs(t.app, token, '/api/Dashboard/GetDashboardTotalHeader');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('This is only available to club managers.');
    expect((await getAs(t.app, token, '/api/Manager/GetUserDetailHeader')).statusCode).toBe(403);
    expect((await getAs(t.app, token, '/api/MasterData/GetClubSeason')).statusCode).toBe(200);
  });

  it("shows a manager their own club's details and seasons, never another club's", async () => {
    const mine = await getAs(t.app, await signIn(t.app, DEMO_MANAGER.email, DEMO_MANAGER.password), '/api/user/GetClubDetails');
    const theirs = await getAs(t.app, await signIn(t.app, 'boss@elsewhere.club', DEMO_MANAGER.password), '/api/user/GetClubDetails');
    expect(mine.json()).toMatchObject({ id: demo.clubId, clubName: 'VV Zuiderpark', country: 'NL' });
    expect(theirs.json()).toMatchObject({ id: other.clubId, clubName: 'FC Elsewhere' });
    expect(mine.json().clubSeasons.map((s: { id: string }) => s.id).sort()).toEqual([...demo.seasonIds].sort());
    expect(theirs.json().clubSeasons.map((s: { id: string }) => s.id)).not.toContain(demo.seasonIds[0]);
  });

  it("treats another club's season as one that does not exist", async () => {
    const token = await signIn(t.app, 'boss@elsewhere.club', DEMO_MANAGER.password);
    const response = await getAs(t.app, token, `/api/Dashboard/GetDashboardTotalHeader?clubSeasonId=${demo.currentSeasonId}`);
    expect(response.statusCode).toBe(404);
  });

  it("serves the club's logo from a stable, cacheable URL", async () => {
    const token = await signIn(t.app, DEMO_MANAGER.email, DEMO_MANAGER.password);
    const { logoUrl } = (await getAs(t.app, token, '/api/user/GetClubDetails')).json();
    const logo = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['cache-control']).toContain('immutable');
    expect(logo.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it("answers the manager's header details", async () => {
    const token = await signIn(t.app, DEMO_MANAGER.email, DEMO_MANAGER.password);
    const response = await t.app.inject({ method: 'GET', url: '/api/Manager/GetUserDetailHeader', headers: bearer(token) });
    expect(response.json()).toEqual({ id: demo.managerId, firstName: 'Anouk', lastName: 'Vermeulen', profilePicture: null });
  });

  it('lists the playing positions', async () => {
    const token = await signIn(t.app, DEMO_MANAGER.email, DEMO_MANAGER.password);
    const positions = (await getAs(t.app, token, '/api/MasterData/GetPositions')).json();
    expect(positions).toHaveLength(10);
    expect(positions[0]).toEqual({ id: 'GK', position: 'Goalkeeper' });
  });
});

describe('the demo club', () => {
  it('has the sizes of the spec: 3 seasons (one current), 8 teams, 16 trainers, 150 players (and 4 invited ones)', async () => {
    const token = await signIn(t.app, DEMO_MANAGER.email, DEMO_MANAGER.password);
    const seasons = (await getAs(t.app, token, '/api/MasterData/GetClubSeason')).json();
    expect(seasons).toHaveLength(3);
    expect(seasons.filter((s: { isCurrent: boolean }) => s.isCurrent)).toHaveLength(1);
    expect(seasons.find((s: { isCurrent: boolean }) => s.isCurrent).id).toBe(demo.currentSeasonId);
    const totals = (await getAs(t.app, token, `/api/Dashboard/GetDashboardTotalHeader?clubSeasonId=${demo.currentSeasonId}`)).json();
    // The overview counts invited players as players (issue 37); invited trainers cannot write, so not them.
    expect(totals).toEqual({ team: 8, trainer: 16, player: 154 });
  });

  it('has invited people, one of them with an expired invitation', async () => {
    const invitations = await t.db
      .selectFrom('account_tokens as a')
      .innerJoin('people as p', 'p.id', 'a.person_id')
      .select(['a.expires_at'])
      .where('p.club_id', '=', demo.clubId)
      .where('p.status', '=', 'invited')
      .execute();
    expect(invitations.length).toBeGreaterThanOrEqual(5);
    expect(invitations.filter((i) => i.expires_at < new Date())).toHaveLength(1);
  });

  it('has open and completed reports with scores in every season, so progress differs', async () => {
    const { rows } = await sql<{ season_id: string; open: number; completed: number; scores: number; players: number }>`
      SELECT r.season_id, count(*) FILTER (WHERE r.status = 'Open')::int AS open,
             count(*) FILTER (WHERE r.status = 'Completed')::int AS completed,
             (SELECT count(*)::int FROM report_scores rs JOIN reports r2 ON r2.id = rs.report_id WHERE r2.season_id = r.season_id) AS scores,
             count(DISTINCT r.player_id)::int AS players
      FROM reports r WHERE r.club_id = ${demo.clubId} GROUP BY r.season_id`.execute(t.db);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.completed).toBeGreaterThan(0);
      expect(row.scores).toBeGreaterThan(row.completed);
    }
    const current = rows.find((r) => r.season_id === demo.currentSeasonId)!;
    expect(current.open).toBeGreaterThan(0);
    // Completed counts per (player, trainer) pair differ in the current season: some done, some not.
    const { rows: pairs } = await sql<{ done: number }>`
      SELECT count(*)::int AS done FROM reports WHERE season_id = ${demo.currentSeasonId} AND status = 'Completed'
      GROUP BY player_id, trainer_id`.execute(t.db);
    expect(new Set(pairs.map((p) => p.done)).size).toBeGreaterThan(1);
    // The season's amountOfCompleted is the highest completed count of any pair.
    const token = await signIn(t.app, DEMO_MANAGER.email, DEMO_MANAGER.password);
    const seasons = (await getAs(t.app, token, '/api/MasterData/GetClubSeason')).json();
    const currentSeason = seasons.find((s: { id: string }) => s.id === demo.currentSeasonId);
    expect(currentSeason.amountOfCompleted).toBe(Math.max(...pairs.map((p) => p.done)));
  });

  it('has a moved player whose old report stays with the old team', async () => {
    const { rows } = await sql<{ teams: number }>`
      SELECT count(DISTINCT team_id)::int AS teams FROM reports
      WHERE season_id = ${demo.currentSeasonId} GROUP BY player_id ORDER BY 1 DESC LIMIT 1`.execute(t.db);
    expect(rows[0]!.teams).toBe(2);
  });
});

describe('status and unknown calls', () => {
  it('reports the version and that the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ version: '0.0.1', server: 'ok', database: 'ok', engine: t.engine });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/Nothing/Here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('There is no GET /api/Nothing/Here.');
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('describes every call in OpenAPI', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/documentation/json' })).json();
    for (const path of ['/Account/Login', '/Account/AuthenticateWithBearerToken', '/api/user/GetClubDetails',
      '/api/Manager/GetUserDetailHeader', '/api/MasterData/GetClubSeason', '/api/MasterData/GetPositions', '/api/health']) {
      expect(spec.paths, path).toHaveProperty([path]);
    }
  });
});
