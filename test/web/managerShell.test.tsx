import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { ManagerShell } from '../../src/layout/ManagerShell';
import { createI18nProvider } from '../../src/providers/i18nProvider';

/**
 * The app draws the managers' shell while the stored sign-in is checked; the server's shell may still
 * cover the page then (beforeScripts/shellCover.ts). Only the shell a person sees may be reachable: two
 * search fields of one name were on the page at once (a strict-mode failure in e2e/people.spec.ts).
 */
const renderShell = () =>
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={createI18nProvider()}>
        <ManagerShell />
      </AdminContext>
    </MemoryRouter>,
  );

afterEach(() => document.querySelector('.touchline-shell-cover')?.remove());

describe("the app's drawing of the managers' shell", () => {
  it("is out of reach while the server's shell covers it", () => {
    const cover = document.createElement('div');
    cover.className = 'touchline-shell-cover';
    document.body.append(cover);
    renderShell();
    expect(screen.queryByRole('textbox', { name: 'Search people and teams' })).toBeNull();
    expect(document.querySelector('[inert]')).not.toBeNull();
  });

  it('is a usable page when nothing covers it', () => {
    renderShell();
    expect(screen.getByRole('textbox', { name: 'Search people and teams' })).toBeDefined();
    expect(document.querySelector('[inert]')).toBeNull();
  });
});
