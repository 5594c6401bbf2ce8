import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from './fetchMock';
import { renderSignedInAt, shellApi } from './peopleHarness';

/**
 * A new club's first hour (issue 28): the overview's getting-started checklist follows the club's
 * data (GetGettingStarted), each step leading to where it is done; empty lists and panels say what to
 * do next and offer the action.
 */
const CLUB = '7f1d2c3b-0000-4000-8000-000000000001';
const OTHER_CLUB = '7f1d2c3b-0000-4000-8000-000000000002';
const nothingYet = { clubId: CLUB, seasons: 0, teams: 0, trainers: 0, players: 0, skillsReviewed: false };
const setUp = { clubId: CLUB, seasons: 2, teams: 4, trainers: 6, players: 80, skillsReviewed: true };

/** A brand-new club: no season, no team, nobody but its manager. */
const newClubApi = {
  ...shellApi,
  'GET /api/user/GetClubDetails': { status: 200, body: { id: 'club-1', clubName: 'VV Nieuw', country: 'NL', logoUrl: null, timeZone: 'Europe/Amsterdam', clubSeasons: [] } },
  'GET /api/MasterData/GetClubSeason': { status: 200, body: [] },
  'GET /api/MasterData/GetTeams': { status: 200, body: [] },
  'GET /api/Dashboard/GetGettingStarted': { status: 200, body: nothingYet },
};

/** A club with a season: the overview's panels are read. */
const panelsApi = {
  ...shellApi,
  'GET /api/Dashboard/GetDashboardTotalHeader': { status: 200, body: { team: 0, trainer: 0, player: 0 } },
  'GET /api/Dashboard/GetMainDashboard': {
    status: 200,
    body: { team: 0, trainer: 0, player: 0, overallPlayerScore: 0, completedTeam: 0, completedPlayer: 0, openTeam: 0, playerProgress: 0, teamProgress: 0, completedReport: 0, totalReport: 0 },
  },
  'POST /api/Dashboard/GetPlayerDevelopment': { status: 200, body: { topPlayers: [] } },
  'POST /api/Dashboard/GetDashboardTrainerOverview': { status: 200, body: [] },
  'POST /api/Dashboard/GetDashboardTeamOverview': { status: 200, body: [] },
  'GET /api/Dashboard/GetDueSoon': { status: 200, body: [] },
  'GET /api/Dashboard/GetTrainerCalibration': { status: 200, body: [] },
};

const checklist = () => screen.findByRole('region', { name: 'Getting started' });
const step = (region: HTMLElement, name: RegExp) => within(region).getByRole('listitem', { name });

afterEach(() => localStorage.clear());

