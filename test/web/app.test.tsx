import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from '../../src/App';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createI18nProvider, LOCALE_KEY } from '../../src/providers/i18nProvider';
import { SESSION_KEYS } from '../../src/providers/session';
import { mockFetch } from './fetchMock';

const seasons = [
  { id: 's-old', seasonName: '2023/2024', isCurrent: false, reportFrequency: 2, startDate: '2023-08-01T00:00:00.000Z', endDate: '2024-06-30T00:00:00.000Z', amountOfCompleted: 2 },
  { id: 's-now', seasonName: '2024/2025', isCurrent: true, reportFrequency: 3, startDate: '2024-08-01T00:00:00.000Z', endDate: '2025-06-30T00:00:00.000Z', amountOfCompleted: 1 },
];

const clubApi = {
  'POST /Account/AuthenticateWithBearerToken': { status: 200, body: { id: 'user-1', role: 'Manager', clubId: 'club-1', expiresAt: '2030-01-01T00:00:00.000Z', termsAccepted: true } },
  'GET /api/user/GetClubDetails': { status: 200, body: { id: 'club-1', clubName: 'FC Touchline', country: 'NL', logoUrl: '/photos/logo', timeZone: 'Europe/Amsterdam', clubSeasons: seasons } },
  'GET /api/Manager/GetUserDetailHeader': { status: 200, body: { id: 'user-1', firstName: 'Anna', lastName: 'de Vries', profilePicture: null } },
  'GET /api/MasterData/GetClubSeason': { status: 200, body: seasons },
  'GET /api/Dashboard/GetDashboardTotalHeader': ({ url }: { url: URL }) =>
    url.searchParams.get('clubSeasonId') === 's-now'
      ? { status: 200, body: { team: 4, trainer: 7, player: 61 } }
      : { status: 200, body: { team: 1, trainer: 2, player: 9 } },
};

const renderAt = (path: string) => {
  window.history.pushState({}, '', path);
  return render(<App authProvider={createAuthProvider()} i18nProvider={createI18nProvider()} />);
};

const signIn = () => {
  sessionStorage.setItem(SESSION_KEYS.token, 'tok-1');
  sessionStorage.setItem(SESSION_KEYS.userId, 'user-1');
  sessionStorage.setItem(SESSION_KEYS.role, 'Manager');
};

const totalOf = (name: string) => within(screen.getByRole('region', { name })).getByText(/^\d+$/).textContent;

