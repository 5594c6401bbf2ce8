import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { bearer, createScratchDatabase, createTestApp, type TestApp } from './testApp.js';
import { buildHandBuiltClub, type HandBuiltClub } from './clubStructureClub.js';
import { migrateToLatest } from '../../server/db/database.js';
import { accountFor } from '../../server/repositories/accounts/accounts.js';

/**
 * Uniqueness rules hold under parallel saves: 50 identical creates at once give exactly one, and
 * the other 49 get the answer a sequential duplicate gets. On PostgreSQL the requests really run
 * side by side (the pool has several connections); the unique indexes decide, not the checks.
 */
let t: TestApp;
let club: HandBuiltClub;
const EMPTY = '00000000-0000-0000-0000-000000000000';
const PARALLEL = 50;

beforeAll(async () => {
  t = await createTestApp();
  club = await buildHandBuiltClub(t.db, 'Parallel FC', 'parallel.club');
});
afterAll(() => t?.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: bearer(club.managerToken) });
const inParallel = (send: () => ReturnType<typeof post>) => Promise.all(Array.from({ length: PARALLEL }, send));
const tally = (answers: string[]) => answers.reduce<Record<string, number>>((all, a) => ({ ...all, [a]: (all[a] ?? 0) + 1 }), {});

describe('50 parallel identical creates', () => {
  it('of a team give one team; the others are told the name is taken, as a sequential duplicate is', async () => {
    const answers = await inParallel(() => post('/api/team/addteam', { Id: EMPTY, TeamName: 'JO11-1', Division: '' }));
    const sequential = await post('/api/team/addteam', { Id: EMPTY, TeamName: ' jo11-1 ', Division: '' });
    expect(sequential.statusCode).toBe(400);
    expect(tally(answers.map((a) => `${a.statusCode} ${a.json().message ?? 'saved'}`))).toEqual({
      '200 saved': 1,
      [`400 ${sequential.json().message}`]: PARALLEL - 1,
    });
    const teams = await t.db.selectFrom('teams').select('id').where('club_id', '=', club.clubId).where(sql`lower(name)`, '=', 'jo11-1').execute();
    expect(teams).toHaveLength(1);
  });

  it('of a season give one season; the others get the duplicate-name answer', async () => {
    const season = { Id: EMPTY, SeasonName: '2031/2032', ReportFrequency: 2, StartDate: '2031-08-01T00:00:00.000Z', EndDate: '2032-06-30T00:00:00.000Z' };
    const answers = await inParallel(() => post('/api/MasterData/AddOrUpdateSeason', season));
    const sequential = (await post('/api/MasterData/AddOrUpdateSeason', season)).json();
    expect(sequential).toMatchObject({ isSucceeded: false, id: null });
    expect(tally(answers.map((a) => `${a.statusCode} ${a.json().errorMessage ?? 'saved'}`))).toEqual({
      '200 saved': 1,
      [`200 ${sequential.errorMessage}`]: PARALLEL - 1,
    });
    const rows = await t.db.selectFrom('seasons').select('id').where('club_id', '=', club.clubId).where('name', '=', '2031/2032').execute();
    expect(rows).toHaveLength(1);
  });

  it('of an invitation invite the person once and keep one invitation e-mail', async () => {
    const invite = { email: 'same.person@parallel.club', role: 'Trainer', phoneNumber: '', firstName: 'Sam', lastName: 'Same', profilePicture: '', photo: '', teamId: club.ids.A };
    const answers = await inParallel(() => post('/Account/RegisterUser', invite));
    const sequential = (await post('/Account/RegisterUser', invite)).json();
    expect(sequential).toMatchObject({ isSucceeded: false, id: null });
    expect(tally(answers.map((a) => `${a.statusCode} ${a.json().isSucceeded ? 'invited' : a.json().errorMessage}`))).toEqual({
      '200 invited': 1,
      [`200 ${sequential.errorMessage}`]: PARALLEL - 1,
    });
    const people = await t.db.selectFrom('people').innerJoin('accounts', 'accounts.id', 'people.account_id').select('people.id').where('accounts.email', '=', invite.email).execute();
    expect(people).toHaveLength(1);
    const memberships = await t.db.selectFrom('team_memberships').select('id').where('person_id', '=', people[0]!.id).execute();
    expect(memberships).toHaveLength(1);
    const mails = await t.db.selectFrom('outbox').select('id').where('recipient', '=', invite.email).execute();
    expect(mails).toHaveLength(1);
  });
});

