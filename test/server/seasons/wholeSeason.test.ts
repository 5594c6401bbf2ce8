import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.js';
import { createMailer } from '../../../server/services/mail/index.js';
import { onboardClub } from '../../../server/services/onboarding.js';
import { bearer, createTestApp, getAs, type TestApp } from '../testApp.js';

/**
 * Issue 10's "done when": a club onboarded as `npm run club:create` does it (no demo data at all) runs
 * a season through the product's own calls. Its first manager activates from the e-mail, sets up a
 * season and a team, invites a trainer and a player who activate too; the trainer writes and completes
 * a report; the manager's screens then show it. Everything goes through HTTP, the e-mails are read from
 * the outbox as the people would read them.
 */
const APP_URL = 'http://localhost:4321';
const EMPTY = '00000000-0000-0000-0000-000000000000';
const DAY = 24 * 3600_000;
let t: TestApp;
let manager: string;
let trainer: string;
let player: string;
const ids: Record<string, string> = {};

/** Activates the account whose invitation e-mail went to `email`, and signs in. */
async function activateAndSignIn(email: string, password: string) {
  const mail = await t.db.selectFrom('outbox').select('html').where('recipient', '=', email).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
  const link = new URL(/href="([^"]*tokenconfirmation[^"]*)"/.exec(mail.html)![1]!.replace(/&amp;/g, '&'));
  const token = link.searchParams.get('activatetoken')!;
  const check = await t.app.inject({ method: 'GET', url: '/Account/TokenConfirmation', query: { email, activatetoken: token } });
  expect(check.json()).toMatchObject({ invitationValid: true });
  const setup = await t.app.inject({ method: 'POST', url: '/Account/SetupInitialPassword', payload: { token, password } });
  expect(setup.statusCode, setup.body).toBe(200);
  const login = await t.app.inject({ method: 'POST', url: '/Account/Login', payload: { userName: email, password, rememberLogin: true } });
  expect(login.json().errorMessage, login.body).toBeNull();
  return login.json() as { accessToken: string; id: string; role: string };
}

const post = async (token: string, url: string, payload: unknown) => {
  const response = await t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
};
const get = async (token: string, url: string) => {
  const response = await getAs(t.app, token, url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
};

beforeAll(async () => {
  t = await createTestApp({ smtpUrl: undefined, appUrl: APP_URL });
  const log = { info: () => undefined, error: () => undefined };
  const mailer = createMailer({ ...loadConfig({}), smtpUrl: undefined }, t.db, log);
  await onboardClub(t.db, mailer, { appUrl: APP_URL, invitationLifetimeMs: 7 * DAY }, {
    name: 'VV Nieuw Begin', country: 'NL', managerEmail: 'anna@nieuwbegin.nl', firstName: 'Anna', lastName: 'de Vries',
  });
  const anna = await activateAndSignIn('anna@nieuwbegin.nl', 'Zonnige-Kade-31');
  expect(anna.role).toBe('Manager');
  manager = anna.accessToken;
});
afterAll(() => t?.close());

describe('a club onboarded with club:create, without demo data', () => {
  it('has no report and a default skill set in its language', async () => {
    expect(await get(manager, '/api/MasterData/GetClubSeason')).toEqual([]);
    const skills = await get(manager, '/api/MasterData/GetSkills');
    expect(skills.length).toBeGreaterThanOrEqual(4);
    expect(skills.every((skill: { isActive: boolean }) => skill.isActive)).toBe(true);
    expect(skills.map((skill: { category: string }) => skill.category)).toContain('Techniek');
  });

  it('sets up a season and a team, and invites a trainer and a player who activate', async () => {
    const now = Date.now();
    const season = await post(manager, '/api/MasterData/AddOrUpdateSeason', {
      Id: EMPTY, SeasonName: 'Eerste seizoen', ReportFrequency: 2,
      StartDate: new Date(now - 30 * DAY).toISOString(), EndDate: new Date(now + 300 * DAY).toISOString(),
    });
    expect(season.isSucceeded).toBe(true);
    const [current] = await get(manager, '/api/MasterData/GetClubSeason');
    expect(current).toMatchObject({ seasonName: 'Eerste seizoen', isCurrent: true });
    ids.season = current.id;
    ids.team = (await post(manager, '/api/team/addteam', { Id: EMPTY, TeamName: 'JO11-1', Division: '' })).id;

    const invite = (email: string, role: string, extra: object) =>
      post(manager, '/Account/RegisterUser', { email, role, phoneNumber: '', firstName: role, lastName: 'Nieuw', profilePicture: '', photo: '', teamId: ids.team, ...extra });
    expect(await invite('tom@nieuwbegin.nl', 'Trainer', {})).toMatchObject({ isSucceeded: true });
    const [position] = await get(manager, '/api/MasterData/GetPositions');
    expect(await invite('sem@nieuwbegin.nl', 'Player', { primaryPosition: position.id })).toMatchObject({ isSucceeded: true });
    const tom = await activateAndSignIn('tom@nieuwbegin.nl', 'Groene-Fluit-48');
    const sem = await activateAndSignIn('sem@nieuwbegin.nl', 'Rode-Vlieger-52');
    expect([tom.role, sem.role]).toEqual(['Trainer', 'Player']);
    [trainer, player, ids.player] = [tom.accessToken, sem.accessToken, sem.id];
  });

  it("lets the trainer write and complete a report, and the manager's screens count it", async () => {
    const [mine] = await get(trainer, `/api/Report/GetMyPlayers?clubSeasonId=${ids.season}`);
    expect(mine).toMatchObject({ userId: ids.player, teamName: 'JO11-1', completedReports: 0, expectedReports: 2, openReportId: null });

    const { reportId } = await post(trainer, '/api/Report/StartReport', { playerUserId: ids.player, clubSeasonId: ids.season });
    const report = await get(trainer, `/api/Report/GetReport?reportId=${reportId}`);
    const scores = report.skillReports.map((skill: { skillId: string }, i: number) => ({ skillId: skill.skillId, score: i % 2 ? 8 : 6, comment: null }));
    expect(await post(trainer, '/api/Report/SaveReport', { reportId, feedback: 'Goed begin.', skillReports: scores })).toMatchObject({ isSucceeded: true });
    expect(await post(trainer, '/api/Report/CompleteReport', { reportId })).toMatchObject({ isSucceeded: true });
    const average = scores.reduce((sum: number, s: { score: number }) => sum + s.score, 0) / scores.length;

    const dashboard = await get(manager, `/api/Dashboard/GetMainDashboard?clubSeasonId=${ids.season}&teamIds=`);
    expect(dashboard).toMatchObject({ completedReport: 1, totalReport: 2, playerProgress: 50, teamProgress: 50 });
    const detail = await get(manager, `/api/Player/GetPlayerDetailByIdBySeason?userId=${ids.player}&clubSeasonId=${ids.season}`);
    expect(detail).toMatchObject({ completedReport: 1, completionPercentage: 50, averageScore: average.toFixed(1) });
    const [again] = await get(trainer, `/api/Report/GetMyPlayers?clubSeasonId=${ids.season}`);
    expect(again).toMatchObject({ completedReports: 1, openReportId: null });
    const own = await get(player, `/api/Report/GetMyReports?clubSeasonId=${ids.season}`);
    expect(own.reports).toHaveLength(1);
    expect(own.reports[0]).toMatchObject({ feedback: 'Goed begin.' });
  });
});
