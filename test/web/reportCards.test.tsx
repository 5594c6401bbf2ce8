import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { Value } from 'typebox/value';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { PlayerHistory } from '../../contract/insight';
import { PlayerProfile } from '../../contract/people';
import { createI18nProvider, LOCALE_KEY } from '../../src/providers/i18nProvider';
import { createQueryClient } from '../../src/providers/queryClient';
import { ReportCard } from '../../src/reportCards/ReportCard';
import { ReportCardsPrintJob } from '../../src/reportCards/ReportCardsPrintJob';
import { mockFetch } from './fetchMock';

/** Issue 14, report cards: what a card says (both languages) and how a print job hands the cards to the browser. */

const P1 = '6f1c3c4e-2d55-4a53-9d0b-0c3a4b8e2f10';
const S1 = '0b8f3e0a-1111-4a53-9d0b-0c3a4b8e2f10';
const S2 = '0b8f3e0a-2222-4a53-9d0b-0c3a4b8e2f10';
const S3 = '0b8f3e0a-3333-4a53-9d0b-0c3a4b8e2f10';
const K1 = '5a0c2b1e-0001-4a53-9d0b-0c3a4b8e2f10';
const K2 = '5a0c2b1e-0002-4a53-9d0b-0c3a4b8e2f10';

const season = { id: S2, seasonName: '2025/2026', startDate: '2025-08-01T00:00:00.000Z' };

const skill = (skillId: string, skillName: string, average: number) => ({ skillId, skillName, category: 'Technique', average, ageGroupAverage: average - 0.5 });
const history = {
  userId: P1, playerName: 'Pim de Boer', birthYear: 2014,
  seasons: [
    { clubSeasonId: S1, seasonName: '2024/2025', startDate: '2024-08-01', completedReports: 1, averageScore: 6.5, ageGroupAverageScore: 6.5, ageGroupPlayers: 3,
      skillAverages: [skill(K1, 'Passing', 6), skill(K2, 'Heading', 7)] },
    { clubSeasonId: S2, seasonName: '2025/2026', startDate: '2025-08-01', completedReports: 2, averageScore: 7.75, ageGroupAverageScore: 7.1, ageGroupPlayers: 4,
      skillAverages: [skill(K1, 'Passing', 8.5), skill(K2, 'Heading', 7)] },
    // A later season: a card of 2025/2026 does not show it.
    { clubSeasonId: S3, seasonName: '2026/2027', startDate: '2026-08-01', completedReports: 1, averageScore: 9, ageGroupAverageScore: 7, ageGroupPlayers: 4,
      skillAverages: [skill(K1, 'Passing', 9.25), skill(K2, 'Heading', 8.75)] },
  ],
};

const review = (reportId: string, status: string, feedback: string | null, averageScore: number | null) => ({
  reportId, userId: 'trainer-1', trainerName: 'Teun Jansen', trainerPic: null, averageScore, status, feedback,
  createdDate: '2025-09-01T10:00:00.000Z', modifiedDate: '2025-10-02T10:00:00.000Z', playerReportDetailsSkill: [],
});
const profile = {
  id: P1, firstName: 'Pim', lastName: 'de Boer', nationalityId: null, nationality: null, birthPlace: null, birthDate: '2014-03-01',
  email: 'pim@example.org', phoneNumber: null, address: null, role: 'Player' as const, status: 'active', dateStarted: null, lastLogin: null,
  userPicture: null, clubName: 'VV Zuiderpark', clubLogoUrl: null,
  teamName: 'JO11-1', teamId: 'team-1', position: null, positionName: null, averageScore: '7.8', completionPercentage: 100,
  clubPictureUrl: null, completedReport: 2, openReport: 1, sharedData: true, clubSeasonId: S2,
  playerReportDetailsSkill: [{ skillName: 'Passing', score: 8.5 }, { skillName: 'Heading', score: 7 }],
  playerReportResponse: [
    {
      trainerUserId: 'trainer-1', userId: P1, trainerName: 'Teun Jansen', trainerPic: null, teamName: 'JO11-1', isActive: true, averageScore: 7.75,
      playerReportReview: [review('r1', 'Completed', 'Strong passer, works hard.', 8), review('r2', 'Completed', null, 7.5), review('r3', 'Open', 'Draft: not ready', null)],
    },
    {
      trainerUserId: 'trainer-2', userId: P1, trainerName: 'Lucas Smit', trainerPic: null, teamName: 'JO10-2', isActive: false, averageScore: null,
      playerReportReview: [review('r4', 'Open', 'Only a draft', null)],
    },
  ],
};

