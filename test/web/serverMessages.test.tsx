import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { mockFetch } from './fetchMock';
import { renderSignedInAt, shellApi } from './clubStructureHarness';
import { LOCALE_KEY } from '../../src/providers/i18nProvider';
import { localizedServerMessage } from '../../src/providers/serverMessages';

/** The server's refusals reach a Dutch page in Dutch (by their key), an unknown one as the server wrote it. */
const api = { ...shellApi, 'GET /api/team/GetTeamOverviewByClubId': { status: 200, body: [] } };

describe('a server refusal on a Dutch page', () => {
  it('shows the Dutch sentence of its key in the toast', async () => {
    localStorage.setItem(LOCALE_KEY, 'nl');
    mockFetch({
      ...api,
      'POST /api/team/addteam': {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'A team with this name already exists in the club.', messageKey: 'teamExists' },
      },
    });
    renderSignedInAt('/teams');
    fireEvent.click(await screen.findByRole('button', { name: 'Team toevoegen' }));
    const modal = await screen.findByRole('dialog');
    fireEvent.change(within(modal).getByLabelText('Teamnaam'), { target: { value: 'JO17-1' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Het toevoegen van het team is mislukt Er bestaat al een team met deze naam in de club.')).toBeTruthy();
  });

  it('names a field by its Dutch label, and keeps the English sentence of a key it does not know', () => {
    localStorage.setItem(LOCALE_KEY, 'nl');
    expect(localizedServerMessage('TeamName is required.', { messageKey: 'fieldRequired', messageValues: { field: 'TeamName' } })).toBe(
      'Teamnaam is verplicht.',
    );
    expect(localizedServerMessage('Something new.', { messageKey: 'somethingNew' })).toBe('Something new.');
    expect(localizedServerMessage('A sentence without a key.')).toBe('A sentence without a key.');
  });

  it("recognises a refused save's errorMessage (no key in the spec's shape) by the shared sentences", () => {
    localStorage.setItem(LOCALE_KEY, 'nl');
    expect(localizedServerMessage('A season with this name already exists in the club.')).toBe('Er bestaat al een seizoen met deze naam in de club.');
    localStorage.setItem(LOCALE_KEY, 'en');
    expect(localizedServerMessage("'x' is not a valid e-mail address.")).toBe("'x' is not a valid e-mail address.");
  });
});
