import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { App } from '../../src/App';
import { createI18nProvider, LOCALE_KEY } from '../../src/providers/i18nProvider';
import { mockFetch } from './fetchMock';

/** /unsubscribe?token=… (issue 15): an e-mail's unsubscribe link, without signing in. */
const openLink = (token: string, locale: 'en' | 'nl' = 'en') => {
  localStorage.setItem(LOCALE_KEY, locale);
  window.history.pushState({}, '', `/unsubscribe?token=${token}`);
  return render(<App i18nProvider={createI18nProvider()} />);
};

describe('the unsubscribe page', () => {
  it('says which e-mails the link is about, changes nothing until the button is pressed, and can undo it', async () => {
    let unsubscribed = false;
    const calls = mockFetch({
      'GET /Account/MailPreference': () => ({ status: 200, body: { topic: 'digest', email: 'mia@club.test', unsubscribed } }),
      'POST /Account/SetMailPreference': ({ body }) => {
        unsubscribed = (body as { unsubscribed: boolean }).unsubscribed;
        return { status: 200, body: { topic: 'digest', email: 'mia@club.test', unsubscribed } };
      },
    });
    openLink('tok.sig');
    expect(await screen.findByText('You (mia@club.test) receive this e-mail: Weekly digest.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('You (mia@club.test) no longer receive this e-mail: Weekly digest.')).toBeTruthy();
    const post = calls.find((c) => c.path === '/Account/SetMailPreference')!;
    expect(post.body).toEqual({ token: 'tok.sig', unsubscribed: true });
    expect(post.headers.get('authorization')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Receive it again' }));
    expect(await screen.findByText('You (mia@club.test) receive this e-mail: Weekly digest.')).toBeTruthy();
  });

  it('says so, in Dutch too, when the link is not valid', async () => {
    mockFetch({
      'GET /Account/MailPreference': { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'This unsubscribe link is not valid. Open the link of the e-mail itself, or change your e-mails after signing in.' } },
    });
    openLink('broken', 'nl');
    expect(await screen.findByText('Deze afmeldlink is niet geldig. Open de link uit de e-mail zelf, of wijzig je e-mails nadat je bent ingelogd.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Afmelden' })).toBeNull();
  });
});
