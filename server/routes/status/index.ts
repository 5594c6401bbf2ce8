import type { RoutePlugin } from '../area.js';
import { healthRoutes } from './health.js';

/** /api/health: whether the server and its database answer (beyond the spec, for the /version page). */
export const statusArea: RoutePlugin[] = [healthRoutes];
