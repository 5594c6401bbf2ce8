import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { PhoneDetails } from '../../src/common/list/phone';

/** A window of the given width for MUI's useMediaQuery ('max-width' / 'min-width' queries). */
const windowOf = (width: number) => {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return { matches, media: query, onchange: null, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false };
  });
};

const row = (
  <AdminContext i18nProvider={createI18nProvider()}>
    <PhoneDetails items={[['people.columns.trainers', 'Tom Trainer'], ['people.columns.averageScore', ''], ['people.columns.invitedBy', 'Anna de Vries']]}>
      <span>Sem Bakker</span>
    </PhoneDetails>
  </AdminContext>
);

describe('a list row on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('folds the hidden columns into one details line under the name, leaving out empty values', async () => {
    windowOf(390);
    render(row);
    expect(await screen.findByText('Sem Bakker')).toBeTruthy();
    expect(screen.getByText(/Trainer\(s\): Tom Trainer/).closest('div')!.textContent).toBe('Trainer(s): Tom Trainer · Invited by: Anna de Vries');
  });

  it('shows no details line on a wider window, where the columns show the values', async () => {
    windowOf(1280);
    render(row);
    expect(await screen.findByText('Sem Bakker')).toBeTruthy();
    expect(screen.queryByText(/Tom Trainer/)).toBeNull();
  });
});
