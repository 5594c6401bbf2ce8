import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from '../../src/App';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createI18nProvider, LOCALE_KEY } from '../../src/providers/i18nProvider';
import { SESSION_KEYS } from '../../src/providers/session';
import { mockFetch, type Call } from './fetchMock';

/**
 * Two roles in one club (issue 37): Marieke de Vries trains JO8-1 at VV De Meeuwen and is the guardian
 * of her son Daan there. One sign-in reaches both; the chooser says each in words, and the light pages
 * take her back to it without signing in again.
 */
const MEEUWEN = '33333333-3333-4333-8333-333333333333';
const AS_TRAINER = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const AS_GUARDIAN = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
const clubs = [
  { clubId: MEEUWEN, clubName: 'VV De Meeuwen', id: AS_TRAINER, role: 'Trainer', about: ['JO8-1'] },
  { clubId: MEEUWEN, clubName: 'VV De Meeuwen', id: AS_GUARDIAN, role: 'Guardian', about: ['Daan de Vries'] },
];
const tokenOf = (call: Call) => call.headers.get('Authorization')?.replace('Bearer ', '');
const answerAs = (id: string) =>
  id === AS_GUARDIAN
    ? { accessToken: 'tok-guardian', id: AS_GUARDIAN, role: 'Guardian', errorMessage: null, termsAccepted: true, clubs }
    : { accessToken: 'tok-trainer', id: AS_TRAINER, role: 'Trainer', errorMessage: null, termsAccepted: true, clubs };
const server = {
  'POST /Account/Login': { status: 200, body: answerAs(AS_TRAINER) },
  'GET /Account/Clubs': { status: 200, body: { clubId: MEEUWEN, clubs } },
  'POST /Account/SwitchClub': (call: Call) => ({ status: 200, body: answerAs((call.body as { id: string }).id) }),
  'POST /Account/AuthenticateWithBearerToken': (call: Call) => ({
    status: 200,
    body: { id: tokenOf(call) === 'tok-guardian' ? AS_GUARDIAN : AS_TRAINER, role: tokenOf(call) === 'tok-guardian' ? 'Guardian' : 'Trainer', clubId: MEEUWEN, expiresAt: '2030-01-01T00:00:00.000Z', termsAccepted: true },
  }),
};

const renderAt = (path: string) => {
  window.history.pushState({}, '', path);
  return render(<App authProvider={createAuthProvider()} i18nProvider={createI18nProvider()} />);
};

const signIn = async (labels = { email: 'E-mail', password: 'Password' }) => {
  fireEvent.change(await screen.findByLabelText(labels.email), { target: { value: 'marieke.devries@meeuwen.club' } });
  fireEvent.change(screen.getByLabelText(labels.password), { target: { value: 'Kunstgras-Zaterdag-2026!' } });
  fireEvent.submit(screen.getByLabelText(labels.password).closest('form')!);
};

