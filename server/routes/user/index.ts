import type { RouteArea } from '../area.js';
import { clubRoutes } from './club.js';
import { clubSettingsRoutes } from './clubSettings.js';
import { familySettingsRoutes, privacyStatementRoutes } from './familySettings.js';
import { termsAcceptanceRoutes, termsRoutes } from './terms.js';

/** /api/user: the signed-in person's club, its settings, and the terms and privacy. */
export const userArea: RouteArea = {
  public: [termsRoutes],
  signedIn: [clubRoutes, termsAcceptanceRoutes, privacyStatementRoutes],
  managers: [clubSettingsRoutes, familySettingsRoutes],
};