describe("a new club's getting-started checklist", () => {
  it('shows a brand-new club five steps, none done, each leading to where it is done', async () => {
    mockFetch(newClubApi);
    renderSignedInAt('/');
    const region = await checklist();
    expect(within(region).getByText('0 of 5 steps done')).toBeTruthy();
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Add season', '/season'],
      ['Add teams', '/teams'],
      ['Invite players', '/players'],
      ['Invite trainers', '/trainers'],
      ['Review skills', '/general-settings?section=skills'],
    ]);
    expect(within(region).queryAllByTitle('Done')).toHaveLength(0);
    // No season: the overview says so and leads to adding one.
    expect(await screen.findByText(/^There is no season yet\. Add the season your club evaluates in/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a season' }).getAttribute('href')).toBe('/season');
  });

  it('ticks off what the club has done', async () => {
    mockFetch({
      ...panelsApi,
      'GET /api/Dashboard/GetGettingStarted': { status: 200, body: { clubId: CLUB, seasons: 1, teams: 2, trainers: 1, players: 0, skillsReviewed: false } },
    });
    renderSignedInAt('/');
    const region = await checklist();
    expect(within(region).getByText('3 of 5 steps done')).toBeTruthy();
    expect(step(region, /^Add a season \(Done\)$/)).toBeTruthy();
    expect(step(region, /^Add your teams \(Done\)$/)).toBeTruthy();
    expect(step(region, /^Invite your trainers \(Done\)$/)).toBeTruthy();
    expect(step(region, /^Add your players$/)).toBeTruthy();
    expect(step(region, /^Review the skills$/)).toBeTruthy();
  });

  it('is not shown for a club that is set up', async () => {
    const calls = mockFetch({ ...panelsApi, 'GET /api/Dashboard/GetGettingStarted': { status: 200, body: setUp } });
    renderSignedInAt('/');
    await screen.findByRole('region', { name: 'Club overview' });
    await waitFor(() => expect(calls.some((call) => call.path === '/api/Dashboard/GetGettingStarted')).toBe(true));
    expect(screen.queryByRole('region', { name: 'Getting started' })).toBeNull();
  });

  it('can be hidden, and stays hidden for that club only', async () => {
    mockFetch(newClubApi);
    renderSignedInAt('/');
    fireEvent.click(within(await checklist()).getByRole('button', { name: 'Hide this list' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Getting started' })).toBeNull());
    cleanup();

    mockFetch(newClubApi);
    renderSignedInAt('/');
    await screen.findByText(/^There is no season yet/);
    expect(screen.queryByRole('region', { name: 'Getting started' })).toBeNull();
    cleanup();

    mockFetch({ ...newClubApi, 'GET /api/Dashboard/GetGettingStarted': { status: 200, body: { ...nothingYet, clubId: OTHER_CLUB } } });
    renderSignedInAt('/');
    expect(await checklist()).toBeTruthy();
  });

  it('speaks Dutch', async () => {
    mockFetch(newClubApi);
    renderSignedInAt('/', 'nl');
    const region = await screen.findByRole('region', { name: 'Aan de slag' });
    expect(within(region).getByText('0 van 5 stappen gedaan')).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Seizoen toevoegen' }).getAttribute('href')).toBe('/season');
    expect(within(region).getByRole('link', { name: 'Spelers uitnodigen' }).getAttribute('href')).toBe('/players');
  });
});

describe('empty lists and panels say what to do next', () => {
  it("the overview's empty panels lead to the players, trainers and teams", async () => {
    mockFetch({ ...panelsApi, 'GET /api/Dashboard/GetGettingStarted': { status: 200, body: setUp } });
    renderSignedInAt('/');
    const players = await screen.findByRole('region', { name: 'Player developments' });
    expect(await within(players).findByText('No players in the chosen teams. Invite players and add them to a team.')).toBeTruthy();
    expect(within(players).getByRole('link', { name: 'Go to the players' }).getAttribute('href')).toBe('/players');
    const trainers = screen.getByRole('region', { name: 'Trainer progress' });
    expect(await within(trainers).findByRole('link', { name: 'Go to the trainers' })).toBeTruthy();
    const teams = screen.getByRole('region', { name: 'Team progress' });
    expect(await within(teams).findByText('No teams yet. Add your teams, then their trainers and players.')).toBeTruthy();
    expect(within(teams).getByRole('link', { name: 'Go to the teams' }).getAttribute('href')).toBe('/teams');
  });

  it('an empty teams list offers to add the first team', async () => {
    mockFetch({ ...shellApi, 'GET /api/team/GetTeamOverviewByClubId': { status: 200, body: [] } });
    renderSignedInAt('/teams');
    expect(await screen.findByText('There are no teams yet. Add your first team, then invite its trainers and players.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add your first team' }));
    expect(await screen.findByRole('dialog', { name: 'Add team' })).toBeTruthy();
  });

  it('an empty seasons list offers to add the first season, in Dutch too', async () => {
    mockFetch({ ...shellApi, 'GET /api/MasterData/GetClubSeason': { status: 200, body: [] } });
    renderSignedInAt('/season', 'nl');
    expect(await screen.findByText(/^Er zijn nog geen seizoenen\. Voeg het seizoen toe/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Je eerste seizoen toevoegen' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('an empty players list offers to invite someone', async () => {
    mockFetch({ ...shellApi, 'GET /api/Player/GetPlayerOverviewReportByClubId': { status: 200, body: [] } });
    renderSignedInAt('/players');
    expect(await screen.findByText(/^Nobody here yet\. Invite people by e-mail/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Invite someone' }));
    expect(await screen.findByRole('dialog', { name: 'Invite a player' })).toBeTruthy();
  });
});

