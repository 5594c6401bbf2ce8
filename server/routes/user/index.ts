import type { RoutePlugin } from '../area.js';
import { clubRoutes } from './club.js';
import { familySettingsRoutes } from './familySettings.js';
import { termsRoutes } from './terms.js';

/** /api/user: the signed-in person's club, its settings, and the terms and privacy. */
export const userArea: RoutePlugin[] = [clubRoutes, familySettingsRoutes, termsRoutes];