it('uses answers of the API’s own shapes', () => {
  expect(Value.Check(PlayerProfile, profile)).toBe(true);
  expect(Value.Check(PlayerHistory, history)).toBe(true);
});

const renderWith = (node: ReactNode, locale: 'en' | 'nl') => {
  localStorage.setItem(LOCALE_KEY, locale);
  return render(
    <MemoryRouter>
      <AdminContext i18nProvider={createI18nProvider()} queryClient={createQueryClient()}>
        {node}
      </AdminContext>
    </MemoryRouter>,
  );
};

const rowTexts = (card: HTMLElement) => within(card).getAllByRole('row').map((row) => [...row.querySelectorAll('td, th')].map((cell) => cell.textContent));

describe('a report card', () => {
  it('names the club, player, team and season, and gives the overall score and the skills beside the earlier season', () => {
    renderWith(<ReportCard profile={profile} history={history} season={season} teamName="JO11-1" />, 'en');
    const card = screen.getByRole('article', { name: 'Report card of Pim de Boer' });
    expect(within(card).getByText('VV Zuiderpark')).toBeTruthy();
    expect(within(card).getByRole('heading', { level: 1, name: 'Pim de Boer' })).toBeTruthy();
    expect(card.textContent).toContain('Team: JO11-1');
    expect(card.textContent).toContain('Season: 2025/2026');
    expect(card.textContent).toContain('Overall score7.8');
    // The season's averages (the page's numbers) beside the season before; the later season is not on it.
    expect(rowTexts(card)).toEqual([
      ['Skill', '2024/2025', '2025/2026'],
      ['Passing', '6.0', '8.5'],
      ['Heading', '7.0', '7.0'],
    ]);
    expect(card.textContent).not.toContain('2026/2027');
  });

  it("gives each trainer's feedback on the completed reports, never an open report's draft", () => {
    renderWith(<ReportCard profile={profile} history={history} season={season} teamName="JO11-1" />, 'en');
    const card = screen.getByRole('article', { name: 'Report card of Pim de Boer' });
    expect(within(card).getByRole('heading', { name: "Trainers' feedback" })).toBeTruthy();
    expect(card.textContent).toContain('Teun Jansen · average 7.8');
    expect(card.textContent).toContain('October 2, 2025: Strong passer, works hard.');
    expect(card.textContent).toContain('No written feedback.');
    expect(card.textContent).not.toContain('Draft');
    expect(card.textContent).not.toContain('Lucas Smit');
  });

  it('speaks Dutch on a Dutch page', () => {
    renderWith(<ReportCard profile={profile} history={history} season={season} teamName="JO11-1" />, 'nl');
    const card = screen.getByRole('article', { name: 'Rapport van Pim de Boer' });
    expect(card.textContent).toContain('Seizoen: 2025/2026');
    expect(card.textContent).toContain('Totaalscore7,8');
    expect(within(card).getByRole('heading', { name: 'Vaardigheden' })).toBeTruthy();
    expect(within(card).getByRole('heading', { name: 'Feedback van de trainers' })).toBeTruthy();
    expect(card.textContent).toContain('Teun Jansen · gemiddeld 7,8');
    expect(card.textContent).toContain('2 oktober 2025: Strong passer, works hard.');
  });

  it('says so when the season has no completed report yet', () => {
    const empty = { ...profile, averageScore: '0.0', completedReport: 0, playerReportDetailsSkill: [], playerReportResponse: [] };
    renderWith(<ReportCard profile={empty} history={undefined} season={season} teamName={null} />, 'en');
    const card = screen.getByRole('article', { name: 'Report card of Pim de Boer' });
    expect(card.textContent).toContain('Team: No team');
    expect(card.textContent).toContain('No completed report this season yet.');
    expect(card.textContent).toContain('No completed report with feedback this season.');
  });
});

