import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, type Call } from './fetchMock';
import { LOCALE_KEY } from '../../src/providers/i18nProvider';
import { columnTexts, renderSignedInAt, rowCheckbox, shellApi } from './clubStructureHarness';

/**
 * Next season planned, not applied (issue 37): the board of a season that has not started (the server's
 * GetSeasonPlan says 'planning') plans moves instead of making them, shows each team's size now → as
 * planned and each player's planned team, and takes a player out, clears the plan or applies it now,
 * the last two behind a Confirm that says what happens.
 */
const teams = [
  { id: 'team-a', teamName: 'JO11-1', division: '', logoClub: null },
  { id: 'team-b', teamName: 'JO13-1', division: '', logoClub: null },
  { id: 'team-c', teamName: 'JO15-1', division: '', logoClub: null },
];
const player = (userId: string, firstName: string, birthYear: number | null, team: (typeof teams)[number] | null, infix: string | null = null, lastName = 'de Vries') => ({
  userId, firstName, infix, lastName, birthYear, teamId: team?.id ?? null, teamName: team?.teamName ?? null, lastSeasonAverage: null,
});
const board = [
  player('p-ada', 'Ada', 2015, teams[0]!, null, 'Jansen'),
  player('p-bram', 'Bram', 2014, teams[0]!, 'van der', 'Berg'),
  player('p-cas', 'Cas', 2015, null, null, 'Jansen'),
  player('p-dirk', 'Dirk', null, teams[2]!, null, 'Jansen'),
];
// Bram is planned into JO13-1 for 2025/2026, which starts on 1 August 2025.
const plan = {
  clubSeasonId: 's-next', seasonName: '2025/2026', startDate: '2025-08-01T00:00:00.000Z', state: 'planning',
  players: [{ userId: 'p-bram', teamId: 'team-b', teamName: 'JO13-1' }],
  teams: [],
};
const api = {
  ...shellApi,
  'GET /api/Team/GetPlacementBoard': { status: 200, body: board },
  'GET /api/MasterData/GetTeams': { status: 200, body: teams },
  'GET /api/Team/GetSeasonPlan': { status: 200, body: plan },
  'POST /api/Team/MovePlayers': { status: 200, body: { isSucceeded: true } },
  'POST /api/Team/PlanPlayers': { status: 200, body: { isSucceeded: true, changed: 1, planned: 2 } },
  'POST /api/Team/ClearSeasonPlan': { status: 200, body: { isSucceeded: true, changed: 1, planned: 0 } },
  'POST /api/Team/ApplySeasonPlan': { status: 200, body: { isSucceeded: true, changed: 1, planned: 0 } },
};
const bodies = (calls: Call[], call: string) => calls.filter((c) => c.path === `/api/Team/${call}`).map((c) => c.body);
const TABLE = 'Team placement';
const TABLE_NL = 'Teamindeling';

const openBoard = async (table = TABLE) => {
  const calls = mockFetch(api);
  renderSignedInAt('/teams/placement');
  await screen.findByRole('table', { name: table }, { timeout: 10_000 });
  await waitFor(() => expect(columnTexts(table, 4)).toEqual(['–', 'JO13-1', '–', '–']));
  return calls;
};

