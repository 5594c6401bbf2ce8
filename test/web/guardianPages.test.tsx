import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from '../../src/App';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createI18nProvider, LOCALE_KEY } from '../../src/providers/i18nProvider';
import { mockFetch } from './fetchMock';

/** Issue 37: what a guardian (a parent, no mobile app of their own) is told, in their language. */
const renderAt = (path: string, locale: 'en' | 'nl' = 'en') => {
  localStorage.setItem(LOCALE_KEY, locale);
  window.history.pushState({}, '', path);
  return render(<App authProvider={createAuthProvider()} i18nProvider={createI18nProvider()} />);
};

const fill = async (password: string) => {
  fireEvent.change(await screen.findByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Repeat the password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Save the password' }));
};

describe('a guardian who has activated the account', () => {
  it('is told where on the web to go, not to open a mobile app', async () => {
    mockFetch({ 'POST /Account/SetupInitialPassword': { status: 200, body: { isSucceeded: true, errorMessage: null, item2: ['Guardian'] } } });
    renderAt('/changepassword?activatetoken=tok-a');
    await fill('Secret-Pass-1');
    await waitFor(() => expect(window.location.pathname).toBe('/congratulation'));
    expect(await screen.findByText(
      `Your account has been activated. You need no app: sign in on the web at ${window.location.origin}/family to see your children and their reports.`,
    )).toBeTruthy();
    expect(screen.queryByText(/mobile app/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in on the web' }).getAttribute('href')).toBe('/family');
  });

  it('is told so in Dutch, after a new password too', async () => {
    mockFetch({});
    renderAt('/passwordchanged?role=Guardian', 'nl');
    expect(await screen.findByText(
      `Je wachtwoord is gewijzigd. Je hebt geen app nodig: log in op het web via ${window.location.origin}/family om je kinderen en hun rapporten te zien.`,
    )).toBeTruthy();
  });
});
