/**
 * The operators' console's web address (issue 24), known to both programs: the web app serves the
 * console there (src/paths.ts, App.tsx) and the server writes the link of a new operator's set-up page
 * (npm run operator:create). Pages of the web app, not calls: the console's calls are /admin/auth and
 * /admin/rest in the endpoint table.
 */
export const CONSOLE_PATH = '/admin';
export const CONSOLE_LOGIN_PATH = `${CONSOLE_PATH}/login`;
export const CONSOLE_UPLOAD_PATH = `${CONSOLE_PATH}/upload`;
export const CONSOLE_SETUP_PATH = `${CONSOLE_PATH}/setup`;

/** The set-up page's link for a new operator's one-time token. */
export const consoleSetupLink = (appUrl: string, token: string): string =>
  `${appUrl}${CONSOLE_SETUP_PATH}?${new URLSearchParams({ token }).toString()}`;
