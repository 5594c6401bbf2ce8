import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { App } from '../../src/App';
import en from '../../src/i18n/en';
import nl from '../../src/i18n/nl';
import { request } from '../../src/providers/apiClient';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createI18nProvider, LOCALE_KEY } from '../../src/providers/i18nProvider';
import { SESSION_KEYS } from '../../src/providers/session';
import { renderSignedInAt, shellApi } from './clubStructureHarness';
import { mockFetch } from './fetchMock';

/**
 * While the server cannot reach its database, every call answers 503 (issue 9): the app says
 * "temporarily unavailable, try again in a moment" in the person's language wherever a failure
 * shows, does not sign anyone out, and /version says the database is down.
 */
const unavailable = { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'The service is temporarily unavailable. Please try again in a moment.' } };
const SENTENCE = {
  en: 'The service is temporarily unavailable. Please try again in a moment.',
  nl: 'De dienst is tijdelijk niet beschikbaar. Probeer het zo meteen opnieuw.',
};
const texts = { en, nl };

describe('a call that answers 503', () => {
  it.each(['en', 'nl'] as const)('fails with the sentence in the chosen language (%s)', async (locale) => {
    localStorage.setItem(LOCALE_KEY, locale);
    mockFetch({ 'GET /api/user/GetClubDetails': unavailable });
    const failure = await request('api', '/api/user/GetClubDetails').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 503, message: SENTENCE[locale] });
  });

  it('says so even when a proxy in front answers 503 without a JSON body', async () => {
    mockFetch({ 'GET /api/user/GetClubDetails': { status: 503, body: '<html>down</html>' } });
    await expect(request('api', '/api/user/GetClubDetails')).rejects.toMatchObject({ status: 503, message: SENTENCE.en });
  });

  it.each(['en', 'nl'] as const)('shows the sentence when saving a team fails (%s)', async (locale) => {
    localStorage.setItem(LOCALE_KEY, locale);
    const t = texts[locale];
    mockFetch({ ...shellApi, 'GET /api/team/GetTeamOverviewByClubId': { status: 200, body: [] }, 'POST /api/team/addteam': unavailable });
    renderSignedInAt('/teams');
    fireEvent.click(await screen.findByRole('button', { name: t.teamsPage.add }));
    const modal = await screen.findByRole('dialog');
    fireEvent.change(within(modal).getByLabelText(t.teamsPage.teamName), { target: { value: 'JO17-1' } });
    fireEvent.click(within(modal).getByRole('button', { name: t.shared.save }));
    expect(await screen.findByText(`${t.team.saveFailed} ${SENTENCE[locale]}`)).toBeTruthy();
  });

  it.each(['en', 'nl'] as const)('shows the sentence where a page could not load (%s)', async (locale) => {
    localStorage.setItem(LOCALE_KEY, locale);
    mockFetch({ ...shellApi, 'GET /api/team/GetTeamOverviewByClubId': unavailable });
    renderSignedInAt('/teams');
    expect(await screen.findByText(`${texts[locale].load.failed} ${SENTENCE[locale]}`)).toBeTruthy();
  });

  it('says so on the login page instead of "login or password incorrect"', async () => {
    mockFetch({ 'POST /Account/Login': unavailable });
    window.history.pushState({}, '', '/login');
    render(<App authProvider={createAuthProvider()} i18nProvider={createI18nProvider()} />);
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'anna@club.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(SENTENCE.en)).toBeTruthy();
    expect(screen.queryByText('login or password incorrect')).toBeNull();
    expect(window.location.pathname).toBe('/login');
  });

  it('keeps the stored session when the start-up token check answers 503', async () => {
    sessionStorage.setItem(SESSION_KEYS.token, 'tok-1');
    sessionStorage.setItem(SESSION_KEYS.userId, 'user-1');
    sessionStorage.setItem(SESSION_KEYS.role, 'Manager');
    mockFetch({ 'POST /Account/AuthenticateWithBearerToken': unavailable });
    await expect(createAuthProvider().checkAuth({})).resolves.toBeUndefined();
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBe('tok-1');
  });

  it('shows on /version that the server answers and its database does not', async () => {
    mockFetch({ 'GET /api/health': { status: 503, body: { version: '0.0.1', server: 'ok', database: 'unavailable', engine: 'postgresql' } } });
    window.history.pushState({}, '', '/version');
    render(<App authProvider={createAuthProvider()} i18nProvider={createI18nProvider()} />);
    expect(await screen.findByText('Answering (0.0.1)')).toBeTruthy();
    expect(screen.getByText('Not available')).toBeTruthy();
  });

  it('shows on /version when the read replica lags and every read goes to the database (issue 43)', async () => {
    mockFetch({ 'GET /api/health': { status: 200, body: { version: '0.0.1', server: 'ok', database: 'ok', engine: 'postgresql', replica: 'lagging' } } });
    window.history.pushState({}, '', '/version');
    render(<App authProvider={createAuthProvider()} i18nProvider={createI18nProvider()} />);
    expect(await screen.findByText('Read replica')).toBeTruthy();
    expect(screen.getByText('Behind: every read goes to the database')).toBeTruthy();
  });
});