describe('a print job', () => {
  // happy-dom has no print dialog: the job's call to it is recorded.
  const stubPrint = () => {
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true, writable: true });
    return print;
  };
  afterEach(() => {
    Reflect.deleteProperty(window, 'print');
  });

  it("puts a card per player, with the team printed for, on the sheet beside the app, prints once, and is done when the dialog closes", async () => {
    document.title = 'Touchline';
    // The page's title while printing is what the browser offers as the PDF's name.
    const titles: string[] = [];
    const print = stubPrint().mockImplementation(() => titles.push(document.title));
    const onDone = vi.fn();
    const second = { ...profile, id: 'p2', firstName: 'Quinn', lastName: 'Visser', teamName: 'JO12-1' };
    mockFetch({
      'GET /api/Player/GetPlayerDetailByIdBySeason': (call) => ({ status: 200, body: call.url.searchParams.get('userId') === P1 ? profile : second }),
      'GET /api/Player/GetPlayerHistory': { status: 200, body: history },
    });
    renderWith(<ReportCardsPrintJob title="Report cards JO11-1 2025/2026" season={season} players={[{ userId: P1, teamName: 'JO11-1' }, { userId: 'p2', teamName: 'JO11-1' }]} onDone={onDone} />, 'en');
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const sheet = document.body.querySelector<HTMLElement>(':scope > .report-card-sheet')!;
    // On screen the sheet is hidden (the page stays as it is); the printout is the cards.
    expect(within(sheet).queryAllByRole('article')).toEqual([]);
    const cards = within(sheet).getAllByRole('article', { hidden: true });
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Report card of Pim de Boer', 'Report card of Quinn Visser']);
    // Quinn moved on to JO12-1 since: the team's set names the team it is printed for.
    expect(cards[1]!.textContent).toContain('Team: JO11-1');
    expect(titles).toEqual(['Report cards JO11-1 2025/2026']);
    expect(onDone).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('afterprint'));
    expect(onDone).toHaveBeenCalledWith();
    cleanup();
    expect(document.title).toBe('Touchline');
  });

  it('prints a card as it is now, not as it was printed before', async () => {
    // What the printout shows is the sheet at the moment of printing.
    const printed: Array<string | null | undefined> = [];
    const print = stubPrint().mockImplementation(() =>
      printed.push(document.body.querySelector(':scope > .report-card-sheet article')?.getAttribute('aria-label')),
    );
    let firstName = 'Pim';
    mockFetch({
      'GET /api/Player/GetPlayerDetailByIdBySeason': () => ({ status: 200, body: { ...profile, firstName } }),
      'GET /api/Player/GetPlayerHistory': { status: 200, body: history },
    });
    localStorage.setItem(LOCALE_KEY, 'en');
    const queryClient = createQueryClient();
    const page = (printing: boolean) => (
      <MemoryRouter>
        <AdminContext i18nProvider={createI18nProvider()} queryClient={queryClient}>
          {printing && <ReportCardsPrintJob title="Report card" season={season} players={[{ userId: P1 }]} onDone={() => {}} />}
        </AdminContext>
      </MemoryRouter>
    );
    const { rerender } = render(page(true));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    rerender(page(false));
    firstName = 'Pieter';
    rerender(page(true));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(2));
    expect(printed).toEqual(['Report card of Pim de Boer', 'Report card of Pieter de Boer']);
  });

  it('tells what failed instead of printing when a card cannot be loaded', async () => {
    const print = stubPrint();
    const onDone = vi.fn();
    mockFetch({
      'GET /api/Player/GetPlayerDetailByIdBySeason': { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'This player does not exist.' } },
      'GET /api/Player/GetPlayerHistory': { status: 200, body: history },
    });
    renderWith(<ReportCardsPrintJob title="Report card" season={season} players={[{ userId: P1 }]} onDone={onDone} />, 'en');
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ message: 'This player does not exist.' })));
    expect(print).not.toHaveBeenCalled();
  });
});
