import type { RoutePlugin } from '../area.js';
import { privacyRoutes } from './privacy.js';

/** /api/Privacy (issue 25): a person's access log, export and erasure. */
export const privacyArea: RoutePlugin[] = [privacyRoutes];
