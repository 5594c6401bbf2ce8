import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from './fetchMock';
import { renderSignedInAt, shellApi } from './peopleHarness';
import { personName } from '../../src/people/personName';

/** Dutch names everywhere (issue 37): the infix shown between first and last name, and editable. */
const profile = (over: Record<string, unknown> = {}) => ({
  id: 'user-1', firstName: 'Adam', infix: 'de', lastName: 'Wit', nationalityId: null, nationality: null, birthPlace: null,
  birthDate: '1985-03-07', email: 'adam@club.test', phoneNumber: null, address: null, role: 'Manager', status: 'active',
  dateStarted: '2023-08-10T10:00:00.000Z', lastLogin: '2024-11-02T10:00:00.000Z', userPicture: null, clubName: 'FC Touchline', clubLogoUrl: null,
  ...over,
});

const input = (id: string) => document.getElementById(id) as HTMLInputElement;

describe('a name with an infix', () => {
  it('is first name, infix, last name, whatever spaces the parts hold', () => {
    expect(personName({ firstName: 'Bram', infix: 'van der', lastName: 'Berg' })).toBe('Bram van der Berg');
    expect(personName({ firstName: ' Adam ', infix: '', lastName: 'Wit' })).toBe('Adam Wit');
    expect(personName({ firstName: 'Adam', infix: null, lastName: 'Wit' })).toBe('Adam Wit');
    expect(personName({ firstName: 'Adam', lastName: 'Wit' })).toBe('Adam Wit');
  });

  it('is editable on the detail page: the infix field sends UpdateUser its infix, an emptied one clears it', { timeout: 60_000 }, async () => {
    let infix: string | null = 'de';
    const calls = mockFetch({
      ...shellApi,
      'GET /api/manager/GetManagerByUserId': () => ({ status: 200, body: profile({ infix }) }),
      'POST /Account/UpdateUser': ({ body }) => {
        infix = (body as { infix: string | null }).infix;
        return { status: 200, body: { isSucceeded: true, errorMessage: null } };
      },
    });
    renderSignedInAt('/manager/detail-manager?userId=user-1');
    await waitFor(() => expect(input('profile-infix')?.value).toBe('de'));
    expect(screen.getByRole('heading', { name: 'Adam de Wit' })).toBeTruthy();
    expect(screen.getByLabelText('Infix (van, de, …)')).toBe(input('profile-infix'));

    fireEvent.change(input('profile-infix'), { target: { value: ' van der ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Account Updated')).toBeTruthy();
    const updates = () => calls.filter((call) => call.path === '/Account/UpdateUser');
    expect(updates()[0]!.body).toMatchObject({ id: 'user-1', firstName: 'Adam', infix: 'van der', lastName: 'Wit' });
    expect(await screen.findByRole('heading', { name: 'Adam van der Wit' })).toBeTruthy();

    await waitFor(() => expect(input('profile-infix')?.value).toBe('van der'));
    fireEvent.change(input('profile-infix'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(updates()).toHaveLength(2));
    expect(updates()[1]!.body).toMatchObject({ firstName: 'Adam', infix: null, lastName: 'Wit' });
  });

  it('is shown in the header search and the profile box', async () => {
    mockFetch({
      ...shellApi,
      'GET /api/Manager/GetUserDetailHeader': { status: 200, body: { id: 'user-1', firstName: 'Bram', infix: 'van der', lastName: 'Berg', profilePicture: null } },
      'GET /api/Dashboard/GetDashboardTotalHeader': { status: 200, body: { team: 1, trainer: 1, player: 1 } },
      'GET /api/Manager/SearchByKeyword': {
        status: 200,
        body: [
          { userId: 'p-1', role: 'Player', firstName: 'Adam', infix: 'de', lastName: 'Wit', userPicture: null },
          { userId: 'p-2', role: 'Player', firstName: 'Piet', lastName: 'Speler', userPicture: null },
        ],
      },
    });
    renderSignedInAt('/');
    expect(await screen.findByText('Bram van der Berg', { selector: 'header button' })).toBeTruthy();
    const box = await screen.findByRole('textbox', { name: 'Search people and teams' });
    fireEvent.change(box, { target: { value: 'adam de wit' } });
    const list = await screen.findByRole('list', { name: 'Search people and teams' });
    expect(within(list).getByText('Adam de Wit')).toBeTruthy();
    expect(within(list).getByText('Piet Speler')).toBeTruthy();
  });
});
