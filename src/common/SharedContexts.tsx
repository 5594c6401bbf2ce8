import { useContext, useMemo, type ReactNode } from 'react';
import {
  AddNotificationContext,
  AddUndoableMutationContext,
  AuthContext,
  I18nContextProvider,
  NotificationContext,
  NotificationContextProvider,
  StoreContext,
  StoreContextProvider,
  TakeUndoableMutationContext,
  UndoableMutationsContextProvider,
  type AuthProvider,
  type I18nProvider,
  type Store,
} from 'ra-core';

/**
 * The part of react-admin's contexts the public pages need (issue 13): the auth provider, the store
 * (the chosen language), translations and the one toast queue. Not react-admin's CoreAdminContext:
 * that one brings the query cache and react-router's whole data router, which /login does without.
 */
export const PublicContexts = ({ authProvider, i18nProvider, store, children }: { authProvider: AuthProvider; i18nProvider: I18nProvider; store: Store; children: ReactNode }) => (
  <AuthContext.Provider value={authProvider}>
    <StoreContextProvider value={store}>
      <NotificationContextProvider>
        <UndoableMutationsContextProvider>
          <I18nContextProvider value={i18nProvider}>{children}</I18nContextProvider>
        </UndoableMutationsContextProvider>
      </NotificationContextProvider>
    </StoreContextProvider>
  </AuthContext.Provider>
);

/**
 * The store of the public pages for a CoreAdminContext inside them: the same items (the language
 * chosen on /login is the app's), whose lifetime the outer one keeps (react-admin's would empty it
 * when the managers' app mounts and unmounts).
 */
export const useSharedStore = (): Store => {
  const store = useContext(StoreContext);
  return useMemo(() => ({ ...store, setup: () => undefined, teardown: () => undefined }), [store]);
};

/** The public part's toast queue and undoable changes, read outside the managers' app's own contexts. */
export const useToastContexts = () => ({
  notifications: useContext(NotificationContext),
  addNotification: useContext(AddNotificationContext),
  addUndoableMutation: useContext(AddUndoableMutationContext),
  takeUndoableMutation: useContext(TakeUndoableMutationContext),
});

/**
 * Inside the managers' app (its own CoreAdminContext), the public part's toast queue and undoable
 * changes again: the one toast area (App.tsx) shows what either part says, and a message given just
 * before a page change (to /login after a failed auth check, to the overview after the terms) stays.
 */
export const ShareToasts = ({ value, children }: { value: ReturnType<typeof useToastContexts>; children: ReactNode }) => (
  <NotificationContext.Provider value={value.notifications}>
    <AddNotificationContext.Provider value={value.addNotification}>
      <AddUndoableMutationContext.Provider value={value.addUndoableMutation}>
        <TakeUndoableMutationContext.Provider value={value.takeUndoableMutation}>{children}</TakeUndoableMutationContext.Provider>
      </AddUndoableMutationContext.Provider>
    </AddNotificationContext.Provider>
  </NotificationContext.Provider>
);
