import { describe, expect, it, vi } from 'vitest';
import { createAuthProvider, LOGIN_FAILED } from '../../src/providers/authProvider';
import { SESSION_KEYS } from '../../src/providers/session';
import { createI18nProvider, LOCALE_KEY } from '../../src/providers/i18nProvider';
import { mockFetch } from './fetchMock';

const storeSession = () => {
  sessionStorage.setItem(SESSION_KEYS.token, 'stored-token');
  sessionStorage.setItem(SESSION_KEYS.userId, 'user-1');
  sessionStorage.setItem(SESSION_KEYS.role, 'Manager');
  sessionStorage.setItem(SESSION_KEYS.clubImage, '/photos/logo');
};

const sessionItems = () => Object.values(SESSION_KEYS).map((key) => sessionStorage.getItem(key));
/** What sessionItems() reads once the session is gone: nothing under any of its keys. */
const noSession = () => Object.values(SESSION_KEYS).map(() => null);

describe('authProvider', () => {
  it('logs in with Account/Login and stores token, user id and role', async () => {
    const calls = mockFetch({
      'POST /Account/Login': { status: 200, body: { accessToken: 'tok-1', id: 'user-1', role: 'Manager', errorMessage: null } },
    });
    await createAuthProvider().login({ username: 'anna@club.test', password: 'secret' });

    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual({ userName: 'anna@club.test', password: 'secret', rememberLogin: true });
    expect(calls[0].headers.get('Authorization')).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBe('tok-1');
    expect(sessionStorage.getItem(SESSION_KEYS.userId)).toBe('user-1');
    expect(sessionStorage.getItem(SESSION_KEYS.role)).toBe('Manager');
  });

  it("sends a trainer to the workspace, or to the player a reminder e-mail's link names", async () => {
    mockFetch({
      'POST /Account/Login': { status: 200, body: { accessToken: 'tok-2', id: 'trainer-1', role: 'Trainer', errorMessage: null } },
    });
    expect(await createAuthProvider().login({ username: 'tom@club.test', password: 'secret' })).toEqual({ redirectTo: '/workspace' });
    const link = '/workspace?clubSeasonId=s-now&playerId=p-1';
    expect(await createAuthProvider().login({ username: 'tom@club.test', password: 'secret', workspaceLink: link })).toEqual({ redirectTo: link });
  });

  it('rejects a wrong password with "login or password incorrect" and clears token and user id', async () => {
    storeSession();
    mockFetch({
      'POST /Account/Login': {
        status: 401,
        body: { accessToken: null, id: null, role: null, errorMessage: 'login or password incorrect' },
      },
    });
    const error = await createAuthProvider()
      .login({ username: 'anna@club.test', password: 'wrong' })
      .catch((e: Error) => e);

    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(LOGIN_FAILED);
    expect(createI18nProvider().translate((error as Error).message)).toBe('login or password incorrect');
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEYS.userId)).toBeNull();
  });

  it('treats a 200 answer carrying an errorMessage as a failed login', async () => {
    mockFetch({
      'POST /Account/Login': { status: 200, body: { accessToken: null, id: null, role: null, errorMessage: 'login or password incorrect' } },
    });
    await expect(createAuthProvider().login({ username: 'a', password: 'b' })).rejects.toThrow(LOGIN_FAILED);
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBeNull();
  });

  it('checkAuth rejects without a token and sends to /login', async () => {
    const calls = mockFetch({});
    await expect(createAuthProvider().checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    expect(calls).toHaveLength(0);
  });

  it('checks a stored token once at start-up with AuthenticateWithBearerToken and the bearer header', async () => {
    storeSession();
    const calls = mockFetch({
      'POST /Account/AuthenticateWithBearerToken': {
        status: 200,
        body: { id: 'user-1', role: 'Manager', clubId: 'club-1', expiresAt: '2030-01-01T00:00:00.000Z', termsAccepted: true },
      },
    });
    const auth = createAuthProvider();
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    await expect(auth.checkAuth({})).resolves.toBeUndefined();

    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe('POST');
    expect(calls[0].path).toBe('/Account/AuthenticateWithBearerToken');
    expect(calls[0].headers.get('Authorization')).toBe('Bearer stored-token');
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBe('stored-token');
  });

  it('knows a token good without asking only when this page signed in with it or its check said yes', async () => {
    storeSession();
    mockFetch({
      'POST /Account/AuthenticateWithBearerToken': {
        status: 200,
        body: { id: 'user-1', role: 'Manager', clubId: 'club-1', expiresAt: '2030-01-01T00:00:00.000Z', termsAccepted: true },
      },
      'POST /Account/Login': { status: 200, body: { accessToken: 'tok-3', id: 'user-1', role: 'Manager', errorMessage: null } },
      'POST /Account/Logout': { status: 200, body: { isSucceeded: true } },
    });
    const stored = createAuthProvider();
    expect(stored.isVerified()).toBe(false); // a stored token, not yet checked
    await stored.checkAuth({});
    expect(stored.isVerified()).toBe(true);
    await expect(stored.checkError({ status: 401 })).rejects.toBeDefined();
    expect(stored.isVerified()).toBe(false);

    const signedIn = createAuthProvider();
    await signedIn.login({ username: 'anna@club.test', password: 'secret' });
    expect(signedIn.isVerified()).toBe(true);
    // Another tab's or an earlier sign-in's token in the storage is not the one this page knows.
    sessionStorage.setItem(SESSION_KEYS.token, 'other-token');
    expect(signedIn.isVerified()).toBe(false);
    sessionStorage.setItem(SESSION_KEYS.token, 'tok-3');
    await signedIn.logout({});
    expect(signedIn.isVerified()).toBe(false);
  });

  it.each([401, 500])('removes the stored session when the token check answers %i', async (status) => {
    storeSession();
    mockFetch({
      'POST /Account/AuthenticateWithBearerToken': {
        status,
        body: { statusCode: status, error: 'Error', message: 'token rejected' },
      },
    });
    await expect(createAuthProvider().checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    expect(sessionItems()).toEqual(noSession());
  });

  it('logs out on a 401 from any call (checkError) and ignores other errors', async () => {
    storeSession();
    const auth = createAuthProvider();
    await expect(auth.checkError({ status: 500 })).resolves.toBeUndefined();
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBe('stored-token');
    await expect(auth.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/login' });
    expect(sessionItems()).toEqual(noSession());
  });

  it('logout ends the session on the server, removes it here and keeps the chosen language', async () => {
    storeSession();
    localStorage.setItem(LOCALE_KEY, 'nl');
    const calls = mockFetch({ 'POST /Account/Logout': { status: 200, body: { isSucceeded: true } } });
    await expect(createAuthProvider().logout({})).resolves.toBe('/login');
    expect(calls.map((call) => `${call.method} ${call.path} ${call.headers.get('Authorization')}`)).toEqual(['POST /Account/Logout Bearer stored-token']);
    expect(sessionItems()).toEqual(noSession());
    expect(localStorage.getItem(LOCALE_KEY)).toBe('nl');
  });

  it('logout ends the local session even when the server cannot be reached or refuses', async () => {
    storeSession();
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    await expect(createAuthProvider().logout({})).resolves.toBe('/login');
    expect(sessionItems()).toEqual(noSession());

    storeSession();
    mockFetch({ 'POST /Account/Logout': { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Your session has ended. Please sign in again.' } } });
    await expect(createAuthProvider().logout({})).resolves.toBe('/login');
    expect(sessionItems()).toEqual(noSession());
  });

  it('logout without a session makes no call', async () => {
    const calls = mockFetch({});
    await expect(createAuthProvider().logout({})).resolves.toBe('/login');
    expect(calls).toEqual([]);
  });

  it('builds the identity from GetUserDetailHeader and the permissions from the stored role', async () => {
    storeSession();
    const calls = mockFetch({
      'GET /api/Manager/GetUserDetailHeader': {
        status: 200,
        body: { id: 'user-1', firstName: 'Anna', lastName: 'de Vries', profilePicture: '/photos/p1' },
      },
    });
    const auth = createAuthProvider();
    await expect(auth.getIdentity!()).resolves.toEqual({ id: 'user-1', fullName: 'Anna de Vries', avatar: '/photos/p1' });
    expect(calls[0].headers.get('Authorization')).toBe('Bearer stored-token');
    await expect(auth.getPermissions!({})).resolves.toBe('Manager');
  });
});
