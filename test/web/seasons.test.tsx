import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LOCALE_KEY } from '../../src/providers/i18nProvider';
import { mockFetch, type Call } from './fetchMock';
import { club, columnTexts, renderSignedInAt, rowCheckbox, seasons, shellApi } from './clubStructureHarness';

const saves = (calls: Call[]) => calls.filter((call) => call.path === '/api/MasterData/AddOrUpdateSeason');
const dialog = () => screen.getByRole('dialog');
const spinnerValue = () => within(dialog()).getByText(/^\d+$/, { selector: 'output' }).textContent;
const minus = () => within(dialog()).getByRole('button', { name: 'One report less' }) as HTMLButtonElement;
const plus = () => within(dialog()).getByRole('button', { name: 'One report more' }) as HTMLButtonElement;

/** Types a date into a date picker field (the hidden input takes the whole formatted value). */
const typeDate = (name: string, value: string) => {
  const input = dialog().querySelector(`input[name="${name}"]`) as HTMLInputElement;
  fireEvent.change(input, { target: { value } });
};

describe('the seasons page (/season)', () => {
  it('lists all seasons with a count, reports per player and long dates, sorted by start', async () => {
    mockFetch(shellApi);
    renderSignedInAt('/season');
    expect(await screen.findByRole('table', { name: 'All seasons' })).toBeTruthy();
    await waitFor(() => expect(columnTexts('All seasons', 1)).toEqual(['2023/2024', '2024/2025', '2025/2026']));
    expect(columnTexts('All seasons', 2)).toEqual(['2 per player', '3 per player', '2 per player']);
    expect(columnTexts('All seasons', 3)[0]).toBe('August 1, 2023');
    expect(columnTexts('All seasons', 4)[0]).toBe('June 30, 2024');
    expect(screen.getByLabelText('Number of rows: 3')).toBeTruthy();
  });

  it('shows Dutch month names in Dutch', async () => {
    localStorage.setItem(LOCALE_KEY, 'nl');
    mockFetch(shellApi);
    renderSignedInAt('/season');
    expect(await screen.findByRole('table', { name: 'Alle seizoenen' })).toBeTruthy();
    await waitFor(() => expect(columnTexts('Alle seizoenen', 3)[0]).toBe('1 augustus 2023'));
    expect(columnTexts('Alle seizoenen', 2)[0]).toBe('2 per speler');
  });

  it('sorts by a column, toggling ascending and descending, keeping equal rows in their order (stable)', async () => {
    mockFetch(shellApi);
    renderSignedInAt('/season');
    await screen.findByRole('table', { name: 'All seasons' });
    // The dataProvider sorts: each header click brings the rows back in the new order.
    fireEvent.click(screen.getByRole('button', { name: /^Sort by reports/ }));
    await waitFor(() => expect(columnTexts('All seasons', 1)).toEqual(['2023/2024', '2025/2026', '2024/2025']));
    fireEvent.click(screen.getByRole('button', { name: /^Sort by reports/ }));
    await waitFor(() => expect(columnTexts('All seasons', 1)).toEqual(['2024/2025', '2023/2024', '2025/2026']));
    fireEvent.click(screen.getByRole('button', { name: /^Sort by season name/ }));
    await waitFor(() => expect(columnTexts('All seasons', 1)).toEqual(['2023/2024', '2024/2025', '2025/2026']));
    fireEvent.click(screen.getByRole('button', { name: /^Sort by season name/ }));
    await waitFor(() => expect(columnTexts('All seasons', 1)).toEqual(['2025/2026', '2024/2025', '2023/2024']));
  });

  it('adds a season: starts at 1 report, the spinner stops at 0, dates go as UTC midnight', async () => {
    const calls = mockFetch({ ...shellApi, 'POST /api/MasterData/AddOrUpdateSeason': { status: 200, body: { isSucceeded: true, id: 's-new', errorMessage: null } } });
    renderSignedInAt('/season');
    fireEvent.click(await screen.findByRole('button', { name: 'Add season' }));
    expect(await screen.findByRole('heading', { name: 'Add season' })).toBeTruthy();
    expect(spinnerValue()).toBe('1');
    fireEvent.click(minus());
    expect(spinnerValue()).toBe('0');
    expect(minus().disabled).toBe(true);
    fireEvent.click(plus());
    fireEvent.click(plus());
    expect(spinnerValue()).toBe('2');

    // Mandatory fields: nothing is sent.
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please filled all the input')).toBeTruthy();
    expect(saves(calls)).toHaveLength(0);

    fireEvent.change(within(dialog()).getByLabelText('Season name'), { target: { value: '2026/2027' } });
    typeDate('startDate', 'August 1, 2026');
    typeDate('endDate', 'June 30, 2027');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]!.body).toEqual({
      Id: '00000000-0000-0000-0000-000000000000', SeasonName: '2026/2027', ReportFrequency: 2,
      StartDate: '2026-08-01T00:00:00.000Z', EndDate: '2027-06-30T00:00:00.000Z',
    });
    expect(await screen.findByText('The season has been saved.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses a start after the end with the season page sentence', async () => {
    const calls = mockFetch(shellApi);
    renderSignedInAt('/season');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit 2024/2025' }));
    await screen.findByRole('heading', { name: 'Edit season' });
    typeDate('startDate', 'July 1, 2025');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Start date can not more than end date')).toBeTruthy();
    expect(saves(calls)).toHaveLength(0);
  });

  it('editing: the spinner cannot go below the completed-report count of the season', async () => {
    mockFetch(shellApi);
    renderSignedInAt('/season');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit 2024/2025' }));
    await screen.findByRole('heading', { name: 'Edit season' });
    expect(spinnerValue()).toBe('3');
    expect(minus().disabled).toBe(false);
    fireEvent.click(minus());
    expect(spinnerValue()).toBe('2');
    expect(minus().disabled).toBe(true);
  });

  it("edits the rounds' due dates with the season, and re-plans them when the reports per player change", async () => {
    const rounds = { clubSeasonId: '0b8f3e0a-2222-4a53-9d0b-0c3a4b8e2f10', replanned: false, remindersEnabled: true, rounds: [
      { round: 1, dueDate: '2024-11-30' }, { round: 2, dueDate: '2025-03-15' }, { round: 3, dueDate: '2025-06-30' },
    ] };
    const calls = mockFetch({
      ...shellApi,
      'GET /api/MasterData/GetSeasonRounds': { status: 200, body: rounds },
      'POST /api/MasterData/AddOrUpdateSeason': { status: 200, body: { isSucceeded: true, id: null, errorMessage: null } },
      'POST /api/MasterData/SaveSeasonRounds': { status: 200, body: { isSucceeded: true, errorMessage: null } },
      'POST /api/MasterData/SetSeasonReminders': { status: 200, body: { isSucceeded: true, errorMessage: null } },
    });
    renderSignedInAt('/season');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit 2024/2025' }));
    const rounds2 = await within(dialog()).findByRole('group', { name: 'Rounds' });
    await waitFor(() => expect((rounds2.querySelector('input[name="rounds.1.dueDate"]') as HTMLInputElement).value).toBe('March 15, 2025'));
    typeDate('rounds.1.dueDate', 'April 1, 2025');
    // The season's reminder e-mails (issue 15): on as the server says, switched off here.
    const reminders = within(dialog()).getByRole('switch', { name: /^E-mail reminders to trainers/ }) as HTMLInputElement;
    await waitFor(() => expect(reminders.checked).toBe(true));
    fireEvent.click(reminders);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/MasterData/SaveSeasonRounds')).toHaveLength(1));
    expect(calls.find((call) => call.path === '/api/MasterData/SaveSeasonRounds')!.body).toEqual({
      clubSeasonId: 's-now', rounds: [{ round: 1, dueDate: '2024-11-30' }, { round: 2, dueDate: '2025-04-01' }, { round: 3, dueDate: '2025-06-30' }],
    });
    await waitFor(() => expect(calls.find((call) => call.path === '/api/MasterData/SetSeasonReminders')?.body).toEqual({ clubSeasonId: 's-now', remindersEnabled: false }));

    // Fewer reports per player: no dates to give, the modal says the rounds will be planned again.
    fireEvent.click(await screen.findByRole('button', { name: 'Edit 2024/2025' }));
    await within(dialog()).findByRole('group', { name: 'Rounds' });
    fireEvent.click(minus());
    expect(await within(dialog()).findByText(/^The reports per player change: on saving, the rounds not yet due are planned again/)).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/MasterData/AddOrUpdateSeason')).toHaveLength(2));
    expect(calls.filter((call) => call.path === '/api/MasterData/SaveSeasonRounds')).toHaveLength(1);
  });

  it('shows the season-exists message when the server answers isSucceeded false, the server text on failure', async () => {
    let answer = { status: 200, body: { isSucceeded: false, id: null, errorMessage: 'exists' } as unknown };
    mockFetch({ ...shellApi, 'POST /api/MasterData/AddOrUpdateSeason': () => answer });
    renderSignedInAt('/season');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit 2023/2024' }));
    await screen.findByRole('heading', { name: 'Edit season' });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A season with this name already exists.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    answer = { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'The start date cannot be after the end date.' } };
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save the season. The start date cannot be after the end date.')).toBeTruthy();
  });

  it('saves selected seasons together, not below their completed count; nothing selected is an error', async () => {
    const calls = mockFetch({ ...shellApi, 'POST /api/MasterData/UpdateSeasons': { status: 200, body: { isSucceeded: true, id: null, errorMessage: null } } });
    renderSignedInAt('/season');
    await screen.findByRole('table', { name: 'All seasons' });
    fireEvent.click(screen.getByRole('button', { name: 'Save selected' }));
    expect(await screen.findByText('No selected season(s)')).toBeTruthy();
    await waitFor(() => rowCheckbox('All seasons', '2023/2024'));
    fireEvent.click(rowCheckbox('All seasons', '2023/2024'));
    fireEvent.click(rowCheckbox('All seasons', '2025/2026'));
    fireEvent.click(screen.getByRole('button', { name: 'Save selected' }));
    await screen.findByRole('heading', { name: 'Save the selected seasons' });
    const less = within(dialog()).getByRole('button', { name: 'One report less' }) as HTMLButtonElement;
    expect(less.disabled).toBe(true); // 2 = the highest completed count of the selection
    fireEvent.click(within(dialog()).getByRole('button', { name: 'One report more' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/MasterData/UpdateSeasons')).toBe(true));
    expect(calls.find((c) => c.path === '/api/MasterData/UpdateSeasons')!.body).toEqual([
      { Id: 's-old', SeasonName: '2023/2024', ReportFrequency: 3 },
      { Id: 's-next', SeasonName: '2025/2026', ReportFrequency: 3 },
    ]);
    expect(await screen.findByText('Seasons updated succesfully.')).toBeTruthy();
  });

  it('select-all selects every row', async () => {
    mockFetch(shellApi);
    renderSignedInAt('/season');
    await waitFor(() => rowCheckbox('All seasons', '2023/2024'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    for (const season of seasons) {
      expect(rowCheckbox('All seasons', season.seasonName).checked).toBe(true);
    }
  });
});

/** The text of the toast on screen (react-admin's notification). */
const toast = () => document.querySelector('.MuiSnackbarContent-message')?.textContent;

describe('the season modal on the settings page (/general-settings)', () => {
  it('cannot decrease when editing, stops at 0 when adding, and uses the settings sentences', async () => {
    const calls = mockFetch(shellApi);
    renderSignedInAt('/general-settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit 2025/2026' }));
    await screen.findByRole('heading', { name: 'Edit season' });
    expect(spinnerValue()).toBe('2');
    expect(minus().disabled).toBe(true);
    typeDate('endDate', 'July 31, 2025');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Start date can not more than end date')).toBeTruthy();
    // The spec's error catalogue (§8): the message is the toast too.
    await waitFor(() => expect(toast()).toBe('Start date can not more than end date'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Add season' }));
    await screen.findByRole('heading', { name: 'Add season' });
    expect(minus().disabled).toBe(false);
    fireEvent.click(minus());
    expect(spinnerValue()).toBe('0');
    expect(minus().disabled).toBe(true);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please filled all the input')).toBeTruthy();
    await waitFor(() => expect(toast()).toBe('Please filled all the input'));
    expect(saves(calls)).toHaveLength(0);
  });

  it('uploads a club logo up to 6,000,000 bytes, saves its id and shows it in the sidebar at once', { timeout: 20000 }, async () => {
    let current = { ...club };
    let upload: { status: number; body: unknown } = { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'This file is not a png, jpeg or jpg picture.' } };
    const calls = mockFetch({
      ...shellApi,
      'GET /api/user/GetClubDetails': () => ({ status: 200, body: current }),
      'POST /Account/UploadPhoto': () => upload,
      'POST /api/user/UpdateClubDetails': ({ body }) => {
        const b = body as { ClubName: string; Country: string; LogoUrl: string | null };
        current = { ...current, clubName: b.ClubName, country: b.Country, logoUrl: `/photos/${b.LogoUrl}` as never };
        return { status: 200, body: { isSucceeded: true, id: 'club-1', errorMessage: null } };
      },
    });
    URL.createObjectURL = () => 'blob:logo-preview';
    URL.revokeObjectURL = () => undefined;
    renderSignedInAt('/general-settings');
    const picker = await screen.findByLabelText('Club logo', { selector: 'input' });
    // Larger than the team modal's 500,000 bytes: the club logo's limit is 6,000,000.
    const logo = () => new File([new Uint8Array(1_000_000)], 'crest.png', { type: 'image/png' });
    fireEvent.change(picker, { target: { files: [logo()] } });
    expect(await screen.findByText('Failed uploading picture. This file is not a png, jpeg or jpg picture.')).toBeTruthy();
    upload = { status: 200, body: { id: 'photo-7', dateTimeTag: 'x' } };
    fireEvent.change(picker, { target: { files: [logo()] } });
    // Toasts show one after another: the success waits for the failure's toast to go.
    expect(await screen.findByText('Picture uploaded.', {}, { timeout: 8000 })).toBeTruthy();
    const sent = calls.filter((c) => c.path === '/Account/UploadPhoto').at(-1)!;
    expect(sent.headers.get('Authorization')).toBe('Bearer tok-1');
    // A multipart body: the browser sets its own content type with the boundary.
    expect(sent.headers.get('Content-Type')).toBeNull();
    expect(sent.url.searchParams.get('dateTimeTag')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Club details updated', {}, { timeout: 5000 })).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/user/UpdateClubDetails')!.body).toMatchObject({ LogoUrl: 'photo-7' });
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await waitFor(() => {
      const sidebarLogo = screen.getAllByRole('img', { name: 'FC Touchline' }).find((img) => img.getAttribute('src')?.endsWith('/photos/photo-7'));
      expect(sidebarLogo).toBeTruthy();
    });
  });

  it('updates the club name and country and reloads the sidebar at once', async () => {
    let current = { ...club };
    const calls = mockFetch({
      ...shellApi,
      'GET /api/user/GetClubDetails': () => ({ status: 200, body: current }),
      'POST /api/user/UpdateClubDetails': ({ body }) => {
        const b = body as { ClubName: string; Country: string };
        current = { ...current, clubName: b.ClubName, country: b.Country };
        return { status: 200, body: { isSucceeded: true, id: 'club-1', errorMessage: null } };
      },
    });
    renderSignedInAt('/general-settings');
    const name = await screen.findByLabelText('Club name');
    expect(screen.getByRole('combobox', { name: 'Country' }).textContent).toBe('Netherlands');
    fireEvent.change(name, { target: { value: 'FC Renamed' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Country' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Belgium' }));
    // The club's time zone (issue 15: the weekly digest's Monday morning), picked from the IANA names.
    const timeZone = screen.getByRole('combobox', { name: 'Time zone' }) as HTMLInputElement;
    expect(timeZone.value).toBe('Europe/Amsterdam');
    fireEvent.change(timeZone, { target: { value: 'Brussels' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Europe/Brussels' }));
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Club details updated', {}, { timeout: 5000 })).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/user/UpdateClubDetails')!.body).toEqual({ Id: 'club-1', ClubName: 'FC Renamed', LogoUrl: null, Country: 'BE', TimeZone: 'Europe/Brussels' });
    // The sidebar (opened with the menu button in this narrow window) shows the new name.
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByText('FC Renamed', { selector: 'p' })).toBeTruthy();
  });
});
