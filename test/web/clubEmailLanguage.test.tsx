import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LOCALE_KEY } from '../../src/providers/i18nProvider';
import { mockFetch } from './fetchMock';
import { club, renderSignedInAt, shellApi } from './clubStructureHarness';

/**
 * The club's e-mail language on the settings page (/general-settings, issue 37): shown with the club's
 * current value, saved through UpdateClubDetails' Language with a sentence that names the language, in
 * English and Dutch; the page's own language stays the reader's.
 */
type Language = 'en' | 'nl';

function clubServer(language: Language, refuse = false) {
  let current = { ...club, language };
  const calls = mockFetch({
    ...shellApi,
    'GET /api/user/GetClubDetails': () => ({ status: 200, body: current }),
    'POST /api/user/UpdateClubDetails': ({ body }) => {
      if (refuse) {
        return {
          status: 400,
          body: {
            statusCode: 400, error: 'Bad Request', message: "The club's e-mail language is 'en' (English) or 'nl' (Dutch).", messageKey: 'clubLanguageUnknown',
          },
        };
      }
      const b = body as { Language?: Language };
      if (b.Language) current = { ...current, language: b.Language };
      return { status: 200, body: { isSucceeded: true, id: 'club-1', errorMessage: null } };
    },
  });
  const saved = () => calls.filter((call) => call.path === '/api/user/UpdateClubDetails').map((call) => call.body as Record<string, unknown>);
  return { saved };
}

/**
 * The choice: a fieldset named by its legend (react-admin's RadioButtonGroupInput). The settings page's
 * first showing loads its code (lazyPage): on a busy machine that can take a while.
 */
const findGroup = (name: string) => screen.findByRole('group', { name }, { timeout: 20_000 });
const radio = (group: HTMLElement, name: string) => within(group).getByRole('radio', { name }) as HTMLInputElement;

describe("the club's e-mail language on the settings page", { timeout: 40_000 }, () => {
  it('shows the current language in English, saves another one and says so; the page stays English', async () => {
    const server = clubServer('nl');
    renderSignedInAt('/general-settings');
    const group = await findGroup("Language of the club's e-mails");
    expect(radio(group, 'Dutch').checked).toBe(true);
    expect(radio(group, 'English').checked).toBe(false);
    expect(screen.getByText(/Invitations, guardians' invitations, reminders, weekly digests and password e-mails go out in this language/)).toBeTruthy();

    fireEvent.click(radio(group, 'English'));
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText("Club details updated. From now on the club's e-mails go out in English.")).toBeTruthy();
    expect(server.saved()).toEqual([expect.objectContaining({ Id: 'club-1', Language: 'en' })]);
    // Saved, the form starts afresh from the club's details: English is the club's language now.
    await waitFor(() => expect(radio(screen.getByRole('group', { name: "Language of the club's e-mails" }), 'English').checked).toBe(true));
    // The page's own language is the reader's, not the club's e-mails'.
    expect(screen.getByRole('button', { name: 'Update' })).toBeTruthy();
    expect(localStorage.getItem(LOCALE_KEY)).not.toBe('nl');
  });

  it('in Dutch: shows English as the current language, saves Dutch and says so; the page stays Dutch', async () => {
    localStorage.setItem(LOCALE_KEY, 'nl');
    const server = clubServer('en');
    renderSignedInAt('/general-settings');
    const group = await findGroup('Taal van de e-mails van de club');
    expect(radio(group, 'Engels').checked).toBe(true);
    expect(radio(group, 'Nederlands').checked).toBe(false);
    expect(screen.getByText(/De app zelf blijft in ieders eigen taal/)).toBeTruthy();

    fireEvent.click(radio(group, 'Nederlands'));
    fireEvent.click(screen.getByRole('button', { name: 'Bijwerken' }));
    expect(await screen.findByText('De clubgegevens zijn bijgewerkt. Vanaf nu gaan de e-mails van de club in het Nederlands.')).toBeTruthy();
    expect(server.saved()).toEqual([expect.objectContaining({ Language: 'nl' })]);
    expect(localStorage.getItem(LOCALE_KEY)).toBe('nl');
    expect(screen.getByRole('button', { name: 'Bijwerken' })).toBeTruthy();
  });

  it('a save that keeps the language sends it unchanged and says only that the details were updated', async () => {
    const server = clubServer('en');
    renderSignedInAt('/general-settings');
    await findGroup("Language of the club's e-mails");
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Club details updated')).toBeTruthy();
    expect(server.saved()).toEqual([expect.objectContaining({ Language: 'en' })]);
  });

  it("says the server's refusal in Dutch", async () => {
    localStorage.setItem(LOCALE_KEY, 'nl');
    clubServer('en', true);
    renderSignedInAt('/general-settings');
    const group = await findGroup('Taal van de e-mails van de club');
    fireEvent.click(radio(group, 'Nederlands'));
    fireEvent.click(screen.getByRole('button', { name: 'Bijwerken' }));
    expect(await screen.findByText(
      "Het bijwerken van de clubgegevens is mislukt De taal van de e-mails van de club is 'en' (Engels) of 'nl' (Nederlands).",
    )).toBeTruthy();
  });
});
