import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, type Call } from './fetchMock';
import { renderSignedInAt, shellApi } from './peopleHarness';

const person = {
  nationalityId: null, nationality: null, birthPlace: null, birthDate: '1990-01-01', email: 'x@club.test', phoneNumber: null,
  address: null, status: 'active', dateStarted: null, lastLogin: null, userPicture: null, clubName: 'FC Touchline', clubLogoUrl: null,
};
const scores = (a: number, b: number, comment: string | null = null) => [
  { skillName: 'Passing', score: a, comment },
  { skillName: 'Speed', score: b, comment: null },
];

const trainerReports = (call: Call) => {
  const filter = call.url.searchParams.get('filter');
  const search = call.url.searchParams.get('searchname') ?? '';
  const allSeasons = call.url.searchParams.get('allSeasons') === 'true';
  const scope = allSeasons
    ? { clubSeasonId: null, seasonName: null, openReports: 2, completedReports: 3 }
    : { clubSeasonId: 's-now', seasonName: '2024/2025', openReports: 1, completedReports: 2 };
  if (filter === 'open') {
    const earlier = allSeasons ? [{
      reportId: 'r-old', isCompleted: false, playerName: 'Noor Jansen', userId: 'p-2', userPicture: null, teamName: 'JO11-1',
      seasonId: 's-old', seasonName: '2023/2024', isActive: true,
      totalScore: 5, totalProgress: 20, createdDate: '2024-03-01T10:00:00.000Z', modifiedDate: '2024-03-20T10:00:00.000Z',
      feedback: null, skillReports: scores(5, 5), self: [],
    }] : [];
    return { status: 200, body: { ...scope, count: 1 + earlier.length, players: 1, reportCount: 1 + earlier.length, reports: [{
      reportId: 'r-open', isCompleted: false, playerName: 'Noor Jansen', userId: 'p-2', userPicture: null, teamName: 'JO11-1',
      seasonId: 's-now', seasonName: '2024/2025', isActive: true,
      totalScore: 6, totalProgress: 40, createdDate: '2026-10-01T10:00:00.000Z', modifiedDate: '2026-10-20T10:00:00.000Z',
      feedback: null, skillReports: scores(6, 6), self: [],
    }, ...earlier] } };
  }
  const groups = [{
    reportId: 'r-2', isCompleted: true, playerName: 'Sem Bakker', userId: 'p-1', userPicture: null, teamName: 'JO13-1',
    seasonId: 's-now', seasonName: '2024/2025', isActive: false,
    totalScore: 7.25, totalProgress: 100, createdDate: '2026-08-10T10:00:00.000Z', modifiedDate: '2026-11-01T10:00:00.000Z',
    feedback: 'Keeps improving.', skillReports: scores(8, 7),
    self: [
      { reportId: 'r-2', playerName: 'Sem Bakker', seasonId: 's-now', seasonName: '2024/2025', averageScore: 7.5, createdDate: '2026-10-10T10:00:00.000Z', modifiedDate: '2026-11-01T10:00:00.000Z', feedback: 'Keeps improving.', skillReports: scores(8, 7, 'Great vision') },
      { reportId: 'r-1', playerName: 'Sem Bakker', seasonId: 's-now', seasonName: '2024/2025', averageScore: 7, createdDate: '2026-08-10T10:00:00.000Z', modifiedDate: '2026-09-01T10:00:00.000Z', feedback: null, skillReports: scores(7, 7) },
    ],
  }];
  const shown = groups.filter((group) => group.playerName.toLowerCase().includes(search.toLowerCase()));
  return { status: 200, body: { ...scope, count: shown.length, players: shown.length, reportCount: shown.reduce((n, group) => n + group.self.length, 0), reports: shown } };
};

