import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { mockFetch } from './fetchMock';
import { ConsoleApp } from '../../src/console/ConsoleApp';
import { consoleDataProvider } from '../../src/console/consoleProviders';
import { operatorSession } from '../../src/console/operatorSession';
import { SESSION_KEYS } from '../../src/providers/session';
import en from '../../src/console/en';
import nl from '../../src/console/nl';

/** The operators' console through react-admin: its dataProvider on /admin/rest and its people screens. */
const anna = {
  id: '5d0c1f9e-0000-4000-8000-000000000001', clubId: '5d0c1f9e-0000-4000-8000-0000000000c1', clubName: 'VV Zuiderpark',
  name: 'Anna de Vries', firstName: 'Anna', infix: 'de', lastName: 'Vries', email: 'anna@zuiderpark.nl', role: 'Manager', status: 'invited',
  invitedAt: '2026-11-01T10:00:00.000Z', lastSignInAt: null, failedSignIns: 4,
};

const keysOf = (catalogue: object, prefix = ''): string[] =>
  Object.entries(catalogue).flatMap(([key, value]) => (value && typeof value === 'object' ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`]));

describe("the console's texts", () => {
  it('are in English and Dutch with the same keys, each translated', () => {
    expect(keysOf(nl).sort()).toEqual(keysOf(en).sort());
  });
});

describe("the console's dataProvider (ra-data-simple-rest)", () => {
  it("asks /admin/rest in simple-REST form with the operator's token, never the club session's, and reads Content-Range", async () => {
    sessionStorage.setItem(SESSION_KEYS.token, 'club-token');
    operatorSession.set('operator-token');
    const calls = mockFetch({
      'GET /admin/rest/people': { status: 200, body: [anna], headers: { 'Content-Range': 'people 0-24/1234' } },
    });
    const { data, total } = await consoleDataProvider.getList('people', {
      pagination: { page: 1, perPage: 25 }, sort: { field: 'lastName', order: 'ASC' }, filter: { q: 'anna' },
    });
    expect(total).toBe(1234);
    expect(data).toEqual([anna]);
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer operator-token');
    expect(calls[0]!.url.searchParams.get('sort')).toBe('["lastName","ASC"]');
    expect(calls[0]!.url.searchParams.get('range')).toBe('[0,24]');
    expect(calls[0]!.url.searchParams.get('filter')).toBe('{"q":"anna"}');
    operatorSession.clear();
    sessionStorage.clear();
  });
});

/** The server's answer to resending Anna's invitation (contract ActionDone). */
const invitationResent = {
  id: anna.id, message: `The invitation was sent again to ${anna.email}.`,
  messageKey: 'consoleInvitationResent', messageValues: { email: anna.email },
};

const renderConsole = () =>
  render(
    <MemoryRouter initialEntries={['/admin/people']}>
      <Routes>
        {/* As App.tsx mounts it. */}
        <Route path="/admin/*" element={<ConsoleApp />} />
      </Routes>
    </MemoryRouter>,
  );

describe("the console's people screens", () => {
  it('lists people, and resends an invitation from a person after Confirm', async () => {
    operatorSession.set('operator-token');
    const calls = mockFetch({
      'GET /admin/auth/me': { status: 200, body: { id: 'op-1', email: 'support@touchline.test' } },
      'GET /admin/rest/people': { status: 200, body: [anna], headers: { 'Content-Range': 'people 0-0/1' } },
      [`GET /admin/rest/people/${anna.id}`]: { status: 200, body: anna },
      'GET /admin/rest/clubs': {
        status: 200,
        body: [{ id: anna.clubId, name: 'VV Zuiderpark', country: 'NL', language: 'nl', teams: 2, people: 30, activeThisMonth: 12, createdAt: '2026-01-01T00:00:00.000Z' }],
        headers: { 'Content-Range': 'clubs 0-0/1' },
      },
      [`POST /admin/rest/people/${anna.id}/resendInvitation`]: { status: 200, body: invitationResent },
    });
    renderConsole();
    const cell = await screen.findByText('anna@zuiderpark.nl');
    // The shown name, infix included (issue 37).
    expect(screen.getByText('Name')).toBeTruthy();
    expect(screen.getByText('Anna de Vries')).toBeTruthy();
    fireEvent.click(cell);
    fireEvent.click(await screen.findByRole('button', { name: 'Resend invitation' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Send the invitation to anna@zuiderpark.nl again?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/resendInvitation'))).toBe(true));
    expect(calls.find((call) => call.method === 'POST')!.headers.get('Authorization')).toBe('Bearer operator-token');
    expect(await screen.findByText(`The invitation was sent again to ${anna.email}.`)).toBeTruthy();
    // The page reads the person again after the action (react-admin's refresh), before the test ends.
    await waitFor(() => expect(calls.filter((call) => call.path === `/admin/rest/people/${anna.id}`).length).toBeGreaterThan(1));
    operatorSession.clear();
  });

  it("says what an action did in the operator's language: Dutch in the Dutch console", async () => {
    operatorSession.set('operator-token');
    // react-admin keeps the chosen language in its store (localStorage), as the language menu leaves it.
    localStorage.setItem('RaStore.locale', JSON.stringify('nl'));
    mockFetch({
      'GET /admin/auth/me': { status: 200, body: { id: 'op-1', email: 'support@touchline.test' } },
      'GET /admin/rest/people': { status: 200, body: [anna], headers: { 'Content-Range': 'people 0-0/1' } },
      [`GET /admin/rest/people/${anna.id}`]: { status: 200, body: anna },
      'GET /admin/rest/clubs': { status: 200, body: [], headers: { 'Content-Range': 'clubs 0-0/0' } },
      [`POST /admin/rest/people/${anna.id}/resendInvitation`]: { status: 200, body: invitationResent },
    });
    renderConsole();
    fireEvent.click(await screen.findByText('anna@zuiderpark.nl'));
    fireEvent.click(await screen.findByRole('button', { name: nl.console.actions.resendInvitation }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bevestigen' }));
    expect(await screen.findByText(`De uitnodiging is opnieuw naar ${anna.email} gestuurd.`)).toBeTruthy();
    expect(screen.queryByText(invitationResent.message)).toBeNull();
    localStorage.removeItem('RaStore.locale');
    operatorSession.clear();
  });
});

describe("the console's mail (issue 41)", () => {
  const invitationMail = {
    id: '5d0c1f9e-0000-4000-8000-0000000000e1', recipient: anna.email, subject: 'Invitation to VV Zuiderpark', createdAt: '2026-11-01T10:00:00.000Z',
    delivery: 'kept', error: null, resentAt: null, link: 'activation',
    text: 'Hello Anna,\n\nActivate my account:\n[activation link — resend to issue a new one]\n',
  };

  it('says in Dutch that an activation link went out, shows no link, and offers to send a new one', async () => {
    operatorSession.set('operator-token');
    localStorage.setItem('RaStore.locale', JSON.stringify('nl'));
    const calls = mockFetch({
      'GET /admin/auth/me': { status: 200, body: { id: 'op-1', email: 'support@touchline.test' } },
      [`GET /admin/rest/mail/${invitationMail.id}`]: { status: 200, body: invitationMail },
      [`POST /admin/rest/mail/${invitationMail.id}/resend`]: { status: 200, body: invitationResent },
    });
    render(
      <MemoryRouter initialEntries={[`/admin/mail/${invitationMail.id}/show`]}>
        <Routes>
          <Route path="/admin/*" element={<ConsoleApp />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText(nl.console.mail.linkNote.activation)).toBeTruthy();
    expect(screen.getByText(/\[activatielink — stuur opnieuw voor een nieuwe\]/)).toBeTruthy();
    expect(screen.queryByText(/activation link — resend/)).toBeNull();
    expect(screen.queryByRole('button', { name: nl.console.actions.resendMail })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: nl.console.actions.resendActivationLink }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(`De uitnodiging opnieuw naar ${anna.email} sturen`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bevestigen' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/resend'))).toBe(true));
    expect(await screen.findByText(`De uitnodiging is opnieuw naar ${anna.email} gestuurd.`)).toBeTruthy();
    localStorage.removeItem('RaStore.locale');
    operatorSession.clear();
  });
});
