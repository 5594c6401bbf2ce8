import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from '../../src/App';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createI18nProvider, LOCALE_KEY } from '../../src/providers/i18nProvider';
import { SESSION_KEYS } from '../../src/providers/session';
import { mockFetch, type Call } from './fetchMock';

/** A person who manages FC Noord and trains at VV Zuid (issue 28): a token is for one club. */
const NOORD = '11111111-1111-4111-8111-111111111111';
const ZUID = '22222222-2222-4222-8222-222222222222';
const ME_NOORD = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const ME_ZUID = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const clubs = [
  { clubId: ZUID, clubName: 'VV Zuid', id: ME_ZUID, role: 'Trainer' },
  { clubId: NOORD, clubName: 'FC Noord', id: ME_NOORD, role: 'Manager' },
];
const season = { id: 's-now', seasonName: '2025/2026', isCurrent: true, reportFrequency: 2, startDate: '2025-08-01T00:00:00.000Z', endDate: '2026-06-30T00:00:00.000Z', amountOfCompleted: 0 };

/** The server as the token sent decides: tok-zuid is the trainer at VV Zuid, tok-noord the manager of FC Noord. */
const tokenOf = (call: Call) => call.headers.get('Authorization')?.replace('Bearer ', '');
const server = {
  'POST /Account/Login': { status: 200, body: { accessToken: 'tok-zuid', id: ME_ZUID, role: 'Trainer', errorMessage: null, termsAccepted: true, clubs } },
  'GET /Account/Clubs': (call: Call) => ({ status: 200, body: { clubId: tokenOf(call) === 'tok-noord' ? NOORD : ZUID, clubs } }),
  'POST /Account/SwitchClub': (call: Call) =>
    (call.body as { clubId: string }).clubId === NOORD
      ? { status: 200, body: { accessToken: 'tok-noord', id: ME_NOORD, role: 'Manager', errorMessage: null, termsAccepted: true, clubs } }
      : { status: 200, body: { accessToken: 'tok-zuid', id: ME_ZUID, role: 'Trainer', errorMessage: null, termsAccepted: true, clubs } },
  'POST /Account/AuthenticateWithBearerToken': (call: Call) => ({
    status: 200,
    body: tokenOf(call) === 'tok-noord'
      ? { id: ME_NOORD, role: 'Manager', clubId: NOORD, expiresAt: '2030-01-01T00:00:00.000Z', termsAccepted: true }
      : { id: ME_ZUID, role: 'Trainer', clubId: ZUID, expiresAt: '2030-01-01T00:00:00.000Z', termsAccepted: true },
  }),
  'GET /api/user/GetClubDetails': { status: 200, body: { id: NOORD, clubName: 'FC Noord', country: 'NL', logoUrl: null, timeZone: 'Europe/Amsterdam', clubSeasons: [season] } },
  'GET /api/Manager/GetUserDetailHeader': { status: 200, body: { id: ME_NOORD, firstName: 'Sanne', lastName: 'Dubbel', profilePicture: null } },
  'GET /api/MasterData/GetClubSeason': { status: 200, body: [season] },
  'GET /api/Dashboard/GetDashboardTotalHeader': { status: 200, body: { team: 3, trainer: 5, player: 40 } },
};

const renderAt = (path: string) => {
  window.history.pushState({}, '', path);
  return render(<App authProvider={createAuthProvider()} i18nProvider={createI18nProvider()} />);
};

const signInOnLoginPage = async (labels = { email: 'E-mail', password: 'Password' }) => {
  fireEvent.change(await screen.findByLabelText(labels.email), { target: { value: 'sanne@example.test' } });
  fireEvent.change(screen.getByLabelText(labels.password), { target: { value: 'Secret-Password-1' } });
  fireEvent.submit(screen.getByLabelText(labels.password).closest('form')!);
};

