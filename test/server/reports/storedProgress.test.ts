import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { migrateToLatest } from '../../../server/db/database.js';
import type { DB } from '../../../server/db/schema.js';
import { generateClub } from '../../../server/seed/demoClub.js';
import type { Skill } from '../../../contract/reportWriting.js';
import { createClub } from '../../../server/repositories/clubs/clubs.js';
import { createSession } from '../../../server/repositories/accounts/sessions.js';
import { activateWithPassword } from '../../../server/repositories/accounts/passwords.js';
import { removePeople } from '../../../server/repositories/people/lists.js';
import { insertSeason, updateSeason } from '../../../server/repositories/seasons/changes.js';
import { removeTeams } from '../../../server/repositories/teams/teams.js';
import { addMemberships, endTrainerMemberships } from '../../../server/repositories/teams/memberships.js';
import { Random } from '../../../server/seed/random.js';
import { dashboardOverPlayerRows, mainDashboard } from '../../../server/repositories/dashboard/panels.js';
import { bearer, createScratchDatabase, createTestApp, getAs, type TestApp } from '../testApp.js';
import { accountFor } from '../../../server/repositories/accounts/accounts.js';
import { personName } from '../../../contract/personName.js';

/**
 * The stored progress (migration 0007) against the same figures rebuilt from scratch, here in
 * TypeScript from the source rows, on random clubs after random changes: reports written, completed,
 * reopened and deleted through the calls; people moved, added to and taken off teams, activated and
 * removed; teams removed; seasons added and their n changed. Any change the database forgets to carry
 * into the stored figures shows up as a difference.
 */
let t: TestApp;
afterAll(() => t?.close());
beforeAll(async () => {
  t = await createTestApp();
});

interface Club {
  clubId: string;
  managerToken: string;
  seasons: string[];
  teams: string[];
  trainers: string[];
  players: string[];
  tokens: Map<string, string>;
  skills: Skill[];
}

