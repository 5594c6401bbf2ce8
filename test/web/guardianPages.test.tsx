import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from '../../src/App';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createI18nProvider, LOCALE_KEY } from '../../src/providers/i18nProvider';
import { SESSION_KEYS } from '../../src/providers/session';
import { mockFetch } from './fetchMock';

/** Issue 37: what a guardian (a parent, no mobile app of their own) is told, in their language. */
const renderAt = (path: string, locale: 'en' | 'nl' = 'en') => {
  localStorage.setItem(LOCALE_KEY, locale);
  window.history.pushState({}, '', path);
  return render(<App authProvider={createAuthProvider()} i18nProvider={createI18nProvider()} />);
};

const fill = async (password: string) => {
  fireEvent.change(await screen.findByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Repeat the password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Save the password' }));
};

describe('a guardian who has activated the account', () => {
  it('is told where on the web to go, not to open a mobile app', async () => {
    mockFetch({ 'POST /Account/SetupInitialPassword': { status: 200, body: { isSucceeded: true, errorMessage: null, item2: ['Guardian'] } } });
    renderAt('/changepassword?activatetoken=tok-a');
    await fill('Secret-Pass-1');
    await waitFor(() => expect(window.location.pathname).toBe('/congratulation'));
    expect(await screen.findByText(
      `Your account has been activated. You need no app: sign in on the web at ${window.location.origin}/family to see your children and their reports.`,
    )).toBeTruthy();
    expect(screen.queryByText(/mobile app/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in on the web' }).getAttribute('href')).toBe('/family');
  });

  it('is told so in Dutch, after a new password too', async () => {
    mockFetch({});
    renderAt('/passwordchanged?role=Guardian', 'nl');
    expect(await screen.findByText(
      `Je wachtwoord is gewijzigd. Je hebt geen app nodig: log in op het web via ${window.location.origin}/family om je kinderen en hun rapporten te zien.`,
    )).toBeTruthy();
  });
});

describe('a guardian who opens the workspace', () => {
  it('is told, all of it in Dutch, that it is for trainers, and the way to the family page', async () => {
    const GUARDIAN = '00000000-0000-4000-8000-000000000401';
    mockFetch({
      'POST /Account/AuthenticateWithBearerToken': { status: 200, body: { id: GUARDIAN, role: 'Guardian', clubId: 'club-1', expiresAt: '2030-01-01T00:00:00.000Z', termsAccepted: true } },
      'GET /api/MasterData/GetClubSeason': {
        status: 200,
        body: [{ id: '00000000-0000-4000-8000-000000000109', seasonName: '2026/2027', isCurrent: true, reportFrequency: 3, startDate: '2026-08-01T00:00:00.000Z', endDate: '2099-06-30T00:00:00.000Z', amountOfCompleted: 0 }],
      },
      'GET /api/Report/GetMyPlayers': { status: 403, body: { statusCode: 403, error: 'Forbidden', message: 'This is only available to trainers.' } },
    });
    sessionStorage.setItem(SESSION_KEYS.token, 'tok-g');
    sessionStorage.setItem(SESSION_KEYS.userId, GUARDIAN);
    sessionStorage.setItem(SESSION_KEYS.role, 'Guardian');
    renderAt('/workspace', 'nl');
    const alert = await screen.findByText(/De werkplek is voor trainers/);
    expect(alert.closest('[role="alert"]')?.textContent).toContain(
      'De werkplek is voor trainers, om rapporten te schrijven over de spelers van hun teams. Je kinderen en hun rapporten staan op je gezinspagina.',
    );
    expect(screen.queryByText(/only available/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Naar mijn gezinspagina' }).getAttribute('href')).toBe('/family');
  });
});
