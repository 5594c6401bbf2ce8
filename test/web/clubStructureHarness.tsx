import { render, screen, within } from '@testing-library/react';
import { App } from '../../src/App';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { SESSION_KEYS } from '../../src/providers/session';

/** Shared set-up of the club-structure screen tests: a signed-in manager and the shell's calls. */
export const seasons = [
  { id: 's-old', seasonName: '2023/2024', isCurrent: false, reportFrequency: 2, startDate: '2023-08-01T00:00:00.000Z', endDate: '2024-06-30T00:00:00.000Z', amountOfCompleted: 2 },
  { id: 's-now', seasonName: '2024/2025', isCurrent: true, reportFrequency: 3, startDate: '2024-08-01T00:00:00.000Z', endDate: '2025-06-30T00:00:00.000Z', amountOfCompleted: 2 },
  { id: 's-next', seasonName: '2025/2026', isCurrent: false, reportFrequency: 2, startDate: '2025-08-01T00:00:00.000Z', endDate: '2026-06-30T00:00:00.000Z', amountOfCompleted: 0 },
];

export const club = { id: 'club-1', clubName: 'FC Touchline', country: 'NL', logoUrl: null, timeZone: 'Europe/Amsterdam', clubSeasons: seasons };

export const shellApi = {
  'POST /Account/AuthenticateWithBearerToken': { status: 200, body: { id: 'user-1', role: 'Manager', clubId: 'club-1', expiresAt: '2030-01-01T00:00:00.000Z', termsAccepted: true } },
  'GET /api/user/GetClubDetails': { status: 200, body: club },
  'GET /api/Manager/GetUserDetailHeader': { status: 200, body: { id: 'user-1', firstName: 'Anna', lastName: 'de Vries', profilePicture: null } },
  'GET /api/MasterData/GetClubSeason': { status: 200, body: seasons },
};

export function renderSignedInAt(path: string) {
  sessionStorage.setItem(SESSION_KEYS.token, 'tok-1');
  sessionStorage.setItem(SESSION_KEYS.userId, 'user-1');
  sessionStorage.setItem(SESSION_KEYS.role, 'Manager');
  window.history.pushState({}, '', path);
  return render(<App authProvider={createAuthProvider()} i18nProvider={createI18nProvider()} />);
}

/** The texts of one column of a table, top to bottom (column index counts the checkbox column), without avatars. */
export function columnTexts(tableName: string, column: number): string[] {
  const table = screen.getByRole('table', { name: tableName });
  const rows = within(table).getAllByRole('row').slice(1);
  return rows.map((row) => {
    // Avatars' fallback letters are decoration, not the cell's text.
    const cell = within(row).getAllByRole('cell')[column]!.cloneNode(true) as HTMLElement;
    cell.querySelectorAll('.MuiAvatar-root').forEach((avatar) => avatar.remove());
    return cell.textContent ?? '';
  });
}

/** The row of a table showing a text (react-admin's DataTable rows and row checkboxes carry no name of their own). */
export function rowWith(tableName: string, text: string): HTMLElement {
  const table = screen.getByRole('table', { name: tableName });
  const row = within(table).getAllByRole('row').slice(1).find((candidate) => within(candidate).queryAllByText(text).length > 0);
  if (!row) throw new Error(`no row showing ${text} in ${tableName}`);
  return row;
}

/** The selection checkbox of the row showing a text. */
export const rowCheckbox = (tableName: string, text: string) => within(rowWith(tableName, text)).getByRole('checkbox') as HTMLInputElement;
