import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from '../../src/App';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { SESSION_KEYS } from '../../src/providers/session';
import { mockFetch, type Call } from './fetchMock';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { Dashboard } from '../../src/dashboard/Dashboard';
import { endpoints, nameOf } from '../../src/providers/endpoints';
import { seedOverviewCache, startOverviewCalls } from '../../src/dashboard/startOverviewCalls';
import { createQueryClient } from '../../src/providers/queryClient';
import { dataProvider } from '../../src/resourceData';

const seasons = [
  { id: 's-now', seasonName: '2026/2027', isCurrent: true, reportFrequency: 3, startDate: '2026-08-01T00:00:00.000Z', endDate: '2027-06-30T00:00:00.000Z', amountOfCompleted: 1 },
];
const teams = [
  { id: 'team-a', teamName: 'JO11-1', division: '', logoClub: null },
  { id: 'team-b', teamName: 'Dames 1', division: '', logoClub: null },
];

/** Answers that depend on the team filter, so a test can see the panels reload. */
const filtered = (call: Call) => (typeof call.body === 'string' && call.body !== '') || call.url.searchParams.get('teamIds');

const api = {
  'POST /Account/AuthenticateWithBearerToken': { status: 200, body: { id: 'user-1', role: 'Manager', clubId: 'club-1', expiresAt: '2030-01-01T00:00:00.000Z', termsAccepted: true } },
  'GET /api/user/GetClubDetails': { status: 200, body: { id: 'club-1', clubName: 'FC Touchline', country: 'NL', logoUrl: null, timeZone: 'Europe/Amsterdam', clubSeasons: seasons } },
  'GET /api/Manager/GetUserDetailHeader': { status: 200, body: { id: 'user-1', firstName: 'Anna', lastName: 'de Vries', profilePicture: null } },
  'GET /api/MasterData/GetClubSeason': { status: 200, body: seasons },
  'GET /api/MasterData/GetTeams': { status: 200, body: teams },
  'GET /api/Dashboard/GetDashboardTotalHeader': { status: 200, body: { team: 2, trainer: 3, player: 30 } },
  // A set-up club: no getting-started checklist.
  'GET /api/Dashboard/GetGettingStarted': {
    status: 200,
    body: { clubId: '7f1d2c3b-0000-4000-8000-000000000001', seasons: 1, teams: 2, trainers: 3, players: 30, skillsReviewed: true },
  },
  'GET /api/Dashboard/GetMainDashboard': (call: Call) => ({
    status: 200,
    body: {
      team: filtered(call) ? 1 : 2, trainer: 3, player: 30, overallPlayerScore: 6.44, completedTeam: 1, completedPlayer: 12,
      openTeam: 1, playerProgress: 60, teamProgress: 55, completedReport: 54, totalReport: 90,
    },
  }),
  'POST /api/Dashboard/GetPlayerDevelopment': {
    status: 200,
    body: { topPlayers: [{ playerId: 'p-1', playerName: 'Sem de Boer', profilePicture: null, progress: 100, averageScore: 8.25, isCompleted: true, completedReport: 6, totalReport: 6 }] },
  },
  'POST /api/Dashboard/GetDashboardTrainerOverview': {
    status: 200,
    body: [
      { userId: 't-1', trainerName: 'Kees Bakker', teamName: 'JO11-1', profilePicture: null, progress: 140, reportedPlayers: 9, openReport: 2 },
      // A trainer of the club in no team is one of its trainers too (the totals count them).
      { userId: 't-2', trainerName: 'Ida Vos', teamName: '', profilePicture: null, progress: 0, reportedPlayers: 0, openReport: 0 },
    ],
  },
  'POST /api/Dashboard/GetDashboardTeamOverview': (call: Call) => ({
    status: 200,
    body: filtered(call)
      ? [{ teamId: 'team-a', teamName: 'JO11-1', progress: 100, reportedPlayers: 15, openReport: 0 }]
      : [
          { teamId: 'team-a', teamName: 'JO11-1', progress: 100, reportedPlayers: 15, openReport: 0 },
          { teamId: 'team-b', teamName: 'Dames 1', progress: 10, reportedPlayers: 2, openReport: 4 },
        ],
  }),
};

