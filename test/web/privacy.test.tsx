import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createI18nProvider, LOCALE_KEY } from '../../src/providers/i18nProvider';
import { EraseButton } from '../../src/privacy/EraseButton';
import { AccessLogDialog } from '../../src/privacy/AccessLogDialog';
import { mockFetch } from './fetchMock';

/** Issue 25 on the managers' player page: erasure asks for the typed name; the access log says who did what. */
const USER = '3f1c2a4e-8b7d-4c1e-9a2b-1d2e3f4a5b6c';

const inApp = (ui: React.ReactElement, locale: 'en' | 'nl' = 'en') => {
  localStorage.setItem(LOCALE_KEY, locale);
  return render(
    <MemoryRouter initialEntries={['/players/detail-player']}>
      <AdminContext i18nProvider={createI18nProvider()}>
        <Routes>
          <Route path="/players/detail-player" element={ui} />
          <Route path="/players" element={<p>The players list</p>} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
};

describe('erasing a person', () => {
  it('erases nothing until the name is typed, then erases and goes back to the list', async () => {
    const calls = mockFetch({ 'POST /api/Privacy/ErasePerson': { status: 200, body: { isSucceeded: true, errorMessage: null } } });
    inApp(<EraseButton userId={USER} name="Mia de Vries" backTo="/players" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Erase' }));
    const field = await screen.findByLabelText('Type the name Mia de Vries to confirm');
    fireEvent.change(field, { target: { value: 'Mia' } });
    fireEvent.click(screen.getByRole('button', { name: 'Erase for good' }));
    expect(calls.filter((call) => call.path === '/api/Privacy/ErasePerson')).toEqual([]);
    fireEvent.change(field, { target: { value: ' mia  de vries ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Erase for good' }));
    expect(await screen.findByText('The players list')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/Privacy/ErasePerson')?.body).toEqual({ userId: USER });
  });
});

describe('the access log', () => {
  it("names who did what, in Dutch, and the retention period's erasure as the system", async () => {
    mockFetch({
      'GET /api/Privacy/GetAccessLog': {
        status: 200,
        body: [
          { byUserId: null, byName: '', role: 'System', action: 'erase', at: '2026-11-02T10:00:00.000Z' },
          { byUserId: USER, byName: 'Tim Trainer', role: 'Trainer', action: 'view', at: '2026-11-01T10:00:00.000Z' },
        ],
      },
    });
    inApp(<AccessLogDialog userId={USER} name="Mia de Vries" open onClose={() => {}} />, 'nl');
    expect(await screen.findByRole('dialog', { name: 'Wie de gegevens van Mia de Vries heeft bekeken' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Tim Trainer')).toBeTruthy());
    expect(screen.getByText('Bekeken')).toBeTruthy();
    expect(screen.getByText('Gewist')).toBeTruthy();
    expect(screen.getByText('Bewaartermijn (automatisch)')).toBeTruthy();
  });
});
