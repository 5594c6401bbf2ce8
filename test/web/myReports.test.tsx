import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from '../../src/App';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createI18nProvider, LOCALE_KEY } from '../../src/providers/i18nProvider';
import { SESSION_KEYS } from '../../src/providers/session';
import { mockFetch, type Call } from './fetchMock';
import { seasons as clubSeasons } from './clubStructureHarness';

// Ids are uuids, as the server's answers have them (the fixtures are checked against its contract).
const SEASON_IDS: Record<string, string> = { 's-old': '00000000-0000-4000-8000-000000000203', 's-now': '00000000-0000-4000-8000-000000000202', 's-next': '00000000-0000-4000-8000-000000000204' };
const seasons = clubSeasons.map((season) => ({ ...season, id: SEASON_IDS[season.id]! }));

const skill = (skillId: string, skillName: string, category: string, score: number | null, comment: string | null = null) => ({
  skillId, skillName, category, isActive: true, score, comment,
});

const reportsNow = {
  clubSeasonId: '00000000-0000-4000-8000-000000000202',
  seasonName: '2024/2025',
  averageScore: 7.25,
  overallDiff: 1.5,
  skillAverages: [
    { skillId: '00000000-0000-4000-8000-000000000211', skillName: 'Passing', category: 'Technique', score: 7.75 },
    { skillId: '00000000-0000-4000-8000-000000000212', skillName: 'Positioning', category: 'Tactics', score: 6.75 },
  ],
  reports: [
    {
      reportId: '00000000-0000-4000-8000-000000000214', trainerUserId: '00000000-0000-4000-8000-000000000215', trainerName: 'Tom Trainer', teamName: 'U17', createdDate: '2025-03-01T10:00:00.000Z',
      completedDate: '2025-03-02T10:00:00.000Z', feedback: 'Great progress this spring.', averageScore: 8,
      skillReports: [skill('00000000-0000-4000-8000-000000000211', 'Passing', 'Technique', 8.5, 'Sharp passes'), skill('00000000-0000-4000-8000-000000000212', 'Positioning', 'Tactics', 7.5)],
    },
    {
      reportId: '00000000-0000-4000-8000-000000000213', trainerUserId: '00000000-0000-4000-8000-000000000215', trainerName: 'Tom Trainer', teamName: 'U17', createdDate: '2024-10-01T10:00:00.000Z',
      completedDate: '2024-10-03T10:00:00.000Z', feedback: null, averageScore: 6.5,
      skillReports: [skill('00000000-0000-4000-8000-000000000211', 'Passing', 'Technique', 7), skill('00000000-0000-4000-8000-000000000212', 'Positioning', 'Tactics', 6)],
    },
  ],
};

const emptySeason = { clubSeasonId: '00000000-0000-4000-8000-000000000203', seasonName: '2023/2024', averageScore: null, overallDiff: 0, skillAverages: [], reports: [] };

const playerApi = {
  'POST /Account/Login': { status: 200, body: { accessToken: 'tok-p', id: '00000000-0000-4000-8000-000000000201', role: 'Player', termsAccepted: true, errorMessage: null } },
  'POST /Account/AuthenticateWithBearerToken': { status: 200, body: { id: '00000000-0000-4000-8000-000000000201', role: 'Player', clubId: 'club-1', expiresAt: '2030-01-01T00:00:00.000Z', termsAccepted: true } },
  'GET /api/MasterData/GetClubSeason': { status: 200, body: seasons },
  'GET /api/Report/GetMyReports': ({ url }: Call) =>
    url.searchParams.get('clubSeasonId') === '00000000-0000-4000-8000-000000000202' ? { status: 200, body: reportsNow } : { status: 200, body: emptySeason },
  // The player's own consents (issue 25: from 16 the player answers them) and the club's privacy statement.
  'GET /api/Player/GetConsents': {
    status: 200,
    body: {
      userId: '00000000-0000-4000-8000-000000000201', givenBy: 'player',
      photos: { purpose: 'photos', given: false, givenByName: null, givenAt: null },
      sharing: { purpose: 'sharing', given: true, givenByName: 'Pia Player', givenAt: '2025-09-01T10:00:00.000Z' },
    },
  },
  'GET /api/user/GetPrivacyStatement': { status: 200, body: { clubName: 'VV Zuiderpark', statement: '' } },
};

const renderAt = (path: string) => {
  window.history.pushState({}, '', path);
  return render(<App authProvider={createAuthProvider()} i18nProvider={createI18nProvider()} />);
};