describe('the chooser of a person with two roles in one club', () => {
  it('shows each role in words, opens the guardian role with its own token, and the family page leads back', async () => {
    const calls = mockFetch(server);
    renderAt('/login');
    await signIn();
    await waitFor(() => expect(window.location.pathname).toBe('/chooseclub'));
    const list = await screen.findByRole('list', { name: 'Choose your club' });
    expect(within(list).getAllByRole('button').map((choice) => choice.textContent)).toEqual([
      'VV De MeeuwenTrainer of JO8-1 · open now',
      'VV De MeeuwenGuardian of Daan de Vries',
    ]);

    fireEvent.click(within(list).getByRole('button', { name: /Guardian of Daan/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/family'));
    expect(calls.find((call) => call.path === '/Account/SwitchClub')!.body).toEqual({ clubId: MEEUWEN, id: AS_GUARDIAN });
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBe('tok-guardian');
    expect(sessionStorage.getItem(SESSION_KEYS.role)).toBe('Guardian');

    // Back to the trainer's role from the family page's bar, without a password.
    fireEvent.click(await screen.findByRole('link', { name: 'Switch club or role' }));
    await waitFor(() => expect(window.location.pathname).toBe('/chooseclub'));
    const again = await screen.findByRole('list', { name: 'Choose your club' });
    expect(within(again).getByRole('button', { name: /Guardian of Daan/ }).textContent).toContain('open now');
    fireEvent.click(within(again).getByRole('button', { name: /Trainer of JO8-1/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/workspace'));
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBe('tok-trainer');
    expect(calls.filter((call) => call.path === '/Account/Login')).toHaveLength(1);
  });

  it('speaks Dutch', async () => {
    localStorage.setItem(LOCALE_KEY, 'nl');
    mockFetch(server);
    renderAt('/login');
    await signIn({ email: 'E-mailadres', password: 'Wachtwoord' });
    const list = await screen.findByRole('list', { name: 'Kies je club' });
    expect(within(list).getAllByRole('button').map((choice) => choice.textContent)).toEqual([
      'VV De MeeuwenTrainer van JO8-1 · nu geopend',
      'VV De MeeuwenOuder/verzorger van Daan de Vries',
    ]);
  });

  it("offers a manager who is a guardian too 'Switch club or role' in the user menu", async () => {
    const AS_MANAGER = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
    const season = { id: 's-now', seasonName: '2026/2027', isCurrent: true, reportFrequency: 2, startDate: '2026-08-01T00:00:00.000Z', endDate: '2027-06-30T00:00:00.000Z', amountOfCompleted: 0 };
    const roles = [
      { clubId: MEEUWEN, clubName: 'VV De Meeuwen', id: AS_MANAGER, role: 'Manager' },
      { clubId: MEEUWEN, clubName: 'VV De Meeuwen', id: AS_GUARDIAN, role: 'Guardian', about: ['Daan de Vries'] },
    ];
    sessionStorage.setItem(SESSION_KEYS.token, 'tok-manager');
    sessionStorage.setItem(SESSION_KEYS.userId, AS_MANAGER);
    sessionStorage.setItem(SESSION_KEYS.role, 'Manager');
    mockFetch({
      'GET /Account/Clubs': { status: 200, body: { clubId: MEEUWEN, clubs: roles } },
      'POST /Account/AuthenticateWithBearerToken': { status: 200, body: { id: AS_MANAGER, role: 'Manager', clubId: MEEUWEN, expiresAt: '2030-01-01T00:00:00.000Z', termsAccepted: true } },
      'GET /api/user/GetClubDetails': { status: 200, body: { id: MEEUWEN, clubName: 'VV De Meeuwen', country: 'NL', logoUrl: null, timeZone: 'Europe/Amsterdam', clubSeasons: [season] } },
      'GET /api/Manager/GetUserDetailHeader': { status: 200, body: { id: AS_MANAGER, firstName: 'Marieke', lastName: 'de Vries', profilePicture: null } },
      'GET /api/MasterData/GetClubSeason': { status: 200, body: [season] },
      'GET /api/Dashboard/GetDashboardTotalHeader': { status: 200, body: { team: 3, trainer: 5, player: 40 } },
    });
    renderAt('/');
    fireEvent.click(await screen.findByText('Marieke de Vries'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Switch club or role' }));
    await waitFor(() => expect(window.location.pathname).toBe('/chooseclub'));
    const list = await screen.findByRole('list', { name: 'Choose your club' });
    expect(within(list).getAllByRole('button').map((choice) => choice.textContent)).toEqual([
      'VV De MeeuwenManager · open now',
      'VV De MeeuwenGuardian of Daan de Vries',
    ]);
  });

  it('offers no switch on the light pages to a person with one role', async () => {
    sessionStorage.setItem(SESSION_KEYS.token, 'tok-guardian');
    sessionStorage.setItem(SESSION_KEYS.userId, AS_GUARDIAN);
    sessionStorage.setItem(SESSION_KEYS.role, 'Guardian');
    mockFetch(server);
    renderAt('/family');
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Switch club or role' })).toBeNull();
  });
});
