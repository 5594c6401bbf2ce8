import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from '../../src/App';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createI18nProvider, LOCALE_KEY } from '../../src/providers/i18nProvider';
import { SESSION_KEYS } from '../../src/providers/session';
import { maskEmail } from '../../src/account/maskEmail';
import { browser } from '../../src/account/TokenValidationPage';
import { mockFetch } from './fetchMock';

const renderAt = (path: string) => {
  window.history.pushState({}, '', path);
  return render(<App authProvider={createAuthProvider()} i18nProvider={createI18nProvider()} />);
};

const inDutch = () => localStorage.setItem(LOCALE_KEY, 'nl');

describe('maskEmail', () => {
  it('keeps the first and last character of the local part and stars the rest', () => {
    expect(maskEmail('anna.devries@club.test')).toBe('a**********s@club.test');
    expect(maskEmail('bo@club.test')).toBe('bo@club.test');
    expect(maskEmail('x@club.test')).toBe('x@club.test');
  });
});

describe('/forgotpassword', () => {
  it('asks for an address, then for a valid one, sending nothing until then', async () => {
    const calls = mockFetch({});
    renderAt('/forgotpassword');
    fireEvent.click(await screen.findByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('no e-mail set')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'anna.club.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('The email-address is not valid')).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('requests the reset and shows the masked address with a way back to the login', async () => {
    const calls = mockFetch({ 'POST /Account/ResetPassword': { status: 200, body: { isSucceeded: true, errorMessage: null } } });
    renderAt('/forgotpassword');
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: ' anna.devries@club.test ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('a**********s@club.test')).toBeTruthy();
    expect(calls[0].url.searchParams.get('email')).toBe('anna.devries@club.test');
    expect(calls[0].headers.get('Authorization')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Back to login' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });

  it('tells the person to wait when the server limits the requests', async () => {
    mockFetch({ 'POST /Account/ResetPassword': { status: 429, body: { statusCode: 429, error: 'Too Many Requests', message: 'wait' } } });
    renderAt('/forgotpassword');
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'anna@club.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Too many password reset requests. Please wait a few minutes and try again.')).toBeTruthy();
    expect(screen.queryByText('a**a@club.test')).toBeNull();
  });

  it('speaks Dutch', async () => {
    inDutch();
    mockFetch({ 'POST /Account/ResetPassword': { status: 200, body: { isSucceeded: true, errorMessage: null } } });
    renderAt('/forgotpassword');
    expect(await screen.findByText('Wachtwoord vergeten?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Link versturen' }));
    expect(await screen.findByText('Er is geen e-mailadres ingevuld')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-mailadres'), { target: { value: 'anna@club.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Link versturen' }));
    expect(await screen.findByText('a**a@club.test')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terug naar inloggen' })).toBeTruthy();
  });
});

describe('/changepassword', () => {
  const fill = async (password: string, repeat: string) => {
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: password } });
    fireEvent.change(screen.getByLabelText('Repeat the password'), { target: { value: repeat } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the password' }));
  };

  it('sends a visitor without a token to /login', async () => {
    mockFetch({});
    renderAt('/changepassword');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });

  it('updates the checklist as the person types, and toggles both fields', async () => {
    mockFetch({});
    renderAt('/changepassword?activatetoken=tok');
    const password = (await screen.findByLabelText('New password')) as HTMLInputElement;
    const item = (label: string) => screen.getByText(label).closest('li')!;
    expect(item('Have at least 8 characters').getAttribute('data-met')).toBe('false');
    expect(item('Include special characters').getAttribute('data-met')).toBe('false');
    fireEvent.change(password, { target: { value: 'abcdefgh' } });
    expect(item('Have at least 8 characters').getAttribute('data-met')).toBe('true');
    expect(item('Include special characters').getAttribute('data-met')).toBe('false');
    fireEvent.change(password, { target: { value: 'abcdefgh1' } });
    expect(item('Include special characters').getAttribute('data-met')).toBe('true');
    fireEvent.change(password, { target: { value: 'abcdefgh1abcdefg' } });
    expect(item('Have at least 8 characters').getAttribute('data-met')).toBe('false');
    // An accented letter is a letter; an emoji is one character and a special one.
    fireEvent.change(password, { target: { value: 'wachtwoordé' } });
    expect(item('Include special characters').getAttribute('data-met')).toBe('false');
    fireEvent.change(password, { target: { value: 'abcdefghijklmn😀' } });
    expect(item('Have at least 8 characters').getAttribute('data-met')).toBe('true');
    expect(item('Include special characters').getAttribute('data-met')).toBe('true');

    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show the password' }));
    expect(password.type).toBe('text');
    const repeat = screen.getByLabelText('Repeat the password') as HTMLInputElement;
    expect(repeat.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show the repeated password' }));
    expect(repeat.type).toBe('text');
  });

  it('refuses different entries without calling the server', async () => {
    const calls = mockFetch({});
    renderAt('/changepassword?activatetoken=tok');
    await fill('Secret-Pass-1', 'Secret-Pass-2');
    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('activates a trainer and sends them to /congratulation', async () => {
    const calls = mockFetch({ 'POST /Account/SetupInitialPassword': { status: 200, body: { isSucceeded: true, errorMessage: null, item2: ['Trainer'] } } });
    renderAt('/changepassword?activatetoken=tok-a');
    await fill('short', 'short');
    expect(await screen.findByText('Setup Password Succeeded')).toBeTruthy();
    expect(calls[0].body).toEqual({ password: 'short', token: 'tok-a' });
    await waitFor(() => expect(window.location.pathname).toBe('/congratulation'));
    expect(await screen.findByText('Your account has been activated. Open the Touchline mobile app to log in.')).toBeTruthy();
  });

  it('sends a manager to /login after the reset', async () => {
    const calls = mockFetch({ 'POST /Account/SetupResetPassword': { status: 200, body: { isSucceeded: true, errorMessage: null, item2: ['Manager'] } } });
    renderAt('/changepassword?recoverytoken=tok-r');
    expect(await screen.findByText('Choose a new password')).toBeTruthy();
    await fill('Secret-Pass-1', 'Secret-Pass-1');
    expect(await screen.findByText('Reset password success')).toBeTruthy();
    expect(calls[0].path).toBe('/Account/SetupResetPassword');
    expect(calls[0].body).toEqual({ password: 'Secret-Pass-1', token: 'tok-r' });
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });

  it('sends a player to /passwordchanged after the reset', async () => {
    mockFetch({ 'POST /Account/SetupResetPassword': { status: 200, body: { isSucceeded: true, errorMessage: null, item2: ['Player'] } } });
    renderAt('/changepassword?recoverytoken=tok-r');
    await fill('Secret-Pass-1', 'Secret-Pass-1');
    await waitFor(() => expect(window.location.pathname).toBe('/passwordchanged'));
    expect(await screen.findByText('Password changed')).toBeTruthy();
  });

  it('shows the failure with the server\'s reason and stays', async () => {
    mockFetch({
      'POST /Account/SetupInitialPassword': {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'This activation link is not valid or has expired. Ask your club manager for a new invitation.' },
      },
    });
    renderAt('/changepassword?activatetoken=old');
    await fill('Secret-Pass-1', 'Secret-Pass-1');
    expect(await screen.findByText('setup password failed. This activation link is not valid or has expired. Ask your club manager for a new invitation.')).toBeTruthy();
    expect(window.location.pathname).toBe('/changepassword');
  });

  it('speaks Dutch', async () => {
    inDutch();
    mockFetch({});
    renderAt('/changepassword?activatetoken=tok');
    expect(await screen.findByText('Kies je wachtwoord')).toBeTruthy();
    expect(screen.getByLabelText('Nieuw wachtwoord')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nieuw wachtwoord'), { target: { value: 'a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(await screen.findByText('De wachtwoorden komen niet overeen.')).toBeTruthy();
  });
});

describe('/account/tokenconfirmation and /tokenvalidation', () => {
  it('validates an invitation, shows the activation message, and after a second goes to set the password', async () => {
    const calls = mockFetch({ 'GET /Account/TokenConfirmation': { status: 200, body: { invitationValid: true, checkoutUrl: null, item2: ['Trainer'] } } });
    renderAt('/account/tokenconfirmation?activatetoken=tok%2B1&email=sanne%40club.test');
    expect(await screen.findByText('Your account has been activated, a moment please')).toBeTruthy();
    expect(calls[0].url.searchParams.get('activatetoken')).toBe('tok+1');
    expect(calls[0].url.searchParams.get('email')).toBe('sanne@club.test');
    expect(window.location.pathname).toBe('/account/tokenconfirmation');
    await waitFor(() => expect(window.location.pathname).toBe('/changepassword'), { timeout: 3000 });
    expect(new URLSearchParams(window.location.search).get('activatetoken')).toBe('tok+1');
    expect(await screen.findByText('Choose your password')).toBeTruthy();
  });

  it('shows the loading view while checking', async () => {
    mockFetch({ 'GET /Account/TokenConfirmation': () => ({ status: 200, body: { invitationValid: false, checkoutUrl: null, item2: [] } }) });
    renderAt('/account/tokenconfirmation?activatetoken=tok&email=a%40b.nl');
    expect(await screen.findByText('Checking your link…')).toBeTruthy();
    expect(await screen.findByText('The token is not valid or expired')).toBeTruthy();
    expect(screen.getByText('This activation link is no longer valid. Please ask your club manager for a new invitation.')).toBeTruthy();
  });

  it('goes to the checkout address when the server gives one', async () => {
    mockFetch({ 'GET /Account/TokenConfirmation': { status: 200, body: { invitationValid: true, checkoutUrl: 'https://pay.example/checkout', item2: ['Manager'] } } });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    renderAt('/account/tokenconfirmation?activatetoken=tok&email=a%40b.nl');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/checkout'), { timeout: 3000 });
  });

  it('shows the generic error without parameters', async () => {
    const calls = mockFetch({});
    renderAt('/tokenvalidation');
    expect(await screen.findByText('Something went wrong while activating your account')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('shows the generic error when the check fails', async () => {
    mockFetch({ 'GET /Account/TokenConfirmation': { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'x' } } });
    renderAt('/account/tokenconfirmation?activatetoken=tok&email=a%40b.nl');
    expect(await screen.findByText('Something went wrong while activating your account')).toBeTruthy();
  });

  it('validates a recovery link and goes on to choose a new password', async () => {
    const calls = mockFetch({ 'GET /Account/ResetPasswordTokenValidation': { status: 200, body: { invitationValid: true, checkoutUrl: null, item2: ['Player'] } } });
    renderAt('/tokenvalidation?resetactivatetoken=rt&email=a%40b.nl');
    expect(await screen.findByText('Your link is valid, a moment please')).toBeTruthy();
    expect(calls[0].url.searchParams.get('resetactivatetoken')).toBe('rt');
    await waitFor(() => expect(window.location.search).toBe('?recoverytoken=rt'), { timeout: 3000 });
    expect(window.location.pathname).toBe('/changepassword');
  });

  it('tells about an expired recovery link in Dutch, with a way to ask for a new one', async () => {
    inDutch();
    mockFetch({ 'GET /Account/ResetPasswordTokenValidation': { status: 200, body: { invitationValid: false, checkoutUrl: null, item2: [] } } });
    renderAt('/tokenvalidation?resetactivatetoken=rt&email=a%40b.nl');
    expect(await screen.findByText('De link is niet geldig of verlopen')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Nieuwe link aanvragen' }));
    await waitFor(() => expect(window.location.pathname).toBe('/forgotpassword'));
  });

  it('shows the activation message in Dutch', async () => {
    inDutch();
    mockFetch({ 'GET /Account/TokenConfirmation': { status: 200, body: { invitationValid: true, checkoutUrl: null, item2: ['Trainer'] } } });
    renderAt('/account/tokenconfirmation?activatetoken=t&email=a%40b.nl');
    expect(await screen.findByText('Je account is geactiveerd, een ogenblik geduld')).toBeTruthy();
  });
});

describe('/congratulation and /passwordchanged', () => {
  it('tell the person to use the mobile app, in Dutch too', async () => {
    inDutch();
    mockFetch({});
    renderAt('/passwordchanged');
    expect(await screen.findByText('Je wachtwoord is gewijzigd. Open de Touchline-app op je telefoon om in te loggen.')).toBeTruthy();
    renderAt('/congratulation');
    expect(await screen.findByText('Gefeliciteerd!')).toBeTruthy();
  });

  it.each(['/congratulation', '/passwordchanged'])('%s keeps its text and offers to sign in on the web', async (path) => {
    mockFetch({});
    renderAt(path);
    expect(await screen.findByText(/Open the Touchline mobile app to log in\.$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Sign in on the web' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });
});

describe('/termandprivacy', () => {
  const signedIn = () => {
    sessionStorage.setItem(SESSION_KEYS.token, 'tok-1');
    sessionStorage.setItem(SESSION_KEYS.userId, 'user-1');
    sessionStorage.setItem(SESSION_KEYS.role, 'Manager');
  };
  const terms = {
    'GET /api/user/GetTermsAndPrivacy': ({ url }: { url: URL }) => ({
      status: 200,
      body: url.searchParams.get('language') === 'nl' ? { description: 'Nederlandse tekst.', version: '1.0' } : { description: 'English text.', version: '1.0' },
    }),
  };

  it('shows the terms with their version and asks to tick the box first', async () => {
    signedIn();
    const calls = mockFetch(terms);
    renderAt('/termandprivacy');
    expect(await screen.findByText('English text.')).toBeTruthy();
    expect(screen.getByText('Version 1.0')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please accept the terms and privacy')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/user/AcceptPolicy')).toHaveLength(0);
  });

  it("shows the club's own privacy statement under the terms, in the page's language, to a signed-in person", async () => {
    signedIn();
    const calls = mockFetch({
      ...terms,
      'GET /api/user/GetPrivacyStatement': ({ url }: { url: URL }) => ({
        status: 200,
        body: { clubName: 'VV Zuiderpark', statement: url.searchParams.get('language') === 'nl' ? 'Wij delen verslagen alleen met toestemming.' : 'We share reports only with consent.' },
      }),
    });
    renderAt('/termandprivacy');
    expect(await screen.findByRole('heading', { name: 'Privacy statement of VV Zuiderpark' })).toBeTruthy();
    expect(screen.getByText('We share reports only with consent.')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/user/GetPrivacyStatement')!.headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('shows no club statement before signing in (no club is known yet) nor when the club has written none', async () => {
    const calls = mockFetch({ ...terms, 'GET /api/user/GetPrivacyStatement': { status: 200, body: { clubName: 'VV Zuiderpark', statement: '  ' } } });
    renderAt('/termandprivacy');
    expect(await screen.findByText('English text.')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/user/GetPrivacyStatement')).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: /Privacy statement of/ })).toBeNull();
  });

  it('records the acceptance for the signed-in person and goes on to /login', async () => {
    signedIn();
    const calls = mockFetch({ ...terms, 'POST /api/user/AcceptPolicy': { status: 200, body: { isSucceeded: true, version: '1.0' } } });
    renderAt('/termandprivacy');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'I accept the terms and privacy' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Accepted the terms and privacy')).toBeTruthy();
    const accept = calls.find((call) => call.path === '/api/user/AcceptPolicy')!;
    expect(accept.body).toEqual({ userId: 'user-1', version: '1.0' });
    expect(accept.headers.get('Authorization')).toBe('Bearer tok-1');
    await waitFor(() => expect(window.location.pathname).not.toBe('/termandprivacy'));
  });

  it('shows the failure and comes back to /termandprivacy after a second', async () => {
    signedIn();
    mockFetch({ ...terms, 'POST /api/user/AcceptPolicy': { status: 500, body: { statusCode: 500, error: 'x', message: 'x' } } });
    renderAt('/termandprivacy');
    const box = (await screen.findByRole('checkbox', { name: 'I accept the terms and privacy' })) as HTMLInputElement;
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Failed to accept the terms and privacy')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'I accept the terms and privacy' }) as HTMLInputElement).checked).toBe(false), { timeout: 3000 });
    expect(window.location.pathname).toBe('/termandprivacy');
  });

  it('signed out in Dutch: the version, the checkbox, the Dutch warning when unticked, then /login; the sign-in records the acceptance', async () => {
    inDutch();
    const calls = mockFetch({
      ...terms,
      'POST /api/user/AcceptPolicy': { status: 200, body: { isSucceeded: true, version: '1.0' } },
      'POST /Account/Login': { status: 200, body: { accessToken: 'tok-9', id: 'user-9', role: 'Manager', errorMessage: null, termsAccepted: false } },
    });
    renderAt('/termandprivacy');
    expect(await screen.findByText('Nederlandse tekst.')).toBeTruthy();
    expect(screen.getByText('Versie 1.0')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Doorgaan' }));
    expect(await screen.findByText('Accepteer de voorwaarden en het privacybeleid')).toBeTruthy();
    expect(window.location.pathname).toBe('/termandprivacy');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ik ga akkoord met de voorwaarden en het privacybeleid' }));
    fireEvent.click(screen.getByRole('button', { name: 'Doorgaan' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(calls.filter((call) => call.path === '/api/user/AcceptPolicy')).toHaveLength(0);

    fireEvent.change(await screen.findByLabelText('E-mailadres'), { target: { value: 'new@club.test' } });
    fireEvent.change(screen.getByLabelText('Wachtwoord'), { target: { value: 'Secret-Pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    const accept = calls.find((call) => call.path === '/api/user/AcceptPolicy')!;
    expect(accept.body).toEqual({ userId: 'user-9', version: '1.0' });
    expect(accept.headers.get('Authorization')).toBe('Bearer tok-9');
  });

  it('signed in, accepting returns to where the manager was going', async () => {
    signedIn();
    mockFetch({ ...terms, 'POST /api/user/AcceptPolicy': { status: 200, body: { isSucceeded: true, version: '1.0' } } });
    renderAt('/termandprivacy?next=%2Fplayers%3Fseason%3Ds-1');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'I accept the terms and privacy' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Accepted the terms and privacy')).toBeTruthy();
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/players?season=s-1'));
  });

  it('never sends on to another site', async () => {
    signedIn();
    mockFetch({ ...terms, 'POST /api/user/AcceptPolicy': { status: 200, body: { isSucceeded: true, version: '1.0' } } });
    renderAt('/termandprivacy?next=%2F%2Fevil.test');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'I accept the terms and privacy' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // '//evil.test' is not a path of the app: the default, /login, which goes on to the overview.
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('says so when sign-ins are blocked for a while, in English and Dutch', async () => {
    const blocked = { status: 429, body: { accessToken: null, id: null, role: null, errorMessage: 'Too many failed sign-in attempts.' } };
    mockFetch({ 'POST /Account/Login': blocked });
    const { unmount } = renderAt('/login');
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'anna@club.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Too many failed sign-in attempts. Please wait a few minutes and try again, or reset your password.')).toBeTruthy();
    expect(screen.queryByText('login or password incorrect')).toBeNull();
    unmount();

    inDutch();
    renderAt('/login');
    fireEvent.change(await screen.findByLabelText('E-mailadres'), { target: { value: 'anna@club.test' } });
    fireEvent.change(screen.getByLabelText('Wachtwoord'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByText('Te veel mislukte inlogpogingen. Wacht een paar minuten en probeer het opnieuw, of stel je wachtwoord opnieuw in.')).toBeTruthy();
  });

  it('a manager sent to sign in on the way to a page gets the terms first, carrying that page along', async () => {
    mockFetch({
      ...terms,
      'POST /Account/Login': { status: 200, body: { accessToken: 'tok-9', id: 'user-9', role: 'Manager', errorMessage: null, termsAccepted: false } },
    });
    renderAt('/trainers');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'new@club.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret-Pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/termandprivacy?next=%2Ftrainers'));
  });

  it('is where a manager lands after signing in while the terms in force are not accepted', async () => {
    mockFetch({
      ...terms,
      'POST /Account/Login': { status: 200, body: { accessToken: 'tok-9', id: 'user-9', role: 'Manager', errorMessage: null, termsAccepted: false } },
    });
    renderAt('/login');
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'new@club.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret-Pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(window.location.pathname).toBe('/termandprivacy'));
    expect(await screen.findByText('English text.')).toBeTruthy();
  });
});
