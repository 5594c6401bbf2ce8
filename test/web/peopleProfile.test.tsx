import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from './fetchMock';
import { renderSignedInAt, shellApi } from './peopleHarness';

const profile = (over: Record<string, unknown> = {}) => ({
  id: 'user-1', firstName: 'Anna', lastName: 'de Vries', nationalityId: null, nationality: null, birthPlace: 'Delft',
  birthDate: '1985-03-07', email: 'anna@club.test', phoneNumber: '0612345678', address: null, role: 'Manager', status: 'active',
  dateStarted: '2023-08-10T10:00:00.000Z', lastLogin: '2024-11-02T10:00:00.000Z', userPicture: null, clubName: 'FC Touchline', clubLogoUrl: null,
  // a player's season reports (other roles' answers have none; the extra fields are ignored there)
  playerReportDetailsSkill: [], playerReportResponse: [],
  ...over,
});

const input = (id: string) => document.getElementById(id) as HTMLInputElement;

describe('manager detail', () => {
  it('shows the profile with role and e-mail read-only, and updates names and birth date through UpdateUser', async () => {
    let saved = false;
    const calls = mockFetch({
      ...shellApi,
      'GET /api/manager/GetManagerByUserId': () => ({ status: 200, body: profile(saved ? { firstName: 'Annemieke' } : {}) }),
      'GET /api/Manager/GetUserDetailHeader': () => ({ status: 200, body: { id: 'user-1', firstName: saved ? 'Annemieke' : 'Anna', lastName: 'de Vries', profilePicture: null } }),
      'POST /Account/UpdateUser': () => {
        saved = true;
        return { status: 200, body: { isSucceeded: true, errorMessage: null } };
      },
    });
    renderSignedInAt('/manager/detail-manager?userId=user-1');
    await waitFor(() => expect(input('profile-firstName')?.value).toBe('Anna'));
    expect(input('profile-birthDate').value).toBe('07/03/1985');
    expect(input('profile-email').readOnly).toBe(true);
    expect(input('profile-role').readOnly).toBe(true);
    expect(input('profile-role').value).toBe('Manager');
    expect(input('profile-activeSince').value).toBe('10/08/2023');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/manager');
    // Nationality, birth place, telephone and address stay hidden.
    expect(screen.queryByDisplayValue('Delft')).toBeNull();
    expect(screen.queryByDisplayValue('0612345678')).toBeNull();

    fireEvent.change(input('profile-firstName'), { target: { value: 'Annemieke' } });
    fireEvent.change(input('profile-birthDate'), { target: { value: '08/03/1985' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Account Updated')).toBeTruthy();
    expect(calls.find((call) => call.path === '/Account/UpdateUser')!.body).toMatchObject({
      id: 'user-1', firstName: 'Annemieke', lastName: 'de Vries', birthDate: '1985-03-08', email: 'anna@club.test', birthPlace: 'Delft', phoneNumber: '0612345678', photo: null,
    });
    // The page and the header's profile box reload.
    expect(await screen.findByText('Annemieke de Vries', { selector: 'header button' })).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/manager/GetManagerByUserId').length).toBeGreaterThanOrEqual(2);
  });

  it('refuses an impossible birth date and empty names without sending anything', async () => {
    const calls = mockFetch({ ...shellApi, 'GET /api/manager/GetManagerByUserId': { status: 200, body: profile() } });
    renderSignedInAt('/manager/detail-manager?userId=user-1');
    await waitFor(() => expect(input('profile-firstName')?.value).toBe('Anna'));
    fireEvent.change(input('profile-birthDate'), { target: { value: '31/02/1985' } });
    fireEvent.change(input('profile-lastName'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Enter the birth date as dd/mm/yyyy')).toBeTruthy();
    expect(screen.getByText('Required')).toBeTruthy();
    expect(input('profile-lastName').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.path === '/Account/UpdateUser')).toBe(false);
  });

  it("says 'invalid email format' for a malformed stored address", async () => {
    const calls = mockFetch({ ...shellApi, 'GET /api/manager/GetManagerByUserId': { status: 200, body: profile({ email: 'anna-at-club' }) } });
    renderSignedInAt('/manager/detail-manager?userId=user-1');
    await waitFor(() => expect(input('profile-firstName')?.value).toBe('Anna'));
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('invalid email format')).toBeTruthy();
    expect(calls.some((call) => call.path === '/Account/UpdateUser')).toBe(false);
  });

  it("says 'Update fail' when the call fails", async () => {
    mockFetch({
      ...shellApi,
      'GET /api/manager/GetManagerByUserId': { status: 200, body: profile() },
      'POST /Account/UpdateUser': { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'First name can be at most 50 characters.' } },
    });
    renderSignedInAt('/manager/detail-manager?userId=user-1');
    await waitFor(() => expect(input('profile-firstName')?.value).toBe('Anna'));
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Update fail First name can be at most 50 characters.')).toBeTruthy();
  });

  it("shows 'Failed fetching data.', a sentence for people and a way back for a person who is not in the club", async () => {
    mockFetch({
      ...shellApi,
      'GET /api/manager/GetManagerByUserId': { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'This manager does not exist.' } },
    });
    renderSignedInAt('/manager/detail-manager?userId=someone-else');
    expect(await screen.findByText('Failed fetching data. This person does not exist or was removed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the list' }).getAttribute('href')).toBe('/manager');
  });
});

