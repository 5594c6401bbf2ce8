import AxeBuilder from '@axe-core/playwright';
import { test, expect, DEMO_MANAGER, signIn } from './fixtures';
import type { APIRequestContext, Locator, Page } from '@playwright/test';

/** The password of every active demo member (server/seed/demoClub.ts). */
const DEMO_MEMBER_PASSWORD = 'Demo-Member-1';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const bearer = async (request: APIRequestContext, userName: string, password: string) => {
  const login = await request.post('/Account/Login', { data: { userName, password, rememberLogin: true } });
  return { authorization: `Bearer ${(await login.json()).accessToken}` };
};

interface Subject {
  trainerEmail: string;
  trainerId: string;
  playerId: string;
  playerName: string;
  seasonId: string;
}

/** A demo trainer and a player of theirs without an open report and with reports still to write, found through the API. */
async function pickTrainerAndPlayer(request: APIRequestContext): Promise<Subject> {
  const manager = await bearer(request, DEMO_MANAGER.email, DEMO_MANAGER.password);
  const seasons = await (await request.get('/api/MasterData/GetClubSeason', { headers: manager })).json();
  const seasonId = seasons.find((s: { isCurrent: boolean }) => s.isCurrent).id as string;
  const allTeams = { headers: { ...manager, 'content-type': 'application/json' }, data: '""' };
  const trainers = await (await request.post(`/api/Dashboard/GetDashboardTrainerOverview?clubSeasonId=${seasonId}`, allTeams)).json();
  for (const { userId } of trainers as { userId: string }[]) {
    const profile = await (await request.get(`/api/trainer/GetTrainerByUserId?userid=${userId}`, { headers: manager })).json();
    const trainer = await bearer(request, profile.email, DEMO_MEMBER_PASSWORD);
    const players = await (await request.get(`/api/Report/GetMyPlayers?clubSeasonId=${seasonId}`, { headers: trainer })).json();
    const player = (players as { userId: string; name: string; openReportId: string | null; completedReports: number; expectedReports: number }[])
      .find((p) => p.openReportId === null && p.completedReports < p.expectedReports);
    if (player) return { trainerEmail: profile.email, trainerId: userId, playerId: player.userId, playerName: player.name, seasonId };
  }
  throw new Error('No demo trainer has a player with reports to write.');
}

/** Taps the slider of a skill where the score lies (1 at the left end, 10 at the right). */
async function tapScore(page: Page, slider: Locator, score: number) {
  const track = slider.locator('xpath=ancestor::span[contains(@class,"MuiSlider-root")]');
  await track.scrollIntoViewIfNeeded();
  const box = (await track.boundingBox())!;
  await page.touchscreen.tap(box.x + ((score - 1) / 9) * box.width, box.y + box.height / 2);
  await expect(slider).toHaveAttribute('aria-valuetext', String(score));
}

