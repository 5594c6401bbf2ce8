import type { RouteArea } from '../area.js';
import { invitationRoutes } from './invitations.js';
import { mailPreferenceRoutes } from './mailPreferences.js';
import { passwordRoutes } from './passwords.js';
import { photoUploadRoutes } from './photoUpload.js';
import { profileRoutes } from './profile.js';
import { sessionRoutes, signInRoutes } from './session.js';

/** /Account: the Auth service (spec §7): signing in, passwords, profiles, pictures, invitations and e-mail preferences. */
export const accountArea: RouteArea = {
  public: [signInRoutes, passwordRoutes, mailPreferenceRoutes],
  signedIn: [sessionRoutes, photoUploadRoutes, profileRoutes],
  managers: [invitationRoutes],
};
