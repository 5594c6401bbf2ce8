import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, type Call } from './fetchMock';
import { renderSignedInAt, shellApi } from './peopleHarness';
import { recorded } from './recordedAnswers';

/**
 * Each list through react-admin (ListBase, DataTable, Confirm): a sort by a header, a filter, and the
 * removal of selected rows, against recorded answers; plus the generic screens support staff use.
 */
const tableRows = (table: string) => within(screen.getByRole('table', { name: table })).getAllByRole('row').slice(1);
const namesIn = (table: string) =>
  tableRows(table).map((row) => {
    // Avatars' fallback letters are decoration, not the name.
    const cell = within(row).getAllByRole('cell')[1]!.cloneNode(true) as HTMLElement;
    cell.querySelectorAll('.MuiAvatar-root').forEach((avatar) => avatar.remove());
    return cell.textContent;
  });
const rowOf = (table: string, name: string) => tableRows(table).find((row) => within(row).queryAllByText(name).length > 0)!;
const lastCall = (calls: Call[], path: string) => calls.filter((call) => call.path === path).at(-1);

const peopleLists = [
  {
    path: '/manager', table: 'Managers', active: 'GET /api/manager/GetUserManagerOverviewByFilterSeasonId', rows: recorded.managers,
    invited: 'GET /api/manager/GetUserManagerOverviewByClubId', sortBy: /^Sort by active since/, sorted: ['Bert Boss', 'Anna de Vries'],
    remove: 'POST /api/Manager/RemoveManagers', removeTitle: 'Remove managers', removed: 'Successfully removed managers', pick: 'Bert Boss', pickId: 'm-2',
  },
  {
    path: '/trainers', table: 'Trainers', active: 'GET /api/trainer/GetTrainersOverview', rows: recorded.trainers,
    invited: 'GET /api/trainer/GetTrainersOverview', sortBy: /^Sort by players/, sorted: ['Abe Able', 'Bea Busy', 'Cor Free'],
    remove: 'POST /api/Trainer/RemoveTrainers', removeTitle: 'Remove trainers', removed: 'Succesfully removed trainers', pick: 'Cor Free', pickId: 't-3',
  },
  {
    path: '/players', table: 'Players', active: 'GET /api/Player/GetPlayerOverviewReportByClubId', rows: recorded.players,
    invited: 'GET /api/Player/GetUserManagerOverviewByClubId', sortBy: /^Sort by average score/, sorted: ['Uma Up', 'Dirk Down', 'Nina None'],
    remove: 'POST /api/Player/RemovePlayers', removeTitle: 'Remove players', removed: 'Succesfully removed players', pick: 'Nina None', pickId: 'p-3',
  },
];

