import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Skill } from '../../../contract/reportWriting.js';
import { createClub } from '../../../server/repositories/clubs/clubs.js';
import { createSession } from '../../../server/repositories/accounts/sessions.js';
import { bearer, createTestApp, getAs, type TestApp } from '../testApp.js';
import { accountFor } from '../../../server/repositories/accounts/accounts.js';

/**
 * Every count a manager reads on one screen against the rows another screen lists (issue 12): the
 * overview's totals, its panels, the people and team lists, the team pages and the trainer's and
 * player's pages, for the current and a past season. The club is built here, its reports written
 * through the report calls, with the cases that once made the numbers disagree:
 *
 *   team Red: trainers Tr1, Tr2; players Pa, Pb.    team Blue: trainer Tr1; players Pc, Pm.
 *   Tr3 and Pd are in no team; Px is removed (counts nowhere). Pi is invited, never activated, in Red:
 *   a player like any other for counts and progress (issue 37), listed in the invited view, not the
 *   players list.
 *   Pm was in Red until Tr2 had written on him (a completed and an open report in the past season,
 *   an open one in the current), then moved to Blue.
 *   Past season (n = 2): Tr1 completes Pa ×2, Pc; opens Pb. Tr2 completes Pa; opens Pb.
 *   Current season (n = 2): Tr1 completes Pa ×2, Pm; opens Pc. Tr2 completes Pb; opens Pa.
 *   Open reports of the past season stay open: the trainer's page must not count them in the current one.
 */
let t: TestApp;
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};
let skills: Skill[];

