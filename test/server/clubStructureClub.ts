import type { Kysely } from 'kysely';
import type { DB } from '../../server/db/schema.js';
import { createClub } from '../../server/repositories/clubs/clubs.js';
import { createSession } from '../../server/repositories/accounts/sessions.js';
import { accountFor } from '../../server/repositories/accounts/accounts.js';

/**
 * A small club built row by row for the club-structure tests, the same shape as progress.test.ts:
 *   team A: trainers T1 (since January), T2 (since February); players P1, P2.
 *   team B: trainer T1; players P3 and P5 (P5 moved there from A). P4 has no team.
 *   season S: n = 2, 2026; season Zero: n = 0, 2025.
 * Completed reports (average): T1→P1 7, 5, 8.5 (A); T2→P1 6 (A) and one open; T1→P3 4.5, 7 (B);
 * T2→P5 3 (A, before the move); T1→P5 5.5 (B).
 */
export interface HandBuiltClub {
  clubId: string;
  /** Bearer token of the club's manager. */
  managerToken: string;
  trainerToken: string;
  ids: Record<string, string>;
}

export async function buildHandBuiltClub(db: Kysely<DB>, name: string, emailDomain: string): Promise<HandBuiltClub> {
  const clubId = await createClub(db, { name, country: 'NL' });
  const ids: Record<string, string> = {};
  const skills = await db.selectFrom('skills').select('id').where('club_id', '=', clubId).orderBy('sort_order').limit(2).execute();
  const season = await db
    .insertInto('seasons')
    .values({ club_id: clubId, name: 'S', report_frequency: 2, start_date: '2026-01-01', end_date: '2026-12-31' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const zero = await db
    .insertInto('seasons')
    .values({ club_id: clubId, name: 'Zero', report_frequency: 0, start_date: '2025-01-01', end_date: '2025-12-31' })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.S = season.id;
  ids.Zero = zero.id;
  const person = async (key: string, role: 'Manager' | 'Trainer' | 'Player') => {
    const row = await db
      .insertInto('people')
      .values({ club_id: clubId, role, status: 'active', account_id: accountFor(`${key.toLowerCase()}@${emailDomain}`, 'x'), first_name: key, last_name: 'Test' })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[key] = row.id;
  };
  await person('M', 'Manager');
  for (const key of ['T1', 'T2', 'T3']) await person(key, 'Trainer');
  for (const key of ['P1', 'P2', 'P3', 'P4', 'P5']) await person(key, 'Player');
  for (const team of ['A', 'B']) {
    const row = await db.insertInto('teams').values({ club_id: clubId, name: team, division: `Division ${team}` }).returning('id').executeTakeFirstOrThrow();
    ids[team] = row.id;
  }
  const member = (team: string, key: string, role: 'Trainer' | 'Player', started: string, ended?: string) =>
    db
      .insertInto('team_memberships')
      .values({ team_id: ids[team]!, person_id: ids[key]!, role, started_at: started, ended_at: ended ?? null })
      .execute();
  await member('A', 'T1', 'Trainer', '2026-01-01T00:00:00Z');
  await member('A', 'T2', 'Trainer', '2026-02-01T00:00:00Z');
  await member('B', 'T1', 'Trainer', '2026-01-01T00:00:00Z');
  await member('A', 'P1', 'Player', '2026-01-01T00:00:00Z');
  await member('A', 'P2', 'Player', '2026-01-01T00:00:00Z');
  await member('B', 'P3', 'Player', '2026-01-01T00:00:00Z');
  await member('A', 'P5', 'Player', '2026-01-01T00:00:00Z', '2026-03-07T00:00:00Z');
  await member('B', 'P5', 'Player', '2026-03-07T00:00:00Z');

  let day = 1;
  const report = async (trainer: string, player: string, team: string, scores: number[], completed = true) => {
    const at = new Date(Date.UTC(2026, 2, day++));
    const r = await db
      .insertInto('reports')
      .values({
        club_id: clubId, season_id: season.id, trainer_id: ids[trainer]!, player_id: ids[player]!, team_id: ids[team]!,
        status: completed ? 'Completed' : 'Open', created_at: at, modified_at: at, completed_at: completed ? at : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('report_scores')
      .values(scores.map((score, i) => ({ report_id: r.id, skill_id: skills[i]!.id, score, comment: null })))
      .execute();
  };
  await report('T1', 'P1', 'A', [6, 8]); // 1 March, 7
  await report('T1', 'P1', 'A', [5, 5]); // 2 March, 5
  await report('T1', 'P1', 'A', [8, 9]); // 3 March, 8.5
  await report('T2', 'P1', 'A', [9, 9], false); // 4 March, open
  await report('T2', 'P1', 'A', [6, 6]); // 5 March, 6
  await report('T1', 'P3', 'B', [4, 5]); // 6 March, 4.5
  await report('T1', 'P3', 'B', [7, 7]); // 7 March, 7
  await report('T2', 'P5', 'A', [3, 3]); // 8 March, 3 (written in team A)
  await report('T1', 'P5', 'B', [5, 6]); // 9 March, 5.5

  const managerToken = await createSession(db, ids.M!, 3_600_000);
  const trainerToken = await createSession(db, ids.T1!, 3_600_000);
  return { clubId, managerToken, trainerToken, ids };
}