describe('the web app', () => {
  it('switches the login page to Dutch and keeps the choice for the next start', async () => {
    mockFetch({});
    renderAt('/login');
    expect(await screen.findByLabelText('Password')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Nederlands' }));

    expect(await screen.findByLabelText('Wachtwoord')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Inloggen' })).toBeTruthy();
    expect(localStorage.getItem(LOCALE_KEY)).toBe('nl');
    expect(createI18nProvider().getLocale()).toBe('nl');
  });

  it('starts in the stored language', async () => {
    mockFetch({});
    localStorage.setItem(LOCALE_KEY, 'nl');
    renderAt('/login');
    expect(await screen.findByLabelText('E-mailadres')).toBeTruthy();
    expect(screen.getByText('Mogelijk gemaakt door Touchline')).toBeTruthy();
  });

  /** Signs in on /login with a password the server refuses. */
  const signInWithWrongPassword = async () => {
    mockFetch({
      'POST /Account/Login': { status: 401, body: { accessToken: null, id: null, role: null, errorMessage: 'login or password incorrect' } },
    });
    renderAt('/login');
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'anna@club.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  };

  it('shows "login or password incorrect" on a wrong password and stays on /login', async () => {
    await signInWithWrongPassword();

    expect(await screen.findByText('login or password incorrect')).toBeTruthy();
    expect(window.location.pathname).toBe('/login');
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBeNull();
  });

  it('shows toasts at the top right below the app bar, not over the profile box', async () => {
    await signInWithWrongPassword();
    const toast = (await screen.findByText('login or password incorrect')).closest('.MuiSnackbar-root') as HTMLElement;
    const style = getComputedStyle(toast);
    // The window is wider than 'sm': react-admin's dense app bar is 48px high.
    expect(parseInt(style.top, 10)).toBeGreaterThanOrEqual(48);
    expect(style.right).not.toBe('auto');
  });

  it('toggles the password between hidden and shown', async () => {
    mockFetch({});
    renderAt('/login');
    const password = (await screen.findByLabelText('Password')) as HTMLInputElement;
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');
  });

  it('signs in and shows the totals of the current season, then of the chosen one', async () => {
    mockFetch({
      ...clubApi,
      'POST /Account/Login': { status: 200, body: { accessToken: 'tok-1', id: 'user-1', role: 'Manager', errorMessage: null } },
    });
    renderAt('/login');
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'anna@club.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.submit(screen.getByLabelText('Password').closest('form')!);

    await waitFor(() => expect(totalOf('Players')).toBe('61'));
    expect(window.location.pathname).toBe('/');
    expect(totalOf('Teams')).toBe('4');
    expect(totalOf('Trainers')).toBe('7');
    expect(await screen.findByText('Anna de Vries')).toBeTruthy();
    // The test window is narrower than 1200px: the sidebar opens with the menu button.
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByText('FC Touchline')).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Overview' }).getAttribute('href')).toBe('/');
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByText('FC Touchline')).toBeNull());
    expect(screen.getByText('Powered by Touchline')).toBeTruthy();
    expect(screen.getByText('© 2021 Touchline')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Season' }));
    fireEvent.click(await screen.findByRole('option', { name: '2023/2024' }));
    await waitFor(() => expect(totalOf('Players')).toBe('9'));

    // Switching the language keeps the chosen season.
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Nederlands' }));
    await waitFor(() => expect(totalOf('Spelers')).toBe('9'));
    expect(screen.getByRole('combobox', { name: 'Seizoen' }).textContent).toBe('2023/2024');
  });

  it('opens the sidebar by itself on a window of 1200px or wider, with the seven entries in order', async () => {
    signIn();
    mockFetch(clubApi);
    const narrow = window.innerWidth;
    (window as unknown as { happyDOM: { setInnerWidth: (width: number) => void } }).happyDOM.setInnerWidth(1280);
    try {
      renderAt('/');
      expect(await screen.findByText('FC Touchline')).toBeTruthy();
      const menu = screen.getByRole('navigation', { name: 'Main navigation' });
      expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
        'Overview', 'Managers', 'Seasons', 'Teams', 'Trainers', 'Players', 'Settings',
      ]);
      expect(within(menu).getByRole('menuitem', { name: 'Teams' }).getAttribute('href')).toBe('/teams');
      expect(screen.getByRole('button', { name: 'Close menu' })).toBeTruthy();
    } finally {
      (window as unknown as { happyDOM: { setInnerWidth: (width: number) => void } }).happyDOM.setInnerWidth(narrow);
    }
  });

  it('sends a signed-in user who opens /login to the overview', async () => {
    signIn();
    mockFetch(clubApi);
    renderAt('/login');
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeTruthy();
  });

  it('logs out from the profile menu, keeping the language', async () => {
    signIn();
    localStorage.setItem(LOCALE_KEY, 'en');
    mockFetch(clubApi);
    renderAt('/');
    fireEvent.click(await screen.findByText('Anna de Vries'));
    const editProfile = await screen.findByRole('menuitem', { name: 'Edit profile' });
    expect(editProfile.getAttribute('href')).toBe('/manager/detail-manager?userId=user-1');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(localStorage.getItem(LOCALE_KEY)).toBe('en');
  });

  it.each(['/', '/teams', '/manager', '/players', '/trainers', '/season', '/general-settings', '/manager/detail-manager'])(
    'sends a signed-out visitor of %s to /login',
    async (path) => {
      mockFetch({});
      renderAt(path);
      await waitFor(() => expect(window.location.pathname).toBe('/login'));
      expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    },
  );

  it('sends a visitor whose stored token is rejected to /login and forgets the session', async () => {
    signIn();
    mockFetch({
      ...clubApi,
      'POST /Account/AuthenticateWithBearerToken': { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'token expired' } },
    });
    renderAt('/');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBeNull();
  });

  it('shows "This page does not exist." on an unknown path, signed out or in', async () => {
    mockFetch(clubApi);
    const { unmount } = renderAt('/no/such/page');
    expect(await screen.findByText('This page does not exist.')).toBeTruthy();
    expect(window.location.pathname).toBe('/no/such/page');
    unmount();

    signIn();
    renderAt('/no/such/page/either');
    expect(await screen.findByText('This page does not exist.')).toBeTruthy();
    expect(await screen.findByText('Anna de Vries')).toBeTruthy();
  });

  it('shows the version and whether the server and database answer on /version', async () => {
    mockFetch({ 'GET /api/health': { status: 200, body: { version: '0.0.1', server: 'ok', database: 'unavailable', engine: 'embedded' } } });
    renderAt('/version');
    expect(await screen.findByText('0.0.1')).toBeTruthy();
    expect(await screen.findByText('Answering (0.0.1)')).toBeTruthy();
    expect(screen.getByText('Not available')).toBeTruthy();
  });
});
