import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from '../../src/App';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createI18nProvider, LOCALE_KEY } from '../../src/providers/i18nProvider';
import { SESSION_KEYS } from '../../src/providers/session';
import type { Report, SaveReportRequest } from '../../contract/reportWriting';
import { mockFetch, type Call } from './fetchMock';
import { OUTBOX_KEY, saveOutbox } from '../../src/workspace/saveOutbox';

const seasons = [
  { id: '00000000-0000-4000-8000-000000000110', seasonName: '2023/2024', isCurrent: false, reportFrequency: 2, startDate: '2023-08-01T00:00:00.000Z', endDate: '2024-06-30T00:00:00.000Z', amountOfCompleted: 2 },
  { id: '00000000-0000-4000-8000-000000000109', seasonName: '2024/2025', isCurrent: true, reportFrequency: 3, startDate: '2024-08-01T00:00:00.000Z', endDate: '2025-06-30T00:00:00.000Z', amountOfCompleted: 0 },
  { id: '00000000-0000-4000-8000-000000000108', seasonName: '2025/2026', isCurrent: false, reportFrequency: 3, startDate: '2025-08-01T00:00:00.000Z', endDate: '2026-06-30T00:00:00.000Z', amountOfCompleted: 0 },
];

const players = [
  { userId: '00000000-0000-4000-8000-000000000104', name: 'Sem Bakker', userPicture: null, teamId: '00000000-0000-4000-8000-000000000111', teamName: 'JO11-1', completedReports: 2, expectedReports: 3, openReportId: null, lastActivity: null },
  { userId: '00000000-0000-4000-8000-000000000105', name: 'Noor Jansen', userPicture: null, teamId: '00000000-0000-4000-8000-000000000111', teamName: 'JO11-1', completedReports: 1, expectedReports: 3, openReportId: '00000000-0000-4000-8000-000000000107', lastActivity: '2024-10-01T10:00:00.000Z' },
  { userId: '00000000-0000-4000-8000-000000000106', name: 'Lotte Visser', userPicture: null, teamId: '00000000-0000-4000-8000-000000000112', teamName: 'JO13-1', completedReports: 3, expectedReports: 3, openReportId: null, lastActivity: null },
];

const skill = (skillId: string, skillName: string, category: string) => ({ skillId, skillName, category, isActive: true, score: null, comment: null });

/** A report on the server side of the mock: GetReport answers it, SaveReport and CompleteReport change it as the server does. */
const openReport = (): Report => ({
  reportId: '00000000-0000-4000-8000-000000000107', trainerUserId: '00000000-0000-4000-8000-000000000113', trainerName: 'Tom Trainer', playerUserId: '00000000-0000-4000-8000-000000000105', playerName: 'Noor Jansen',
  teamName: 'JO11-1', clubSeasonId: '00000000-0000-4000-8000-000000000109', seasonName: '2024/2025', status: 'Open',
  createdDate: '2024-10-01T10:00:00.000Z', modifiedDate: '2024-10-01T10:00:00.000Z', completedDate: null, feedback: null,
  skillReports: [skill('00000000-0000-4000-8000-000000000101', 'Passing', 'Technique'), skill('00000000-0000-4000-8000-000000000103', 'Shooting', 'Technique'), skill('00000000-0000-4000-8000-000000000102', 'Positioning', 'Tactics')],
});

