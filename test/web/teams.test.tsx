import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, type Call } from './fetchMock';
import { columnTexts, renderSignedInAt, rowCheckbox, rowWith, shellApi } from './clubStructureHarness';

const team = (id: string, teamName: string, totalTrainer: number, topTrainerName: string | null, overallProgress: number, totalPlayer: number) => ({
  id, teamName, division: '', logoClub: null, totalTrainer, topTrainerId: topTrainerName ? `t-${id}` : null, topTrainerName, topTrainerPicture: null, overallProgress, totalPlayer,
});

const teams = [
  team('team-b', 'JO13-1', 3, 'Kees Bakker', 100, 12),
  team('team-a', 'JO11-1', 1, 'Sanne Visser', 40, 12),
  team('team-c', 'JO15-1', 0, null, 0, 9),
];

const api = {
  ...shellApi,
  'GET /api/team/GetTeamOverviewByClubId': { status: 200, body: teams },
};

const overviewCalls = (calls: Call[]) => calls.filter((c) => c.path === '/api/team/GetTeamOverviewByClubId');

describe('the teams list (/teams)', () => {
  it('shows the trainers column: the one trainer, or "+N" and "N Trainers"', async () => {
    mockFetch(api);
    renderSignedInAt('/teams');
    await screen.findByRole('table', { name: 'Teams' });
    await waitFor(() => expect(columnTexts('Teams', 1)).toEqual(['JO11-1', 'JO13-1', 'JO15-1']));
    expect(columnTexts('Teams', 2)).toEqual(['Sanne Visser', '3 Trainers', 'No trainer']);
    const row = rowWith('Teams', 'JO13-1');
    expect(within(row).getByText('+2')).toBeTruthy();
    expect(within(row).getByText('3 Trainers')).toBeTruthy();
  });

  it('shows progress in percent (the server caps it at 100) and counts the rows', async () => {
    mockFetch(api);
    renderSignedInAt('/teams');
    await screen.findByRole('table', { name: 'Teams' });
    await waitFor(() => expect(columnTexts('Teams', 3)).toEqual(['40%', '100%', '0%']));
    expect(screen.getByLabelText('Number of rows: 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View JO11-1' }).getAttribute('href')).toBe('/teams/team-detail?teamId=team-a');
  });

  it('sorts stably: equal player counts keep their order in both directions', async () => {
    mockFetch(api);
    renderSignedInAt('/teams');
    await screen.findByRole('table', { name: 'Teams' });
    await waitFor(() => expect(columnTexts('Teams', 1)).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: /^Sort by players/ }));
    // Ties (12 players) keep the API's order: JO13-1 before JO11-1.
    await waitFor(() => expect(columnTexts('Teams', 1)).toEqual(['JO15-1', 'JO13-1', 'JO11-1']));
    fireEvent.click(screen.getByRole('button', { name: /^Sort by players/ }));
    await waitFor(() => expect(columnTexts('Teams', 1)).toEqual(['JO13-1', 'JO11-1', 'JO15-1']));
  });

  it('preselects the current season and reloads the progress for another one', async () => {
    const calls = mockFetch(api);
    renderSignedInAt('/teams');
    await waitFor(() => expect(overviewCalls(calls).some((c) => c.url.searchParams.get('clubSeasonId') === 's-now')).toBe(true));
    expect(screen.getByRole('combobox', { name: 'Season' }).textContent).toBe('2024/2025');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Season' }));
    fireEvent.click(await screen.findByRole('option', { name: '2023/2024' }));
    await waitFor(() => expect(overviewCalls(calls).at(-1)!.url.searchParams.get('clubSeasonId')).toBe('s-old'));
  });

  it('deletes the selected teams after confirmation; nothing selected is an error', async () => {
    const calls = mockFetch({ ...api, 'POST /api/Team/RemoveTeams': { status: 200, body: { isSucceeded: true } } });
    renderSignedInAt('/teams');
    await screen.findByRole('table', { name: 'Teams' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No selected team(s)')).toBeTruthy();
    await waitFor(() => rowCheckbox('Teams', 'JO15-1'));
    fireEvent.click(rowCheckbox('Teams', 'JO15-1'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/Delete 1 team\(s\)\?/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Successfully removed teams')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/Team/RemoveTeams')!.body).toEqual([{ Id: 'team-c' }]);
  });

  it('adds a team; an empty name is refused before sending; a failure shows the server text; the list is read once more', async () => {
    let answer: { status: number; body: unknown } = { status: 200, body: { isSucceeded: true, id: 'team-new', errorMessage: null } };
    const calls = mockFetch({ ...api, 'POST /api/team/addteam': () => answer });
    renderSignedInAt('/teams');
    fireEvent.click(await screen.findByRole('button', { name: 'Add team' }));
    const modal = await screen.findByRole('dialog');
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please filled all the input')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/team/addteam')).toBe(false);
    fireEvent.change(within(modal).getByLabelText('Team name'), { target: { value: 'JO17-1' } });
    fireEvent.change(within(modal).getByLabelText('Division'), { target: { value: '3e klasse' } });
    answer = { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'A team with this name already exists in the club.' } };
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed add a team A team with this name already exists in the club.')).toBeTruthy();
    answer = { status: 200, body: { isSucceeded: true, id: 'team-new', errorMessage: null } };
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Team saved.')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/team/addteam').at(-1)!.body).toEqual({
      Id: '00000000-0000-0000-0000-000000000000', TeamName: 'JO17-1', Division: '3e klasse',
    });
    // Once on opening the page, once after each save (the failed one too): never twice for one save.
    const listReads = () => calls.filter((c) => c.path === '/api/team/GetTeamOverviewByClubId').length;
    await waitFor(() => expect(listReads()).toBe(3));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(listReads()).toBe(3);
  });

  it.each([
    ['a gif', new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }), 'format not allowed'],
    ['a png over 500,000 bytes', new File([new Uint8Array(500_001)], 'logo.png', { type: 'image/png' }), 'file size limit'],
  ])('refuses %s as a team logo before uploading', async (_what, file, message) => {
    const calls = mockFetch(api);
    renderSignedInAt('/teams');
    fireEvent.click(await screen.findByRole('button', { name: 'Add team' }));
    const modal = await screen.findByRole('dialog');
    fireEvent.change(within(modal).getByLabelText('Team logo'), { target: { files: [file] } });
    expect(await screen.findByText(message)).toBeTruthy();
    expect(calls.some((c) => c.path === '/Account/UploadPhoto')).toBe(false);
  });

  it('uploads a team logo, previews it and saves its id with the team', async () => {
    const calls = mockFetch({
      ...api,
      'POST /Account/UploadPhoto': { status: 200, body: { id: 'photo-9', dateTimeTag: 'x' } },
      'POST /api/team/addteam': { status: 200, body: { isSucceeded: true, id: 'team-new', errorMessage: null } },
    });
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
    renderSignedInAt('/teams');
    fireEvent.click(await screen.findByRole('button', { name: 'Add team' }));
    const modal = await screen.findByRole('dialog');
    fireEvent.change(within(modal).getByLabelText('Team name'), { target: { value: 'JO19-1' } });
    fireEvent.change(within(modal).getByLabelText('Team logo'), { target: { files: [new File([new Uint8Array(400_000)], 'logo.PNG', { type: 'image/png' })] } });
    expect(await screen.findByText('Picture uploaded.')).toBeTruthy();
    expect(within(modal).getByRole('img', { name: 'Team logo' }).getAttribute('src')).toBe('blob:preview');
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/team/addteam')).toBe(true));
    expect(calls.find((c) => c.path === '/api/team/addteam')!.body).toMatchObject({ TeamName: 'JO19-1', LogoUrl: 'photo-9' });
    const upload = calls.find((c) => c.path === '/Account/UploadPhoto')!;
    expect(upload.url.searchParams.get('userId')).toBeNull();
    expect(upload.url.searchParams.get('dateTimeTag')).toBeTruthy();
  });
});