const post = async (token: string, url: string, payload: unknown) => {
  const response = await t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
};
const get = async (url: string) => {
  const response = await getAs(t.app, tokens.M!, url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
};
/** A list call that answers 204 when empty. */
const rowsOf = async (url: string): Promise<unknown[]> => {
  const response = await getAs(t.app, tokens.M!, url);
  expect([200, 204], `${url}: ${response.body}`).toContain(response.statusCode);
  return response.statusCode === 204 ? [] : response.json();
};

async function report(trainer: string, player: string, season: 'Past' | 'Now', complete: boolean) {
  const { reportId } = await post(tokens[trainer]!, '/api/Report/StartReport', { playerUserId: ids[player], clubSeasonId: ids[season] });
  const scored = complete ? skills : skills.slice(0, 1);
  await post(tokens[trainer]!, '/api/Report/SaveReport', { reportId, feedback: null, skillReports: scored.map((s) => ({ skillId: s.id, score: 7, comment: null })) });
  if (complete) await post(tokens[trainer]!, '/api/Report/CompleteReport', { reportId });
}

beforeAll(async () => {
  t = await createTestApp();
  const clubId = await createClub(t.db, { name: 'Counting FC', country: 'NL' });
  for (const [key, start, end] of [['Past', '2025-01-01', '2025-12-31'], ['Now', '2026-01-01', '2026-12-31']] as const) {
    ids[key] = (await t.db.insertInto('seasons')
      .values({ club_id: clubId, name: `Season ${key}`, report_frequency: 2, start_date: start, end_date: end })
      .returning('id').executeTakeFirstOrThrow()).id;
  }
  const people = [
    ['M', 'Manager'], ['Tr1', 'Trainer'], ['Tr2', 'Trainer'], ['Tr3', 'Trainer'],
    ['Pa', 'Player'], ['Pb', 'Player'], ['Pc', 'Player'], ['Pd', 'Player'], ['Pm', 'Player'], ['Pi', 'Player'], ['Px', 'Player'],
  ] as const;
  for (const [key, role] of people) {
    ids[key] = (await t.db.insertInto('people')
      .values({
        club_id: clubId, role, status: key === 'Pi' ? 'invited' : 'active', account_id: accountFor(`${key.toLowerCase()}@counting.club`, 'x'),
        first_name: key, last_name: 'Count', removed_at: key === 'Px' ? new Date() : null,
      })
      .returning('id').executeTakeFirstOrThrow()).id;
  }
  for (const team of ['Red', 'Blue']) {
    ids[team] = (await t.db.insertInto('teams').values({ club_id: clubId, name: team, division: '' }).returning('id').executeTakeFirstOrThrow()).id;
  }
  for (const [team, person, role] of [
    ['Red', 'Tr1', 'Trainer'], ['Red', 'Tr2', 'Trainer'], ['Blue', 'Tr1', 'Trainer'],
    ['Red', 'Pa', 'Player'], ['Red', 'Pb', 'Player'], ['Blue', 'Pc', 'Player'], ['Red', 'Pm', 'Player'], ['Red', 'Pi', 'Player'],
  ] as const) {
    await t.db.insertInto('team_memberships').values({ team_id: ids[team]!, person_id: ids[person]!, role }).execute();
  }
  for (const key of ['M', 'Tr1', 'Tr2']) tokens[key] = await createSession(t.db, ids[key]!, 3_600_000);
  skills = await get('/api/MasterData/GetSkills');

  await report('Tr2', 'Pm', 'Past', true);
  await report('Tr2', 'Pm', 'Past', false);
  await report('Tr2', 'Pm', 'Now', false);
  await post(tokens.M!, '/api/Player/ChangeTeam', { userId: ids.Pm, newTeamId: ids.Blue, type: 'Player', oldTeamId: ids.Red });
  await report('Tr1', 'Pa', 'Past', true);
  await report('Tr1', 'Pa', 'Past', true);
  await report('Tr1', 'Pc', 'Past', true);
  await report('Tr1', 'Pb', 'Past', false);
  await report('Tr2', 'Pa', 'Past', true);
  await report('Tr2', 'Pb', 'Past', false);
  await report('Tr1', 'Pa', 'Now', true);
  await report('Tr1', 'Pa', 'Now', true);
  await report('Tr1', 'Pm', 'Now', true);
  await report('Tr1', 'Pc', 'Now', false);
  await report('Tr2', 'Pb', 'Now', true);
  await report('Tr2', 'Pa', 'Now', false);
});
afterAll(() => t?.close());

interface Named { id?: string; userId?: string; teamId?: string; playerId?: string }
const idsOf = (rows: Named[], key: keyof Named) => rows.map((row) => row[key]).sort();
const sum = (values: number[]) => values.reduce((total, v) => total + v, 0);

/** What a trainer's page shows for a season: the counts beside the name and both lists. */
async function trainerPage(trainer: string, season: string) {
  const scope = season === 'all' ? 'allSeasons=true' : `clubSeasonId=${season}`;
  const open = await get(`/api/trainer/GetTrainerPersonalDetail?userId=${ids[trainer]}&filter=open&${scope}`);
  const completed = await get(`/api/trainer/GetTrainerPersonalDetail?userId=${ids[trainer]}&filter=completed&${scope}`);
  // One definition: the counts beside the name are the rows of the lists, whichever filter answered them.
  expect(open.openReports).toBe(open.count);
  expect(open.reportCount).toBe(open.reports.length);
  expect(completed.completedReports).toBe(sum(completed.reports.map((group: { self: unknown[] }) => group.self.length)));
  expect(completed.reportCount).toBe(completed.completedReports);
  expect(completed.players).toBe(completed.count);
  expect({ open: completed.openReports, completed: completed.completedReports }).toEqual({ open: open.openReports, completed: open.completedReports });
  // Each report says which season it is of; in one season's view they are all of that season.
  const seasonsShown = [
    ...open.reports.map((r: { seasonId: string }) => r.seasonId),
    ...completed.reports.flatMap((g: { self: Array<{ seasonId: string }> }) => g.self.map((r) => r.seasonId)),
  ];
  if (season !== 'all') expect(new Set(seasonsShown)).toEqual(new Set(seasonsShown.length ? [season] : []));
  return { open: open.openReports as number, completed: completed.completedReports as number, players: completed.players as number, scope: completed.clubSeasonId };
}

async function checkSeason(season: string) {
  const totals = await get(`/api/Dashboard/GetDashboardTotalHeader?clubSeasonId=${season}`);
  const main = await get(`/api/Dashboard/GetMainDashboard?clubSeasonId=${season}&teamIds=`);
  const teams = await rowsOf(`/api/team/GetTeamOverviewByClubId?clubSeasonId=${season}`) as Array<Named & { overallProgress: number; totalPlayer: number; totalTrainer: number }>;
  const trainers = await rowsOf(`/api/trainer/GetTrainersOverview?clubSeasonId=${season}`) as Array<Named & { overallProgress: number }>;
  const players = await rowsOf(`/api/Player/GetPlayerOverviewReportByClubId?clubSeasonId=${season}`) as Array<Named & { overallProgress: number; averageScore: string }>;
  const invited = await rowsOf('/api/Player/GetUserManagerOverviewByClubId?isActive=false') as Named[];
  const trainerPanel = await post(tokens.M!, `/api/Dashboard/GetDashboardTrainerOverview?clubSeasonId=${season}`, '') as Array<Named & { progress: number; reportedPlayers: number; openReport: number }>;
  const teamPanel = await post(tokens.M!, `/api/Dashboard/GetDashboardTeamOverview?clubSeasonId=${season}`, '') as Array<Named & { progress: number }>;
  const { topPlayers } = await post(tokens.M!, `/api/Dashboard/GetPlayerDevelopment?clubSeasonId=${season}`, '');

  // The club's teams, trainers and players: the totals, the club overview and the lists' badges (row
  // counts; players: the players list and the invited list together).
  expect(totals).toEqual({ team: 2, trainer: 3, player: 6 }); // Tr3 and Pd in no team count, Pi invited too; Px does not
  expect({ team: main.team, trainer: main.trainer, player: main.player }).toEqual(totals);
  expect({ team: teams.length, trainer: trainers.length, player: players.length + invited.length }).toEqual(totals);
  expect(invited.map((row) => row.id)).toEqual([ids.Pi]);
  // Every player's progress: the players list's, and the invited ones' from their page.
  const progressOf = new Map(players.map((row) => [row.id!, row.overallProgress]));
  for (const row of invited) {
    progressOf.set(row.id!, (await get(`/api/Player/GetPlayerDetailByIdBySeason?userId=${row.id}&clubSeasonId=${season}`)).completionPercentage);
  }
  expect(idsOf(trainerPanel, 'userId')).toEqual(idsOf(trainers, 'id'));
  expect(idsOf(teamPanel, 'teamId')).toEqual(idsOf(teams, 'id'));

  // Completed and open teams and players against the rows of the panels and lists.
  expect(main.completedTeam).toBe(teamPanel.filter((row) => row.progress === 100).length);
  expect(main.openTeam).toBe(teamPanel.filter((row) => row.progress < 100).length);
  expect(main.completedPlayer).toBe([...progressOf.values()].filter((progress) => progress === 100).length);
  expect(main.playerProgress).toBe(Math.round(sum([...progressOf.values()]) / progressOf.size));
  for (const team of teams) expect(teamPanel.find((row) => row.teamId === team.id)!.progress, 'team progress').toBe(team.overallProgress);
  for (const trainer of trainers) expect(trainerPanel.find((row) => row.userId === trainer.id)!.progress, 'trainer progress').toBe(trainer.overallProgress);
  expect(sum(topPlayers.map((p: { completedReport: number }) => p.completedReport))).toBe(main.completedReport);
  expect(sum(topPlayers.map((p: { totalReport: number }) => p.totalReport))).toBe(main.totalReport);

  // A team's page lists as many players and trainers as the teams list says, with the same progress.
  for (const team of teams) {
    const teamPlayers = await rowsOf(`/api/Player/GetTeamPlayerOverview?teamId=${team.id}&clubSeasonId=${season}`);
    const teamTrainers = await rowsOf(`/api/trainer/GetTrainerOverviewByClubId?teamId=${team.id}&clubSeasonId=${season}`);
    expect([teamPlayers.length, teamTrainers.length], team.id).toEqual([team.totalPlayer, team.totalTrainer]);
    // Each player on the team's page, invited ones too, with the progress every other screen shows.
    for (const row of teamPlayers as Array<Named & { overallProgress: number }>) expect(row.overallProgress, row.userId).toBe(progressOf.get(row.userId!));
  }

  // The overview's trainer panel against each trainer's page for the season.
  const pages: Record<string, Awaited<ReturnType<typeof trainerPage>>> = {};
  for (const row of trainerPanel) {
    const key = Object.keys(ids).find((k) => ids[k] === row.userId)!;
    pages[key] = await trainerPage(key, season);
    expect({ reported: row.reportedPlayers, open: row.openReport }, key).toEqual({ reported: pages[key].players, open: pages[key].open });
  }

  // A player's page counts what the trainers' pages list about them, and shows the players list's progress.
  let playersOpen = 0;
  let playersCompleted = 0;
  for (const row of players) {
    const detail = await get(`/api/Player/GetPlayerDetailByIdBySeason?userId=${row.id}&clubSeasonId=${season}`);
    const reviews = detail.playerReportResponse.flatMap((g: { playerReportReview: Array<{ status: string }> }) => g.playerReportReview);
    expect(detail.completedReport).toBe(reviews.filter((r: { status: string }) => r.status === 'Completed').length);
    expect(detail.openReport).toBe(reviews.filter((r: { status: string }) => r.status !== 'Completed').length);
    expect(detail.completionPercentage).toBe(row.overallProgress);
    expect(detail.averageScore).toBe(row.averageScore);
    playersOpen += detail.openReport;
    playersCompleted += detail.completedReport;
  }
  expect({ open: playersOpen, completed: playersCompleted }).toEqual({
    open: sum(Object.values(pages).map((p) => p.open)),
    completed: sum(Object.values(pages).map((p) => p.completed)),
  });
  return pages;
}

describe('every count agrees with the rows it counts', () => {
  it('in the current season', async () => {
    const pages = await checkSeason(ids.Now!);
    expect(pages.Tr1).toEqual({ open: 1, completed: 3, players: 2, scope: ids.Now });
    // Tr2's open report on Pm stays Tr2's after the move; the past season's open ones are not counted here.
    expect(pages.Tr2).toEqual({ open: 2, completed: 1, players: 1, scope: ids.Now });
    expect(pages.Tr3).toEqual({ open: 0, completed: 0, players: 0, scope: ids.Now });
  });

  it('in a past season', async () => {
    const pages = await checkSeason(ids.Past!);
    expect(pages.Tr1).toEqual({ open: 1, completed: 3, players: 2, scope: ids.Past });
    expect(pages.Tr2).toEqual({ open: 2, completed: 2, players: 2, scope: ids.Past });
  });

  it("the trainer's profile counts the current season like the page's default, and every season adds up", async () => {
    for (const trainer of ['Tr1', 'Tr2']) {
      const profile = await get(`/api/trainer/GetTrainerByUserId?userid=${ids[trainer]}`);
      const byDefault = await get(`/api/trainer/GetTrainerPersonalDetail?userId=${ids[trainer]}`);
      const now = await trainerPage(trainer, ids.Now!);
      const past = await trainerPage(trainer, ids.Past!);
      const all = await trainerPage(trainer, 'all');
      expect({ open: profile.openReports, completed: profile.totalReports, season: profile.clubSeasonId }).toEqual({ open: now.open, completed: now.completed, season: ids.Now });
      expect({ open: byDefault.openReports, completed: byDefault.completedReports, season: byDefault.clubSeasonId }).toEqual({ open: now.open, completed: now.completed, season: ids.Now });
      expect({ open: all.open, completed: all.completed, scope: all.scope }).toEqual({ open: now.open + past.open, completed: now.completed + past.completed, scope: null });
    }
    // Every season: Tr2 has two open reports on Pm (one per season), each labelled with its season.
    const open = await get(`/api/trainer/GetTrainerPersonalDetail?userId=${ids.Tr2}&filter=open&allSeasons=true`);
    const onPm = open.reports.filter((r: { userId: string }) => r.userId === ids.Pm);
    expect(onPm.map((r: { seasonName: string }) => r.seasonName).sort()).toEqual(['Season Now', 'Season Past']);
  });
});
