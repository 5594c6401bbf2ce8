import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, type Call } from './fetchMock';
import { renderSignedInAt, shellApi } from './peopleHarness';

const player = (over: Record<string, unknown>) => ({
  id: 'p-x', name: 'X', userId: 'p-x', teamId: 'team-a', teamName: 'JO11-1', trainerId: 't-1', trainerName: 'Tom Trainer',
  trainerUserId: 't-1', trainerPicture: null, totalTrainer: 1, multipleTrainer: false, overallProgress: 50, averageScore: '0.0',
  overallDiff: 0, userPicture: null, clubPictureURL: null, invitedBy: 'Anna de Vries', invitedById: 'user-1', invitorPicture: null,
  ...over,
});

const activePlayers = [
  player({ id: 'p-up', userId: 'p-up', name: 'Uma Up', averageScore: '7.0', overallDiff: 1.5, totalTrainer: 2, multipleTrainer: true }),
  player({ id: 'p-down', userId: 'p-down', name: 'Dirk Down', teamName: 'JO13-1', averageScore: '6.3', overallDiff: -3 }),
  player({ id: 'p-none', userId: 'p-none', name: 'Nina None', teamName: 'JO09-1', averageScore: '0.0', overallDiff: 0, overallProgress: 0 }),
];

const invitedRow = (over: Record<string, unknown>) => ({
  id: 'i-1', name: 'Ivo Invited', emailAddress: 'ivo@club.test', invitedBy: 'Anna de Vries', invitedById: 'user-1', invitorId: 'user-1',
  invitorPicture: null, userPicture: null, invitationDate: '2024-09-01T10:00:00.000Z', status: 'Invited', isTokenExpired: false,
  ...over,
});

const playersApi = {
  ...shellApi,
  'GET /api/Player/GetPlayerOverviewReportByClubId': { status: 200, body: activePlayers },
  'GET /api/Player/GetUserManagerOverviewByClubId': { status: 200, body: [
    invitedRow({}),
    invitedRow({ id: 'i-2', name: 'Eva Expired', emailAddress: 'eva@club.test', isTokenExpired: true }),
  ] },
};

/** The table row showing a person's name (react-admin's DataTable rows carry no name of their own). */
const rowOf = (name: string) => screen.getAllByText(name).map((cell) => cell.closest('tr')).find((row) => row?.closest('tbody'))!;
const selectRow = (name: string) => fireEvent.click(within(rowOf(name)).getByRole('checkbox'));
const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const registerCalls = (calls: Call[]) => calls.filter((call) => call.path === '/Account/RegisterUser');

