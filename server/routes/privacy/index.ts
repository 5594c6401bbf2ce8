import type { RouteArea } from '../area.js';
import { erasureRoutes, personFileRoutes } from './privacy.js';

/** /api/Privacy (issue 25): access log and export for whoever may read a file (their own rule), erasure for managers. */
export const privacyArea: RouteArea = {
  signedIn: [personFileRoutes],
  managers: [erasureRoutes],
};
