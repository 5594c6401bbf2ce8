import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestApp } from '../testApp.js';
import { startHandBuiltClub } from '../handBuiltClub.js';
import { accountFor } from '../../../server/repositories/accounts/accounts.js';

/**
 * The overview's top players when more players than the ten shown tie on average and progress: the
 * ties are broken by last name, first name (GetPlayerDevelopment reads the ten best rows of the
 * stored progress first and only then the people, so the tie at the tenth place must still be
 * ordered by name over every tied player, not over the ones the first read happened to keep).
 */
let t: TestApp;
let ids: Record<string, string>;
let token: string;
/** Eleven players of team B without reports (average 0, progress 0: tied with P2), added K first, A last. */
const tied: Record<string, string> = {};

beforeAll(async () => {
  ({ t, ids, token } = await startHandBuiltClub());
  for (const first of 'KJIHGFEDCBA') {
    const player = await t.db.insertInto('people').values({
      club_id: ids.club!, role: 'Player', status: 'active', account_id: accountFor(`tied-${first}@hand.club`, 'x'), first_name: first, last_name: 'Tied',
    }).returning('id').executeTakeFirstOrThrow();
    await t.db.insertInto('team_memberships').values({ team_id: ids.B!, person_id: player.id, role: 'Player' }).execute();
    tied[first] = player.id;
  }
});
afterAll(() => t?.close());

describe('GetPlayerDevelopment with ties across the tenth place', () => {
  it('keeps the best three, then the tied players by last and first name', async () => {
    const response = await t.app.inject({
      method: 'POST', url: `/api/Dashboard/GetPlayerDevelopment?clubSeasonId=${ids.season}`,
      headers: { ...bearer(token), 'content-type': 'application/json' }, payload: '""',
    });
    expect(response.statusCode).toBe(200);
    const top: { playerId: string; playerName: string; averageScore: number; progress: number }[] = response.json().topPlayers;
    // P1 6.625, P3 5.75, P5 4.25; then twelve players at 0 / 0%: P2 ('Test' before 'Tied'), then A… by first name.
    expect(top.map((p) => p.playerName)).toEqual(['P1 Test', 'P3 Test', 'P5 Test', 'P2 Test', 'A Tied', 'B Tied', 'C Tied', 'D Tied', 'E Tied', 'F Tied']);
    expect(top.slice(4).map((p) => p.playerId)).toEqual([...'ABCDEF'].map((first) => tied[first]));
    expect(top.slice(3).every((p) => p.averageScore === 0 && p.progress === 0)).toBe(true);
  });
});
