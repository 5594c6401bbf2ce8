// With its extension: Node loads vite.config.ts as it is, and reaches this module through scripts/prerenderPlugin.ts.
import { forgetOfflineReads } from './offlineReads.ts';

/**
 * The signed-in session (spec §3): bearer token, user id, role and club image, kept in
 * sessionStorage so it ends with the browser tab. The locale is NOT part of it (see i18nProvider).
 */
export const SESSION_KEYS = {
  token: 'touchline.token',
  userId: 'touchline.userId',
  role: 'touchline.role',
  clubImage: 'touchline.clubImage',
  /** How many clubs or roles the person can switch between (Login's `clubs`), when more than one. */
  choices: 'touchline.choices',
} as const;

type SessionItem = keyof typeof SESSION_KEYS;

const read = (item: SessionItem): string | null => sessionStorage.getItem(SESSION_KEYS[item]);

const write = (item: SessionItem, value: string | null | undefined) => {
  if (value === null || value === undefined) sessionStorage.removeItem(SESSION_KEYS[item]);
  else sessionStorage.setItem(SESSION_KEYS[item], value);
};

/**
 * The version of the terms and privacy a visitor accepted before signing in (spec §2, §4: accept, then
 * /login); the sign-in records it for them. Kept apart from the session, which a failed login clears.
 */
const ACCEPTED_TERMS_KEY = 'touchline.acceptedTermsVersion';

/** A path inside the app ('/players?x=1'), or null for anything else (another site, '//host'). */
export const appPath = (value: string | null | undefined): string | null =>
  value && value.startsWith('/') && !value.startsWith('//') ? value : null;

export const session = {
  getToken: () => read('token'),
  getUserId: () => read('userId'),
  getRole: () => read('role'),
  getClubImage: () => read('clubImage'),
  hasToken: () => !!read('token'),
  start: (token: string, userId: string, role: string | null) => {
    write('token', token);
    write('userId', userId);
    write('role', role);
  },
  setRole: (role: string | null) => write('role', role),
  /** Whether the person has other clubs or roles to switch to (issue 37): the light pages then show the chooser's button. */
  hasChoices: () => Number(read('choices') ?? '1') > 1,
  setChoices: (count: number) => write('choices', count > 1 ? String(count) : null),
  /** The token of another club of the same person: nothing of the other club is kept (club image, offline answers). */
  switchClub: (token: string, userId: string, role: string | null) => {
    write('clubImage', null);
    forgetOfflineReads();
    write('token', token);
    write('userId', userId);
    write('role', role);
  },
  rememberAcceptedTerms: (version: string) => sessionStorage.setItem(ACCEPTED_TERMS_KEY, version),
  /** The version accepted before signing in, once: it is recorded (or refused) at this sign-in. */
  takeAcceptedTerms: (): string | null => {
    const version = sessionStorage.getItem(ACCEPTED_TERMS_KEY);
    sessionStorage.removeItem(ACCEPTED_TERMS_KEY);
    return version;
  },
  setClubImage: (url: string | null) => write('clubImage', url),
  /** A failed login removes the token and the user id (spec §4). */
  clearCredentials: () => {
    write('token', null);
    write('userId', null);
  },
  /** Logout / rejected token: the whole session goes, with the answers kept for use offline. */
  clear: () => {
    for (const item of Object.keys(SESSION_KEYS) as SessionItem[]) write(item, null);
    forgetOfflineReads();
  },
};
