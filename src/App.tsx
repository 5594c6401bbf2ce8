import { memoryStore } from 'ra-core';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { BrowserRouter, Route, Routes, StaticRouter } from 'react-router-dom';
import { CssBaseline } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { authProvider as defaultAuthProvider } from './providers/authProvider';
import { createI18nProvider, storedLocale, type AppI18nProvider } from './providers/i18nProvider';
import { PublicContexts } from './common/SharedContexts';
import { lazyPage } from './common/lazyPage';
import { ManagerApp } from './managerPages';
import { TopRightNotification } from './common/TopRightNotification';
import { useSettled } from './common/useSettled';
import type { AuthProvider, DataProvider, I18nProvider } from 'ra-core';
import { theme } from './theme';
import { CLUB_CHOOSER_PATH, CONSOLE_PATH } from './paths';

/*
 * The app split by route (issue 13): the public pages are rendered here, each loading its code when
 * first shown; every other path loads the managers' app (ManagerApp: react-admin's contexts and user
 * interface, its layout and resources) the same way. /login needs only React, MUI, the router,
 * react-admin's auth, i18n and notification contexts and the sign-in form.
 */
const LoginPage = lazyPage(() => import('./account/LoginPage'), 'LoginPage');
const ForgotPasswordPage = lazyPage(() => import('./account/ForgotPasswordPage'), 'ForgotPasswordPage');
const ChangePasswordPage = lazyPage(() => import('./account/ChangePasswordPage'), 'ChangePasswordPage');
const TokenValidationPage = lazyPage(() => import('./account/TokenValidationPage'), 'TokenValidationPage');
const CongratulationPage = lazyPage(() => import('./account/CongratulationPage'), 'CongratulationPage');
const PasswordChangedPage = lazyPage(() => import('./account/PasswordChangedPage'), 'PasswordChangedPage');
const TermsPage = lazyPage(() => import('./account/TermsPage'), 'TermsPage');
const UnsubscribePage = lazyPage(() => import('./account/UnsubscribePage'), 'UnsubscribePage');
const ClubChooserPage = lazyPage(() => import('./account/ClubChooserPage'), 'ClubChooserPage');
const VersionPage = lazyPage(() => import('./version/VersionPage'), 'VersionPage');
// The operators' console: a react-admin app of its own, loaded only under /admin (issue 24).
const ConsoleApp = lazyPage(() => import('./console/ConsoleApp'), 'ConsoleApp');

/** The app's look, made once: react-admin's ThemeProvider would make the same from `theme` (no dark theme). */
const muiTheme = createTheme(theme);

export interface AppProps {
  authProvider?: AuthProvider;
  dataProvider?: DataProvider;
  i18nProvider?: I18nProvider;
  /** The page to render without a browser: the build prerenders the public pages at these (src/prerender). */
  location?: string;
}

/** The browser's router, or a fixed location when the build renders a page into HTML. */
const AppRouter = ({ location, children }: { location?: string; children: ReactNode }) =>
  location === undefined ? <BrowserRouter useTransitions={false}>{children}</BrowserRouter> : <StaticRouter location={location}>{children}</StaticRouter>;

/**
 * The web app. A browser router (not react-admin's default hash router) so the spec's clean URLs
 * work; react-admin picks it up. Without `useTransitions={false}` react-router 7 wraps each
 * navigation in startTransition and react-admin's redirect to /login (after a failed auth check)
 * changed the URL but never rendered the login page (seen in Chromium and happy-dom).
 *
 * The auth and i18n providers, the store and the toasts are set up here for both the public pages
 * and the managers' app (which adds the data provider and the query cache), so a message given just
 * before a redirect to /login is shown there, and the language chosen on /login is the app's. The
 * store is in memory: the locale lives under its own key (see i18nProvider).
 */
export const App = ({ authProvider = defaultAuthProvider, dataProvider, location, ...props }: AppProps) => {
  const [i18nProvider] = useState<AppI18nProvider>(() => props.i18nProvider ?? createI18nProvider());
  // The chosen language is in the store from the first render: react-admin's translations otherwise
  // render nothing until an effect has run, and the prerendered public pages (issue 26) would not hydrate.
  const [store] = useState(() => memoryStore({ locale: storedLocale() }));
  // The stored language's texts may still be loading (Dutch is a script of its own).
  if (!useSettled(i18nProvider.ready)) return null;
  return (
    <AppRouter location={location}>
      <PublicContexts authProvider={authProvider} i18nProvider={i18nProvider} store={store}>
        <ThemeProvider theme={muiTheme}>
          <CssBaseline enableColorScheme />
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/version" element={<VersionPage />} />
            <Route path="/forgotpassword" element={<ForgotPasswordPage />} />
            <Route path="/changepassword" element={<ChangePasswordPage />} />
            <Route path="/tokenvalidation" element={<TokenValidationPage />} />
            <Route path="/account/tokenconfirmation" element={<TokenValidationPage />} />
            <Route path="/congratulation" element={<CongratulationPage />} />
            <Route path="/passwordchanged" element={<PasswordChangedPage />} />
            <Route path="/termandprivacy" element={<TermsPage />} />
            <Route path="/unsubscribe" element={<UnsubscribePage />} />
            <Route path={CLUB_CHOOSER_PATH} element={<ClubChooserPage />} />
            <Route path={`${CONSOLE_PATH}/*`} element={<ConsoleApp />} />
            <Route path="*" element={<ManagerApp authProvider={authProvider} i18nProvider={i18nProvider} dataProvider={dataProvider} />} />
          </Routes>
          {/* One toast area for the whole app: a message given just before a page changes (e.g. to /login) still shows. */}
          <TopRightNotification />
        </ThemeProvider>
      </PublicContexts>
    </AppRouter>
  );
};