const TIA = '9c4d1f00-0001-4a53-9d0b-0c3a4b8e2f10';
const TOM = '9c4d1f00-0002-4a53-9d0b-0c3a4b8e2f10';
const dueSoon = [
  { userId: TIA, trainerName: 'Tia de Wit', profilePicture: null, round: 1, dueDate: '2026-11-18', missingReports: 1, isOverdue: true },
  { userId: TOM, trainerName: 'Tom Smit', profilePicture: null, round: 2, dueDate: '2026-12-03', missingReports: 3, isOverdue: false },
];

const renderOverview = () => {
  sessionStorage.setItem(SESSION_KEYS.token, 'tok-1');
  sessionStorage.setItem(SESSION_KEYS.userId, 'user-1');
  sessionStorage.setItem(SESSION_KEYS.role, 'Manager');
  window.history.pushState({}, '', '/');
  return render(<App authProvider={createAuthProvider()} i18nProvider={createI18nProvider()} />);
};

const panel = (name: string) => screen.findByRole('region', { name });

describe('the overview dashboard', () => {
  it('shows the trainers with reports overdue or due soon, overdue first', async () => {
    const calls = mockFetch({ ...api, 'GET /api/Dashboard/GetDueSoon': { status: 200, body: dueSoon } });
    renderOverview();
    const due = within(await panel('Due soon'));
    const items = await due.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Tia de WitRound 1, overdue since 18/11/2026: 1 report missing',
      'Tom SmitRound 2, due 03/12/2026: 3 reports missing',
    ]);
    expect(due.getByRole('link', { name: 'Tia de Wit' }).getAttribute('href')).toBe(`/trainers/detail-trainer?userId=${TIA}`);
    expect(calls.find((call) => call.path === '/api/Dashboard/GetDueSoon')!.url.searchParams.get('clubSeasonId')).toBe('s-now');
  });

  it('shows the club overview, top players, trainer and team progress for the current season', async () => {
    const calls = mockFetch(api);
    renderOverview();

    const club = within(await panel('Club overview'));
    expect(await club.findByText('6.4')).toBeTruthy();
    expect(club.getByText('1 of 2')).toBeTruthy();
    expect(club.getByText('54 of 90 reports completed')).toBeTruthy();

    const players = within(await panel('Player developments'));
    const player = await players.findByRole('link', { name: 'Sem de Boer' });
    expect(player.getAttribute('href')).toBe('/players/detail-player?userId=p-1');
    expect(players.getByText('8.3')).toBeTruthy();
    expect(players.getByRole('link', { name: 'All players' }).getAttribute('href')).toBe('/players');

    const trainers = within(await panel('Trainer progress'));
    expect((await trainers.findByRole('link', { name: 'Kees Bakker' })).getAttribute('href')).toBe('/trainers/detail-trainer?userId=t-1');
    // 140 % from the server is shown capped at 100 %.
    expect(trainers.getByText('100%')).toBeTruthy();
    expect(trainers.getByText('JO11-1 · 9 players reported, 2 open reports')).toBeTruthy();
    expect(trainers.getByText('No team · 0 players reported, 0 open reports')).toBeTruthy();

    const teamPanel = within(await panel('Team progress'));
    expect(await teamPanel.findByText('1 completed, 1 open')).toBeTruthy();
    expect(teamPanel.getByRole('link', { name: 'All teams' }).getAttribute('href')).toBe('/teams');

    // Every panel reads the chosen season (the getting-started checklist is about the whole club).
    const seasonCalls = calls.filter((call) => call.path.startsWith('/api/Dashboard/') && call.path !== '/api/Dashboard/GetGettingStarted');
    expect(seasonCalls.every((call) => call.url.searchParams.get('clubSeasonId') === 's-now')).toBe(true);
    expect(screen.getByRole('link', { name: 'Season settings' }).getAttribute('href')).toBe('/general-settings');
    // Each loaded panel offers its rows for export, named by its title.
    for (const title of ['Club overview', 'Player developments', 'Trainer progress', 'Team progress']) {
      expect(within(await panel(title)).getByRole('button', { name: `Export ${title}` })).toBeTruthy();
    }
  });

  it('reloads every panel for the chosen teams, sending the spec body', async () => {
    const calls = mockFetch(api);
    renderOverview();
    const teamPanel = within(await panel('Team progress'));
    expect(await teamPanel.findByText('1 completed, 1 open')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Teams' }));
    fireEvent.click(await screen.findByRole('option', { name: 'JO11-1' }));

    await waitFor(() => expect(teamPanel.getByText('1 completed, 0 open')).toBeTruthy());
    const posted = calls.filter((call) => call.method === 'POST' && call.path.startsWith('/api/Dashboard/'));
    expect(posted.slice(-3).map((call) => call.body)).toEqual(['team-a', 'team-a', 'team-a']);
    const main = calls.filter((call) => call.path === '/api/Dashboard/GetMainDashboard');
    expect(main[main.length - 1]!.url.searchParams.get('teamIds')).toBe('team-a');
  });
});