function trainerServer(report = openReport(), extra: Parameters<typeof mockFetch>[0] = {}) {
  const apply = ({ body }: Call) => {
    const save = body as SaveReportRequest;
    if (report.status === 'Completed') return { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'This report is completed.' } };
    if (save.feedback !== undefined) report.feedback = save.feedback;
    for (const item of save.skillReports ?? []) {
      const row = report.skillReports.find((s) => s.skillId === item.skillId)!;
      row.score = item.score;
      row.comment = item.comment ?? null;
    }
    return { status: 200, body: { isSucceeded: true, errorMessage: null } };
  };
  const calls = mockFetch({
    'POST /Account/AuthenticateWithBearerToken': { status: 200, body: { id: '00000000-0000-4000-8000-000000000113', role: 'Trainer', clubId: 'club-1', expiresAt: '2030-01-01T00:00:00.000Z', termsAccepted: true } },
    'POST /Account/Login': { status: 200, body: { id: '00000000-0000-4000-8000-000000000113', accessToken: 'tok-t', role: 'Trainer', termsAccepted: true, errorMessage: null } },
    'GET /api/MasterData/GetClubSeason': { status: 200, body: seasons },
    'GET /api/Report/GetMyPlayers': { status: 200, body: players },
    'POST /api/Report/StartReport': { status: 200, body: { reportId: '00000000-0000-4000-8000-000000000107' } },
    'GET /api/Report/GetReport': () => ({ status: 200, body: structuredClone(report) }),
    'POST /api/Report/SaveReport': apply,
    'POST /api/Report/CompleteReport': () => {
      report.status = 'Completed';
      report.completedDate = '2024-11-02T10:00:00.000Z';
      return { status: 200, body: { isSucceeded: true, errorMessage: null } };
    },
    ...extra,
  });
  return { calls, report, saves: () => calls.filter((call) => call.path === '/api/Report/SaveReport').map((call) => call.body) };
}

const renderAsTrainerAt = (path: string, locale: 'en' | 'nl' = 'en') => {
  sessionStorage.setItem(SESSION_KEYS.token, 'tok-t');
  sessionStorage.setItem(SESSION_KEYS.userId, '00000000-0000-4000-8000-000000000113');
  sessionStorage.setItem(SESSION_KEYS.role, 'Trainer');
  localStorage.setItem(LOCALE_KEY, locale);
  window.history.pushState({}, '', path);
  return render(<App authProvider={createAuthProvider()} i18nProvider={createI18nProvider()} />);
};

const slider = (name: string) => screen.getByRole('slider', { name }) as HTMLInputElement;
const score = (name: string, value: number) => fireEvent.change(slider(name), { target: { value: String(value) } });

// Saves wait for the autosave pause, then go through the outbox: more than the default second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// The tab's outbox outlives a test: each test ends with nothing on its way, before fetch is restored.
afterEach(async () => {
  localStorage.removeItem(OUTBOX_KEY);
  await waitFor(() => expect(saveOutbox.state().sending).toBe(false), { timeout: 3000 });
});

