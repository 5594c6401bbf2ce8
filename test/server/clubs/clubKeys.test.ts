import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { bearer, createScratchDatabase, signIn } from '../testApp.js';
import { generateClub, type GeneratedClub } from '../../../server/seed/demoClub.js';
import { buildApp } from '../../../server/app.js';
import { loadConfig } from '../../../server/config.js';
import { migrateToLatest, type Database } from '../../../server/db/database.js';

/*
 * Migration 0017 (issue 26): every club-owned table has the club's id. Two clubs made before it keep
 * everything they showed, the migration goes down and up again, and the rule of one team per player
 * still holds (its index now leads with the club).
 */
const PASSWORD = 'Club-Keys-Manager-1';
let database: Database;
let drop: () => Promise<void>;
let app: FastifyInstance;
let north: GeneratedClub;
let south: GeneratedClub;

const teamsOf = async (email: string, club: GeneratedClub) => {
  const token = await signIn(app, email, PASSWORD);
  const answer = await app.inject({ method: 'GET', url: `/api/team/GetTeamOverviewByClubId?clubSeasonId=${club.currentSeasonId}`, headers: bearer(token) });
  expect(answer.statusCode).toBe(200);
  return answer.json() as { id: string; totalPlayer: number; totalTrainer: number }[];
};

beforeAll(async () => {
  ({ database, drop } = await createScratchDatabase());
  await migrateToLatest(database.db, '0012_accounts');
  // Before migration 0013 people had no infix of their own.
  const size = { teams: 2, trainers: 2, players: 4 };
  north = await generateClub(database.db, { size, name: 'FC Noord', managerEmail: 'boss@noord.club', managerPassword: PASSWORD, emailDomain: 'noord.club', seed: 3, infixColumn: false });
  south = await generateClub(database.db, { size, name: 'VV Zuid', managerEmail: 'boss@zuid.club', managerPassword: PASSWORD, emailDomain: 'zuid.club', seed: 5, infixColumn: false });
  await migrateToLatest(database.db);
  app = await buildApp({ database, config: { ...loadConfig({}), webAppDir: undefined, seedDemo: false, scheduler: { intervalMs: 0, leaseMs: 300_000 } } });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await drop?.();
});

describe('club keys (migration 0017)', () => {
  it("gives every membership, score, round, session and token its owner's club, and each club sees only its own", async () => {
    const { rows } = await sql<{ wrong: number; rows: number }>`
      SELECT (SELECT count(*) FROM team_memberships m JOIN teams t ON t.id = m.team_id WHERE m.club_id <> t.club_id)::int
           + (SELECT count(*) FROM report_scores s JOIN reports r ON r.id = s.report_id WHERE s.club_id <> r.club_id)::int
           + (SELECT count(*) FROM season_rounds x JOIN seasons o ON o.id = x.season_id WHERE x.club_id <> o.club_id)::int AS wrong,
             (SELECT count(*) FROM team_memberships)::int + (SELECT count(*) FROM report_scores)::int AS rows`.execute(database.db);
    expect(rows[0]!.rows).toBeGreaterThan(0);
    expect(rows[0]!.wrong).toBe(0);
    const [northTeams, southTeams] = [await teamsOf('boss@noord.club', north), await teamsOf('boss@zuid.club', south)];
    const players = async (club: GeneratedClub) => (await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM team_memberships m JOIN teams t ON t.id = m.team_id JOIN people p ON p.id = m.person_id
      WHERE t.club_id = ${club.clubId} AND m.role = 'Player' AND m.ended_at IS NULL AND p.removed_at IS NULL AND t.removed_at IS NULL`.execute(database.db)).rows[0]!.n;
    expect(northTeams.reduce((sum, team) => sum + team.totalPlayer, 0)).toBe(await players(north));
    expect(southTeams.reduce((sum, team) => sum + team.totalPlayer, 0)).toBe(await players(south));
    expect(await players(north)).toBeGreaterThan(0);
    expect(northTeams.map((team) => team.id)).not.toEqual(expect.arrayContaining([southTeams[0]!.id]));
  });

  it('fills the club of a membership written without one, and keeps a player in one team', async () => {
    const { rows: [player] } = await sql<{ person_id: string; team_id: string }>`
      SELECT m.person_id, m.team_id FROM team_memberships m JOIN teams t ON t.id = m.team_id
      WHERE t.club_id = ${north.clubId} AND m.role = 'Player' AND m.ended_at IS NULL LIMIT 1`.execute(database.db);
    const { rows: [otherTeam] } = await sql<{ id: string }>`SELECT id FROM teams WHERE club_id = ${north.clubId} AND id <> ${player!.team_id} LIMIT 1`.execute(database.db);
    const second = sql`INSERT INTO team_memberships (team_id, person_id, role) VALUES (${otherTeam!.id}, ${player!.person_id}, 'Player')`;
    await expect(second.execute(database.db)).rejects.toThrow(/memberships_one_team_per_player_in_club/);
    // Moved (the old membership ended), the player's new membership is the club's without naming it.
    await sql`UPDATE team_memberships SET ended_at = now() WHERE person_id = ${player!.person_id} AND ended_at IS NULL`.execute(database.db);
    const { rows: [added] } = await sql<{ club_id: string }>`
      INSERT INTO team_memberships (team_id, person_id, role) VALUES (${otherTeam!.id}, ${player!.person_id}, 'Player') RETURNING club_id`.execute(database.db);
    expect(added!.club_id).toBe(north.clubId);
  });

  it('goes down to 0012 and up again, and the clubs show the same', async () => {
    const before = await teamsOf('boss@noord.club', north);
    await migrateToLatest(database.db, '0012_accounts');
    const { rows: down } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM information_schema.columns WHERE table_name = 'team_memberships' AND column_name = 'club_id'`.execute(database.db);
    expect(down[0]!.n).toBe(0);
    await migrateToLatest(database.db);
    expect(await teamsOf('boss@noord.club', north)).toEqual(before);
  });
});