/*
 * Issue 26, sign-in to figures: the sign-in reads ahead for the overview and the managers' app starts
 * with those answers in its cache. They must be exactly what the overview's own queries hold, under
 * the same keys; a key or a shape that drifted would leave the overview drawing empty first.
 */
const CLUB = '7f1d2c3b-0000-4000-8000-000000000001';
const ANNA = '7f1d2c3b-0000-4000-8000-0000000000aa';

describe("a sign-in's reads ahead for the overview", () => {
  it("are what the overview's own queries hold, under the same keys", async () => {
    const calls = mockFetch({
      ...api,
      'POST /Account/Login': { status: 200, body: { accessToken: 'tok-1', id: 'user-1', role: 'Manager', errorMessage: null, termsAccepted: true } },
      'GET /Account/Clubs': { status: 200, body: { clubId: CLUB, clubs: [{ clubId: CLUB, clubName: 'FC Touchline', id: ANNA, role: 'Manager' }] } },
      'GET /api/Dashboard/GetDueSoon': { status: 200, body: dueSoon },
      'GET /api/Dashboard/GetTrainerCalibration': { status: 200, body: [] },
    });
    const authProvider = createAuthProvider();
    await authProvider.login({ username: 'anna@club.test', password: 'secret' });
    startOverviewCalls();
    await waitFor(() => expect(calls.filter((call) => call.path.startsWith('/api/Dashboard/'))).toHaveLength(8));
    const ahead = createQueryClient();
    await waitFor(() => {
      seedOverviewCache(ahead);
      // seasons, teams, the checklist, the bar's clubs, six panels and the calibration
      expect(ahead.getQueryCache().getAll()).toHaveLength(11);
    });
    // Taken once: a second cache gets nothing.
    const later = createQueryClient();
    seedOverviewCache(later);
    expect(later.getQueryCache().getAll()).toHaveLength(0);

    // The overview asking for itself, in a cache of its own.
    const own = createQueryClient();
    render(
      <MemoryRouter>
        <AdminContext authProvider={authProvider} dataProvider={dataProvider} i18nProvider={createI18nProvider()} queryClient={own}>
          <Dashboard />
        </AdminContext>
      </MemoryRouter>,
    );
    expect(await within(await panel('Club overview')).findByText('1 of 2')).toBeTruthy();
    const read = ahead.getQueryCache().getAll().filter((query) => query.queryKey[0] !== nameOf(endpoints.accountClubs)); // the bar's, not the overview's
    await waitFor(() => expect(read.map((query) => own.getQueryData(query.queryKey) !== undefined)).toEqual(read.map(() => true)));
    for (const query of read) expect([query.queryKey, own.getQueryData(query.queryKey)]).toEqual([query.queryKey, query.state.data]);
  });
});