describe('the team detail page (/teams/team-detail)', () => {
  const detailApi = {
    ...api,
    'GET /api/Team/GetTeamDetail': { status: 200, body: { id: 'team-b', teamName: 'JO13-1', division: '2e klasse', logoClub: null, clubName: 'FC Touchline', clubLogoUrl: null } },
    'GET /api/MasterData/GetTeams': { status: 200, body: [{ id: 'team-a', teamName: 'JO11-1', division: '', logoClub: null }, { id: 'team-b', teamName: 'JO13-1', division: '', logoClub: null }] },
    'GET /api/trainer/GetTrainerOverviewByClubId': {
      status: 200,
      body: [{ teamTrainerId: 'm-t1', id: 't1', userId: 't1', name: 'Kees Bakker', overallProgress: 50, lastUpdate: '2025-03-03T10:00:00.000Z', roles: 'Trainer', userPicture: null }],
    },
    'GET /api/Player/GetTeamPlayerOverview': {
      status: 200,
      body: [
        { teamPlayerId: 'm-p1', id: 'p1', userId: 'p1', name: 'Lotte de Boer', overallProgress: 75, totalTrainer: 2, trainerUserId: 't1', trainerName: 'Kees Bakker', trainerPicture: null, averageScore: 6.625, userPicture: null },
        { teamPlayerId: 'm-p2', id: 'p2', userId: 'p2', name: 'Bram Smit', overallProgress: 0, totalTrainer: 2, trainerUserId: 't1', trainerName: 'Kees Bakker', trainerPicture: null, averageScore: null, userPicture: null },
      ],
    },
  };

  it("an unknown or removed team shows 'Failed fetching data.', a sentence for people and the way back to the teams", async () => {
    mockFetch({ ...shellApi, 'GET /api/Team/GetTeamDetail': { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'This team does not exist.' } } });
    renderSignedInAt('/teams/team-detail?teamId=00000000-0000-4000-8000-000000000001');
    expect(await screen.findByText('Failed fetching data. This team does not exist or was removed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to teams' }).getAttribute('href')).toBe('/teams');
  });

  it('shows the team, its trainers and players with links, progress, trainers and one-decimal scores', async () => {
    mockFetch(detailApi);
    renderSignedInAt('/teams/team-detail?teamId=team-b');
    expect(await screen.findByRole('heading', { name: 'JO13-1' })).toBeTruthy();
    expect(screen.getByText('2e klasse')).toBeTruthy();
    await waitFor(() => expect(columnTexts('Players', 1)).toEqual(['Bram Smit', 'Lotte de Boer']));
    expect(columnTexts('Players', 3)).toEqual(['2 Trainers', '2 Trainers']);
    expect(columnTexts('Players', 4)).toEqual(['', '6.6']);
    expect(screen.getByRole('link', { name: 'Lotte de Boer' }).getAttribute('href')).toBe('/players/detail-player?userId=p1&teamId=team-b');
    expect(screen.getByRole('link', { name: 'Kees Bakker' }).getAttribute('href')).toBe('/trainers/detail-trainer?userId=t1&teamId=team-b');
    expect(columnTexts('Trainers', 3)).toEqual(['03/03/2025']);
  });

  it('removes selected players from the team after confirmation, by their team membership', async () => {
    const calls = mockFetch({ ...detailApi, 'POST /api/Player/RemovePlayersFromTeam': { status: 200, body: { isSucceeded: true } } });
    renderSignedInAt('/teams/team-detail?teamId=team-b');
    const players = await screen.findByRole('region', { name: 'Players' });
    fireEvent.click(within(players).getByRole('button', { name: 'Remove from team' }));
    expect(await screen.findByText('No selected players')).toBeTruthy();
    await waitFor(() => rowCheckbox('Players', 'Bram Smit'));
    fireEvent.click(rowCheckbox('Players', 'Bram Smit'));
    fireEvent.click(within(players).getByRole('button', { name: 'Remove from team' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Players removed from the team.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/Player/RemovePlayersFromTeam')!.body).toEqual([{ Id: 'm-p2' }]);
  });

  it('adds people from the available list, filtered by the search box', async () => {
    const calls = mockFetch({
      ...detailApi,
      'GET /api/Manager/getAvailablePlayersOrTrainers': {
        status: 200,
        body: [
          { userId: 'p7', firstName: 'Noah', lastName: 'Jansen', profilePicture: null, teamName: 'JO11-1' },
          { userId: 'p8', firstName: 'Emma', lastName: 'Visser', profilePicture: null, teamName: null },
        ],
      },
      'POST /api/Team/AddPlayerToTeam': { status: 200, body: { isSucceeded: true } },
    });
    renderSignedInAt('/teams/team-detail?teamId=team-b');
    const players = await screen.findByRole('region', { name: 'Players' });
    fireEvent.click(within(players).getByRole('button', { name: 'Add players' }));
    const modal = await screen.findByRole('dialog');
    expect(await within(modal).findByText('Noah Jansen')).toBeTruthy();
    expect(within(modal).getByText('No team')).toBeTruthy();
    fireEvent.change(within(modal).getByLabelText('Search by name'), { target: { value: 'emm' } });
    expect(within(modal).queryByText('Noah Jansen')).toBeNull();
    fireEvent.click(within(modal).getByRole('checkbox', { name: 'Emma Visser' }));
    fireEvent.click(within(modal).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Added to the team.')).toBeTruthy();
    const add = calls.find((c) => c.path === '/api/Team/AddPlayerToTeam')!;
    expect(add.body).toEqual({ userIds: ['p8'], newTeamId: 'team-b' });
    expect(calls.find((c) => c.path === '/api/Manager/getAvailablePlayersOrTrainers')!.url.searchParams.get('key')).toBe('player');
  });

  it('moves the selected trainers to another team in one call, leaving this team', async () => {
    const calls = mockFetch({ ...detailApi, 'POST /api/Team/AddTrainerToTeam': { status: 200, body: { isSucceeded: true } } });
    renderSignedInAt('/teams/team-detail?teamId=team-b');
    const trainers = await screen.findByRole('region', { name: 'Trainers' });
    fireEvent.click(within(trainers).getByRole('button', { name: 'Move to another team' }));
    expect(await screen.findByText('No selected trainers')).toBeTruthy();
    await waitFor(() => rowCheckbox('Trainers', 'Kees Bakker'));
    fireEvent.click(rowCheckbox('Trainers', 'Kees Bakker'));
    fireEvent.click(within(trainers).getByRole('button', { name: 'Move to another team' }));
    const modal = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(modal).getByRole('combobox', { name: 'New team' }));
    fireEvent.click(await screen.findByRole('option', { name: 'JO11-1' }));
    fireEvent.click(within(modal).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Moved to the other team.')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/Team/AddTrainerToTeam').map((c) => c.body)).toEqual([
      { userIds: ['t1'], newTeamId: 'team-a', oldTeamId: 'team-b' },
    ]);
  });
});
