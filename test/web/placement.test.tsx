import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, type Call } from './fetchMock';
import { LOCALE_KEY } from '../../src/providers/i18nProvider';
import { columnTexts, renderSignedInAt, rowCheckbox, shellApi } from './clubStructureHarness';

/** The team placement board (/teams/placement, issue 23) on the newest season, 2025/2026 (starts in 2025). */
const teams = [
  { id: 'team-a', teamName: 'JO11-1', division: '', logoClub: null },
  { id: 'team-b', teamName: 'JO13-1', division: '', logoClub: null },
  { id: 'team-c', teamName: 'JO15-1', division: '', logoClub: null },
];
const player = (userId: string, firstName: string, birthYear: number | null, team: (typeof teams)[number] | null, lastSeasonAverage: number | null, infix: string | null = null, lastName = 'Jansen') => ({
  userId, firstName, infix, lastName, birthYear, teamId: team?.id ?? null, teamName: team?.teamName ?? null, lastSeasonAverage,
});
const board = [
  player('p-ada', 'Ada', 2015, teams[0]!, 7.25),
  player('p-bram', 'Bram', 2014, teams[0]!, 6, 'van der', 'Berg'),
  player('p-cas', 'Cas', 2015, null, null),
  player('p-dirk', 'Dirk', null, teams[2]!, 5.5),
];
const api = {
  ...shellApi,
  'GET /api/Team/GetPlacementBoard': { status: 200, body: board },
  'GET /api/MasterData/GetTeams': { status: 200, body: teams },
  'POST /api/Team/MovePlayers': { status: 200, body: { isSucceeded: true } },
  // A season that has started moves players at once (a season still to come is planned: seasonPlanBoard.test.tsx).
  'GET /api/Team/GetSeasonPlan': { status: 200, body: { clubSeasonId: 's-next', seasonName: '2025/2026', startDate: '2025-08-01T00:00:00.000Z', state: 'current', players: [], teams: [] } },
};
const moves = (calls: Call[]) => calls.filter((c) => c.path === '/api/Team/MovePlayers').map((c) => c.body);
const TABLE = 'Team placement';
const TABLE_NL = 'Teamindeling';

const openBoard = async () => {
  const calls = mockFetch(api);
  renderSignedInAt('/teams/placement');
  await screen.findByRole('table', { name: TABLE }, { timeout: 10_000 });
  await waitFor(() => expect(columnTexts(TABLE, 1)).toHaveLength(4));
  return calls;
};

