/**
 * The public pages the build renders into HTML (issue 26: the form is painted before the script
 * arrives), by path: the file under the built app the server answers that path with, and the location
 * the page is rendered at (the token pages as a person arriving from an e-mailed link sees them: checking)
 * and the web app's module of the page, whose scripts the page asks for once it has painted (src/boot.ts).
 * Used by the build (src/prerender) and the server's web app (server/app.ts).
 */
export const PRERENDERED_PAGES = [
  // `next`: what the page's person most likely opens next (a manager signing in: the overview), whose
  // scripts the page fetches while it waits for them (src/account/prefetchManagerApp.ts).
  { path: '/login', file: 'login.html', location: '/login', module: 'src/account/LoginPage.tsx', next: ['src/ManagerApp.tsx', 'src/layout/Layout.tsx', 'src/dashboard/Dashboard.tsx'] },
  { path: '/forgotpassword', file: 'forgotpassword.html', location: '/forgotpassword', module: 'src/account/ForgotPasswordPage.tsx' },
  { path: '/tokenvalidation', file: 'tokenvalidation.html', location: '/tokenvalidation?resetactivatetoken=link&email=link', module: 'src/account/TokenValidationPage.tsx' },
  { path: '/account/tokenconfirmation', file: 'tokenconfirmation.html', location: '/account/tokenconfirmation?activatetoken=link&email=link', module: 'src/account/TokenValidationPage.tsx' },
] as const;

/** The prerendered file of a page's path, if the build renders that page. */
export const prerenderedFile = (pathname: string): string | undefined => PRERENDERED_PAGES.find((page) => page.path === pathname)?.file;
