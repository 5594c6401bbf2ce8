import type { RoutePlugin } from '../area.js';
import { adminRoutes } from './admin.js';

/** /Admin and /HomeAdmin: the platform operator's page (clubs, seasons, teams, batch upload). */
export const adminArea: RoutePlugin[] = [adminRoutes];