async function call(token: string, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return t.app.inject({
    method, url, headers: { ...bearer(token), 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

async function buildClub(random: Random, name: string): Promise<Club> {
  const db = t.db;
  const clubId = await createClub(db, { name, country: 'NL' });
  const seasons: string[] = [];
  for (const year of [2025, 2026]) {
    seasons.push(await insertSeason(db, clubId, { name: `${name} ${year}`, reportFrequency: random.int(0, 3), startDate: `${year}-01-01`, endDate: `${year}-12-31` }));
  }
  const person = async (role: 'Manager' | 'Trainer' | 'Player', index: number, status: 'active' | 'invited') =>
    (await db.insertInto('people').values({
      club_id: clubId, role, status, account_id: accountFor(`${role}${index}.${name.replace(/\W/g, '')}@stored.club`.toLowerCase(), status === 'active' ? 'x' : null),
      first_name: `${role}${index}`, last_name: name,
    }).returning('id').executeTakeFirstOrThrow()).id;
  const managerId = await person('Manager', 0, 'active');
  const teams: string[] = [];
  for (let i = 0; i < 3; i++) {
    teams.push((await db.insertInto('teams').values({ club_id: clubId, name: `Team ${i}`, division: '' }).returning('id').executeTakeFirstOrThrow()).id);
  }
  const trainers: string[] = [];
  for (let i = 0; i < 5; i++) trainers.push(await person('Trainer', i, random.chance(0.8) ? 'active' : 'invited'));
  const players: string[] = [];
  for (let i = 0; i < 14; i++) players.push(await person('Player', i, random.chance(0.85) ? 'active' : 'invited'));
  for (const trainer of trainers) await addMemberships(db, random.pick(teams), 'Trainer', [trainer]);
  for (const player of players.slice(0, 12)) await addMemberships(db, random.pick(teams), 'Player', [player]);
  const tokens = new Map<string, string>();
  for (const id of [managerId, ...trainers]) tokens.set(id, await createSession(db, id, 3_600_000));
  const managerToken = tokens.get(managerId)!;
  const skills = (await call(managerToken, 'GET', '/api/MasterData/GetSkills')).json() as Skill[];
  return { clubId, managerToken, seasons, teams, trainers, players, tokens, skills };
}

/**
 * The pairs (trainer, player) of the club that are pairs now, from the source rows: a player not removed,
 * invited or active (issue 37, migration 0022), and an active trainer not removed.
 */
async function currentPairs(clubId: string, db: Kysely<DB> = t.db) {
  return db
    .selectFrom('team_memberships as pm')
    .innerJoin('teams as tm_team', 'tm_team.id', 'pm.team_id')
    .innerJoin('people as p', 'p.id', 'pm.person_id')
    .innerJoin('team_memberships as tm', 'tm.team_id', 'pm.team_id')
    .innerJoin('people as tr', 'tr.id', 'tm.person_id')
    .select(['pm.team_id', 'pm.person_id as player_id', 'tm.person_id as trainer_id'])
    .where('tm_team.club_id', '=', clubId).where('tm_team.removed_at', 'is', null)
    .where('pm.role', '=', 'Player').where('pm.ended_at', 'is', null)
    .where('p.removed_at', 'is', null)
    .where('tm.role', '=', 'Trainer').where('tm.ended_at', 'is', null)
    .where('tr.status', '=', 'active').where('tr.removed_at', 'is', null)
    .execute();
}

/** Texts in byte order, as the database orders uuids and, under the C collation, the test names. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const round = (value: number | null | undefined) => (value === null || value === undefined ? null : Math.round(value * 1e9) / 1e9);
const time = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Every stored figure of the club, and the same figures rebuilt from the source rows. */
async function storedAndRebuilt(clubId: string, db: Kysely<DB> = t.db) {
  const seasons = await db.selectFrom('seasons').select(['id', 'report_frequency as n']).where('club_id', '=', clubId).execute();
  const reports = await db.selectFrom('reports')
    .select(['id', 'season_id', 'player_id', 'trainer_id', 'status', 'modified_at', 'completed_at', 'average'])
    .where('club_id', '=', clubId).execute();
  const scoreRows = await db.selectFrom('report_scores').innerJoin('reports', 'reports.id', 'report_scores.report_id')
    .select(['report_id', sql<number>`score::float8`.as('score')]).where('reports.club_id', '=', clubId).execute();
  const pairsNow = await currentPairs(clubId, db);

  // reports.average: the mean of the report's scores.
  const scoresOf = new Map<string, number[]>();
  for (const row of scoreRows) scoresOf.set(row.report_id, [...(scoresOf.get(row.report_id) ?? []), row.score]);
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const averageOf = (id: string) => (scoresOf.has(id) ? mean(scoresOf.get(id)!) : null);
  const expectedAverages = reports.map((r) => ({ id: r.id, average: round(averageOf(r.id)) })).sort((a, b) => a.id.localeCompare(b.id));
  const storedAverages = reports.map((r) => ({ id: r.id, average: round(r.average) })).sort((a, b) => a.id.localeCompare(b.id));

  // Pairs: a row per current pair and per (trainer, player) with reports, in every season.
  const pairs = new Map<string, { season_id: string; player_id: string; trainer_id: string; team_id: string | null; completed: number; done: number; open: number; last_activity: string | null }>();
  const pairOf = (season: string, player: string, trainer: string) => {
    const key = `${season}|${player}|${trainer}`;
    if (!pairs.has(key)) pairs.set(key, { season_id: season, player_id: player, trainer_id: trainer, team_id: null, completed: 0, done: 0, open: 0, last_activity: null });
    return pairs.get(key)!;
  };
  for (const r of reports) {
    const pair = pairOf(r.season_id, r.player_id, r.trainer_id);
    if (r.status === 'Completed') pair.completed++;
    else pair.open++;
    const modified = time(r.modified_at)!;
    if (pair.last_activity === null || modified > pair.last_activity) pair.last_activity = modified;
  }
  for (const season of seasons) {
    for (const now of pairsNow) pairOf(season.id, now.player_id, now.trainer_id).team_id = now.team_id;
  }
  const nOf = new Map(seasons.map((s) => [s.id, s.n]));
  for (const pair of pairs.values()) pair.done = pair.team_id === null ? 0 : Math.min(pair.completed, nOf.get(pair.season_id)!);
  const expectedPairs = [...pairs.values()].sort((a, b) => `${a.season_id}${a.player_id}${a.trainer_id}`.localeCompare(`${b.season_id}${b.player_id}${b.trainer_id}`));
  const storedPairs = (await db.selectFrom('pair_progress')
    .select(['season_id', 'player_id', 'trainer_id', 'team_id', 'completed', 'done', 'open', 'last_activity'])
    .where('club_id', '=', clubId).execute())
    .map((row) => ({ ...row, last_activity: time(row.last_activity) }))
    .sort((a, b) => `${a.season_id}${a.player_id}${a.trainer_id}`.localeCompare(`${b.season_id}${b.player_id}${b.trainer_id}`));

  // Players: sums of their pairs, and scores over their scored completed reports, newest first.
  // Whole percent as the database rounds it: halves up, on the ratio's 15 significant digits.
  const percentOf = (done: number, pairs: number, n: number) =>
    (pairs === 0 || n === 0 ? 0 : Math.round(Number((Math.min(1, done / (n * pairs)) * 100).toPrecision(15))));
  const players = new Map<string, { season_id: string; player_id: string; team_id: string | null; trainers: number; done: number; percent: number; completed: number; scored: number; average: number | null; overall_diff: number }>();
  for (const pair of pairs.values()) {
    const key = `${pair.season_id}|${pair.player_id}`;
    const row = players.get(key) ?? { season_id: pair.season_id, player_id: pair.player_id, team_id: null, trainers: 0, done: 0, percent: 0, completed: 0, scored: 0, average: null, overall_diff: 0 };
    if (pair.team_id) { row.trainers++; row.team_id = pair.team_id; }
    row.done += pair.done;
    row.completed += pair.completed;
    players.set(key, row);
  }
  const exactAverages = new Map<string, number>();
  for (const row of players.values()) {
    row.percent = percentOf(row.done, row.trainers, nOf.get(row.season_id)!);
    const scored = reports
      .filter((r) => r.season_id === row.season_id && r.player_id === row.player_id && r.status === 'Completed' && scoresOf.has(r.id))
      .sort((a, b) => time(b.completed_at)!.localeCompare(time(a.completed_at)!) || b.id.localeCompare(a.id))
      .map((r) => averageOf(r.id)!);
    row.scored = scored.length;
    row.average = scored.length ? round(mean(scored)) : null;
    if (scored.length) exactAverages.set(`${row.season_id}|${row.player_id}`, mean(scored));
    row.overall_diff = scored.length >= 2 ? round(scored[0]! - scored[1]!)! : 0;
  }
  const byPlayer = (a: { season_id: string; player_id: string }, b: { season_id: string; player_id: string }) =>
    `${a.season_id}${a.player_id}`.localeCompare(`${b.season_id}${b.player_id}`);
  const expectedPlayers = [...players.values()].sort(byPlayer);
  const storedPlayers = (await db.selectFrom('player_progress')
    .select(['season_id', 'player_id', 'team_id', 'trainers', 'done', 'percent', 'completed', 'scored', 'average', 'overall_diff'])
    .where('club_id', '=', clubId).execute())
    .map((row) => ({ ...row, average: round(row.average), overall_diff: round(row.overall_diff)! }))
    .sort(byPlayer);

  // Teams: sums over their current pairs.
  const teams = new Map<string, { season_id: string; team_id: string; pairs: number; done: number; players: Set<string>; trainers: Set<string>; reported: Set<string>; open: number }>();
  for (const pair of pairs.values()) {
    if (!pair.team_id) continue;
    const key = `${pair.season_id}|${pair.team_id}`;
    const row = teams.get(key) ?? { season_id: pair.season_id, team_id: pair.team_id, pairs: 0, done: 0, players: new Set(), trainers: new Set(), reported: new Set(), open: 0 };
    row.pairs++;
    row.done += pair.done;
    row.players.add(pair.player_id);
    row.trainers.add(pair.trainer_id);
    if (pair.completed > 0) row.reported.add(pair.player_id);
    row.open += pair.open;
    teams.set(key, row);
  }
  const byTeam = (a: { season_id: string; team_id: string }, b: { season_id: string; team_id: string }) =>
    `${a.season_id}${a.team_id}`.localeCompare(`${b.season_id}${b.team_id}`);
  const expectedTeams = [...teams.values()]
    .map((row) => ({ season_id: row.season_id, team_id: row.team_id, pairs: row.pairs, done: row.done, percent: percentOf(row.done, row.pairs, nOf.get(row.season_id)!), players: row.players.size, trainers: row.trainers.size, reported_players: row.reported.size, open: row.open }))
    .sort(byTeam);
  const storedTeams = (await db.selectFrom('team_progress')
    .select(['season_id', 'team_id', 'pairs', 'done', 'percent', 'players', 'trainers', 'reported_players', 'open'])
    .where('club_id', '=', clubId).execute()).sort(byTeam);

  // The club's counts and, per season, the sums of its counted players (not removed, invited or active)
  // and of its team rows (migrations 0009, 0022), which the overview with every team shows. Trainers
  // count when active.
  const people = await db.selectFrom('people').select(['id', 'role', 'status', 'removed_at']).where('club_id', '=', clubId).execute();
  const counted = new Set(people
    .filter((p) => p.removed_at === null && (p.role === 'Player' || p.status === 'active'))
    .map((p) => `${p.role}|${p.id}`));
  const liveTeams = await db.selectFrom('teams').select('id').where('club_id', '=', clubId).where('removed_at', 'is', null).execute();
  const expectedCounts = {
    teams: liveTeams.length,
    trainers: people.filter((p) => counted.has(`Trainer|${p.id}`)).length,
    players: people.filter((p) => counted.has(`Player|${p.id}`)).length,
  };
  const storedCounts = (await db.selectFrom('club_counts').select(['teams', 'trainers', 'players']).where('club_id', '=', clubId).executeTakeFirst())
    ?? { teams: 0, trainers: 0, players: 0 };
  // Each team's line-up (migration 0021): its open memberships of people not removed, by role, and the
  // longest-serving of its trainers (then by first name, last name, id) with their shown name (with the
  // infix, migration 0025) and photo. A
  // team without a row has none.
  const everyTeam = await db.selectFrom('teams').select('id').where('club_id', '=', clubId).execute();
  const members = await db.selectFrom('team_memberships as m').innerJoin('people as p', 'p.id', 'm.person_id')
    .select(['m.team_id', 'm.role', 'm.person_id', 'm.started_at', 'p.first_name', 'p.infix', 'p.last_name', 'p.photo_id'])
    .where('m.club_id', '=', clubId).where('m.ended_at', 'is', null).where('p.removed_at', 'is', null).execute();
  const firstServing = (a: (typeof members)[number], b: (typeof members)[number]) =>
    a.started_at.getTime() - b.started_at.getTime() || compare(a.first_name, b.first_name) || compare(a.last_name, b.last_name) || compare(a.person_id, b.person_id);
  const expectedLineUps = everyTeam.map(({ id }) => {
    const trainers = members.filter((m) => m.team_id === id && m.role === 'Trainer').sort(firstServing);
    const head = trainers[0];
    return {
      team_id: id, trainers: trainers.length, players: members.filter((m) => m.team_id === id && m.role === 'Player').length,
      head_trainer_id: head?.person_id ?? null, head_trainer_name: head ? personName({ firstName: head.first_name, infix: head.infix, lastName: head.last_name }) : null, head_trainer_photo_id: head?.photo_id ?? null,
    };
  }).sort((a, b) => compare(a.team_id, b.team_id));
  const lineUpRows = await db.selectFrom('team_line_ups')
    .select(['team_id', 'trainers', 'players', 'head_trainer_id', 'head_trainer_name', 'head_trainer_photo_id']).where('club_id', '=', clubId).execute();
  const storedLineUps = everyTeam
    .map(({ id }) => lineUpRows.find((row) => row.team_id === id) ?? { team_id: id, trainers: 0, players: 0, head_trainer_id: null, head_trainer_name: null, head_trainer_photo_id: null })
    .sort((a, b) => compare(a.team_id, b.team_id));

  const expectedSeasons = seasons.map((season) => {
    const seasonPlayers = expectedPlayers.filter((row) => row.season_id === season.id && counted.has(`Player|${row.player_id}`));
    const averages = seasonPlayers.flatMap((row) => (exactAverages.has(`${season.id}|${row.player_id}`) ? [exactAverages.get(`${season.id}|${row.player_id}`)!] : []));
    const seasonTeams = expectedTeams.filter((row) => row.season_id === season.id);
    return {
      season_id: season.id,
      completed_players: seasonPlayers.filter((row) => row.percent === 100).length,
      player_percent_sum: seasonPlayers.reduce((sum, row) => sum + row.percent, 0),
      scored_players: averages.length,
      average: averages.length ? round(mean(averages)) : null,
      completed_teams: seasonTeams.filter((row) => row.percent === 100).length,
      team_percent_sum: seasonTeams.reduce((sum, row) => sum + row.percent, 0),
      done_sum: seasonTeams.reduce((sum, row) => sum + row.done, 0),
      pairs_sum: seasonTeams.reduce((sum, row) => sum + row.pairs, 0),
    };
  }).sort((a, b) => a.season_id.localeCompare(b.season_id));
  const seasonRows = await db.selectFrom('season_progress')
    .select([
      'season_id', 'completed_players', sql<number>`player_percent_sum::int`.as('player_percent_sum'), 'scored_players',
      sql<number | null>`CASE WHEN scored_players = 0 THEN NULL ELSE average_sum::float8 / scored_players END`.as('average'),
      'completed_teams', sql<number>`team_percent_sum::int`.as('team_percent_sum'), sql<number>`done_sum::int`.as('done_sum'),
      sql<number>`pairs_sum::int`.as('pairs_sum'),
    ])
    .where('club_id', '=', clubId).execute();
  // A season whose sums all went back to 0 may keep its row; one never summed has none: both are zeros.
  const storedSeasons = seasons.map((season) => {
    const row = seasonRows.find((r) => r.season_id === season.id);
    return {
      season_id: season.id, completed_players: row?.completed_players ?? 0, player_percent_sum: row?.player_percent_sum ?? 0,
      scored_players: row?.scored_players ?? 0, average: round(row?.average ?? null), completed_teams: row?.completed_teams ?? 0,
      team_percent_sum: row?.team_percent_sum ?? 0, done_sum: row?.done_sum ?? 0, pairs_sum: row?.pairs_sum ?? 0,
    };
  }).sort((a, b) => a.season_id.localeCompare(b.season_id));

  return {
    stored: { averages: storedAverages, pairs: storedPairs, players: storedPlayers, teams: storedTeams, counts: storedCounts, seasons: storedSeasons, lineUps: storedLineUps },
    rebuilt: { averages: expectedAverages, pairs: expectedPairs, players: expectedPlayers, teams: expectedTeams, counts: expectedCounts, seasons: expectedSeasons, lineUps: expectedLineUps },
  };
}

async function expectConsistent(clubId: string, step: string) {
  const { stored, rebuilt } = await storedAndRebuilt(clubId);
  expect(stored, `after ${step}`).toEqual(rebuilt);
  // The overview with every team reads the roll-up: the same answer as summing every player row.
  for (const { id } of await t.db.selectFrom('seasons').select('id').where('club_id', '=', clubId).execute()) {
    const scope = { clubId, seasonId: id, teamIds: [] };
    const { overallPlayerScore, ...fromRollUp } = await mainDashboard(t.db, scope);
    const { overallPlayerScore: summed, ...fromRows } = await dashboardOverPlayerRows(t.db, scope);
    expect(fromRollUp, `the overview after ${step}`).toEqual(fromRows);
    expect(overallPlayerScore, `the overall score after ${step}`).toBeCloseTo(summed, 9);
  }
}

/** A trainer writes a report on a player they train now: scored fully and completed, or left open. */
async function writeReport(club: Club, random: Random) {
  const pairs = await currentPairs(club.clubId);
  if (pairs.length === 0) return 'no pair to write on';
  const pair = random.pick(pairs);
  const token = club.tokens.get(pair.trainer_id)!;
  const season = random.pick(club.seasons);
  const started = await call(token, 'POST', '/api/Report/StartReport', { playerUserId: pair.player_id, clubSeasonId: season });
  expect(started.statusCode, started.body).toBe(200);
  const { reportId } = started.json();
  const complete = random.chance(0.7);
  const scored = complete ? club.skills : club.skills.slice(0, random.int(0, 2));
  const saved = await call(token, 'POST', '/api/Report/SaveReport', {
    reportId, feedback: null, skillReports: scored.map((s) => ({ skillId: s.id, score: random.int(2, 20) / 2, comment: null })),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  if (complete) {
    const done = await call(token, 'POST', '/api/Report/CompleteReport', { reportId });
    expect(done.statusCode, done.body).toBe(200);
  }
  return complete ? 'a report completed' : 'a report left open';
}

async function randomReport(club: Club, random: Random, status: 'Open' | 'Completed') {
  // Reports of trainers still in the club (a removed trainer is signed out).
  const rows = await t.db.selectFrom('reports').innerJoin('people', 'people.id', 'reports.trainer_id')
    .select(['reports.id', 'reports.trainer_id'])
    .where('reports.club_id', '=', club.clubId).where('reports.status', '=', status).where('people.removed_at', 'is', null).execute();
  return rows.length ? random.pick(rows) : undefined;
}

/** One random change that can move progress; answers what it did. */
async function randomChange(club: Club, random: Random): Promise<string> {
  const db = t.db;
  switch (random.int(0, 12)) {
    case 0: case 1: case 2:
      return writeReport(club, random);
    case 3: {
      const report = await randomReport(club, random, 'Completed');
      if (!report) return 'nothing to reopen';
      const reopened = await call(club.managerToken, 'POST', '/api/Report/ReopenReport', { reportId: report.id });
      expect([200, 409], reopened.body).toContain(reopened.statusCode);
      return 'a report reopened';
    }
    case 4: {
      const report = await randomReport(club, random, 'Open');
      const token = report && club.tokens.get(report.trainer_id);
      if (!report || !token) return 'nothing to delete';
      const deleted = await call(token, 'POST', '/api/Report/DeleteReport', { reportId: report.id });
      expect([200, 403, 404], deleted.body).toContain(deleted.statusCode);
      return 'an open report deleted';
    }
    case 5: {
      const live = await db.selectFrom('teams').select('id').where('club_id', '=', club.clubId).where('removed_at', 'is', null).execute();
      if (live.length === 0) return 'no team to move to';
      const player = random.pick(club.players);
      const moved = await call(club.managerToken, 'POST', '/api/Player/ChangeTeam', { userId: player, newTeamId: random.pick(live).id, type: 'Player' });
      expect([200, 400, 404], moved.body).toContain(moved.statusCode);
      return 'a player moved';
    }
    case 6: {
      await db.transaction().execute((trx) => addMemberships(trx, random.pick(club.teams), 'Trainer', [random.pick(club.trainers)]));
      return 'a trainer added to a team';
    }
    case 7: {
      await db.transaction().execute((trx) => endTrainerMemberships(trx, [random.pick(club.trainers)], { teamId: random.pick(club.teams) }));
      return 'a trainer taken off a team';
    }
    case 8: {
      const invited = await db.selectFrom('people').select('id').where('club_id', '=', club.clubId).where('status', '=', 'invited').where('removed_at', 'is', null).execute();
      if (invited.length === 0) return 'nobody to activate';
      const { id } = random.pick(invited);
      await db.transaction().execute((trx) => activateWithPassword(trx, id, 'x'));
      return 'a person activated';
    }
    case 9: {
      const role = random.chance(0.5) ? 'Player' : 'Trainer';
      const id = random.pick(role === 'Player' ? club.players : club.trainers);
      await db.transaction().execute((trx) => removePeople(trx, { clubId: club.clubId, role, ids: [id], callerId: 'none' }));
      return `a ${role.toLowerCase()} removed`;
    }
    case 10: {
      if (random.chance(0.2)) {
        await db.transaction().execute((trx) => removeTeams(trx, club.clubId, [random.pick(club.teams)]));
        return 'a team removed';
      }
      const season = random.pick(club.seasons);
      await db.transaction().execute((trx) => updateSeason(trx, club.clubId, season, { name: `Season ${season.slice(0, 8)}`, reportFrequency: random.int(0, 4) }));
      return "a season's reports per player changed";
    }
    case 11: {
      // A new name can make another trainer the head of a team (trainers who started together go by
      // name); the overview shows the head trainer's name and photo.
      const id = random.pick(random.chance(0.5) ? club.trainers : club.players);
      if (random.chance(0.5)) {
        const photo = await db.insertInto('photos')
          .values({ club_id: club.clubId, content_type: 'image/png', bytes: new Uint8Array([1]), width: 1, height: 1 })
          .returning('id').executeTakeFirstOrThrow();
        await db.updateTable('people').set({ photo_id: photo.id }).where('id', '=', id).execute();
        return 'a person given a photo';
      }
      await db.updateTable('people').set({ first_name: random.pick(['Aart', 'Bram', 'Cees', 'Daan']) }).where('id', '=', id).execute();
      return 'a person renamed';
    }
    default: {
      if (club.seasons.length >= 4) return writeReport(club, random);
      club.seasons.push(await insertSeason(db, club.clubId, { name: `Extra ${club.seasons.length}`, reportFrequency: random.int(1, 3), startDate: '2027-01-01', endDate: '2027-12-31' }));
      return 'a season added';
    }
  }
}

describe('stored progress', () => {
  it('is what a rebuild from scratch gives, after every change of random clubs', async () => {
    for (const seed of [1, 2, 3]) {
      const random = new Random(seed * 7919);
      const club = await buildClub(random, `Random ${seed}`);
      await expectConsistent(club.clubId, 'the club was built');
      for (let step = 0; step < 40; step++) {
        const change = await randomChange(club, random);
        await expectConsistent(club.clubId, `change ${step} of club ${seed}: ${change}`);
      }
    }
  });

  it('is filled by the migration for a club that existed before it', async () => {
    const { database, drop } = await createScratchDatabase();
    try {
      await migrateToLatest(database.db, '0006_season_rounds');
      // People then held their e-mail address and password themselves (accounts came with migration 0012).
      const club = await generateClub(database.db, {
        size: { teams: 3, trainers: 5, players: 30 }, identity: (email, passwordHash) => ({ email, password_hash: passwordHash }),
        // Nor had they an infix of their own (migration 0013).
        infixColumn: false,
      });
      await migrateToLatest(database.db);
      const { stored, rebuilt } = await storedAndRebuilt(club.clubId, database.db);
      expect(stored.pairs.length).toBeGreaterThan(0);
      expect(rebuilt.averages.filter((row) => row.average !== null).length).toBeGreaterThan(0);
      expect(stored).toEqual(rebuilt);
    } finally {
      await database.close();
      await drop();
    }
  });

  it("gives a club's invited players in teams their pairs and counts them when migration 0022 runs (issue 37)", async () => {
    const { database, drop } = await createScratchDatabase();
    try {
      await migrateToLatest(database.db, '0021_team_line_ups');
      const club = await generateClub(database.db, { size: { teams: 2, trainers: 3, players: 10 } });
      // The demo's invited players were in no team: put them in one, as an import does, before 0022.
      const invited = await database.db.selectFrom('people').select('id')
        .where('club_id', '=', club.clubId).where('role', '=', 'Player').where('status', '=', 'invited').execute();
      const team = await database.db.selectFrom('teams').select('id').where('club_id', '=', club.clubId).orderBy('name').executeTakeFirstOrThrow();
      expect(invited.length).toBeGreaterThan(0);
      await addMemberships(database.db, team.id, 'Player', invited.map((p) => p.id));
      const before = await database.db.selectFrom('club_counts').select('players').where('club_id', '=', club.clubId).executeTakeFirstOrThrow();

      await migrateToLatest(database.db);
      const { stored, rebuilt } = await storedAndRebuilt(club.clubId, database.db);
      expect(stored).toEqual(rebuilt);
      const invitedIds = new Set(invited.map((p) => p.id));
      expect(stored.pairs.filter((pair) => invitedIds.has(pair.player_id) && pair.team_id === team.id).length).toBeGreaterThan(0);
      expect(stored.counts.players).toBe(before.players + invited.length);
    } finally {
      await database.close();
      await drop();
    }
  });

  it('differs from the rebuild when a change is kept from the database (the check can fail)', async () => {
    const random = new Random(4242);
    const club = await buildClub(random, 'Forgetful');
    for (let i = 0; i < 8; i++) await writeReport(club, random);
    await expectConsistent(club.clubId, 'the reports');
    // A writer that moves a trainer without the database carrying it into the figures.
    await sql`ALTER TABLE team_memberships DISABLE TRIGGER memberships_updated_progress`.execute(t.db);
    try {
      const trained = (await currentPairs(club.clubId))[0]!;
      await endTrainerMemberships(t.db, [trained.trainer_id], { teamId: trained.team_id });
      const { stored, rebuilt } = await storedAndRebuilt(club.clubId);
      expect(stored).not.toEqual(rebuilt);
    } finally {
      await sql`ALTER TABLE team_memberships ENABLE TRIGGER memberships_updated_progress`.execute(t.db);
    }
  });

  it("differs from the rebuild when the club's counts or a season's sums miss a change (the check covers them)", async () => {
    const random = new Random(4243);
    const club = await buildClub(random, 'Forgetful sums');
    for (let i = 0; i < 6; i++) await writeReport(club, random);
    await expectConsistent(club.clubId, 'the reports');
    await sql`ALTER TABLE people DISABLE TRIGGER people_updated_roll_up`.execute(t.db);
    try {
      const player = (await currentPairs(club.clubId))[0]!.player_id;
      await t.db.transaction().execute((trx) => removePeople(trx, { clubId: club.clubId, role: 'Player', ids: [player], callerId: 'none' }));
      const { stored, rebuilt } = await storedAndRebuilt(club.clubId);
      expect(stored.counts).not.toEqual(rebuilt.counts);
      expect(stored.seasons).toEqual(rebuilt.seasons);
    } finally {
      await sql`ALTER TABLE people ENABLE TRIGGER people_updated_roll_up`.execute(t.db);
    }
    const other = await buildClub(random, 'Forgetful seasons');
    for (let i = 0; i < 6; i++) await writeReport(other, random);
    await t.db.updateTable('season_progress').set({ done_sum: sql`done_sum + 1` }).where('club_id', '=', other.clubId).execute();
    const { stored, rebuilt } = await storedAndRebuilt(other.clubId);
    expect(stored.seasons).not.toEqual(rebuilt.seasons);
  });

  it("differs from the rebuild when a team's line-up misses a membership change (the check covers it)", async () => {
    const random = new Random(4244);
    const club = await buildClub(random, 'Forgetful line-ups');
    await expectConsistent(club.clubId, 'the club was built');
    await sql`ALTER TABLE team_memberships DISABLE TRIGGER memberships_inserted_line_ups`.execute(t.db);
    try {
      await addMemberships(t.db, club.teams[0]!, 'Player', [club.players[13]!]);
      const { stored, rebuilt } = await storedAndRebuilt(club.clubId);
      expect(stored.lineUps).not.toEqual(rebuilt.lineUps);
    } finally {
      await sql`ALTER TABLE team_memberships ENABLE TRIGGER memberships_inserted_line_ups`.execute(t.db);
    }
  });

  it('shows the stored figures in the calls: a completed report moves the player at once', async () => {
    const random = new Random(99);
    const club = await buildClub(random, 'Visible');
    const [pair] = await currentPairs(club.clubId);
    const season = club.seasons[0]!;
    await t.db.updateTable('seasons').set({ report_frequency: 1 }).where('id', '=', season).execute();
    const before = await getAs(t.app, club.managerToken, `/api/Player/GetPlayerDetailByIdBySeason?userId=${pair!.player_id}&clubSeasonId=${season}`);
    expect(before.statusCode, before.body).toBe(200);
    const token = club.tokens.get(pair!.trainer_id)!;
    const { reportId } = (await call(token, 'POST', '/api/Report/StartReport', { playerUserId: pair!.player_id, clubSeasonId: season })).json();
    await call(token, 'POST', '/api/Report/SaveReport', { reportId, feedback: null, skillReports: club.skills.map((s) => ({ skillId: s.id, score: 8, comment: null })) });
    expect((await call(token, 'POST', '/api/Report/CompleteReport', { reportId })).statusCode).toBe(200);
    const after = (await getAs(t.app, club.managerToken, `/api/Player/GetPlayerDetailByIdBySeason?userId=${pair!.player_id}&clubSeasonId=${season}`)).json();
    expect(after.averageScore).toBe('8.0');
    expect(after.completionPercentage).toBeGreaterThan(before.json().completionPercentage);
  });
});
