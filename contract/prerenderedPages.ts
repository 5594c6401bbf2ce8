/**
 * The pages the build renders into HTML (issue 26: something is painted before the script arrives),
 * and which of them answers which path of the web app. Used by the build (scripts/prerenderPlugin.ts),
 * the server's web app (server/app.ts) and the service worker (vite.config.ts): one list for all three.
 *
 * The public pages, by path: the file under the built app the server answers that path with, the
 * location the page is rendered at (the token pages as a person arriving from an e-mailed link sees
 * them: checking) and the web app's module of the page, whose scripts the page asks for once it has
 * painted (src/boot.ts).
 */
export const PRERENDERED_PAGES = [
  // `next`: what the page's person most likely opens next (a manager signing in: the overview), whose
  // scripts the page fetches while it waits for them (src/account/prefetchManagerApp.ts).
  { path: '/login', file: 'login.html', location: '/login', module: 'src/account/LoginPage.tsx', next: ['src/ManagerApp.tsx', 'src/layout/Layout.tsx', 'src/dashboard/Dashboard.tsx'] },
  { path: '/forgotpassword', file: 'forgotpassword.html', location: '/forgotpassword', module: 'src/account/ForgotPasswordPage.tsx' },
  { path: '/tokenvalidation', file: 'tokenvalidation.html', location: '/tokenvalidation?resetactivatetoken=link&email=link', module: 'src/account/TokenValidationPage.tsx' },
  { path: '/account/tokenconfirmation', file: 'tokenconfirmation.html', location: '/account/tokenconfirmation?activatetoken=link&email=link', module: 'src/account/TokenValidationPage.tsx' },
] as const;

/**
 * A public page's file in a language: login.html (English), login.nl.html (Dutch). Each public page is
 * rendered in every language (issue 37: a browser set to Dutch gets a Dutch sign-in page on its first visit).
 */
export const publicPageFile = (file: string, locale: PageLocale): string => (locale === 'en' ? file : file.replace(/\.html$/, `.${locale}.html`));

/** The prerendered file of a public page's path in a language, if the build renders that page. */
export const prerenderedFile = (pathname: string, locale: PageLocale = 'en'): string | undefined => {
  const page = PRERENDERED_PAGES.find((candidate) => candidate.path === pathname);
  return page && publicPageFile(page.file, locale);
};

/**
 * The managers' pages (spec §2): the overview at /, and every path under these. The app's other
 * addresses are public pages, the other roles' own areas (/workspace, /my-reports, /family), the
 * operators' console (/admin) or unknown, and keep index.html. A page added to the managers' app
 * (src/ManagerApp.tsx, src/routes.tsx) belongs here too, or it paints blank until its script runs.
 */
export const MANAGER_PAGE_PREFIXES = ['/manager', '/trainers', '/players', '/teams', '/season', '/general-settings', '/privacy/export'] as const;

/** Whether a path (without its query) is one of the managers' pages. */
export const isManagerPage = (pathname: string): boolean =>
  pathname === '/' || MANAGER_PAGE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/** The same as a pattern over a path and its query, for the service worker's routes (workbox takes regular expressions). */
export const MANAGER_PAGE_PATTERN = new RegExp(`^(?:/|(?:${MANAGER_PAGE_PREFIXES.join('|')})(?:/[^?]*)?)(?:\\?.*)?$`);

/**
 * The languages a page can be in, and the cookie that tells the server (and the service worker)
 * which one a person chose, both under LOCALE_KEY: the choice itself lives in localStorage (src/providers/i18nProvider.ts),
 * which the server cannot read. The cookie holds only that choice, nothing personal.
 */
export const PAGE_LOCALES = ['en', 'nl'] as const;
export type PageLocale = (typeof PAGE_LOCALES)[number];
export const LOCALE_KEY = 'touchline.locale';

/** The language a request's Cookie header chose; undefined when none or an unknown one. */
export const chosenCookieLocale = (cookieHeader: string | undefined): PageLocale | undefined => {
  const chosen = cookieHeader?.split(';').map((part) => part.trim().split('=')).find(([name]) => name === LOCALE_KEY)?.[1];
  return PAGE_LOCALES.find((locale) => locale === chosen);
};

/** The language a request's Cookie header chose; English when none or an unknown one. */
export const cookieLocale = (cookieHeader: string | undefined): PageLocale => chosenCookieLocale(cookieHeader) ?? 'en';

/**
 * The managers' app shell (bar, sidebar, an empty page frame waiting), one per language: what every
 * manager sees before their own data arrives, without their name or club (src/layout/ManagerShell.tsx).
 * Its scripts, asked for once it has painted (src/boot.ts): the managers' app and its layout, which take its place.
 */
const SHELL_MODULES = ['src/ManagerApp.tsx', 'src/layout/Layout.tsx'];
export const SHELL_PAGES = [
  { locale: 'en', file: 'shell.html', modules: SHELL_MODULES },
  { locale: 'nl', file: 'shell.nl.html', modules: SHELL_MODULES },
] as const satisfies readonly { locale: PageLocale; file: string; modules: readonly string[] }[];

/** The shell page in a language. */
export const shellFile = (locale: PageLocale): string => SHELL_PAGES.find((page) => page.locale === locale)!.file;

/** The page the web app's HTML for a path is: a prerendered public page or the managers' shell in the language, or the empty index.html. */
export const webAppFile = (pathname: string, locale: PageLocale): string =>
  prerenderedFile(pathname, locale) ?? (isManagerPage(pathname) ? shellFile(locale) : 'index.html');
