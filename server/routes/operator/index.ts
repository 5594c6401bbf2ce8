import type { RoutePlugin } from '../area.js';
import { operatorAuthRoutes } from './auth.js';
import { consoleResourceRoutes } from './resources.js';

/** /admin/auth and /admin/rest: the operators' console (issue 24): signing in, and the simple-REST resources. */
export const operatorArea: RoutePlugin[] = [operatorAuthRoutes, consoleResourceRoutes];