describe("the trainer's workspace", () => {
  it('is where a trainer lands after signing in: teams with their players and the state of each', async () => {
    const { calls } = trainerServer();
    localStorage.setItem(LOCALE_KEY, 'en');
    window.history.pushState({}, '', '/login');
    render(<App authProvider={createAuthProvider()} i18nProvider={createI18nProvider()} />);
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'tom@club.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(window.location.pathname).toBe('/workspace'));
    const first = within(await screen.findByRole('region', { name: 'JO11-1' }));
    expect(first.getByRole('listitem', { name: 'Sem Bakker' }).textContent).toContain('2 of 3 reports');
    const noor = within(first.getByRole('listitem', { name: 'Noor Jansen' }));
    expect(noor.getByText('Open report')).toBeTruthy();
    expect(noor.getByRole('button', { name: 'Continue the report on Noor Jansen' })).toBeTruthy();
    const lotte = within(screen.getByRole('listitem', { name: 'Lotte Visser' }));
    expect(lotte.getByText('Done')).toBeTruthy();
    // The current season is chosen, and listed first.
    expect(calls.find((call) => call.path === '/api/Report/GetMyPlayers')!.url.searchParams.get('clubSeasonId')).toBe('00000000-0000-4000-8000-000000000109');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Season' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['2024/2025', '2025/2026', '2023/2024']);
  });

  it("shows each player's next report due date, in red once overdue", async () => {
    const past = '2020-03-01';
    const future = '2999-06-30';
    trainerServer(openReport(), {
      'GET /api/MasterData/GetSeasonRounds': {
        status: 200,
        body: { clubSeasonId: '00000000-0000-4000-8000-000000000109', replanned: false, remindersEnabled: true, rounds: [{ round: 1, dueDate: '2019-12-01' }, { round: 2, dueDate: past }, { round: 3, dueDate: future }] },
      },
    });
    renderAsTrainerAt('/workspace');
    const team = within(await screen.findByRole('region', { name: 'JO11-1' }));
    // Sem has 2 of 3: his third report is due with round 3; Noor has 1 of 3: round 2 is past.
    expect(await team.findByText('Next report due 30/06/2999')).toBeTruthy();
    const noor = within(team.getByRole('listitem', { name: 'Noor Jansen' }));
    expect(noor.getByText('Report overdue since 01/03/2020')).toBeTruthy();
    // Lotte is done: no due date.
    expect(screen.getByRole('listitem', { name: 'Lotte Visser' }).textContent).not.toMatch(/due|overdue/);
  });

  it('is where a trainer goes who opens the overview', async () => {
    trainerServer();
    renderAsTrainerAt('/');
    await waitFor(() => expect(window.location.pathname).toBe('/workspace'));
    expect(await screen.findByRole('region', { name: 'JO13-1' })).toBeTruthy();
  });

  it('starts a report on a player and opens its form', async () => {
    const { calls } = trainerServer();
    renderAsTrainerAt('/workspace');
    fireEvent.click(await screen.findByRole('button', { name: 'Start a report on Sem Bakker' }));
    await waitFor(() => expect(window.location.search).toBe('?reportId=00000000-0000-4000-8000-000000000107'));
    expect(calls.find((call) => call.path === '/api/Report/StartReport')!.body).toEqual({ playerUserId: '00000000-0000-4000-8000-000000000104', clubSeasonId: '00000000-0000-4000-8000-000000000109' });
    expect(await screen.findByText('Report on Noor Jansen')).toBeTruthy();
  });

  it("opens a reminder e-mail's link on the player it names: in its season, the report started for the trainer", async () => {
    const { calls } = trainerServer();
    // The link names another season than the current one.
    renderAsTrainerAt('/workspace?clubSeasonId=00000000-0000-4000-8000-000000000108&playerId=00000000-0000-4000-8000-000000000104');
    await waitFor(() => expect(window.location.pathname).toBe('/workspace/report'));
    expect(window.location.search).toBe('?reportId=00000000-0000-4000-8000-000000000107');
    expect(calls.filter((call) => call.path === '/api/Report/StartReport').map((call) => call.body))
      .toEqual([{ playerUserId: '00000000-0000-4000-8000-000000000104', clubSeasonId: '00000000-0000-4000-8000-000000000108' }]);
  });

  it("says so when a reminder's link names a player who is not the trainer's", async () => {
    const { calls } = trainerServer();
    renderAsTrainerAt('/workspace?clubSeasonId=00000000-0000-4000-8000-000000000109&playerId=00000000-0000-4000-8000-000000000199');
    expect(await screen.findByText('This player is not among your players in this season.')).toBeTruthy();
    expect(window.location.pathname).toBe('/workspace');
    expect(calls.some((call) => call.path === '/api/Report/StartReport')).toBe(false);
  });

  it('scores a skill from 1 to 10 in halves with a control named after the skill, and removes a score', async () => {
    trainerServer();
    renderAsTrainerAt('/workspace/report?reportId=00000000-0000-4000-8000-000000000107');
    const passing = await screen.findByRole('slider', { name: 'Passing' });
    expect(passing.getAttribute('aria-valuetext')).toBe('Not scored');
    expect([passing.getAttribute('min'), passing.getAttribute('max'), passing.getAttribute('step')]).toEqual(['1', '10', '0.5']);
    expect(screen.getByText('0 of 3 skills scored')).toBeTruthy();

    score('Passing', 7.5);
    await waitFor(() => expect(slider('Passing').getAttribute('aria-valuetext')).toBe('7.5'));
    expect(screen.getByText('1 of 3 skills scored')).toBeTruthy();
    // A touch at the far left gives the lowest score, though the faded thumb of 'not scored' sits there too.
    const track = slider('Shooting').closest('.MuiSlider-root') as HTMLElement;
    track.getBoundingClientRect = () => ({ left: 0, width: 180, top: 0, height: 20, right: 180, bottom: 20, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent.mouseDown(track, { clientX: 0, clientY: 10, button: 0 });
    fireEvent.mouseUp(document, { clientX: 0, clientY: 10, button: 0 });
    await waitFor(() => expect(slider('Shooting').getAttribute('aria-valuetext')).toBe('1'));
    expect(screen.getByText('2 of 3 skills scored')).toBeTruthy();

    // A touch further right: 180 px over 9 points, 1 + 130/20 = 7.5.
    fireEvent.mouseDown(track, { clientX: 130, clientY: 10, button: 0 });
    fireEvent.mouseUp(document, { clientX: 130, clientY: 10, button: 0 });
    await waitFor(() => expect(slider('Shooting').getAttribute('aria-valuetext')).toBe('7.5'));

    fireEvent.click(screen.getByRole('button', { name: 'Remove the score of Passing' }));
    await waitFor(() => expect(slider('Passing').getAttribute('aria-valuetext')).toBe('Not scored'));
    expect(screen.getByText('1 of 3 skills scored')).toBeTruthy();
    // Grouped by category.
    expect(within(screen.getByRole('region', { name: 'Tactics' })).getByRole('slider', { name: 'Positioning' })).toBeTruthy();
  });

  /** The slider's thumb, hidden or shown (its style comes from the page's style sheet). */
  const thumbOf = (name: string) => slider(name).closest('.MuiSlider-thumb') as HTMLElement;
  const shows = (element: HTMLElement) => getComputedStyle(element).visibility !== 'hidden';

  it.each([
    ['en', 'Not scored'],
    ['nl', 'Geen score'],
  ] as const)('(%s) shows an unscored skill as unscored, not as a 1: no thumb, "%s" in words and aloud; click and keyboard score it', async (locale, notScored) => {
    trainerServer();
    renderAsTrainerAt('/workspace/report?reportId=00000000-0000-4000-8000-000000000107', locale);
    const passing = await screen.findByRole('slider', { name: 'Passing' });
    expect(passing.getAttribute('aria-valuetext')).toBe(notScored);
    expect(shows(thumbOf('Passing'))).toBe(false);
    const group = screen.getByRole('group', { name: 'Passing' });
    expect(within(group).getByText(notScored)).toBeTruthy();

    // A score of 1 looks like one: the thumb at the left end and the figure, no "not scored".
    const track = passing.closest('.MuiSlider-root') as HTMLElement;
    track.getBoundingClientRect = () => ({ left: 0, width: 180, top: 0, height: 20, right: 180, bottom: 20, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent.mouseDown(track, { clientX: 0, clientY: 10, button: 0 });
    fireEvent.mouseUp(document, { clientX: 0, clientY: 10, button: 0 });
    await waitFor(() => expect(slider('Passing').getAttribute('aria-valuetext')).toBe('1'));
    expect(shows(thumbOf('Passing'))).toBe(true);
    expect(within(group).queryByText(notScored)).toBeNull();

    // From the keyboard: a lowering key gives 1 (the slider sits at its lowest), a raising one 1.5.
    fireEvent.keyDown(slider('Shooting'), { key: 'ArrowLeft' });
    await waitFor(() => expect(slider('Shooting').getAttribute('aria-valuetext')).toBe('1'));
    fireEvent.keyDown(slider('Positioning'), { key: 'ArrowRight' });
    await waitFor(() => expect(slider('Positioning').getAttribute('aria-valuetext')).toBe(locale === 'nl' ? '1,5' : '1.5'));
    expect(shows(thumbOf('Positioning'))).toBe(true);
  });

  it('saves the draft by itself: one SaveReport with what changed after a pause, then only the next change', async () => {
    const server = trainerServer();
    renderAsTrainerAt('/workspace/report?reportId=00000000-0000-4000-8000-000000000107');
    await screen.findByRole('slider', { name: 'Passing' });
    score('Passing', 6);
    score('Passing', 7.5); // a drag: only the last value is sent
    fireEvent.change(await screen.findByLabelText('Comment on Passing'), { target: { value: 'Sees the free player' } });
    score('Positioning', 8);
    fireEvent.change(screen.getByRole('textbox', { name: 'Overall feedback' }), { target: { value: 'A good autumn.' } });
    expect(screen.getByRole('status').textContent).toBe('Changes not saved yet');

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('All changes saved'), { timeout: 3000 });
    expect(server.saves()).toEqual([
      {
        reportId: '00000000-0000-4000-8000-000000000107',
        feedback: 'A good autumn.',
        skillReports: [
          { skillId: '00000000-0000-4000-8000-000000000101', score: 7.5, comment: 'Sees the free player' },
          { skillId: '00000000-0000-4000-8000-000000000102', score: 8, comment: null },
        ],
      },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove the score of Positioning' }));
    await waitFor(() => expect(server.saves()).toHaveLength(2), { timeout: 3000 });
    expect(server.saves()[1]).toEqual({ reportId: '00000000-0000-4000-8000-000000000107', skillReports: [{ skillId: '00000000-0000-4000-8000-000000000102', score: null, comment: null }] });
  });

  it('keeps changes made without a connection on the device and sends them, in order, when it returns', async () => {
    const server = trainerServer();
    let connected = false;
    const real = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!connected && String(input).includes('SaveReport')) throw new TypeError('Failed to fetch');
      return real(input, init);
    });
    renderAsTrainerAt('/workspace/report?reportId=00000000-0000-4000-8000-000000000107');
    await screen.findByRole('slider', { name: 'Passing' });
    score('Passing', 9);
    expect(await screen.findByText(/^No connection: your changes are kept on this device/, undefined, { timeout: 3000 })).toBeTruthy();
    score('Passing', 8.5);
    score('Shooting', 6);
    await waitFor(() => expect(JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? '[]')).toHaveLength(2), { timeout: 3000 });
    expect(server.saves()).toEqual([]);

    connected = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('All changes saved'));
    expect(server.saves()).toEqual([
      { reportId: '00000000-0000-4000-8000-000000000107', skillReports: [{ skillId: '00000000-0000-4000-8000-000000000101', score: 9, comment: null }] },
      { reportId: '00000000-0000-4000-8000-000000000107', skillReports: [{ skillId: '00000000-0000-4000-8000-000000000101', score: 8.5, comment: null }, { skillId: '00000000-0000-4000-8000-000000000103', score: 6, comment: null }] },
    ]);
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
    expect(server.report.skillReports.map((skill) => skill.score)).toEqual([8.5, 6, null]);
  });

  it('sends the changes an earlier visit left on the device, and says so on the list of players until they are sent', async () => {
    const server = trainerServer();
    const left = { id: 'e-1', userId: '00000000-0000-4000-8000-000000000113', payload: { reportId: '00000000-0000-4000-8000-000000000107', skillReports: [{ skillId: '00000000-0000-4000-8000-000000000102', score: 7, comment: null }] } };
    localStorage.setItem(OUTBOX_KEY, JSON.stringify([left]));
    let connected = false;
    const real = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!connected && String(input).includes('SaveReport')) throw new TypeError('Failed to fetch');
      return real(input, init);
    });
    renderAsTrainerAt('/workspace');
    expect(await screen.findByText(/^Not everything is sent: changes to 1 report are kept on this device/)).toBeTruthy();
    // The report shows them though the server does not have them yet.
    fireEvent.click(await screen.findByRole('button', { name: 'Continue the report on Noor Jansen' }));
    await waitFor(() => expect(slider('Positioning').getAttribute('aria-valuetext')).toBe('7'));
    expect(server.report.skillReports[2]!.score).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Back to my players' }));
    connected = true;
    fireEvent.click(await screen.findByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(screen.queryByText(/^Not everything is sent/)).toBeNull());
    expect(server.saves()).toEqual([left.payload]);
    expect(server.report.skillReports[2]!.score).toBe(7);
  });

  it('warns before signing out while changes have not reached the server, and keeps them on the device', async () => {
    const server = trainerServer();
    const real = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('SaveReport')) throw new TypeError('Failed to fetch');
      return real(input, init);
    });
    renderAsTrainerAt('/workspace/report?reportId=00000000-0000-4000-8000-000000000107');
    await screen.findByRole('slider', { name: 'Passing' });
    // Signed out within the autosave pause: the waiting change is handed over first, then the warning.
    score('Shooting', 6);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    const warning = await screen.findByRole('dialog', { name: 'Sign out with changes not sent?' });
    expect(within(warning).getByText(/^Changes to 1 report have not reached the server yet\. They stay on this device/)).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? '[]')).toHaveLength(1);

    fireEvent.click(within(warning).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBe('tok-t');

    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(sessionStorage.getItem(SESSION_KEYS.token)).toBeNull());
    // Kept for the next time this trainer signs in here.
    expect(JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? '[]')).toEqual([
      expect.objectContaining({ userId: '00000000-0000-4000-8000-000000000113', payload: { reportId: '00000000-0000-4000-8000-000000000107', skillReports: [{ skillId: '00000000-0000-4000-8000-000000000103', score: 6, comment: null }] } }),
    ]);
    expect(server.saves()).toEqual([]);
  });

  it('signs out at once when everything has reached the server', async () => {
    const server = trainerServer();
    renderAsTrainerAt('/workspace/report?reportId=00000000-0000-4000-8000-000000000107');
    await screen.findByRole('slider', { name: 'Passing' });
    score('Passing', 7);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(sessionStorage.getItem(SESSION_KEYS.token)).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    // The change made just before was sent before the session ended.
    expect(server.saves()).toEqual([{ reportId: '00000000-0000-4000-8000-000000000107', skillReports: [{ skillId: '00000000-0000-4000-8000-000000000101', score: 7, comment: null }] }]);
  });

  it('shows a save the server refused, with its reason', async () => {
    const calls = trainerServer();
    mockFetch({
      ...Object.fromEntries(['POST /Account/AuthenticateWithBearerToken', 'GET /api/Report/GetReport'].map((key) => [key, () => ({ status: 200, body: key.includes('Authenticate') ? { id: '00000000-0000-4000-8000-000000000113', role: 'Trainer', clubId: 'club-1', expiresAt: '2030-01-01T00:00:00.000Z', termsAccepted: true } : structuredClone(calls.report) })])),
      'POST /api/Report/SaveReport': { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'This report is completed; a manager can reopen it.' } },
    });
    renderAsTrainerAt('/workspace/report?reportId=00000000-0000-4000-8000-000000000107');
    await screen.findByRole('slider', { name: 'Passing' });
    score('Passing', 9);
    expect(await screen.findByText('Not saved: This report is completed; a manager can reopen it.', undefined, { timeout: 3000 })).toBeTruthy();
    // Refused is not kept: it would be refused again.
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it('completes the report after a confirmation, sending what waits first, then shows it read-only', async () => {
    const server = trainerServer();
    renderAsTrainerAt('/workspace/report?reportId=00000000-0000-4000-8000-000000000107');
    await screen.findByRole('slider', { name: 'Passing' });
    const complete = () => screen.getByRole('button', { name: 'Complete report' }) as HTMLButtonElement;
    expect(complete().disabled).toBe(true);
    score('Passing', 7);
    score('Shooting', 6.5);
    score('Positioning', 8);
    await waitFor(() => expect(complete().disabled).toBe(false));

    fireEvent.click(complete());
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Complete the report on Noor Jansen? A completed report can no longer be changed.')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls.some((call) => call.path === '/api/Report/CompleteReport')).toBe(false);

    fireEvent.click(complete());
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Complete report' }));
    expect(await screen.findByText('Completed on November 2, 2024')).toBeTruthy();
    const paths = server.calls.map((call) => call.path).filter((path) => path.startsWith('/api/Report/') && path !== '/api/Report/GetReport');
    expect(paths).toEqual(['/api/Report/SaveReport', '/api/Report/CompleteReport']);
    expect(server.saves()[0]).toEqual({
      reportId: '00000000-0000-4000-8000-000000000107',
      skillReports: [
        { skillId: '00000000-0000-4000-8000-000000000101', score: 7, comment: null },
        { skillId: '00000000-0000-4000-8000-000000000103', score: 6.5, comment: null },
        { skillId: '00000000-0000-4000-8000-000000000102', score: 8, comment: null },
      ],
    });
    // Read-only: no sliders, the scores as text.
    expect(screen.queryByRole('slider')).toBeNull();
    expect(screen.getByLabelText('Score of Shooting').textContent).toBe('6.5');
    expect(screen.queryByRole('button', { name: 'Complete report' })).toBeNull();
  });
});
