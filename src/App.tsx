import { Admin, CustomRoutes, Notification, Resource, memoryStore } from 'react-admin';
import { useState } from 'react';
import { BrowserRouter, Route } from 'react-router-dom';
import { authProvider as defaultAuthProvider } from './providers/authProvider';
import { dataProvider as defaultDataProvider } from './providers/dataProvider';
import { createI18nProvider } from './providers/i18nProvider';
import { createQueryClient } from './providers/queryClient';
import { NotFound } from './common/NotFound';
import { lazyPage } from './common/lazyPage';
import { detailRoutes, protectedRoutes } from './routes';
import managers from './managers';
import trainers from './trainers';
import players from './players';
import teams from './teams';
import seasons from './seasons';
import { myReportsRoute } from './myReports/routes';
import { workspaceRoutes } from './workspace/routes';
import type { AuthProvider, DataProvider, I18nProvider } from 'react-admin';
import { theme } from './theme';

/*
 * The app split by route (issue 13): each page, the managers' shell and the public pages load
 * their code when first shown, so /login needs only the frame, react-admin and the sign-in form.
 */
const Layout = lazyPage(() => import('./layout/Layout'), 'Layout');
const Dashboard = lazyPage(() => import('./dashboard/Dashboard'), 'Dashboard');
const LoginPage = lazyPage(() => import('./account/LoginPage'), 'LoginPage');
const ForgotPasswordPage = lazyPage(() => import('./account/ForgotPasswordPage'), 'ForgotPasswordPage');
const ChangePasswordPage = lazyPage(() => import('./account/ChangePasswordPage'), 'ChangePasswordPage');
const TokenValidationPage = lazyPage(() => import('./account/TokenValidationPage'), 'TokenValidationPage');
const CongratulationPage = lazyPage(() => import('./account/CongratulationPage'), 'CongratulationPage');
const PasswordChangedPage = lazyPage(() => import('./account/PasswordChangedPage'), 'PasswordChangedPage');
const TermsPage = lazyPage(() => import('./account/TermsPage'), 'TermsPage');
const UnsubscribePage = lazyPage(() => import('./account/UnsubscribePage'), 'UnsubscribePage');
const VersionPage = lazyPage(() => import('./version/VersionPage'), 'VersionPage');
const AdminPage = lazyPage(() => import('./admin/AdminPage'), 'AdminPage');

/**
 * Toasts at the top right (spec §8), just below the app bar so they never cover the profile box:
 * react-admin's app bar is 56px high on phones and 48px (dense) from 'sm' up; 8px of air below it.
 */
const TOAST_OFFSET = { xs: 64, sm: 56 } as const;
const TopRightNotification = () => <Notification anchorOrigin={{ vertical: 'top', horizontal: 'right' }} sx={{ top: TOAST_OFFSET }} />;

export interface AppProps {
  authProvider?: AuthProvider;
  dataProvider?: DataProvider;
  i18nProvider?: I18nProvider;
}

/**
 * The web app. A browser router (not react-admin's default hash router) so the spec's clean URLs
 * work; react-admin picks it up. Without `useTransitions={false}` react-router 7 wraps each
 * navigation in startTransition and react-admin's redirect to /login (after a failed auth check)
 * changed the URL but never rendered the login page (seen in Chromium and happy-dom).
 * The store is in memory: the locale lives under its own key (see i18nProvider).
 */
export const App = ({ authProvider = defaultAuthProvider, dataProvider = defaultDataProvider, ...props }: AppProps) => {
  const [i18nProvider] = useState(() => props.i18nProvider ?? createI18nProvider());
  const [store] = useState(() => memoryStore());
  const [queryClient] = useState(createQueryClient);
  return (
    <BrowserRouter useTransitions={false}>
      <Admin
        title="Touchline"
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        store={store}
        queryClient={queryClient}
        theme={theme}
        layout={Layout}
        dashboard={Dashboard}
        loginPage={LoginPage}
        catchAll={NotFound}
        notification={TopRightNotification}
        disableTelemetry
      >
        <CustomRoutes noLayout>
          <Route path="/version" element={<VersionPage />} />
          <Route path="/forgotpassword" element={<ForgotPasswordPage />} />
          <Route path="/changepassword" element={<ChangePasswordPage />} />
          <Route path="/tokenvalidation" element={<TokenValidationPage />} />
          <Route path="/account/tokenconfirmation" element={<TokenValidationPage />} />
          <Route path="/congratulation" element={<CongratulationPage />} />
          <Route path="/passwordchanged" element={<PasswordChangedPage />} />
          <Route path="/termandprivacy" element={<TermsPage />} />
          <Route path="/unsubscribe" element={<UnsubscribePage />} />
          <Route path="/admin" element={<AdminPage />} />
          {myReportsRoute}
        </CustomRoutes>
        <CustomRoutes noLayout>{workspaceRoutes}</CustomRoutes>
        <CustomRoutes>{protectedRoutes}</CustomRoutes>
        {/* The resources carry the spec's paths as their names (§2); support staff use their generic edit screens (README). */}
        <Resource name="manager" {...managers}>
          {detailRoutes.manager}
        </Resource>
        <Resource name="trainers" {...trainers}>
          {detailRoutes.trainers}
        </Resource>
        <Resource name="players" {...players}>
          {detailRoutes.players}
        </Resource>
        <Resource name="teams" {...teams}>
          {detailRoutes.teams}
        </Resource>
        <Resource name="season" {...seasons} />
      </Admin>
    </BrowserRouter>
  );
};
