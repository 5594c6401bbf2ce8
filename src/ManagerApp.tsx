import { useState } from 'react';
import { AdminUI, CoreAdminContext, CustomRoutes, Loading, Resource, type AuthProvider, type DataProvider, type I18nProvider } from 'react-admin';
import { NotFound } from './common/NotFound';
import { Dashboard, Layout } from './managerOverviewPages';
import { seedOverviewCache } from './dashboard/startOverviewCalls';
import { ShareToasts, useSharedStore, useToastContexts } from './common/SharedContexts';
import { dataProvider as defaultDataProvider } from './resourceData';
import { createQueryClient, markSignedIn } from './providers/queryClient';
import type { TouchlineAuthProvider } from './providers/authProvider';
import { detailRoutes, protectedRoutes, teamPlacementRoute } from './routes';
import managers from './managers';
import trainers from './trainers';
import players from './players';
import teams from './teams';
import seasons from './seasons';
import { myReportsRoute } from './myReports/routes';
import { familyRoute } from './families/routes';
import { workspaceRoutes } from './workspace/routes';
import { addManagerTexts } from './i18n/catalogues';
import enManagers from './i18n/enManagers';
import { useSettled } from './common/useSettled';
import type { AppI18nProvider } from './providers/i18nProvider';

// The managers' English texts come with this script, not with /login (issue 13).
addManagerTexts(enManagers);

/** App.tsx shows the toasts of the whole app, this part included. */
const NoToastsHere = () => null;

export interface ManagerAppProps {
  authProvider: AuthProvider;
  i18nProvider: I18nProvider;
  dataProvider?: DataProvider;
}

/**
 * Every page behind the sign-in: react-admin's contexts and user interface (its routes, layout,
 * resources and pages). It shares the public part's auth and i18n providers, store and toasts
 * (App.tsx); the data provider and the query cache are its own: a sign-in starts with an empty cache.
 * Its sign-in page is the app's own /login, which App.tsx renders: react-admin's redirect there after
 * a failed auth check leaves this part.
 */
export const ManagerApp = ({ authProvider, i18nProvider, dataProvider = defaultDataProvider }: ManagerAppProps) => {
  const store = useSharedStore();
  const toasts = useToastContexts();
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if ((authProvider as Partial<TouchlineAuthProvider>).isVerified?.()) markSignedIn(client);
    seedOverviewCache(client); // what the sign-in read ahead for the overview (issue 26)
    return client;
  });
  // An i18n provider made before this script loaded builds its phrases again, now with the texts above.
  const [textsIncluded] = useState(() => (i18nProvider as AppI18nProvider).withManagerTexts?.());
  if (!useSettled(textsIncluded)) return <Loading />;
  return (
    <CoreAdminContext authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} store={store} queryClient={queryClient}>
      <ShareToasts value={toasts}>
        <AdminUI
          title="Touchline"
          layout={Layout}
          dashboard={Dashboard}
          loginPage={false}
          catchAll={NotFound}
          notification={NoToastsHere}
          disableTelemetry
        >
          <CustomRoutes noLayout>
            {myReportsRoute}
            {familyRoute}
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
            {teamPlacementRoute}
          </Resource>
          <Resource name="season" {...seasons} />
        </AdminUI>
      </ShareToasts>
    </CoreAdminContext>
  );
};