describe('the placement board of a season still to come', () => {
  it("shows the plan: each player's planned team and each team's size now → as planned, and when it takes effect", async () => {
    await openBoard();
    expect(columnTexts(TABLE, 3)).toEqual(['JO11-1', 'JO11-1', 'No team', 'JO15-1']);
    // The planned team beside the team now.
    expect(columnTexts(TABLE, 4)).toEqual(['–', 'JO13-1', '–', '–']);
    expect(screen.getByTestId('drop-JO13-1').textContent).toBe('JO13-1 · 0 → 1');
    expect(screen.getByTestId('drop-JO11-1').textContent).toBe('JO11-1 · 2 → 1');
    expect(screen.getByTestId('drop-JO15-1').textContent).toBe('JO15-1 · 1');
    expect(screen.getByText(/2025\/2026 has not started: moves here are planned and change nothing in the running season\. 1 player planned; the plan takes effect on 01\/08\/2025/)).toBeTruthy();
  }, 60_000);

  it('plans a move made in the menu instead of moving the players', async () => {
    const calls = await openBoard();
    fireEvent.click(rowCheckbox(TABLE, 'Cas Jansen'));
    fireEvent.click(screen.getByRole('button', { name: 'Move 1 to team' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'JO15-1' }));
    expect(await screen.findByText('1 player planned for JO15-1.')).toBeTruthy();
    expect(bodies(calls, 'PlanPlayers')).toEqual([{ clubSeasonId: 's-next', teamId: 'team-c', userIds: ['p-cas'] }]);
    expect(bodies(calls, 'MovePlayers')).toEqual([]);
  }, 60_000);

  it('plans the proposals from the line-up as planned, saying that nothing changes in the running season', async () => {
    const calls = await openBoard();
    fireEvent.click(screen.getByRole('button', { name: 'Propose teams for 2025/2026' }));
    // Bram's proposal (JO13-1) is where he is planned: nothing to plan for him.
    await waitFor(() => expect(columnTexts(TABLE, 6)[1]).toBe('JO12JO13-1'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Proposed team for Cas Jansen' }));
    fireEvent.click(await screen.findByRole('option', { name: 'JO13-1' }));
    await waitFor(() => expect(screen.getByTestId('drop-JO13-1').textContent).toBe('JO13-1 · 0 → 2'));
    fireEvent.click(screen.getByRole('button', { name: 'Plan proposals' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Plan the proposed teams for 2025/2026')).toBeTruthy();
    expect(within(confirm).getByText(/Nothing changes in the running season until 2025\/2026 starts\./)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Plan updated: 1 player planned.')).toBeTruthy();
    expect(bodies(calls, 'PlanPlayers')).toEqual([{ clubSeasonId: 's-next', teamId: 'team-b', userIds: ['p-cas'] }]);
    expect(bodies(calls, 'MovePlayers')).toEqual([]);
  }, 60_000);

  it('takes one player out of the plan', async () => {
    const calls = await openBoard();
    fireEvent.click(screen.getByRole('button', { name: 'Take Bram van der Berg out of the plan' }));
    expect(await screen.findByText('Bram van der Berg is no longer planned: stays in the current team.')).toBeTruthy();
    expect(bodies(calls, 'ClearSeasonPlan')).toEqual([{ clubSeasonId: 's-next', userIds: ['p-bram'] }]);
  }, 60_000);

  it('clears the plan after a confirmation', async () => {
    const calls = await openBoard();
    fireEvent.click(screen.getByRole('button', { name: 'Clear plan' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Clear the plan for 2025/2026?')).toBeTruthy();
    expect(bodies(calls, 'ClearSeasonPlan')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Clear plan' }));
    expect(await screen.findByText('Plan cleared: 1 player taken out.')).toBeTruthy();
    expect(bodies(calls, 'ClearSeasonPlan')).toEqual([{ clubSeasonId: 's-next' }]);
  }, 60_000);

  it('applies the plan now only after a warning that the running season changes at once', async () => {
    const calls = await openBoard();
    fireEvent.click(screen.getByRole('button', { name: 'Apply now' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Apply the plan for 2025/2026 now?')).toBeTruthy();
    expect(within(confirm).getByText(/Warning: 1 player moves to the planned team today, in the running season\. Its overview, team pages and the trainers' workspaces change at once, and this cannot be undone\. Without this, the plan takes effect on 01\/08\/2025/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies(calls, 'ApplySeasonPlan')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Apply now' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Apply now' }));
    expect(await screen.findByText('Plan applied: 1 player moved.')).toBeTruthy();
    expect(bodies(calls, 'ApplySeasonPlan')).toEqual([{ clubSeasonId: 's-next' }]);
  }, 60_000);

  it('offers a plan still there once its season has started, while moves there are made at once', async () => {
    const calls = mockFetch({ ...api, 'GET /api/Team/GetSeasonPlan': { status: 200, body: { ...plan, state: 'current' } } });
    renderSignedInAt('/teams/placement');
    expect(await screen.findByText(/2025\/2026 has started and its plan \(1 player\) takes effect on the server's next scheduled run\./, {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(rowCheckbox(TABLE, 'Cas Jansen'));
    fireEvent.click(screen.getByRole('button', { name: 'Move 1 to team' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'JO15-1' }));
    expect(await screen.findByText('1 player moved to JO15-1.')).toBeTruthy();
    expect(bodies(calls, 'MovePlayers')).toEqual([{ teamId: 'team-c', userIds: ['p-cas'] }]);
    expect(bodies(calls, 'PlanPlayers')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Apply now' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Apply now' }));
    expect(await screen.findByText('Plan applied: 1 player moved.')).toBeTruthy();
  }, 60_000);

  it('warns in Dutch, with a Dutch date', async () => {
    localStorage.setItem(LOCALE_KEY, 'nl');
    await openBoard(TABLE_NL);
    expect(screen.getByText(/de planning gaat in op 01-08-2025, als 2025\/2026 begint/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nu doorvoeren' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/Let op: 1 speler gaat vandaag al naar het geplande team, in het lopende seizoen\./)).toBeTruthy();
  }, 60_000);
});
