import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { test, expect, managerApi, openSignedIn } from './fixtures';

/**
 * Issue 14, report cards: the player page's Print and the team page's report cards, printed to PDF
 * by Chromium with the print stylesheet and read back with poppler's pdftotext and pdfinfo (Debian's
 * poppler-utils, installed by scripts/ensureChromium.ts). Set REPORT_CARD_PNG=1 to also render each
 * PDF's first page to a PNG in test-results/ to look at.
 */

/** Signs the demo manager in; the print dialog cannot be driven, so its calls are counted and page.pdf prints. */
async function signIn(page: Page, locale: 'en' | 'nl') {
  await openSignedIn(page, locale);
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
      // The name the browser offers for the PDF.
      (window as unknown as { printedTitle: string }).printedTitle = document.title;
    };
  });
}

interface Printed {
  pages: number;
  /** Page size in points, as pdfinfo says it ('595.276 x 841.89 pts (A4)'). */
  pageSize: string;
  /** The text of one page (1-based) or of all, whitespace made single spaces (lines wrap where the paper ends). */
  text: (pageNumber?: number) => string;
  /** The pictures on the pages (pdfimages -list), each with its page number. */
  images: number[];
}

/** Waits for the page to call print, then prints it to an A4 PDF as Chromium's print does, and reads it back. */
async function printToPdf(page: Page, name: string): Promise<Printed> {
  await page.waitForFunction(() => (window as unknown as { printed: number }).printed > 0);
  await page.emulateMedia({ media: 'print' });
  const folder = path.resolve('test-results', 'report-cards');
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${name}.pdf`);
  writeFileSync(file, await page.pdf({ format: 'A4', preferCSSPageSize: true }));
  await page.emulateMedia({ media: 'screen' });
  if (process.env.REPORT_CARD_PNG) execFileSync('pdftoppm', ['-png', '-r', '80', file, path.join(folder, name)]);
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const text = (pageNumber?: number) =>
    execFileSync('pdftotext', [...(pageNumber ? ['-f', String(pageNumber), '-l', String(pageNumber)] : []), file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  // pdfimages -list: two header lines, then a line per picture ('image'; a transparency mask is 'smask'): page, number, type, …
  const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields[2] === 'image')
    .map((fields) => Number(fields[0]));
  return { pages: Number(/^Pages:\s+(\d+)/m.exec(info)![1]), pageSize: /^Page size:\s+(.+)$/m.exec(info)![1]!, text, images };
}

interface PlayerDetail {
  firstName: string;
  lastName: string;
  teamName: string | null;
  clubName: string;
  playerReportDetailsSkill: Array<{ skillName: string }>;
  playerReportResponse: Array<{ trainerName: string; playerReportReview: Array<{ status: string; feedback: string | null }> }>;
}

/** A player of the current season with completed reports and written feedback, and their details. */
async function playerWithFeedback(api: Awaited<ReturnType<typeof managerApi>>) {
  const seasons = await api<Array<{ id: string; seasonName: string; isCurrent: boolean }>>('/api/MasterData/GetClubSeason');
  const season = seasons.find((s) => s.isCurrent)!;
  const players = await api<Array<{ userId: string; averageScore: string }>>('/api/Player/GetPlayerOverviewReportByClubId');
  for (const player of players.filter((p) => Number(p.averageScore) > 0)) {
    const detail = await api<PlayerDetail>(`/api/Player/GetPlayerDetailByIdBySeason?userId=${player.userId}&clubSeasonId=${season.id}`);
    const feedback = detail.playerReportResponse.flatMap((trainer) => trainer.playerReportReview).find((review) => review.status === 'Completed' && review.feedback);
    if (feedback && detail.teamName) return { userId: player.userId, season, detail, feedback: feedback.feedback! };
  }
  throw new Error('The demo club has no player with written feedback this season');
}

const WORDS = {
  en: {
    title: 'Report card', overall: 'Overall score', skills: 'Skills', feedback: "Trainers' feedback",
    menu: ['Overview', 'Managers', 'Seasons', 'Settings', 'Logout'], print: 'Print', update: 'Update', uploaded: 'Picture uploaded.', updated: 'Account Updated',
  },
  nl: {
    title: 'Rapport', overall: 'Totaalscore', skills: 'Vaardigheden', feedback: 'Feedback van de trainers',
    menu: ['Overzicht', 'Managers', 'Seizoenen', 'Instellingen', 'Afmelden'], print: 'Afdrukken', update: 'Bijwerken', uploaded: 'De foto is geüpload.', updated: 'Het account is bijgewerkt',
  },
} as const;

for (const locale of ['en', 'nl'] as const) {
  test(`a player's Print gives a report card on A4 without the app around it (${locale})`, async ({ page, request }) => {
    const words = WORDS[locale];
    const { userId, season, detail, feedback } = await playerWithFeedback(await managerApi(request));
    await signIn(page, locale);
    await page.goto(`/players/detail-player?userId=${userId}`);
    // The player's photo, to see it on the card.
    const photo = await sharp({ create: { width: 96, height: 96, channels: 3, background: locale === 'en' ? '#c0392b' : '#1565c0' } }).png().toBuffer();
    await page.locator('input[type=file]').setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: photo });
    await expect(page.getByText(words.uploaded)).toBeVisible();
    await page.getByRole('button', { name: words.update }).click();
    await expect(page.getByText(words.updated).first()).toBeVisible();

    // The Print button, or (in Dutch) the keyboard's Ctrl+P: the same card.
    if (locale === 'en') await page.getByRole('button', { name: words.print }).click();
    else await page.keyboard.press('Control+P');
    // The screen stays the page; only the printout is the card.
    const pdf = await printToPdf(page, `player-${locale}`);
    await expect(page.getByRole('region', { name: locale === 'en' ? 'Development' : 'Ontwikkeling' })).toBeVisible();

    expect(await page.evaluate(() => (window as unknown as { printedTitle: string }).printedTitle)).toBe(
      `${words.title} ${detail.firstName} ${detail.lastName} ${season.seasonName}`,
    );
    expect(pdf.pageSize).toMatch(/^59\d\.\d+ x 84\d\.\d+ pts \(A4\)$/);
    expect(pdf.pages).toBe(1);
    // The club's logo and the player's photo.
    expect(pdf.images).toEqual([1, 1]);
    const text = pdf.text();
    for (const expected of [
      detail.clubName,
      words.title,
      `${detail.firstName} ${detail.lastName}`,
      detail.teamName!,
      season.seasonName,
      words.overall,
      words.skills,
      words.feedback,
      ...detail.playerReportDetailsSkill.map((skill) => skill.skillName),
      ...detail.playerReportResponse.map((trainer) => trainer.trainerName),
      feedback.replace(/\s+/g, ' ').trim(),
    ]) {
      expect(text, expected).toContain(expected);
    }
    // None of the app's chrome: no menu, no account menu, no buttons.
    for (const chrome of [...words.menu, words.print]) expect(text, chrome).not.toMatch(new RegExp(`\\b${chrome}\\b`));
  });
}