const reportCalls = (calls: Call[]) => calls.filter((call) => call.path === '/api/Report/GetMyReports');

describe("a player's own reports (/my-reports)", () => {
  it('a player who signs in lands on their reports of the current season, with averages, read-only and without the managers\' sidebar', async () => {
    const calls = mockFetch(playerApi);
    renderAt('/login');
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'pia@club.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo-Member-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'My reports' })).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/my-reports'));
    const averages = await screen.findByRole('region', { name: 'My averages in 2024/2025' });
    expect(within(averages).getByLabelText('Overall average').textContent).toBe('7.3');
    expect(within(averages).getByText('+1.5 since the report before')).toBeTruthy();
    const perSkill = within(averages).getByRole('group', { name: 'Average per skill' });
    expect(within(perSkill).getByText('Technique')).toBeTruthy();
    expect(within(perSkill).getByText('7.8')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '2 reports' })).toBeTruthy();

    // The newest report first; its details open on a tap.
    const days = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(days.filter((text) => /20\d\d$/.test(text ?? ''))).toEqual(['March 2, 2025', 'October 3, 2024']);
    fireEvent.click(screen.getByRole('button', { name: /March 2, 2025/ }));
    expect(await screen.findByText('Great progress this spring.')).toBeTruthy();
    const scores = screen.getByRole('group', { name: 'Scores of March 2, 2025' });
    expect(within(scores).getByText('Sharp passes')).toBeTruthy();
    expect(within(scores).getByText('8.5')).toBeTruthy();

    expect(reportCalls(calls)[0]!.url.searchParams.get('clubSeasonId')).toBe('00000000-0000-4000-8000-000000000202');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull(); // nothing to edit
    // No manager-only call was made for the player.
    expect(calls.some((call) => call.path.startsWith('/api/Manager/') || call.path.startsWith('/api/Dashboard/'))).toBe(false);
  });

  it('offers the current season first and loads another season when chosen', async () => {
    sessionStorage.setItem(SESSION_KEYS.token, 'tok-p');
    sessionStorage.setItem(SESSION_KEYS.userId, '00000000-0000-4000-8000-000000000201');
    sessionStorage.setItem(SESSION_KEYS.role, 'Player');
    const calls = mockFetch(playerApi);
    renderAt('/my-reports');
    await screen.findByRole('region', { name: 'My averages in 2024/2025' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Season' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['2024/2025', '2025/2026', '2023/2024']);
    fireEvent.click(screen.getByRole('option', { name: '2023/2024' }));
    expect(await screen.findByText('No completed reports on you in this season yet.')).toBeTruthy();
    expect(reportCalls(calls).at(-1)!.url.searchParams.get('clubSeasonId')).toBe('00000000-0000-4000-8000-000000000203');
  });

  it.each(['/', '/teams'])('a signed-in player who opens %s is sent to their reports', async (path) => {
    sessionStorage.setItem(SESSION_KEYS.token, 'tok-p');
    sessionStorage.setItem(SESSION_KEYS.userId, '00000000-0000-4000-8000-000000000201');
    sessionStorage.setItem(SESSION_KEYS.role, 'Player');
    const calls = mockFetch(playerApi);
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'My reports' })).toBeTruthy();
    expect(window.location.pathname).toBe('/my-reports');
    await screen.findByRole('region', { name: 'My averages in 2024/2025' });
    // The player's own calls only: the managers' shell never loaded, no manager-only call.
    expect(await screen.findByRole('switch', { name: 'Share reports with guardians' })).toBeTruthy();
    expect(calls.map((call) => call.path).sort()).toEqual([
      '/Account/AuthenticateWithBearerToken', '/api/MasterData/GetClubSeason', '/api/Player/GetConsents', '/api/Report/GetMyReports', '/api/user/GetPrivacyStatement',
    ]);
  });

  it('is in Dutch too', async () => {
    localStorage.setItem(LOCALE_KEY, 'nl');
    sessionStorage.setItem(SESSION_KEYS.token, 'tok-p');
    sessionStorage.setItem(SESSION_KEYS.role, 'Player');
    mockFetch(playerApi);
    renderAt('/my-reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mijn rapporten' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Mijn gemiddelden in 2024/2025' })).toBeTruthy();
    expect(screen.getByText('+1,5 sinds het vorige rapport')).toBeTruthy();
  });
});
