import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, type Call } from './fetchMock';
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
};
const moves = (calls: Call[]) => calls.filter((c) => c.path === '/api/Team/MovePlayers').map((c) => c.body);
const TABLE = 'Team placement';

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
    // Season starting 2025: born 2015 → JO11 (Ada stays), born 2014 → under 12 → JO13-1 (playing up), Dirk: no birth date.
    await waitFor(() => expect(columnTexts(TABLE, 5)).toEqual(['JO11/MO11JO11-1', 'JO12/MO12JO13-1', 'JO11/MO11JO11-1', 'Birth date unknownStays']));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Proposed team for Cas Jansen' }));
    fireEvent.click(await screen.findByRole('option', { name: 'JO13-1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply proposals (2)' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/Move 2 players to their proposed teams\?/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Teams re-formed: 2 players moved.')).toBeTruthy();
    expect(moves(calls)).toEqual([{ teamId: 'team-b', userIds: ['p-bram', 'p-cas'] }]);
  });
});
