import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { mockFetch } from './fetchMock';
import { ConsoleApp } from '../../src/console/ConsoleApp';
import { operatorSession } from '../../src/console/operatorSession';

/** Issue 37 in the operators' console: dates in the operator's language, and no Delete for a club. */
const club = {
  id: '5d0c1f9e-0000-4000-8000-0000000000c1', name: 'VV Zuiderpark', country: 'NL', language: 'nl',
  teams: 2, people: 30, activeThisMonth: 12, createdAt: '2026-11-27T12:00:00.000Z',
};

const renderConsoleAt = (path: string, locale: 'en' | 'nl') => {
  operatorSession.set('operator-token');
  // react-admin keeps the chosen language in its store (localStorage), as the language menu leaves it.
  localStorage.setItem('RaStore.locale', JSON.stringify(locale));
  const calls = mockFetch({
    'GET /admin/auth/me': { status: 200, body: { id: 'op-1', email: 'support@touchline.test' } },
    'GET /admin/rest/clubs': { status: 200, body: [club], headers: { 'Content-Range': 'clubs 0-0/1' } },
    [`GET /admin/rest/clubs/${club.id}`]: { status: 200, body: club },
  });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<ConsoleApp />} />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
};

afterEach(() => operatorSession.clear());

describe("the console's dates", () => {
  it('are written as the Dutch write them in the Dutch console', async () => {
    renderConsoleAt('/admin/clubs', 'nl');
    expect(await screen.findByText('27-11-2026')).toBeTruthy();
  });

  it('and as dd/MM/yyyy in the English console, whatever the browser', async () => {
    renderConsoleAt('/admin/clubs', 'en');
    expect(await screen.findByText('27/11/2026')).toBeTruthy();
  });
});

describe("a club's page in the console", () => {
  it('saves the club and offers no Delete: clubs are not deleted from the console', async () => {
    const calls = renderConsoleAt(`/admin/clubs/${club.id}`, 'en');
    expect(await screen.findByDisplayValue('VV Zuiderpark')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
  });
});
