import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, useLocaleState } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createI18nProvider, LOCALE_KEY } from '../../src/providers/i18nProvider';
import { PersonExportPage } from '../../src/privacy/PersonExportPage';
import { App } from '../../src/App';
import { createAuthProvider } from '../../src/providers/authProvider';
import { mockFetch } from './fetchMock';
import { renderSignedInAt, shellApi } from './peopleHarness';

/** Issue 37: the app's language is the person's choice alone; pages that speak another leave it as it was. */
const USER = '3f1c2a4e-8b7d-4c1e-9a2b-1d2e3f4a5b6c';

const personExport = (language: string) => ({
  exportedAt: '2026-11-27T10:00:00.000Z',
  clubName: 'VV Oranje',
  language,
  scope: 'formalRequest',
  scopeNote: 'Everything the club keeps.',
  profile: {
    userId: USER, role: 'Player', status: 'active', firstName: 'Mia', infix: 'de', lastName: 'Vries', memberNumber: null,
    email: 'mia@example.org', phoneNumber: null, birthDate: '2015-03-04', birthPlace: null, nationality: null, address: null,
    position: null, photoUrl: null, invitedAt: null, activatedAt: null, lastLoginAt: null, removedAt: null, termsAcceptedAt: null,
    mailOptOuts: [],
  },
  memberships: [],
  reports: [],
  guardians: [],
  consents: [],
  children: [],
  accessLog: [],
});

/** Shows the app's language as react-admin's store holds it, outside the page. */
const AppLanguage = () => <p data-testid="app-language">{useLocaleState()[0]}</p>;

describe('the privacy export page', () => {
  it("shows the export in the person's language and leaves the app's language as it was", async () => {
    localStorage.setItem(LOCALE_KEY, 'nl');
    mockFetch({ 'GET /api/Privacy/ExportPerson': { status: 200, body: personExport('en') } });
    render(
      <MemoryRouter initialEntries={[`/privacy/export?userId=${USER}`]}>
        <AdminContext i18nProvider={createI18nProvider()}>
          <AppLanguage />
          <Routes>
            <Route path="/privacy/export" element={<PersonExportPage />} />
          </Routes>
        </AdminContext>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Data held on Mia de Vries' })).toBeTruthy();
    expect(screen.getByTestId('app-language').textContent).toBe('nl');
    expect(localStorage.getItem(LOCALE_KEY)).toBe('nl');

    // The page's language button switches the page only.
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Nederlands' }));
    expect(await screen.findByRole('heading', { name: 'Gegevens van Mia de Vries' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nederlands' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Data held on Mia de Vries' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('app-language').textContent).toBe('nl'));
    expect(localStorage.getItem(LOCALE_KEY)).toBe('nl');
    expect(within(document.body).queryByText(/Gegevens van/)).toBeNull();
  });
});

describe('dates in Dutch', () => {
  it('are shown and edited as dd-MM-yyyy (27-11-2026), in English as dd/MM/yyyy', async () => {
    const profile = {
      id: 'user-1', firstName: 'Anna', lastName: 'de Vries', nationalityId: null, nationality: null, birthPlace: null,
      birthDate: '1985-03-07', email: 'anna@club.test', phoneNumber: null, address: null, role: 'Manager', status: 'active',
      dateStarted: '2026-11-27T10:00:00.000Z', lastLogin: null, userPicture: null, clubName: 'FC Touchline', clubLogoUrl: null,
    };
    const calls = mockFetch({
      ...shellApi,
      'GET /api/manager/GetManagerByUserId': { status: 200, body: profile },
      'POST /Account/UpdateUser': { status: 200, body: { isSucceeded: true, errorMessage: null } },
    });
    renderSignedInAt('/manager/detail-manager?userId=user-1', 'nl');
    const input = (id: string) => document.getElementById(id) as HTMLInputElement;
    await waitFor(() => expect(input('profile-firstName')?.value).toBe('Anna'));
    expect(input('profile-birthDate').value).toBe('07-03-1985');
    expect(input('profile-birthDate').placeholder).toBe('dd-mm-jjjj');
    expect(input('profile-activeSince').value).toBe('27-11-2026');

    fireEvent.change(input('profile-birthDate'), { target: { value: '08-03-1985' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bijwerken' }));
    await waitFor(() => expect(calls.find((call) => call.path === '/Account/UpdateUser')?.body).toMatchObject({ birthDate: '1985-03-08' }));
  });
});

describe('the first visit', () => {
  const browserSays = (...languages: string[]) => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0]!);
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  };
  const signInPage = () => {
    mockFetch({});
    window.history.pushState({}, '', '/login');
    return render(<App authProvider={createAuthProvider()} i18nProvider={createI18nProvider()} />);
  };

  it("follows a browser set to Dutch until the person chooses a language", async () => {
    browserSays('nl-NL', 'nl', 'en');
    signInPage();
    expect(await screen.findByText('Log in om de voortgang van je spelers, trainers en teams te volgen.')).toBeTruthy();
    // Nothing is chosen by following the browser.
    expect(localStorage.getItem(LOCALE_KEY)).toBeNull();
  });

  it("a language once chosen wins over the browser's", async () => {
    browserSays('nl-NL', 'nl');
    localStorage.setItem(LOCALE_KEY, 'en');
    signInPage();
    expect(await screen.findByText('Sign in to follow the progress of your players, trainers and teams.')).toBeTruthy();
  });

  it('another language than ours is English', async () => {
    browserSays('de-DE', 'fr');
    signInPage();
    expect(await screen.findByText('Sign in to follow the progress of your players, trainers and teams.')).toBeTruthy();
  });
});
