import { lazyPage } from './common/lazyPage';

/*
 * The managers' app and the pages a manager sees first after signing in (its layout and the overview),
 * each loaded when first shown (issue 13). In one place so that the sign-in page can load them ahead
 * (account/prefetchManagerApp.ts): already loaded, they draw at once instead of one after the other.
 */
export const ManagerApp = lazyPage(() => import('./ManagerApp'), 'ManagerApp');
export const Layout = lazyPage(() => import('./layout/Layout'), 'Layout');
export const Dashboard = lazyPage(() => import('./dashboard/Dashboard'), 'Dashboard');

/** Loads the code of all three now; offline, they load when shown. */
export const preloadManagersOverview = () => Promise.all([ManagerApp.preload(), Layout.preload(), Dashboard.preload()]).catch(() => undefined);
