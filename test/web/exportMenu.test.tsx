import { afterEach, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createI18nProvider, LOCALE_KEY } from '../../src/providers/i18nProvider';
import { ExportRowsMenu } from '../../src/common/export/ExportMenu';

/** Issue 14, large lists: an export holds every row of the list, however long (react-admin's ExportButton stops at 1,000 unless told). */

afterEach(() => vi.restoreAllMocks());

it('exports every row of a list of thousands to CSV', async () => {
  localStorage.setItem(LOCALE_KEY, 'en');
  const saved: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.push(blob as Blob);
    return 'blob:export';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const rows = Array.from({ length: 2500 }, (_, i) => ({ id: i + 1, name: `Player ${i + 1}` }));
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={createI18nProvider()}>
        <ExportRowsMenu title="Players" rows={rows} columns={[{ header: 'Name', value: (row: { name: string }) => row.name }]} />
      </AdminContext>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Export Players' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'CSV (.csv)' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  const lines = new TextDecoder().decode(new Uint8Array(await saved[0]!.arrayBuffer())).trimEnd().split('\r\n');
  expect(lines).toHaveLength(2501);
  expect(lines.at(-1)).toBe('Player 2500');
});