describe('the trainer detail reports panel', () => {
  it('shows completed reports per player, switches to open ones and searches on Enter', async () => {
    const calls = mockFetch({
      ...shellApi,
      'GET /api/trainer/GetTrainerByUserId': { status: 200, body: { ...person, id: 't-1', firstName: 'Tom', lastName: 'Trainer', role: 'Trainer', teamName: 'JO11-1', teamId: 'team-a', openReports: 1, totalReports: 2, clubSeasonId: 's-now', seasonName: '2024/2025', sharedData: false } },
      'GET /api/trainer/GetTrainerPersonalDetail': trainerReports,
    });
    renderSignedInAt('/trainers/detail-trainer?userId=t-1');
    const panel = within(await screen.findByRole('region', { name: 'Reports' }));
    expect(await panel.findByText('Sem Bakker')).toBeTruthy();
    expect(panel.getByText('then in JO13-1')).toBeTruthy();
    expect(panel.getByText('7.3')).toBeTruthy(); // two significant digits
    // The completed list groups per player and says so; the counts beside the name are the same season's.
    expect(panel.getByText('1 player, 2 reports')).toBeTruthy();
    const counts = within(screen.getByRole('region', { name: 'Tom Trainer' }));
    expect(counts.getByText('Season 2024/2025')).toBeTruthy();
    expect(counts.getByText('Completed reports', { exact: false }).textContent).toBe('Completed reports: 2');

    fireEvent.click(panel.getByText('Sem Bakker'));
    expect(await panel.findByText('Great vision')).toBeTruthy();
    expect(panel.getByText('Keeps improving.')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/trainer/GetTrainerPersonalDetail')!.url.searchParams.get('filter')).toBe('completed');

    fireEvent.click(panel.getByRole('button', { name: 'Open' }));
    expect(await panel.findByText('Noor Jansen')).toBeTruthy();
    expect(panel.getByRole('progressbar', { name: 'Progress of the report on Noor Jansen' }).getAttribute('aria-valuenow')).toBe('40');

    expect(panel.getByLabelText('Number of rows: 1')).toBeTruthy();
    expect(counts.getByText('Open reports', { exact: false }).textContent).toBe('Open reports: 1');
    expect(panel.queryByText('Season 2024/2025')).toBeNull();

    // Every season: the counts follow, and each report says which season it is of.
    fireEvent.mouseDown(panel.getByRole('combobox', { name: 'Season' }));
    fireEvent.click(await screen.findByRole('option', { name: 'All seasons' }));
    await waitFor(() => expect(panel.getByLabelText('Number of rows: 2')).toBeTruthy());
    expect(counts.getByText('All seasons')).toBeTruthy();
    expect(counts.getByText('Open reports', { exact: false }).textContent).toBe('Open reports: 2');
    expect(panel.getByText('Season 2023/2024')).toBeTruthy();
    expect(panel.getByText('Season 2024/2025')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/trainer/GetTrainerPersonalDetail').pop()!.url.searchParams.get('allSeasons')).toBe('true');

    fireEvent.click(panel.getByRole('button', { name: 'Completed' }));
    const search = panel.getByRole('textbox', { name: 'Search player' });
    fireEvent.change(search, { target: { value: 'nobody' } });
    fireEvent.submit(search.closest('form')!);
    expect(await panel.findByText('No completed reports.')).toBeTruthy();
    const last = calls.filter((call) => call.path === '/api/trainer/GetTrainerPersonalDetail').pop()!;
    expect(last.url.searchParams.get('searchname')).toBe('nobody');
  });
});

describe("the trainer's Open view", () => {
  it('puts Score and Comment at the same place on every card: one grid of fixed columns', async () => {
    const open = (id: string, name: string, skills: { skillName: string; score: number; comment: string | null }[]) => ({
      reportId: id, isCompleted: false, playerName: name, userId: `p-${id}`, userPicture: null, teamName: 'JO11-1', isActive: true,
      totalScore: 6, totalProgress: 40, createdDate: '2026-10-01T10:00:00.000Z', modifiedDate: '2026-10-20T10:00:00.000Z',
      feedback: null, skillReports: skills, self: [], seasonId: 's-now', seasonName: '2026/2027',
    });
    mockFetch({
      ...shellApi,
      'GET /api/trainer/GetTrainerByUserId': { status: 200, body: { ...person, id: 't-1', firstName: 'Tom', lastName: 'Trainer', role: 'Trainer', teamName: 'JO11-1', teamId: 'team-a', openReports: 2, totalReports: 0, sharedData: false, clubSeasonId: 's-now', seasonName: '2026/2027' } },
      'GET /api/trainer/GetTrainerPersonalDetail': { status: 200, body: { clubSeasonId: 's-now', seasonName: '2026/2027', openReports: 2, completedReports: 0, players: 2, reportCount: 2, count: 2, reports: [
        open('r-a', 'Noor Jansen', [{ skillName: 'Passing', score: 6, comment: null }]),
        open('r-b', 'Sem Bakker', [{ skillName: 'Positional awareness under pressure', score: 8, comment: 'A much longer comment on how the player reads the game' }]),
      ] } },
    });
    renderSignedInAt('/trainers/detail-trainer?userId=t-1');
    const panel = within(await screen.findByRole('region', { name: 'Reports' }));
    fireEvent.click(await panel.findByRole('button', { name: 'Open' }));
    expect(await panel.findByText('Sem Bakker')).toBeTruthy();
    const tables = panel.getAllByRole('table', { name: 'Skill scores' });
    expect(tables).toHaveLength(2);
    const columns = tables.map((table) => [...table.querySelectorAll('col')].map((col) => col.style.width));
    expect(columns[0]).toEqual(['40%', '15%', '45%']);
    expect(columns[1]).toEqual(columns[0]);
    for (const table of tables) {
      expect(getComputedStyle(table).tableLayout).toBe('fixed');
      expect([...table.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Skill', 'Score', 'Comment']);
    }
  });
});

describe('the player detail reports', () => {
  it('shows the overall section and an accordion per trainer with completed and open reviews', async () => {
    mockFetch({
      ...shellApi,
      'GET /api/Player/GetPlayerDetailByIdBySeason': { status: 200, body: {
        ...person, id: 'p-1', firstName: 'Sem', lastName: 'Bakker', role: 'Player', teamName: 'JO11-1', teamId: 'team-a', position: null,
        positionName: null, averageScore: '7.3', completionPercentage: 50, clubPictureUrl: null, completedReport: 2, openReport: 1,
        sharedData: false, clubSeasonId: 's-now',
        playerReportDetailsSkill: [{ skillName: 'Passing', score: 7.5 }, { skillName: 'Speed', score: 7 }],
        playerReportResponse: [{
          trainerUserId: 't-1', userId: 'p-1', trainerName: 'Tom Trainer', trainerPic: null, teamName: 'JO13-1', isActive: false, averageScore: 7.25,
          playerReportReview: [
            { reportId: 'r-3', userId: 't-1', trainerName: 'Tom Trainer', trainerPic: null, averageScore: 6, createdDate: '2026-11-01T10:00:00.000Z', modifiedDate: '2026-11-05T10:00:00.000Z', status: 'Open', feedback: null, playerReportDetailsSkill: scores(6, 6) },
            { reportId: 'r-2', userId: 't-1', trainerName: 'Tom Trainer', trainerPic: null, averageScore: 7.5, createdDate: '2026-10-01T10:00:00.000Z', modifiedDate: '2026-10-05T10:00:00.000Z', status: 'Completed', feedback: 'Well done.', playerReportDetailsSkill: scores(8, 7) },
          ],
        }],
      } },
    });
    renderSignedInAt('/players/detail-player?userId=p-1');
    const panel = within(await screen.findByRole('region', { name: 'Reports' }));
    const skills = within(await panel.findByRole('table', { name: 'Average per skill' }));
    expect(skills.getByText('7.5')).toBeTruthy();
    expect(panel.getByText('Overall score', { exact: false }).textContent).toBe('Overall score: 7.3');
    expect(panel.getByLabelText('Average score').textContent).toBe('7.3'); // the trainer's 7.25, one decimal
    expect(panel.getByText('then in JO13-1')).toBeTruthy();
    fireEvent.click(panel.getByText('Tom Trainer'));
    await waitFor(() => expect(panel.getByText(/last activity November 5, 2026/)).toBeTruthy());
    expect(panel.getByText(/report completed October 5, 2026/)).toBeTruthy();
  });
});
