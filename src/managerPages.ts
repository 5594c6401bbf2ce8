import { lazyPage } from './common/lazyPage';
import { Dashboard, Layout } from './managerOverviewPages';

/*
 * The managers' app, loaded when first shown (issue 13), and with it the pages a manager sees first. In
 * one place so that the sign-in page can load them ahead (account/prefetchManagerApp.ts): already
 * loaded, they draw at once instead of one after the other.
 */
export const ManagerApp = lazyPage(() => import('./ManagerApp'), 'ManagerApp');

/** Loads the code of the app, its layout and the overview now; offline, they load when shown. */
export const preloadManagersOverview = () => Promise.all([ManagerApp.preload(), Layout.preload(), Dashboard.preload()]).catch(() => undefined);