describe('the club chooser', () => {
  it('follows the sign-in of a person in several clubs, and opens the chosen club with its own token', async () => {
    const calls = mockFetch(server);
    renderAt('/login');
    await signInOnLoginPage();

    await waitFor(() => expect(window.location.pathname).toBe('/chooseclub'));
    expect(await screen.findByRole('heading', { name: 'Choose your club' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Choose your club' });
    const choices = within(list).getAllByRole('button');
    expect(choices.map((choice) => choice.textContent)).toEqual(['VV ZuidTrainer · open now', 'FC NoordManager']);

    fireEvent.click(within(list).getByRole('button', { name: /FC Noord/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    const switched = calls.find((call) => call.path === '/Account/SwitchClub')!;
    // The membership chosen (a person may hold two roles in one club, issue 37).
    expect(switched.body).toEqual({ clubId: NOORD, id: ME_NOORD });
    expect(switched.headers.get('Authorization')).toBe('Bearer tok-zuid');
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBe('tok-noord');
    expect(sessionStorage.getItem(SESSION_KEYS.userId)).toBe(ME_NOORD);
    expect(sessionStorage.getItem(SESSION_KEYS.role)).toBe('Manager');
    // The managers' app reads FC Noord with FC Noord's token only.
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeTruthy();
    const clubCalls = calls.filter((call) => call.path.startsWith('/api/'));
    expect(clubCalls.length).toBeGreaterThan(0);
    expect(clubCalls.every((call) => call.headers.get('Authorization') === 'Bearer tok-noord')).toBe(true);
  });

  it('switches from the user menu of the app bar back to the other club', async () => {
    sessionStorage.setItem(SESSION_KEYS.token, 'tok-noord');
    sessionStorage.setItem(SESSION_KEYS.userId, ME_NOORD);
    sessionStorage.setItem(SESSION_KEYS.role, 'Manager');
    const calls = mockFetch(server);
    renderAt('/');
    fireEvent.click(await screen.findByText('Sanne Dubbel'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Switch club' }));
    await waitFor(() => expect(window.location.pathname).toBe('/chooseclub'));
    const list = await screen.findByRole('list', { name: 'Choose your club' });
    expect(within(list).getByRole('button', { name: /FC Noord/ }).textContent).toBe('FC NoordManager · open now');
    fireEvent.click(within(list).getByRole('button', { name: /VV Zuid/ }));
    // A trainer there: the workspace is where a trainer starts.
    await waitFor(() => expect(window.location.pathname).toBe('/workspace'));
    expect(calls.find((call) => call.path === '/Account/SwitchClub')!.body).toEqual({ clubId: ZUID, id: ME_ZUID });
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBe('tok-zuid');
    expect(sessionStorage.getItem(SESSION_KEYS.role)).toBe('Trainer');
  });

  it('offers no switch to a person in one club', async () => {
    sessionStorage.setItem(SESSION_KEYS.token, 'tok-noord');
    sessionStorage.setItem(SESSION_KEYS.userId, ME_NOORD);
    sessionStorage.setItem(SESSION_KEYS.role, 'Manager');
    const calls = mockFetch({ ...server, 'GET /Account/Clubs': { status: 200, body: { clubId: NOORD, clubs: [clubs[1]] } } });
    renderAt('/');
    fireEvent.click(await screen.findByText('Sanne Dubbel'));
    expect(await screen.findByRole('menuitem', { name: 'Edit profile' })).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.path === '/Account/Clubs')).toBe(true));
    expect(screen.queryByRole('menuitem', { name: 'Switch club' })).toBeNull();
  });

  it('speaks Dutch', async () => {
    localStorage.setItem(LOCALE_KEY, 'nl');
    mockFetch(server);
    renderAt('/login');
    await signInOnLoginPage({ email: 'E-mailadres', password: 'Wachtwoord' });
    expect(await screen.findByRole('heading', { name: 'Kies je club' })).toBeTruthy();
    expect(screen.getByText('Je hebt meer dan één rol op Touchline: in meerdere clubs, of twee in één club. Welke wil je openen?')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Kies je club' });
    expect(within(list).getAllByRole('button').map((choice) => choice.textContent)).toEqual(['VV ZuidTrainer · nu geopend', 'FC NoordManager']);
  });

  it('sends a visitor without a session to the sign-in page', async () => {
    mockFetch({});
    renderAt('/chooseclub');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });
});
