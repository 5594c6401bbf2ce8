/**
 * The path prefixes the server answers itself; every other GET is a page of the web app
 * (index.html, so clean URLs work on reload and in the installed app without a connection).
 * Used by the server's not-found handler, Vite's development proxy and the service worker.
 */
export const SERVER_PATH_PREFIXES = ['/api/', '/Account/', '/Admin/', '/HomeAdmin', '/admin/rest/', '/admin/auth/', '/photos/', '/dev/', '/documentation'] as const;
