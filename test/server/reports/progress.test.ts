import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testApp.js';
import { buildHandBuiltClub } from '../handBuiltClub.js';
import { playerProgress, playerScores, teamProgress, trainerProgress } from '../../../server/repositories/reports/progress.js';

/** The domain guide's formulas on the hand-built club (see handBuiltClub.ts for its numbers). */
let t: TestApp;
let ids: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  ids = await buildHandBuiltClub(t.db, 'not-a-hash');
});
afterAll(() => t?.close());

const byId = <T,>(rows: T[], key: keyof T) => new Map(rows.map((r) => [String(r[key]), r]));

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
