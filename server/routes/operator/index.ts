import type { RouteArea } from '../area.js';
import { operatorSessionRoutes, operatorSignInRoutes } from './auth.js';
import { consoleResourceRoutes } from './resources.js';

/** /admin/auth and /admin/rest: the operators' console (issue 24): signing in, and the simple-REST resources. */
export const operatorArea: RouteArea = {
  public: [operatorSignInRoutes],
  operator: [operatorSessionRoutes, consoleResourceRoutes],
};