test('a trainer writes a report on a phone over two visits and completes it; the manager sees it', async ({ page, request }) => {
  const subject = await pickTrainerAndPlayer(request);
  const manager = await bearer(request, DEMO_MANAGER.email, DEMO_MANAGER.password);
  const detailUrl = `/api/Player/GetPlayerDetailByIdBySeason?userId=${subject.playerId}&clubSeasonId=${subject.seasonId}`;
  const before = await (await request.get(detailUrl, { headers: manager })).json();
  const trainerRow = async () => {
    const allTeams = { headers: { ...manager, 'content-type': 'application/json' }, data: '""' };
    const rows = await (await request.post(`/api/Dashboard/GetDashboardTrainerOverview?clubSeasonId=${subject.seasonId}`, allTeams)).json();
    return (rows as { userId: string; trainerName: string; progress: number }[]).find((row) => row.userId === subject.trainerId)!;
  };
  const trainerBefore = await trainerRow();

  // First visit: the workspace, not the managers' screens.
  await signIn(page, { email: subject.trainerEmail, password: DEMO_MEMBER_PASSWORD });
  await expect(page).toHaveURL(/\/workspace$/);
  await expect(page.getByRole('menuitem', { name: 'Overview' })).toHaveCount(0);
  await page.getByRole('button', { name: `Start a report on ${subject.playerName}` }).click();
  await expect(page.getByRole('heading', { name: `Report on ${subject.playerName}` })).toBeVisible();

  const sliders = page.getByRole('slider');
  const count = await sliders.count();
  expect(count).toBeGreaterThan(2);
  await expect(page.getByText(`0 of ${count} skills scored`)).toBeVisible();
  // An unscored skill shows no thumb (one at the left end read as a 1) and says so, in words and aloud.
  const thumbOf = (slider: Locator) => slider.locator('xpath=ancestor::span[contains(@class,"MuiSlider-thumb")]');
  await expect(sliders.nth(0)).toHaveAttribute('aria-valuetext', 'Not scored');
  await expect(thumbOf(sliders.nth(0))).toBeHidden();
  await expect(page.getByRole('group', { name: (await sliders.nth(0).getAttribute('aria-label'))! }).getByText('Not scored')).toBeVisible();
  // The hidden thumb keeps a reachable, named control (WCAG 2.1 A and AA, as the accessibility spec checks the pages).
  const skillChecks = await new AxeBuilder({ page }).include('[role="group"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(skillChecks.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  await tapScore(page, sliders.nth(0), 7);
  await expect(thumbOf(sliders.nth(0))).toBeVisible();
  await tapScore(page, sliders.nth(1), 5.5);
  const firstSkill = (await sliders.nth(0).getAttribute('aria-label'))!;
  await page.getByRole('textbox', { name: `Comment on ${firstSkill}` }).fill('Opens up the play');
  await page.getByRole('textbox', { name: 'Overall feedback' }).fill('A good start of the season.');
  await expect(page.getByText(`2 of ${count} skills scored`)).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('All changes saved');

  // Second visit: the draft is on the server.
  await page.reload();
  await expect(sliders.nth(1)).toHaveAttribute('aria-valuetext', '5.5');
  await page.getByRole('link', { name: 'Back to my players' }).click();
  await page.getByRole('button', { name: `Continue the report on ${subject.playerName}` }).click();
  await expect(sliders.nth(0)).toHaveAttribute('aria-valuetext', '7');
  await expect(page.getByRole('textbox', { name: `Comment on ${firstSkill}` })).toHaveValue('Opens up the play');
  await expect(page.getByRole('textbox', { name: 'Overall feedback' })).toHaveValue('A good start of the season.');
  // From the keyboard too: the unscored slider takes the focus, a lowering key gives 1.
  await sliders.nth(2).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(sliders.nth(2)).toHaveAttribute('aria-valuetext', '1');
  await expect(thumbOf(sliders.nth(2))).toBeVisible();
  for (let i = 2; i < count; i++) {
    await tapScore(page, sliders.nth(i), 8);
  }
  await expect(page.getByText(`${count} of ${count} skills scored`)).toBeVisible();
  await page.getByRole('button', { name: 'Complete report' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Complete report' }).click();
  await expect(page.getByText(/^Completed on /)).toBeVisible();
  await expect(page.getByRole('slider')).toHaveCount(0);

  // The manager sees the new numbers on the overview and on the player's page.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  await expect(page.getByRole('menuitem', { name: 'Overview' })).toBeVisible();
  // On the overview the trainer's panel shows the new figure (a whole percentage: with many players one
  // report may not move it, so it may stay equal; the player's page below shows the +1 for certain).
  const trainerAfter = await trainerRow();
  expect(trainerAfter.progress).toBeGreaterThanOrEqual(trainerBefore.progress);
  await expect(
    page.getByRole('region', { name: 'Trainer progress' }).getByRole('progressbar', { name: `Progress of ${trainerAfter.trainerName}` }).first(),
  ).toHaveAttribute('aria-valuenow', String(trainerAfter.progress));
  const after = await (await request.get(detailUrl, { headers: manager })).json();
  expect(after.completedReport).toBe(before.completedReport + 1);
  await page.goto(`/players/detail-player?userId=${subject.playerId}`);
  const panel = page.getByRole('region', { name: 'Reports' });
  await expect(panel.getByText(`Completed reports: ${after.completedReport}`)).toBeVisible();
  await expect(panel.getByRole('progressbar', { name: 'Progress this season' })).toHaveAttribute('aria-valuenow', String(after.completionPercentage));
});

test('scores given without a connection are kept and reach the server exactly once when it returns', async ({ page, context, request }) => {
  const subject = await pickTrainerAndPlayer(request);
  await signIn(page, { email: subject.trainerEmail, password: DEMO_MEMBER_PASSWORD });
  await page.getByRole('button', { name: new RegExp(`^(Start|Continue) (a|the) report on ${subject.playerName}$`) }).click();
  const sliders = page.getByRole('slider');
  await expect(sliders.first()).toBeVisible();
  const reportId = new URL(page.url()).searchParams.get('reportId')!;

  await context.setOffline(true);
  await tapScore(page, sliders.nth(0), 6);
  await tapScore(page, sliders.nth(1), 7.5);
  await tapScore(page, sliders.nth(2), 9);
  await expect(page.getByRole('status')).toHaveText(/^No connection: your changes are kept on this device/);

  // The test's own requests are not the browser's: the server has none of the three yet.
  const trainer = await bearer(request, subject.trainerEmail, DEMO_MEMBER_PASSWORD);
  const names = await Promise.all([0, 1, 2].map((i) => sliders.nth(i).getAttribute('aria-label')));
  const scoresOnServer = async () => {
    const report = await (await request.get(`/api/Report/GetReport?reportId=${reportId}`, { headers: trainer })).json();
    return names.map((name) => report.skillReports.filter((skill: { skillName: string }) => skill.skillName === name).map((skill: { score: number | null }) => skill.score));
  };
  expect(await scoresOnServer()).toEqual([[null], [null], [null]]);

  await context.setOffline(false);
  await expect(page.getByRole('status')).toHaveText('All changes saved', { timeout: 20_000 });
  expect(await scoresOnServer()).toEqual([[6], [7.5], [9]]);
});

test('the workspace is installable and opens without a connection once visited; changes made then reach the server', async ({ page, context, request }) => {
  const subject = await pickTrainerAndPlayer(request);
  await signIn(page, { email: subject.trainerEmail, password: DEMO_MEMBER_PASSWORD });
  await expect(page).toHaveURL(/\/workspace$/);

  // Installable: Chromium finds no reason against it in the manifest, icons or service worker (the
  // test browser's private window is the one reason it gives, and not the app's).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const cdp = await context.newCDPSession(page);
  expect((await cdp.send('Page.getAppManifest')).errors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);
  const manifest = await (await request.get((await page.locator('link[rel="manifest"]').getAttribute('href'))!)).json();
  expect(manifest).toMatchObject({ name: 'Touchline', display: 'standalone', start_url: '/' });

  // A visit with the service worker in charge: the players and the report are kept on the device.
  await page.reload();
  const playerButton = page.getByRole('button', { name: new RegExp(`^(Start|Continue) (a|the) report on ${subject.playerName}$`) });
  await playerButton.click();
  const sliders = page.getByRole('slider');
  await expect(sliders.first()).toBeVisible();
  const reportUrl = page.url();
  const reportId = new URL(reportUrl).searchParams.get('reportId')!;
  await page.getByRole('link', { name: 'Back to my players' }).click();
  await expect(page.getByRole('button', { name: `Continue the report on ${subject.playerName}` })).toBeVisible();

  // No connection: the workspace still opens after a reload, and so does the report.
  await context.setOffline(true);
  await page.reload();
  await page.getByRole('button', { name: `Continue the report on ${subject.playerName}` }).click();
  await expect(page).toHaveURL(reportUrl);
  await tapScore(page, sliders.nth(0), 4.5);
  await expect(page.getByRole('status')).toHaveText(/^No connection: your changes are kept on this device/);
  await page.reload();
  await expect(sliders.nth(0)).toHaveAttribute('aria-valuetext', '4.5');

  await context.setOffline(false);
  await expect(page.getByRole('status')).toHaveText('All changes saved', { timeout: 20_000 });
  const trainer = await bearer(request, subject.trainerEmail, DEMO_MEMBER_PASSWORD);
  const report = await (await request.get(`/api/Report/GetReport?reportId=${reportId}`, { headers: trainer })).json();
  const firstSkill = await sliders.nth(0).getAttribute('aria-label');
  expect(report.skillReports.find((skill: { skillName: string }) => skill.skillName === firstSkill).score).toBe(4.5);

  // Signing out deletes the answers kept for use offline: the next person on this device cannot read them.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).includes('touchline-offline-reads'))).toBe(false);
});