describe('the team placement board', () => {
  it("shows every player with birth year, team and last season's average, for the newest season", async () => {
    const calls = await openBoard();
    expect(calls.find((c) => c.path === '/api/Team/GetPlacementBoard')!.url.searchParams.get('clubSeasonId')).toBe('s-next');
    expect(columnTexts(TABLE, 1)).toEqual(['Ada Jansen', 'Bram van der Berg', 'Cas Jansen', 'Dirk Jansen']);
    expect(columnTexts(TABLE, 2)).toEqual(['2015', '2014', '2015', '']);
    expect(columnTexts(TABLE, 3)).toEqual(['JO11-1', 'JO11-1', 'No team', 'JO15-1']);
    expect(columnTexts(TABLE, 4)).toEqual(['7.3', '6', '–', '5.5']);
  });

  it('filters by birth year and team', async () => {
    await openBoard();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Birth year' }));
    fireEvent.click(await screen.findByRole('option', { name: '2015 (JO11/MO11)' }));
    await waitFor(() => expect(columnTexts(TABLE, 1)).toEqual(['Ada Jansen', 'Cas Jansen']));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Team' }));
    fireEvent.click(await screen.findByRole('option', { name: 'No team' }));
    await waitFor(() => expect(columnTexts(TABLE, 1)).toEqual(['Cas Jansen']));
  });

  it('moves the selected players to the team chosen in the menu, in one call', async () => {
    const calls = await openBoard();
    fireEvent.click(screen.getByRole('button', { name: 'Move to team' }));
    expect(await screen.findByText('Select the players to move first.')).toBeTruthy();
    fireEvent.click(rowCheckbox(TABLE, 'Bram van der Berg'));
    fireEvent.click(rowCheckbox(TABLE, 'Cas Jansen'));
    fireEvent.click(screen.getByRole('button', { name: 'Move 2 to team' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'JO13-1' }));
    expect(await screen.findByText('2 players moved to JO13-1.')).toBeTruthy();
    expect(moves(calls)).toEqual([{ teamId: 'team-b', userIds: ['p-bram', 'p-cas'] }]);
  });

  it('proposes a team of the age group, which the manager adjusts before applying', async () => {
    const calls = await openBoard();
    fireEvent.click(screen.getByRole('button', { name: 'Propose teams for 2025/2026' }));
    // Season starting 2025: born 2015 → JO11 (Ada stays), born 2014 → under 12 → JO13-1 (playing up); Cas is in
    // no team (JO or MO is the manager's call) and Dirk has no birth date: both stay, saying why.
    await waitFor(() =>
      expect(columnTexts(TABLE, 5)).toEqual([
        'JO11JO11-1',
        'JO12JO13-1',
        "JO11/MO11StaysIn no team now: whether a girls' (MO) or a JO team is yours to choose.",
        'Birth date unknownStaysNo age group without a birth date: place by hand.',
      ]),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Proposed team for Cas Jansen' }));
    fireEvent.click(await screen.findByRole('option', { name: 'JO13-1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply proposals (2)' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/Move 2 players to their proposed teams\?/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Teams re-formed: 2 players moved.')).toBeTruthy();
    expect(moves(calls)).toEqual([{ teamId: 'team-b', userIds: ['p-bram', 'p-cas'] }]);
  });

  it("shows each team's size now and after applying the proposals, before applying", async () => {
    await openBoard();
    expect(screen.getByTestId('drop-JO13-1').textContent).toBe('JO13-1 · 0');
    fireEvent.click(screen.getByRole('button', { name: 'Propose teams for 2025/2026' }));
    // Bram leaves JO11-1 for JO13-1; nobody moves into or out of JO15-1.
    await waitFor(() => expect(screen.getByTestId('drop-JO13-1').textContent).toBe('JO13-1 · 0 → 1'));
    expect(screen.getByTestId('drop-JO11-1').textContent).toBe('JO11-1 · 2 → 1');
    expect(screen.getByTestId('drop-JO15-1').textContent).toBe('JO15-1 · 1');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Proposed team for Cas Jansen' }));
    fireEvent.click(await screen.findByRole('option', { name: 'JO13-1' }));
    await waitFor(() => expect(screen.getByTestId('drop-JO13-1').textContent).toBe('JO13-1 · 0 → 2'));
    fireEvent.click(screen.getByRole('button', { name: 'Apply proposals (2)' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(within(confirm).getByRole('list', { name: 'Players per team after applying:' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['JO13-1 · 0 → 2']);
  }, 60_000);

  it('keeps a hand move when proposals are made again and applied, and keeps the choices made before it', async () => {
    // A board that moves: MovePlayers puts the players in the team, and the board answers so afterwards.
    let rows = board.map((row) => ({ ...row }));
    const calls = mockFetch({
      ...api,
      'GET /api/Team/GetPlacementBoard': () => ({ status: 200, body: rows }),
      'POST /api/Team/MovePlayers': (call) => {
        const { teamId, userIds } = call.body as { teamId: string; userIds: string[] };
        const team = teams.find((t) => t.id === teamId)!;
        rows = rows.map((row) => (userIds.includes(row.userId) ? { ...row, teamId, teamName: team.teamName } : row));
        return { status: 200, body: { isSucceeded: true } };
      },
    });
    const rendered = renderSignedInAt('/teams/placement');
    await screen.findByRole('table', { name: TABLE }, { timeout: 10_000 });
    await waitFor(() => expect(columnTexts(TABLE, 1)).toHaveLength(4));

    fireEvent.click(screen.getByRole('button', { name: 'Propose teams for 2025/2026' }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Proposed team for Cas Jansen' }));
    fireEvent.click(await screen.findByRole('option', { name: 'JO13-1' }));
    // Ada (born 2015, proposed JO11-1) moves up to JO13-1 by hand.
    fireEvent.click(rowCheckbox(TABLE, 'Ada Jansen'));
    fireEvent.click(screen.getByRole('button', { name: 'Move 1 to team' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'JO13-1' }));
    expect(await screen.findByText('1 player moved to JO13-1.')).toBeTruthy();
    await waitFor(() => expect(columnTexts(TABLE, 3)).toEqual(['JO13-1', 'JO11-1', 'No team', 'JO15-1']));

    // Proposals again: Ada keeps her hand placement, Cas his choice.
    fireEvent.click(screen.getByRole('button', { name: 'Hide proposals' }));
    fireEvent.click(screen.getByRole('button', { name: 'Propose teams for 2025/2026' }));
    await waitFor(() => expect(columnTexts(TABLE, 5)[0]).toBe('JO11JO13-1Placed by hand: stays in this team'));
    expect(screen.getByRole('combobox', { name: 'Proposed team for Cas Jansen' }).textContent).toBe('JO13-1');
    expect(screen.getByTestId('drop-JO13-1').textContent).toBe('JO13-1 · 1 → 3');
    expect(screen.getByTestId('drop-JO11-1').textContent).toBe('JO11-1 · 1 → 0');

    // Applying moves only what is still a proposal (Bram) or chosen (Cas); Ada is not moved back.
    fireEvent.click(screen.getByRole('button', { name: 'Apply proposals (2)' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Teams re-formed: 2 players moved.')).toBeTruthy();
    expect(moves(calls)).toEqual([
      { teamId: 'team-b', userIds: ['p-ada'] },
      { teamId: 'team-b', userIds: ['p-bram', 'p-cas'] },
    ]);
    await waitFor(() => expect(columnTexts(TABLE, 3)).toEqual(['JO13-1', 'JO13-1', 'JO13-1', 'JO15-1']));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apply proposals (0)' }).hasAttribute('disabled')).toBe(true));
    expect(columnTexts(TABLE, 5).slice(0, 3)).toEqual([
      'JO11JO13-1Placed by hand: stays in this team',
      'JO12JO13-1Placed by the proposals: stays in this team',
      'JO11JO13-1Placed by the proposals: stays in this team',
    ]);

    // The work outlives the page: opened again, nothing is proposed to move back.
    rendered.unmount();
    renderSignedInAt('/teams/placement');
    await screen.findByRole('table', { name: TABLE }, { timeout: 10_000 });
    await waitFor(() => expect(columnTexts(TABLE, 1)).toHaveLength(4));
    fireEvent.click(screen.getByRole('button', { name: 'Propose teams for 2025/2026' }));
    await waitFor(() => expect(columnTexts(TABLE, 5)[0]).toBe('JO11JO13-1Placed by hand: stays in this team'));
    expect(screen.getByRole('button', { name: 'Apply proposals (0)' }).hasAttribute('disabled')).toBe(true);
   }, 90_000);
});

/** Girls' teams on the board (issue 37): an MO girl is proposed the MO team of her two-year band, or left with a reason. */
describe('the placement board for girls', () => {
  const girlsTeams = [
    { id: 'team-mo13', teamName: 'MO13-1', division: '', logoClub: null },
    { id: 'team-mo15', teamName: 'MO15-1', division: '', logoClub: null },
    { id: 'team-jo14', teamName: 'JO14-1', division: '', logoClub: null },
    { id: 'team-jo15', teamName: 'JO15-1', division: '', logoClub: null },
    { id: 'team-jo16', teamName: 'JO16-1', division: '', logoClub: null },
  ];
  const girl = (userId: string, firstName: string, birthYear: number | null, team: (typeof girlsTeams)[number] | null) => ({
    userId, firstName, infix: null, lastName: 'Visser', birthYear, teamId: team?.id ?? null, teamName: team?.teamName ?? null, lastSeasonAverage: null,
  });
  // Season 2025/2026: under = 2026 − birth year.
  const girls = [
    girl('g-anna', 'Anna', 2011, girlsTeams[1]!), // under 15: MO15-1 stays (not JO15-1)
    girl('g-bo', 'Bo', 2012, girlsTeams[0]!), // under 14: MO15-1 (not JO14-1)
    girl('g-cato', 'Cato', 2013, girlsTeams[0]!), // under 13: MO13-1 stays
    girl('g-dewi', 'Dewi', 2010, girlsTeams[1]!), // under 16: MO17, which the club has not (not JO16-1)
    girl('g-eva', 'Eva', null, girlsTeams[0]!), // no birth date
  ];
  const openGirlsBoard = async (table = TABLE) => {
    const calls = mockFetch({ ...api, 'GET /api/Team/GetPlacementBoard': { status: 200, body: girls }, 'GET /api/MasterData/GetTeams': { status: 200, body: girlsTeams } });
    renderSignedInAt('/teams/placement');
    await screen.findByRole('table', { name: table }, { timeout: 10_000 });
    await waitFor(() => expect(columnTexts(table, 1)).toHaveLength(5));
    return calls;
  };

  it('proposes the MO team of her band and leaves the rest with a reason, never a JO team', async () => {
    const calls = await openGirlsBoard();
    fireEvent.click(screen.getByRole('button', { name: 'Propose teams for 2025/2026' }));
    await waitFor(() =>
      expect(columnTexts(TABLE, 5)).toEqual([
        'MO15MO15-1',
        'MO15MO15-1',
        'MO13MO13-1',
        'MO17StaysThe club has no MO17 team: place by hand (a girl is never proposed a JO team).',
        'Birth date unknownStaysNo age group without a birth date: place by hand.',
      ]),
    );
    expect(screen.getByTestId('drop-MO15-1').textContent).toBe('MO15-1 · 2 → 3');
    expect(screen.getByTestId('drop-JO16-1').textContent).toBe('JO16-1 · 0');
    fireEvent.click(screen.getByRole('button', { name: 'Apply proposals' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Teams re-formed: 1 player moved.')).toBeTruthy();
    expect(moves(calls)).toEqual([{ teamId: 'team-mo15', userIds: ['g-bo'] }]);
  }, 60_000);

  it('says why in Dutch', async () => {
    localStorage.setItem(LOCALE_KEY, 'nl');
    await openGirlsBoard(TABLE_NL);
    fireEvent.click(screen.getByRole('button', { name: 'Teams voorstellen voor 2025/2026' }));
    await waitFor(() =>
      expect(columnTexts(TABLE_NL, 5)[3]).toBe('MO17BlijftDe club heeft geen MO17-team: deel met de hand in (een meisje krijgt nooit een JO-team voorgesteld).'),
    );
    expect(screen.getByTestId('drop-MO15-1').textContent).toBe('MO15-1 · 2 → 3');
  }, 60_000);
});
