import { render } from '@testing-library/react';
import { App } from '../../src/App';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createI18nProvider, LOCALE_KEY } from '../../src/providers/i18nProvider';
import { SESSION_KEYS } from '../../src/providers/session';

/** Shared set-up of the people screen tests: a signed-in manager (user-1) and the shell's calls. */
export const seasons = [
  { id: 's-old', seasonName: '2023/2024', isCurrent: false, reportFrequency: 2, startDate: '2023-08-01T00:00:00.000Z', endDate: '2024-06-30T00:00:00.000Z', amountOfCompleted: 2 },
  { id: 's-now', seasonName: '2024/2025', isCurrent: true, reportFrequency: 3, startDate: '2024-08-01T00:00:00.000Z', endDate: '2025-06-30T00:00:00.000Z', amountOfCompleted: 2 },
];

export const shellApi = {
  'POST /Account/AuthenticateWithBearerToken': { status: 200, body: { id: 'user-1', role: 'Manager', clubId: 'club-1', expiresAt: '2030-01-01T00:00:00.000Z', termsAccepted: true } },
  'GET /api/user/GetClubDetails': { status: 200, body: { id: 'club-1', clubName: 'FC Touchline', country: 'NL', logoUrl: null, timeZone: 'Europe/Amsterdam', clubSeasons: seasons } },
  'GET /api/Manager/GetUserDetailHeader': { status: 200, body: { id: 'user-1', firstName: 'Anna', lastName: 'de Vries', profilePicture: null } },
  'GET /api/MasterData/GetClubSeason': { status: 200, body: seasons },
  'GET /api/MasterData/GetTeams': { status: 200, body: [
    { id: 'team-a', teamName: 'JO11-1', division: 'Eerste klasse', logoClub: null },
    { id: 'team-b', teamName: 'JO13-1', division: 'Eerste klasse', logoClub: null },
  ] },
  'GET /api/MasterData/GetPositions': { status: 200, body: [{ id: 'GK', position: 'Goalkeeper' }, { id: 'ST', position: 'Striker' }] },
};

export function renderSignedInAt(path: string, locale: 'en' | 'nl' = 'en') {
  sessionStorage.setItem(SESSION_KEYS.token, 'tok-1');
  sessionStorage.setItem(SESSION_KEYS.userId, 'user-1');
  sessionStorage.setItem(SESSION_KEYS.role, 'Manager');
  localStorage.setItem(LOCALE_KEY, locale);
  window.history.pushState({}, '', path);
  return render(<App authProvider={createAuthProvider()} i18nProvider={createI18nProvider()} />);
}
