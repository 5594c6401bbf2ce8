import { lazyPage } from './common/lazyPage';

/*
 * The pages a manager sees first after signing in (the layout and the overview), each loaded when first
 * shown (issue 13). Apart from managerPages.ts, which loads the managers' app itself: the app imports
 * these, and importing the module that imports the app would close a circle.
 */
export const Layout = lazyPage(() => import('./layout/Layout'), 'Layout');
export const Dashboard = lazyPage(() => import('./dashboard/Dashboard'), 'Dashboard');