describe.each(peopleLists)('the $table list ($path)', (list) => {
  // The same route answers both views for trainers: the isactive flag tells them apart.
  const answers = (removal?: { status: number; body: unknown }) => ({
    ...shellApi,
    [list.active]: ({ url }: Call) => ({
      status: 200,
      body: [url.searchParams.get('isactive'), url.searchParams.get('isActive')].includes('false') ? recorded.invited : list.rows,
    }),
    ...(list.invited !== list.active ? { [list.invited]: { status: 200, body: recorded.invited } } : {}),
    ...(removal ? { [list.remove]: removal } : {}),
  });

  // `sorted` is the descending order of the sortBy column; ascending is its reverse.
  it('sorts by a column header: ascending first, then descending, on the rows it has (no second call)', async () => {
    const calls = mockFetch(answers());
    renderSignedInAt(list.path);
    await screen.findByText(list.pick);
    fireEvent.click(screen.getByRole('button', { name: list.sortBy }));
    // Ascending first: the header then offers the descending order (the second click waits for it).
    const header = await screen.findByRole('button', { name: new RegExp(`${list.sortBy.source}.* descending$`) });
    await waitFor(() => expect(namesIn(list.table)).toEqual([...list.sorted].reverse()));
    fireEvent.click(header);
    await waitFor(() => expect(namesIn(list.table)).toEqual(list.sorted));
    expect(calls.filter((call) => call.path === list.active.slice(4))).toHaveLength(1);
  });

  it('filters on the Invited toggle and on the season', async () => {
    const calls = mockFetch(answers());
    renderSignedInAt(list.path);
    await screen.findByText(list.pick);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Season' }));
    fireEvent.click(await screen.findByRole('option', { name: '2023/2024' }));
    await waitFor(() => expect(JSON.stringify([...lastCall(calls, list.active.slice(4))!.url.searchParams.values()])).toContain('s-old'));
    fireEvent.click(screen.getByRole('button', { name: 'Invited' }));
    expect(await screen.findByText('Eva Expired')).toBeTruthy();
    expect(namesIn(list.table)).toEqual(['Eva Expired', 'Ivo Invited']);
    expect(screen.queryByText(list.pick)).toBeNull();
  });

  it("removes the selected rows after react-admin's confirmation, and reads the list again", async () => {
    const calls = mockFetch(answers({ status: 200, body: recorded.updated }));
    renderSignedInAt(list.path);
    await screen.findByText(list.pick);
    fireEvent.click(within(rowOf(list.table, list.pick)).getByRole('checkbox', { name: 'Select this row' }));
    const before = calls.filter((call) => call.path === list.active.slice(4)).length;
    fireEvent.click(screen.getByRole('button', { name: 'Remove selected' }));
    const dialog = await screen.findByRole('dialog', { name: list.removeTitle });
    expect(within(dialog).getByText(/Remove the 1 selected/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(list.removed)).toBeTruthy();
    expect(lastCall(calls, list.remove.slice(5))!.body).toEqual([{ Id: list.pickId }]);
    await waitFor(() => expect(calls.filter((call) => call.path === list.active.slice(4)).length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe("a team's members", () => {
  const teamApi = {
    ...shellApi,
    'GET /api/Team/GetTeamDetail': { status: 200, body: recorded.teamDetail },
    'GET /api/Player/GetTeamPlayerOverview': { status: 200, body: [...recorded.teamPlayers, { ...recorded.teamPlayers[0]!, teamPlayerId: 'tp-9', id: 'p-9', userId: 'p-9', name: 'Anne Assist', averageScore: 8.1 }] },
    'GET /api/trainer/GetTrainerOverviewByClubId': { status: 200, body: recorded.teamTrainers },
    'POST /api/Trainer/RemoveTrainersFromTeam': { status: 200, body: recorded.succeeded },
  };

  it('sorts the players by a column and removes a trainer from the team by membership', async () => {
    const calls = mockFetch(teamApi);
    renderSignedInAt('/teams/team-detail?teamId=team-b');
    await waitFor(() => expect(namesIn('Players')).toEqual(['Anne Assist', 'Dirk Down']));
    const players = screen.getByRole('region', { name: 'Players' });
    fireEvent.click(within(players).getByRole('button', { name: /^Sort by average score/ }));
    fireEvent.click(await within(players).findByRole('button', { name: /^Sort by average score/ }));
    await waitFor(() => expect(namesIn('Players')).toEqual(['Anne Assist', 'Dirk Down']));
    fireEvent.click(within(players).getByRole('button', { name: /^Sort by average score/ }));
    await waitFor(() => expect(namesIn('Players')).toEqual(['Dirk Down', 'Anne Assist']));

    const trainers = screen.getByRole('region', { name: 'Trainers' });
    fireEvent.click(within(rowOf('Trainers', 'Bea Busy')).getByRole('checkbox'));
    fireEvent.click(within(trainers).getByRole('button', { name: 'Remove from team' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Remove from team' })).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Trainers removed from the team.')).toBeTruthy();
    expect(lastCall(calls, '/api/Trainer/RemoveTrainersFromTeam')!.body).toEqual([{ Id: 'tt-1' }]);
  });
});

describe('from a list to a detail page', () => {
  it("shows the trainer's profile, not the list row react-admin keeps for it", async () => {
    mockFetch({
      ...shellApi,
      'GET /api/trainer/GetTrainersOverview': { status: 200, body: recorded.trainers },
      'GET /api/trainer/GetTrainerByUserId': { status: 200, body: recorded.trainerProfile },
      'GET /api/trainer/GetTrainerPersonalDetail': { status: 200, body: { count: 0, reports: [], clubSeasonId: 's-now', seasonName: '2024/2025', openReports: 0, completedReports: 0, players: 0, reportCount: 0 } },
    });
    renderSignedInAt('/trainers');
    fireEvent.click(await screen.findByRole('link', { name: 'View Bea Busy' }));
    expect(await screen.findByDisplayValue('Bea')).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe('/trainers/detail-trainer?userId=t-1');
  });
});

describe('the generic screens support staff open', () => {
  it("edits a team's name at /teams/<id> through addteam", async () => {
    const calls = mockFetch({
      ...shellApi,
      'GET /api/Team/GetTeamDetail': { status: 200, body: recorded.teamDetail },
      'POST /api/team/addteam': { status: 200, body: recorded.saved('team-b') },
      'GET /api/team/GetTeamOverviewByClubId': { status: 200, body: recorded.teams },
    });
    renderSignedInAt('/teams/team-b');
    const name = (await screen.findByLabelText('Team name *')) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('JO13-1'));
    fireEvent.change(name, { target: { value: 'JO13-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastCall(calls, '/api/team/addteam')?.body).toEqual({ Id: 'team-b', TeamName: 'JO13-2', Division: '2e klasse' }));
    // Saved, the screen goes back to the resource's list.
    expect(await screen.findByRole('table', { name: 'Teams' })).toBeTruthy();
    expect(window.location.pathname).toBe('/teams');
  });

  it("opens a trainer's record at /trainers/<userId> with its fields", async () => {
    mockFetch({ ...shellApi, 'GET /api/trainer/GetTrainerByUserId': { status: 200, body: recorded.trainerProfile } });
    renderSignedInAt('/trainers/t-1');
    await waitFor(() => expect((screen.getByLabelText('First name *') as HTMLInputElement).value).toBe('Bea'));
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).disabled).toBe(true);
  });
});