describe('players list', () => {
  it('opens on the active view of the current season, with the season dropdown and the active columns', async () => {
    const calls = mockFetch(playersApi);
    renderSignedInAt('/players');
    expect(await screen.findByText('Uma Up')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Season' }).textContent).toBe('2024/2025');
    const overview = calls.find((call) => call.path === '/api/Player/GetPlayerOverviewReportByClubId')!;
    expect(overview.url.searchParams.get('clubSeasonId')).toBe('s-now');
    const headers = within(screen.getByRole('table', { name: 'Players' })).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['', 'Player', 'Team', 'Trainer(s)', 'Progress', 'Average score', 'Invited by', '']);
    // Initial sort: team name, ascending.
    const names = within(screen.getByRole('table', { name: 'Players' })).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    expect(names).toEqual(['Nina None', 'Uma Up', 'Dirk Down']);
  });

  it('shows the average score with one decimal and the status arrow; 0.0 is blank without an arrow', async () => {
    mockFetch(playersApi);
    renderSignedInAt('/players');
    await screen.findByText('Uma Up');
    const score = (name: string) => within(rowOf(name)).getByTestId('average-score').textContent;
    expect(score('Uma Up')).toBe('7.0');
    expect(within(rowOf('Uma Up')).getByTitle('Going up')).toBeTruthy();
    expect(score('Dirk Down')).toBe('6.3');
    expect(within(rowOf('Dirk Down')).getByTitle('Going down')).toBeTruthy();
    expect(score('Nina None')).toBe('');
    expect(within(rowOf('Nina None')).queryByTitle('Going up')).toBeNull();
    expect(within(rowOf('Nina None')).queryByTitle('Going down')).toBeNull();
    // A second trainer shows as '+1'; the trainer links to their page.
    expect(within(rowOf('Uma Up')).getByText('+1')).toBeTruthy();
    expect(within(rowOf('Uma Up')).getByRole('link', { name: 'Tom Trainer' }).getAttribute('href')).toBe('/trainers/detail-trainer?userId=t-1');
  });

  it('masks the season dropdown and shows the invited columns on the Invited toggle, and back', async () => {
    const calls = mockFetch(playersApi);
    renderSignedInAt('/players');
    await screen.findByText('Uma Up');
    fireEvent.click(screen.getByRole('button', { name: 'Invited' }));
    expect(await screen.findByText('Ivo Invited')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Season' })).toBeNull();
    const headers = within(screen.getByRole('table', { name: 'Players' })).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['', 'Player', 'E-mail', 'Invited by', 'Invitation date', 'Status', 'Action']);
    expect(within(rowOf('Eva Expired')).getByText('Invitation expired')).toBeTruthy();
    expect(within(rowOf('Ivo Invited')).getByText('Invitation sent')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Invite again' })).toHaveLength(2);
    const invitedCall = calls.find((call) => call.path === '/api/Player/GetUserManagerOverviewByClubId')!;
    expect(invitedCall.url.searchParams.get('isActive')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'Active' }));
    expect(await screen.findByText('Uma Up')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Season' }).textContent).toBe('2024/2025');
  });

  it('clears the season filter and falls back to the toggle state (no season sent)', async () => {
    const calls = mockFetch(playersApi);
    renderSignedInAt('/players');
    await screen.findByText('Uma Up');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Season' }));
    fireEvent.click(await screen.findByRole('option', { name: 'All seasons' }));
    await waitFor(() => {
      const last = calls.filter((call) => call.path === '/api/Player/GetPlayerOverviewReportByClubId').at(-1)!;
      expect(last.url.searchParams.has('clubSeasonId')).toBe(false);
    });
  });

  it('treats 204 as an empty list', async () => {
    mockFetch({ ...playersApi, 'GET /api/Player/GetPlayerOverviewReportByClubId': { status: 204 } });
    renderSignedInAt('/players');
    expect(await screen.findByText('Nobody here yet. Invite people by e-mail: they are listed under Invited until they set their password, then here.')).toBeTruthy();
  });

  it('says "No selected player" when removing nothing, and removes the selected players after confirmation', async () => {
    const calls = mockFetch({ ...playersApi, 'POST /api/Player/RemovePlayers': { status: 200, body: { isSucceeded: true, errorMessage: null } } });
    renderSignedInAt('/players');
    await screen.findByText('Uma Up');
    fireEvent.click(screen.getByRole('button', { name: 'Remove selected' }));
    expect(await screen.findByText('No selected player')).toBeTruthy();

    selectRow('Uma Up');
    selectRow('Dirk Down');
    fireEvent.click(screen.getByRole('button', { name: 'Remove selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove players' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Succesfully removed players')).toBeTruthy();
    const removal = calls.find((call) => call.path === '/api/Player/RemovePlayers')!;
    expect(removal.url.searchParams.get('isActive')).toBe('true');
    expect(removal.body).toEqual([{ Id: 'p-up' }, { Id: 'p-down' }]);
  });

  it("shows 'Failed to remove data.' with the server's text", async () => {
    mockFetch({ ...playersApi, 'POST /api/Player/RemovePlayers': { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Some of the selected players do not exist.' } } });
    renderSignedInAt('/players');
    await screen.findByText('Uma Up');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove selected' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Failed to remove data. Some of the selected players do not exist.')).toBeTruthy();
  });

  it('invites again through ReInviteUser', async () => {
    const calls = mockFetch({ ...playersApi, 'POST /Account/ReInviteUser': { status: 200, body: { isSucceeded: true, errorMessage: null } } });
    renderSignedInAt('/players');
    await screen.findByText('Uma Up');
    fireEvent.click(screen.getByRole('button', { name: 'Invited' }));
    await screen.findByText('Eva Expired');
    fireEvent.click(within(rowOf('Eva Expired')).getByRole('button', { name: 'Invite again' }));
    expect(await screen.findByText('The invitation is sent')).toBeTruthy();
    expect(calls.find((call) => call.path === '/Account/ReInviteUser')!.body).toEqual({ id: 'i-2', role: 'Player' });
  });

  it("reports a failed re-invite as 'Failed Re-Invite Trainer : ' plus the error", async () => {
    mockFetch({ ...playersApi, 'POST /Account/ReInviteUser': { status: 200, body: { isSucceeded: false, errorMessage: 'mail server down' } } });
    renderSignedInAt('/players');
    await screen.findByText('Uma Up');
    fireEvent.click(screen.getByRole('button', { name: 'Invited' }));
    fireEvent.click((await screen.findAllByRole('button', { name: 'Invite again' }))[0]!);
    expect(await screen.findByText('Failed Re-Invite Trainer : mail server down')).toBeTruthy();
  });
});

describe('invite modal', () => {
  const openInvite = async (path: string, api: Record<string, unknown>) => {
    const calls = mockFetch(api as never);
    renderSignedInAt(path);
    fireEvent.click(await screen.findByRole('button', { name: 'Invite' }));
    await screen.findByRole('dialog');
    return calls;
  };

  it('highlights missing names, e-mail and team in red and sends nothing', async () => {
    const calls = await openInvite('/players', playersApi);
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    for (const id of ['invite-firstName', 'invite-lastName', 'invite-email']) {
      await waitFor(() => expect(field(id).getAttribute('aria-invalid')).toBe('true'));
    }
    expect(screen.getAllByText('Required').length).toBeGreaterThanOrEqual(4);
    expect(registerCalls(calls)).toHaveLength(0);
  });

  it('refuses more than 50 characters and a malformed e-mail', async () => {
    const calls = await openInvite('/players', playersApi);
    fireEvent.change(field('invite-firstName'), { target: { value: 'a'.repeat(51) } });
    fireEvent.change(field('invite-lastName'), { target: { value: 'Jansen' } });
    fireEvent.change(field('invite-email'), { target: { value: 'not-an-address' } });
    fireEvent.change(field('invite-phoneNumber'), { target: { value: '0'.repeat(51) } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findAllByText('At most 50 characters')).toHaveLength(2);
    expect(screen.getByText('The email-address is not valid')).toBeTruthy();
    expect(field('invite-lastName').getAttribute('aria-invalid')).toBe('false');
    expect(registerCalls(calls)).toHaveLength(0);
  });

  it('requires a team for a player, then sends the invitation with role Player, team and position', async () => {
    const calls = await openInvite('/players', {
      ...playersApi,
      'POST /Account/RegisterUser': { status: 200, body: { isSucceeded: true, errorMessage: null, id: 'new-1', emailSent: true } },
    });
    fireEvent.change(field('invite-firstName'), { target: { value: ' Lotte ' } });
    fireEvent.change(field('invite-lastName'), { target: { value: 'de Boer' } });
    fireEvent.change(field('invite-email'), { target: { value: 'lotte@club.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.getByText('Required')).toBeTruthy());
    expect(registerCalls(calls)).toHaveLength(0);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Team/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'JO13-1' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Position/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Striker' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('The invitation is sent')).toBeTruthy();
    expect(registerCalls(calls)[0]!.body).toMatchObject({
      email: 'lotte@club.test', role: 'Player', firstName: 'Lotte', lastName: 'de Boer', teamId: 'team-b', primaryPosition: 'ST', profilePicture: 'file.png',
    });
  });

  it("shows the player failure sentence with the server's errorMessage", async () => {
    await openInvite('/players', {
      ...playersApi,
      'POST /Account/RegisterUser': { status: 200, body: { isSucceeded: false, errorMessage: 'This e-mail address is already in use.', id: null, emailSent: false } },
    });
    fireEvent.change(field('invite-firstName'), { target: { value: 'Lotte' } });
    fireEvent.change(field('invite-lastName'), { target: { value: 'de Boer' } });
    fireEvent.change(field('invite-email'), { target: { value: 'lotte@club.test' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Team/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'JO11-1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Failed adding player. This e-mail address is already in use.')).toBeTruthy();
  });

  it('offers only the Manager role and no team for a manager; failure says "Failed adding manager."', async () => {
    const calls = await openInvite('/manager', {
      ...shellApi,
      'GET /api/manager/GetUserManagerOverviewByFilterSeasonId': { status: 200, body: [] },
      'POST /Account/RegisterUser': {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'email must be at most 50 characters.', messageKey: 'fieldTooLong', messageValues: { field: 'email', limit: '50' } },
      },
    });
    expect(field('invite-teamId')).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Role' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Manager']);
    fireEvent.click(options[0]!);
    fireEvent.change(field('invite-firstName'), { target: { value: 'Mo' } });
    fireEvent.change(field('invite-lastName'), { target: { value: 'Manager' } });
    fireEvent.change(field('invite-email'), { target: { value: 'mo@club.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    // The server's key names the field by its label.
    expect(await screen.findByText('Failed adding manager. E-mail must be at most 50 characters.')).toBeTruthy();
    expect(registerCalls(calls)[0]!.body).toMatchObject({ role: 'Manager', teamId: null });
  });

  it('lets a trainer be invited without a team', async () => {
    const calls = await openInvite('/trainers', {
      ...shellApi,
      'GET /api/trainer/GetTrainersOverview': { status: 200, body: [] },
      'POST /Account/RegisterUser': { status: 200, body: { isSucceeded: true, errorMessage: null, id: 'new-2', emailSent: true } },
    });
    fireEvent.change(field('invite-firstName'), { target: { value: 'Tim' } });
    fireEvent.change(field('invite-lastName'), { target: { value: 'Trainer' } });
    fireEvent.change(field('invite-email'), { target: { value: 'tim@club.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('The invitation is sent')).toBeTruthy();
    expect(registerCalls(calls)[0]!.body).toMatchObject({ role: 'Trainer', teamId: null });
  });
});

describe('managers list', () => {
  const managersApi = {
    ...shellApi,
    'GET /api/manager/GetUserManagerOverviewByFilterSeasonId': { status: 200, body: [
      { id: 'user-1', name: 'Anna de Vries', userPicture: null, dateStarted: '2023-08-10T10:00:00.000Z', lastLogin: '2024-11-02T10:00:00.000Z' },
      { id: 'm-2', name: 'Bert Boss', userPicture: null, dateStarted: '2024-01-05T10:00:00.000Z', lastLogin: null },
    ] },
  };

  it('shows active since and last login, and never removes the own account', async () => {
    const calls = mockFetch(managersApi);
    renderSignedInAt('/manager');
    expect(await screen.findByText('Bert Boss')).toBeTruthy();
    expect(within(rowOf('Anna de Vries')).getByText('10/08/2023')).toBeTruthy();
    expect(within(rowOf('Bert Boss')).getByRole('link', { name: 'View Bert Boss' }).getAttribute('href')).toBe('/manager/detail-manager?userId=m-2');
    expect(calls.find((c) => c.path === '/api/manager/GetUserManagerOverviewByFilterSeasonId')!.url.searchParams.get('SeasonId')).toBe('s-now');

    fireEvent.click(screen.getByRole('button', { name: 'Remove selected' }));
    expect(await screen.findByText('No selected manager')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove selected' }));
    expect(await screen.findByText('Selected manager(s), can not contains your account')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.path === '/api/Manager/RemoveManagers')).toBe(false);
  });
});

describe('trainers list', () => {
  it('sorts by team first, toggles the order on a header click, and caps progress at 100%', async () => {
    mockFetch({
      ...shellApi,
      'GET /api/trainer/GetTrainersOverview': { status: 200, body: [
        { id: 't-1', name: 'Bea Busy', topTeamName: 'JO13-1', totalTeam: 1, totalPlayer: 12, overallProgress: 140, lastUpdate: '2024-10-01T10:00:00.000Z', userPicture: null, overdueReports: 0 },
        { id: 't-2', name: 'Abe Able', topTeamName: 'JO11-1', totalTeam: 2, totalPlayer: 20, overallProgress: 40, lastUpdate: null, userPicture: null, overdueReports: 0 },
        { id: 't-3', name: 'Cor Free', topTeamName: null, totalTeam: 0, totalPlayer: 0, overallProgress: 0, lastUpdate: null, userPicture: null, overdueReports: 0 },
      ] },
    });
    renderSignedInAt('/trainers');
    await screen.findByText('Bea Busy');
    const names = () => within(screen.getByRole('table', { name: 'Trainers' })).getAllByRole('link', { name: /^(Abe Able|Bea Busy|Cor Free)$/ }).map((a) => a.textContent);
    expect(names()).toEqual(['Abe Able', 'Bea Busy', 'Cor Free']);
    fireEvent.click(screen.getByRole('button', { name: /^Sort by team/ }));
    // Descending; a trainer without a team stays last (the dataProvider sorts: the rows come back).
    await waitFor(() => expect(names()).toEqual(['Bea Busy', 'Abe Able', 'Cor Free']));
    fireEvent.click(screen.getByRole('button', { name: /^Sort by players/ }));
    await waitFor(() => expect(names()).toEqual(['Cor Free', 'Bea Busy', 'Abe Able']));
    expect(within(rowOf('Bea Busy')).getByText('100%')).toBeTruthy();
    expect(within(rowOf('Bea Busy')).getByText('01/10/2024')).toBeTruthy();
  });

  it("marks overdue trainers with their count and sends a reminder to the selected trainers, saying who got none", async () => {
    const calls = mockFetch({
      ...shellApi,
      'GET /api/trainer/GetTrainersOverview': { status: 200, body: [
        { id: '00000000-0000-4000-8000-000000000001', name: 'Bea Busy', topTeamName: 'JO13-1', totalTeam: 1, totalPlayer: 12, overallProgress: 40, lastUpdate: null, userPicture: null, overdueReports: 3 },
        { id: '00000000-0000-4000-8000-000000000002', name: 'Abe Able', topTeamName: 'JO11-1', totalTeam: 1, totalPlayer: 10, overallProgress: 100, lastUpdate: null, userPicture: null, overdueReports: 0 },
      ] },
      'POST /api/Trainer/SendReminders': { status: 200, body: {
        sent: ['00000000-0000-4000-8000-000000000001'],
        notSent: [{ userId: '00000000-0000-4000-8000-000000000002', reason: 'nothingMissing' }],
      } },
    });
    renderSignedInAt('/trainers');
    await screen.findByText('Bea Busy');
    expect(within(rowOf('Bea Busy')).getByText('3 reports overdue')).toBeTruthy();
    expect(within(rowOf('Abe Able')).queryByText(/overdue/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send reminder' }));
    expect(await screen.findByText('No trainers selected.')).toBeTruthy();
    selectRow('Bea Busy');
    selectRow('Abe Able');
    fireEvent.click(screen.getByRole('button', { name: 'Send reminder' }));
    expect(await screen.findByText('Reminder sent to 1 trainer. 1 trainer has no report missing.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/Trainer/SendReminders')!.body).toEqual({
      trainerIds: ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'], clubSeasonId: 's-now',
    });
  });
});