test("a team's report cards print one card per player of the season, one per A4 page", async ({ page, request }) => {
  const api = await managerApi(request);
  const { detail, season } = await playerWithFeedback(api);
  const teams = await api<Array<{ id: string; teamName: string }>>('/api/team/GetTeamOverviewByClubId');
  const team = teams.find((t) => t.teamName === detail.teamName)!;
  const players = await api<Array<{ name: string }>>(`/api/Player/GetTeamPlayerOverview?teamId=${team.id}&clubSeasonId=${season.id}`);
  const names = players.map((player) => player.name).sort((a, b) => a.localeCompare(b));
  expect(names.length).toBeGreaterThan(1);

  await signIn(page, 'en');
  await page.goto(`/teams/team-detail?teamId=${team.id}`);
  await expect(page.getByRole('region', { name: 'Players' }).getByRole('row')).toHaveCount(names.length + 1);
  await page.getByRole('button', { name: 'Report cards (PDF)' }).click();
  const pdf = await printToPdf(page, 'team');

  expect(await page.evaluate(() => (window as unknown as { printedTitle: string }).printedTitle)).toBe(`Report cards ${team.teamName} ${season.seasonName}`);
  expect(pdf.pageSize).toMatch(/\(A4\)$/);
  expect(pdf.pages).toBe(names.length);
  for (const [index, name] of names.entries()) {
    const text = pdf.text(index + 1);
    expect(text, `page ${index + 1}`).toContain(name);
    expect(text).toContain(team.teamName);
    expect(text).toContain(season.seasonName);
  }
});