describe('trainer detail', () => {
  it("an id that is no id shows the spec's message and a sentence a manager understands, not the server's validation text, in Dutch too", async () => {
    mockFetch({
      ...shellApi,
      'GET /api/trainer/GetTrainerByUserId': { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'userid must be a valid uuid.' } },
    });
    renderSignedInAt('/trainers/detail-trainer?userId=nope', 'nl');
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain('Deze persoon bestaat niet of is verwijderd.'));
    expect(alert.textContent).not.toMatch(/uuid/);
    expect(within(alert).getByRole('link', { name: 'Terug naar de lijst' }).getAttribute('href')).toBe('/trainers');
  });

  it("a failure that is not about the id keeps the server's text", async () => {
    mockFetch({
      ...shellApi,
      'GET /api/trainer/GetTrainerByUserId': { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'The database is busy.' } },
    });
    renderSignedInAt('/trainers/detail-trainer?userId=t-1');
    expect(await screen.findByText('Failed fetching data. The database is busy.', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the list' }).getAttribute('href')).toBe('/trainers');
  });


  it('shows counts, team, role, e-mail and the scouting flag read-only, in Dutch too', async () => {
    mockFetch({
      ...shellApi,
      'GET /api/trainer/GetTrainerByUserId': { status: 200, body: profile({
        id: 't-1', firstName: 'Tom', lastName: 'Trainer', role: 'Trainer', email: 'tom@club.test', teamName: 'JO11-1', teamId: 'team-a',
        openReports: 4, totalReports: 9, clubSeasonId: 's-now', seasonName: '2024/2025', sharedData: true,
      }) },
    });
    renderSignedInAt('/trainers/detail-trainer?userId=t-1', 'nl');
    await waitFor(() => expect(input('profile-firstName')?.value).toBe('Tom'));
    expect(screen.getByRole('heading', { name: 'Tom Trainer' })).toBeTruthy();
    expect(screen.getByText('Open rapporten', { exact: false }).textContent).toBe('Open rapporten: 4');
    expect(screen.getByText('Afgeronde rapporten', { exact: false }).textContent).toBe('Afgeronde rapporten: 9');
    expect(input('profile-team').value).toBe('JO11-1');
    expect(input('profile-team').readOnly).toBe(true);
    expect(input('profile-role').value).toBe('Trainer');
    const scouting = screen.getByRole('checkbox', { name: 'Mijn gegevens delen voor scoutingdoeleinden' }) as HTMLInputElement;
    expect(scouting.checked).toBe(true);
    expect(scouting.disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Terug' }).getAttribute('href')).toBe('/trainers');
  });

  it('moves the trainer to another team through ChangeTeam', async () => {
    const calls = mockFetch({
      ...shellApi,
      'GET /api/trainer/GetTrainerByUserId': { status: 200, body: profile({ id: 't-1', firstName: 'Tom', role: 'Trainer', teamName: 'JO11-1', teamId: 'team-a', openReports: 0, totalReports: 0, clubSeasonId: 's-now', seasonName: '2024/2025', sharedData: false }) },
      'POST /api/Player/ChangeTeam': { status: 200, body: { isSucceeded: true } },
    });
    renderSignedInAt('/trainers/detail-trainer?userId=t-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Change team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change team' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'New team' }));
    fireEvent.click(await screen.findByRole('option', { name: 'JO13-1' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change' }));
    expect(await screen.findByText('The team has been changed.')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/Player/ChangeTeam')!.body).toEqual({ userId: 't-1', newTeamId: 'team-b', type: 'Trainer', oldTeamId: 'team-a' });
  });
});

describe('player detail', () => {
  // The report panel on the right has a count of its own: read the profile's, under the name.
  const profileCounts = () => within(screen.getByRole('region', { name: 'Piet Speler' })).getByText('Completed reports', { exact: false });

  it('loads the current season, reloads for another one, and blocks printing with an unsaved birth date', async () => {
    const calls = mockFetch({
      ...shellApi,
      'GET /api/Player/GetPlayerDetailByIdBySeason': ({ url }) => ({ status: 200, body: profile({
        id: 'p-1', firstName: 'Piet', lastName: 'Speler', role: 'Player', birthDate: '2012-05-01', teamName: 'JO11-1', teamId: 'team-a',
        position: 'ST', positionName: 'Striker', averageScore: '6.3', completionPercentage: 75, clubPictureUrl: null,
        completedReport: url.searchParams.get('clubSeasonId') === 's-now' ? 3 : 1, openReport: 0, sharedData: false, clubSeasonId: url.searchParams.get('clubSeasonId'),
      }) }),
    });
    renderSignedInAt('/players/detail-player?userId=p-1');
    await waitFor(() => expect(profileCounts().textContent).toBe('Completed reports: 3'));
    expect(calls.find((call) => call.path === '/api/Player/GetPlayerDetailByIdBySeason')!.url.searchParams.get('clubSeasonId')).toBe('s-now');
    // One load for the current season, not a first one without it.
    expect(calls.some((call) => call.path === '/api/Player/GetPlayerDetailById')).toBe(false);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Season' }));
    fireEvent.click(await screen.findByRole('option', { name: '2023/2024' }));
    await waitFor(() => expect(profileCounts().textContent).toBe('Completed reports: 1'));

    fireEvent.change(input('profile-birthDate'), { target: { value: '02/05/2012' } });
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(await screen.findByText('Please update unsaved birthdate before printing')).toBeTruthy();
  });
});

/** The search of the real layout, once it has replaced the shell drawn while the sign-in is checked (ManagerShell). */
async function layoutSearchBox(): Promise<HTMLElement> {
  await waitFor(() => expect(document.querySelector('[data-shell-waiting]')).toBeNull());
  return screen.getByRole('textbox', { name: 'Search people and teams' });
}

describe('header search', () => {
  const results = [
    { userId: 'p-1', role: 'Player', firstName: 'Piet', lastName: 'Speler', userPicture: null },
    { userId: 'team-a', role: 'Team', firstName: 'JO11-1', lastName: 'Eerste klasse', userPicture: null },
  ];

  it('searches as one types and opens the chosen player page', async () => {
    const calls = mockFetch({
      ...shellApi,
      'GET /api/Dashboard/GetDashboardTotalHeader': { status: 200, body: { team: 1, trainer: 1, player: 1 } },
      'GET /api/Manager/SearchByKeyword': ({ url }) => ({ status: 200, body: url.searchParams.get('key') === 'pie' ? results : [] }),
      'GET /api/Player/GetPlayerDetailById': { status: 200, body: profile({ id: 'p-1', firstName: 'Piet', role: 'Player' }) },
      'GET /api/Player/GetPlayerDetailByIdBySeason': { status: 200, body: profile({
        id: 'p-1', firstName: 'Piet', role: 'Player', openReport: 0, completedReport: 0, teamName: null, teamId: null, position: null, positionName: null,
        averageScore: '0.0', completionPercentage: 0, clubPictureUrl: null, sharedData: false, clubSeasonId: 's-now',
      }) },
    });
    renderSignedInAt('/');
    const box = await screen.findByRole('textbox', { name: 'Search people and teams' });
    fireEvent.change(box, { target: { value: 'pie' } });
    const list = await screen.findByRole('list', { name: 'Search people and teams' });
    expect(within(list).getByText('Piet Speler')).toBeTruthy();
    expect(within(list).getByText('Player')).toBeTruthy();
    expect(within(list).getByText('JO11-1')).toBeTruthy();
    expect(within(list).getByText('Team · Eerste klasse')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/Manager/SearchByKeyword').map((call) => call.url.searchParams.get('key'))).toEqual(['pie']);

    fireEvent.click(within(list).getByText('Piet Speler'));
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/players/detail-player?userId=p-1'));
  });

  it("says '0 result' when nothing matches, also from the search button", async () => {
    mockFetch({
      ...shellApi,
      'GET /api/Dashboard/GetDashboardTotalHeader': { status: 200, body: { team: 1, trainer: 1, player: 1 } },
      'GET /api/Manager/SearchByKeyword': { status: 200, body: [] },
    });
    renderSignedInAt('/');
    const box = await screen.findByRole('textbox', { name: 'Search people and teams' });
    fireEvent.change(box, { target: { value: 'zzz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('0 result')).toBeTruthy();
  });

  /** 'pi' finds Pim Oud, any other key Piet Speler. */
  const mockOldAndNewAnswers = () =>
    mockFetch({
      ...shellApi,
      'GET /api/Dashboard/GetDashboardTotalHeader': { status: 200, body: { team: 1, trainer: 1, player: 1 } },
      'GET /api/Manager/SearchByKeyword': ({ url }) => ({
        status: 200,
        body: url.searchParams.get('key') === 'pi'
          ? [{ userId: 'p-old', role: 'Player', firstName: 'Pim', lastName: 'Oud', userPicture: null }]
          : [{ userId: 'p-1', role: 'Player', firstName: 'Piet', lastName: 'Speler', userPicture: null }],
      }),
    });

  it('drops an older answer that arrives while the newer key is still being typed', async () => {
    const calls = mockOldAndNewAnswers();
    // The answer for 'pi' is held until 'pie' has been typed, and released before 'pie' goes out.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await answer(input, init);
      if (new URL(String(input), 'http://localhost').searchParams.get('key') === 'pi') await held;
      return response;
    });
    renderSignedInAt('/');
    const box = await layoutSearchBox();
    fireEvent.change(box, { target: { value: 'pi' } });
    await waitFor(() => expect(calls.some((call) => call.url.searchParams.get('key') === 'pi')).toBe(true));
    fireEvent.change(box, { target: { value: 'pie' } });
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Pim Oud')).toBeNull();
    expect(await screen.findByText('Piet Speler')).toBeTruthy();
    expect(screen.queryByText('Pim Oud')).toBeNull();
  });

  it('drops the answer to an older search that arrives late', async () => {
    mockOldAndNewAnswers();
    // The answer for 'pi' takes a second; the one for 'pie' comes at once.
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await answer(input, init);
      if (new URL(String(input), 'http://localhost').searchParams.get('key') === 'pi') await new Promise((resolve) => setTimeout(resolve, 1000));
      return response;
    });
    renderSignedInAt('/');
    const box = await layoutSearchBox();
    fireEvent.change(box, { target: { value: 'pi' } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    fireEvent.change(box, { target: { value: 'pie' } });
    const list = await screen.findByRole('list', { name: 'Search people and teams' });
    expect(await within(list).findByText('Piet Speler')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(within(list).queryByText('Pim Oud')).toBeNull();
    expect(within(list).getByText('Piet Speler')).toBeTruthy();
  });
});