describe('parallel placements in one team', () => {
  it("count every player and trainer in the team's kept line-up, as its memberships do", async () => {
    // Each placement recounts the team under the club's lock (migration 0021): without it, two
    // recounts side by side would each miss the other's member.
    const { id: team } = (await post('/api/team/addteam', { Id: EMPTY, TeamName: 'Side by side', Division: '' })).json();
    const person = async (role: 'Trainer' | 'Player', i: number) => (await t.db.insertInto('people')
      .values({ club_id: club.clubId, role, status: 'active', account_id: accountFor(`${role.toLowerCase()}${i}@side.parallel.club`, 'x'), first_name: `${role}${i}`, last_name: 'Side' })
      .returning('id').executeTakeFirstOrThrow()).id;
    const players = await Promise.all(Array.from({ length: 20 }, (_, i) => person('Player', i)));
    const trainers = await Promise.all(Array.from({ length: 5 }, (_, i) => person('Trainer', i)));
    const answers = await Promise.all([
      ...players.map((id) => post('/api/Team/AddPlayerToTeam', { userIds: [id], newTeamId: team })),
      ...trainers.map((id) => post('/api/Team/AddTrainerToTeam', { userIds: [id], newTeamId: team })),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const overview = await t.app.inject({ method: 'GET', url: '/api/team/GetTeamOverviewByClubId', headers: bearer(club.managerToken) });
    expect(overview.json().find((row: { id: string }) => row.id === team)).toMatchObject({ totalPlayer: 20, totalTrainer: 5 });
  });
});

describe('the migration that makes team names unique', () => {
  it('renames existing duplicates of live teams with a free suffix, oldest first, and leaves removed teams alone', async () => {
    // A database of its own, migrated only to the version before the unique index.
    const scratch = await createScratchDatabase();
    const { db } = scratch.database;
    try {
      await migrateToLatest(db, '0003_rate_limits');
      const { id: clubId } = await db.insertInto('clubs').values({ name: 'Old FC', country: 'NL', logo_photo_id: null }).returning('id').executeTakeFirstOrThrow();
      const team = async (name: string, createdAt: string, removed = false) =>
        (await db.insertInto('teams').values({ club_id: clubId, name, division: '', logo_photo_id: null, created_at: new Date(createdAt), removed_at: removed ? new Date(createdAt) : null }).returning('id').executeTakeFirstOrThrow()).id;
      const oldest = await team('JO9', '2024-01-01T00:00:00Z');
      const second = await team('jo9', '2024-02-01T00:00:00Z');
      await team('JO9 (2)', '2024-03-01T00:00:00Z');
      const third = await team('JO9', '2024-04-01T00:00:00Z');
      const removed = await team('JO9', '2024-05-01T00:00:00Z', true);
      await migrateToLatest(db);
      const names = new Map((await db.selectFrom('teams').select(['id', 'name']).execute()).map((row) => [row.id, row.name]));
      expect([names.get(oldest), names.get(second), names.get(third), names.get(removed)]).toEqual(['JO9', 'jo9 (3)', 'JO9 (4)', 'JO9']);
      await expect(db.insertInto('teams').values({ club_id: clubId, name: ' Jo9 ', division: '', logo_photo_id: null }).execute()).rejects.toMatchObject({ code: '23505' });
    } finally {
      await scratch.database.close();
      await scratch.drop();
    }
  });
});
