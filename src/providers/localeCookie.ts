import { LOCALE_KEY } from '../../contract/prerenderedPages';

/** A year: the choice outlives the session, like the localStorage entry it mirrors. */
const A_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/**
 * Tells the server which language the person chose, so the managers' shell it answers with (issue
 * 26, contract/prerenderedPages.ts) is already in that language: the choice itself lives in
 * localStorage, which the server never sees. Written when the language is chosen and every time the
 * app starts (a choice made before the cookie existed, a sign-in), nothing personal in it.
 */
export const rememberLocaleForPages = (locale: string): void => {
  if (typeof document === 'undefined') return; // the build's prerender has no browser
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_KEY}=${encodeURIComponent(locale)}; Path=/; Max-Age=${A_YEAR_IN_SECONDS}; SameSite=Lax${secure}`;
};
