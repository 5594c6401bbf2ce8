import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect, DEMO_MANAGER, signIn } from './fixtures';

/**
 * Report rounds in a real browser against the real server (issue 15): a manager moves a round's due
 * date in the season modal and the overview's Due soon panel follows; a reminder sent from the
 * trainers list lands in the outbox, and its link opens the trainer's workspace on that player.
 */
const DEMO_MEMBER_PASSWORD = 'Demo-Member-1';
const DAY_MS = 24 * 3600_000;

const bearer = async (request: APIRequestContext, userName: string, password: string) => {
  const login = await request.post('/Account/Login', { data: { userName, password, rememberLogin: true } });
  return { authorization: `Bearer ${(await login.json()).accessToken}` };
};

interface SeasonRounds {
  seasonId: string;
  seasonName: string;
  endDate: string;
  rounds: Array<{ round: number; dueDate: string }>;
}

async function currentSeasonRounds(request: APIRequestContext): Promise<SeasonRounds> {
  const manager = await bearer(request, DEMO_MANAGER.email, DEMO_MANAGER.password);
  const seasons = await (await request.get('/api/MasterData/GetClubSeason', { headers: manager })).json();
  const season = seasons.find((s: { isCurrent: boolean }) => s.isCurrent) as { id: string; seasonName: string; endDate: string };
  const { rounds } = await (await request.get(`/api/MasterData/GetSeasonRounds?clubSeasonId=${season.id}`, { headers: manager })).json();
  return { seasonId: season.id, seasonName: season.seasonName, endDate: season.endDate.slice(0, 10), rounds };
}

/** Picks a calendar day in a date field's picker, moving from the month it opens on (its value's) to the day's. */
async function pickDate(dialog: Locator, page: Page, field: string, from: string, to: string) {
  await dialog.getByRole('group', { name: field }).getByRole('button').click();
  const picker = page.getByRole('dialog', { name: field });
  const month = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7));
  const steps = month(to) - month(from);
  for (let i = 0; i < Math.abs(steps); i++) {
    await picker.getByRole('button', { name: steps > 0 ? 'Next month' : 'Previous month' }).click();
  }
  // The months slide past while the calendar moves: the day is found by its timestamp (local midnight,
  // the browser's time zone being this machine's), which names one day of one month.
  await picker.locator(`[role="gridcell"][data-timestamp="${new Date(`${to}T00:00:00`).getTime()}"]`).click();
}

test('a manager moves a due date and the Due soon panel follows', async ({ page, request }) => {
  const season = await currentSeasonRounds(request);
  const today = new Date().toISOString().slice(0, 10);
  // The next round not yet due moves to 5 days from now: due soon, where it was not before.
  const next = season.rounds.find((round) => round.dueDate > today) ?? season.rounds.at(-1)!;
  const after = season.rounds.find((round) => round.round === next.round + 1);
  const target = new Date(Date.now() + 5 * DAY_MS).toISOString().slice(0, 10);
  test.skip(target >= (after?.dueDate ?? season.endDate) || next.dueDate <= new Date(Date.now() + 14 * DAY_MS).toISOString().slice(0, 10),
    'the demo season has no round due more than 14 days from now with room before the next');

  await signIn(page);
  await expect(page).toHaveURL(/\/$/);
  const panel = page.getByRole('region', { name: 'Due soon' });
  const dueText = new RegExp(`Round ${next.round}, due [^:]+: \\d+ reports? missing`);
  await expect(panel).toBeVisible();
  await expect(panel.getByText(dueText)).toHaveCount(0);

  await page.goto('/season');
  await page.getByRole('button', { name: `Edit ${season.seasonName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit season' });
  await pickDate(dialog, page, `Round ${next.round} due`, next.dueDate, target);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The season has been saved.')).toBeVisible();

  await page.goto('/');
  await expect(panel.getByText(dueText).first()).toBeVisible();

  // The shared demo club gets its plan back for the other tests.
  const manager = await bearer(request, DEMO_MANAGER.email, DEMO_MANAGER.password);
  const restored = await request.post('/api/MasterData/SaveSeasonRounds', { headers: manager, data: { clubSeasonId: season.seasonId, rounds: season.rounds } });
  expect(restored.ok()).toBe(true);
});

/** A demo trainer with reports still to write in the current season, found through the API. */
async function trainerWithMissingReports(request: APIRequestContext, seasonId: string) {
  const manager = await bearer(request, DEMO_MANAGER.email, DEMO_MANAGER.password);
  const trainers = await (await request.get(`/api/trainer/GetTrainersOverview?isactive=true&clubSeasonId=${seasonId}`, { headers: manager })).json();
  for (const trainer of trainers as Array<{ id: string; name: string; overallProgress: number; totalPlayer: number }>) {
    if (trainer.totalPlayer === 0 || trainer.overallProgress >= 100) continue;
    const profile = await (await request.get(`/api/trainer/GetTrainerByUserId?userid=${trainer.id}`, { headers: manager })).json();
    return { id: trainer.id, name: trainer.name, email: profile.email as string };
  }
  throw new Error('No demo trainer has reports to write.');
}

test("a reminder sent from the trainers list opens the trainer's workspace on the player it names", async ({ page, browser, request }) => {
  const season = await currentSeasonRounds(request);
  const trainer = await trainerWithMissingReports(request, season.seasonId);

  await signIn(page);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/trainers');
  const row = page.getByRole('row', { name: new RegExp(trainer.name) });
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Send reminder' }).click();
  await expect(page.getByText('Reminder sent to 1 trainer.')).toBeVisible();

  // The newest e-mail to the trainer, read at /dev/outbox like a person would.
  const list = await (await request.get('/dev/outbox')).text();
  const rows = [...list.matchAll(/<tr>\s*<td>[^<]*<\/td>\s*<td>([^<]*)<\/td>\s*<td><a href="(\/dev\/outbox\/[0-9a-f-]+)">([^<]*)<\/a>/g)];
  const mail = rows.find(([, to, , subject]) => to === trainer.email && /^Reminder: \d+ reports? due /.test(subject!));
  expect(mail, `a reminder to ${trainer.email} in the outbox`).toBeTruthy();
  const message = await (await request.get(mail![2]!)).text();
  const [, href, playerName] = /<li[^>]*><a href="([^"]*\/workspace\?[^"]+)">([^<(]+) \(/.exec(message)!;
  const link = href!.replace(/&amp;/g, '&');
  expect(link).toContain(`clubSeasonId=${season.seasonId}`);

  // The trainer follows the link on a device where nobody is signed in: after signing in, the
  // workspace opens on that player's report.
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const phone = await context.newPage();
  await phone.goto(link);
  await expect(phone).toHaveURL(/\/login$/);
  await phone.getByLabel('E-mail').fill(trainer.email);
  await phone.getByLabel('Password', { exact: true }).fill(DEMO_MEMBER_PASSWORD);
  await phone.getByRole('button', { name: 'Sign in' }).click();
  await expect(phone).toHaveURL(/\/workspace\/report\?reportId=/);
  await expect(phone.getByRole('heading', { name: `Report on ${playerName!.trim()}` })).toBeVisible();
  // Signed in, the link opens the report at once.
  await phone.goto('/workspace');
  await phone.goto(link);
  await expect(phone).toHaveURL(/\/workspace\/report\?reportId=/);
  await expect(phone.getByRole('heading', { name: `Report on ${playerName!.trim()}` })).toBeVisible();
  await context.close();
});
