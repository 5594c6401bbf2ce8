import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, getAs, signIn, type TestApp } from '../testApp.js';
import { buildSmallClub, SMALL_PASSWORD, type SmallClub } from '../peopleClub.js';
import { accountFor } from '../../../server/repositories/accounts/accounts.js';

let t: TestApp;
let small: SmallClub;
let twin: SmallClub;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  small = await buildSmallClub(t.db);
  // The same people and team names in another club: they must never show up.
  twin = await buildSmallClub(t.db, { name: 'SV Tweeling', domain: 'twin.club' });
  token = await signIn(t.app, small.managerEmail, SMALL_PASSWORD);
});
afterAll(() => t?.close());

const search = async (key: string) => {
  const response = await getAs(t.app, token, `/api/Manager/SearchByKeyword?key=${encodeURIComponent(key)}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { userId: string; role: string; firstName: string; lastName: string; userPicture: string | null }[];
};

describe('header search (GET /api/Manager/SearchByKeyword)', () => {
  it('finds a person by first name, with picture, names and role', async () => {
    expect(await search('piet')).toEqual([{ userId: small.people.P1, role: 'Player', firstName: 'Piet', lastName: 'Speler', userPicture: null }]);
  });

  it('ignores case and accents on both sides', async () => {
    expect((await search('ZOE')).map((r) => r.userId)).toEqual([small.people.P2]);
    expect((await search('muller')).map((r) => r.userId)).toEqual([small.people.P2]);
    expect((await search('Mülle')).map((r) => r.userId)).toEqual([small.people.P2]);
    expect((await search('emile')).map((r) => r.userId)).toEqual([small.people.P3]);
    expect((await search('ÉMILE')).map((r) => r.userId)).toEqual([small.people.P3]);
  });

  it('folds the Turkish dotless and dotted i, so YILMAZ finds Yılmaz', async () => {
    const { club_id } = await t.db.selectFrom('people').select('club_id').where('id', '=', small.people.P1!).executeTakeFirstOrThrow();
    const { id } = await t.db.insertInto('people')
      .values({ club_id, role: 'Player', status: 'active', account_id: accountFor('ayse.yilmaz@search.test', 'x'), first_name: 'Ayşe', last_name: 'Yılmaz' })
      .returning('id').executeTakeFirstOrThrow();
    try {
      for (const key of ['YILMAZ', 'yilmaz', 'ayse', 'AYŞE YIL']) expect((await search(key)).map((r) => r.userId), key).toEqual([id]);
    } finally {
      await t.db.deleteFrom('people').where('id', '=', id).execute();
    }
  });

  it('matches the full name, also across the space', async () => {
    expect((await search('tom trainer')).map((r) => r.userId)).toEqual([small.people.T1]);
    expect((await search('m trai')).map((r) => r.userId)).toEqual([small.people.T1]);
    expect(await search('tom coach')).toEqual([]);
  });

  it('finds teams by name as role Team with the team id', async () => {
    expect(await search('alph')).toEqual([{ userId: small.teams.alpha, role: 'Team', firstName: 'Alpha', lastName: 'Tweede klasse', userPicture: null }]);
  });

  it('finds every role, invited people included, and never another club', async () => {
    const everyone = await search('e');
    const roles = new Set(everyone.map((r) => r.role));
    expect(roles).toEqual(new Set(['Manager', 'Trainer', 'Player', 'Team']));
    expect(everyone.map((r) => r.userId)).toContain(small.people.I1);
    const twinIds = new Set([...Object.values(twin.people), twin.teams.alpha, twin.teams.beta]);
    expect(everyone.map((r) => r.userId)).toContain(small.teams.beta);
    expect(everyone.filter((r) => twinIds.has(r.userId))).toEqual([]);
  });

  it('leaves out removed people', async () => {
    await t.db.updateTable('people').set({ removed_at: new Date() }).where('id', '=', small.people.P3).execute();
    expect(await search('emile')).toEqual([]);
  });

  it('takes % and _ literally and answers nothing for an empty key', async () => {
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    expect(await search('   ')).toEqual([]);
    expect((await getAs(t.app, token, '/api/Manager/SearchByKeyword')).json()).toEqual([]);
  });

  it('is for managers only', async () => {
    const trainerToken = await signIn(t.app, small.emails.T1, SMALL_PASSWORD);
    expect((await getAs(t.app, trainerToken, '/api/Manager/SearchByKeyword?key=piet')).statusCode).toBe(403);
  });
});
