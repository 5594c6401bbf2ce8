import type { Kysely } from 'kysely';
import type { DB } from '../../server/db/schema.js';
import { createClub } from '../../server/repositories/clubs/clubs.js';
import { hashPassword } from '../../server/services/passwords.js';
import { generateClub, type GeneratedClub } from '../../server/seed/demoClub.js';
import { createTestApp, signIn, type TestApp } from './testApp.js';
import { accountFor } from '../../server/repositories/accounts/accounts.js';

/**
 * A small club built by hand, to check the domain guide's formulas with numbers worked out on paper:
 *   team A: trainers T1, T2; players P1, P2.  team B: trainer T1; players P3, P5.  P4 has no team.
 *   Season S has n = 2, season Zero n = 0.  P5 moved from A to B: T2's report on P5 belongs to no
 *   current pair.  Reports (averages):  P1 by T1: 7, 5, 8.5 (three, capped at 2); by T2: one open,
 *   then 6 (latest).  P3 by T1: 4.5, 7.  P5 by T2 (in A): 3; by T1 (in B): 5.5.
 * The manager M signs in with the password 'Hand-Built-1'.
 */
export async function buildHandBuiltClub(db: Kysely<DB>, passwordHash: string): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  const clubId = await createClub(db, { name: 'Hand-built FC', country: 'NL' });
  ids.club = clubId;
  const skills = await db.selectFrom('skills').select('id').where('club_id', '=', clubId).orderBy('sort_order').limit(2).execute();
  const season = await db.insertInto('seasons').values({ club_id: clubId, name: 'S', report_frequency: 2, start_date: '2026-01-01', end_date: '2026-12-31' }).returning('id').executeTakeFirstOrThrow();
  const empty = await db.insertInto('seasons').values({ club_id: clubId, name: 'Zero', report_frequency: 0, start_date: '2025-01-01', end_date: '2025-12-31' }).returning('id').executeTakeFirstOrThrow();
  ids.season = season.id;
  ids.zero = empty.id;
  const person = async (key: string, role: 'Trainer' | 'Player') => {
    const row = await db.insertInto('people').values({ club_id: clubId, role, status: 'active', account_id: accountFor(`${key}@hand.club`, passwordHash), first_name: key, last_name: 'Test' }).returning('id').executeTakeFirstOrThrow();
    ids[key] = row.id;
  };
  for (const key of ['T1', 'T2']) await person(key, 'Trainer');
  for (const key of ['P1', 'P2', 'P3', 'P4', 'P5']) await person(key, 'Player');
  const teamA = await db.insertInto('teams').values({ club_id: clubId, name: 'A', division: '' }).returning('id').executeTakeFirstOrThrow();
  const teamB = await db.insertInto('teams').values({ club_id: clubId, name: 'B', division: '' }).returning('id').executeTakeFirstOrThrow();
  ids.A = teamA.id;
  ids.B = teamB.id;
  const member = (team: string, key: string, role: 'Trainer' | 'Player', ended = false) =>
    db.insertInto('team_memberships').values({ team_id: ids[team]!, person_id: ids[key]!, role, ended_at: ended ? new Date() : null }).execute();
  await member('A', 'T1', 'Trainer');
  await member('A', 'T2', 'Trainer');
  await member('B', 'T1', 'Trainer');
  await member('A', 'P1', 'Player');
  await member('A', 'P2', 'Player');
  await member('B', 'P3', 'Player');
  await member('A', 'P5', 'Player', true);
  await member('B', 'P5', 'Player');
  let day = 1;
  const report = async (trainer: string, player: string, team: string, scores: number[], completed = true) => {
    const at = new Date(Date.UTC(2026, 2, day++));
    const r = await db.insertInto('reports').values({
      club_id: clubId, season_id: season.id, trainer_id: ids[trainer]!, player_id: ids[player]!, team_id: ids[team]!,
      status: completed ? 'Completed' : 'Open', created_at: at, modified_at: at, completed_at: completed ? at : null,
    }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('report_scores').values(scores.map((score, i) => ({ report_id: r.id, skill_id: skills[i]!.id, score, comment: null }))).execute();
  };
  // P1: T1 three completed (capped at 2), T2 one completed → (2 + 1) / (2 × 2) = 75%
  await report('T1', 'P1', 'A', [6, 8]); // average 7
  await report('T1', 'P1', 'A', [5, 5]); // 5
  await report('T1', 'P1', 'A', [8, 9]); // 8.5 (latest)
  await report('T2', 'P1', 'A', [9, 9], false); // open: never counts
  await report('T2', 'P1', 'A', [6, 6]); // 6, latest completed
  // P2: nothing completed → 0%. P3: T1 two completed → 100%.
  await report('T1', 'P3', 'B', [4, 5]);
  await report('T1', 'P3', 'B', [7, 7]);
  // P5 moved A → B: T2's report stays with team A and no current pair; T1 one report in B.
  await report('T2', 'P5', 'A', [3, 3]);
  await report('T1', 'P5', 'B', [5, 6]);
  const manager = await db.insertInto('people').values({ club_id: clubId, role: 'Manager', status: 'active', account_id: accountFor('m@hand.club', passwordHash), first_name: 'M', last_name: 'Test' }).returning('id').executeTakeFirstOrThrow();
  ids.M = manager.id;
  return ids;
}

/**
 * A test server holding the hand-built club (its manager signed in) and a small generated club
 * beside it, to prove that the other club's ids behave as missing.
 */
export async function startHandBuiltClub(): Promise<{ t: TestApp; ids: Record<string, string>; token: string; other: GeneratedClub }> {
  const t = await createTestApp();
  const ids = await buildHandBuiltClub(t.db, await hashPassword('Hand-Built-1'));
  const other = await generateClub(t.db, { size: { teams: 2, trainers: 3, players: 12 } });
  const token = await signIn(t.app, 'm@hand.club', 'Hand-Built-1');
  return { t, ids, token, other };
}
