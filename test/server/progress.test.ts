import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testApp.js';
import { createClub } from '../../server/repositories/clubs.js';
import { playerProgress, playerScores, teamProgress, trainerProgress } from '../../server/repositories/progress.js';

/**
 * The domain guide's formulas on a small club built by hand:
 *   team A: trainers T1, T2; players P1, P2.  team B: trainer T1; player P3.  P4 has no team.
 *   n = 2 in season S. P5 moved from A to B: T2's report on P5 belongs to no current pair.
 */
let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  const clubId = await createClub(db, { name: 'Hand-built FC', country: 'NL' });
  ids.club = clubId;
  const skills = await db.selectFrom('skills').select('id').where('club_id', '=', clubId).orderBy('sort_order').limit(2).execute();
  const season = await db.insertInto('seasons').values({ club_id: clubId, name: 'S', report_frequency: 2, start_date: '2026-01-01', end_date: '2026-12-31' }).returning('id').executeTakeFirstOrThrow();
  const empty = await db.insertInto('seasons').values({ club_id: clubId, name: 'Zero', report_frequency: 0, start_date: '2025-01-01', end_date: '2025-12-31' }).returning('id').executeTakeFirstOrThrow();
  ids.season = season.id;
  ids.zero = empty.id;
  const person = async (key: string, role: 'Trainer' | 'Player') => {
    const row = await db.insertInto('people').values({ club_id: clubId, role, status: 'active', email: `${key}@hand.club`, password_hash: 'x', first_name: key, last_name: 'Test' }).returning('id').executeTakeFirstOrThrow();
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
});
afterAll(() => t?.close());

const byId = <T extends Record<string, unknown>>(rows: T[], key: keyof T) => new Map(rows.map((r) => [r[key] as string, r]));

describe('progress per (player, trainer) pair', () => {
  it('computes player progress, capping each pair at n and ignoring open reports', async () => {
    const rows = byId(await playerProgress(t.db, ids.club!, ids.season!), 'playerId');
    expect(rows.get(ids.P1!)).toMatchObject({ progress: 0.75, trainers: 2, completedReports: 4, totalReports: 4 });
    expect(rows.get(ids.P2!)).toMatchObject({ progress: 0, trainers: 2, completedReports: 0, totalReports: 4 });
    expect(rows.get(ids.P3!)).toMatchObject({ progress: 1, trainers: 1, completedReports: 2, totalReports: 2 });
    expect(rows.get(ids.P4!)).toMatchObject({ progress: 0, trainers: 0, totalReports: 0 });
    expect(rows.get(ids.P5!)).toMatchObject({ progress: 0.5, trainers: 1, completedReports: 2 });
  });

  it('computes trainer progress over the players they train now', async () => {
    const rows = byId(await trainerProgress(t.db, ids.club!, ids.season!), 'trainerId');
    // T1: P1 2 + P2 0 + P3 2 + P5 1 = 5 of 2 × 4
    expect(rows.get(ids.T1!)).toMatchObject({ progress: 5 / 8, players: 4, reportedPlayers: 3, openReports: 0 });
    // T2: P1 1 + P2 0 = 1 of 2 × 2 (the report on P5, who left, belongs to no pair)
    expect(rows.get(ids.T2!)).toMatchObject({ progress: 0.25, players: 2, reportedPlayers: 1, openReports: 1 });
  });

  it('computes team progress over players × trainers', async () => {
    const rows = byId(await teamProgress(t.db, ids.club!, ids.season!), 'teamId');
    expect(rows.get(ids.A!)).toMatchObject({ progress: 3 / 8, players: 2, trainers: 2 });
    expect(rows.get(ids.B!)).toMatchObject({ progress: 3 / 4, players: 2, trainers: 1 });
  });

  it('gives 0 everywhere when n = 0', async () => {
    for (const row of await playerProgress(t.db, ids.club!, ids.zero!)) expect(row.progress).toBe(0);
    for (const row of await teamProgress(t.db, ids.club!, ids.zero!)) expect(row.progress).toBe(0);
  });
});

describe('scores of completed reports', () => {
  it('averages report averages, and diffs the latest two', async () => {
    const rows = byId(await playerScores(t.db, ids.club!, ids.season!), 'playerId');
    expect(rows.get(ids.P1!)!.averageScore).toBeCloseTo((7 + 5 + 8.5 + 6) / 4, 10);
    expect(rows.get(ids.P1!)!.overallDiff).toBeCloseTo(6 - 8.5, 10);
    expect(rows.get(ids.P3!)!.overallDiff).toBeCloseTo(7 - 4.5, 10);
    expect(rows.has(ids.P2!)).toBe(false);
  });
});
