import type { RoutePlugin } from '../area.js';
import { invitationRoutes } from './invitations.js';
import { mailPreferenceRoutes } from './mailPreferences.js';
import { passwordRoutes } from './passwords.js';
import { photoUploadRoutes } from './photoUpload.js';
import { profileRoutes } from './profile.js';
import { sessionRoutes } from './session.js';

/** /Account: the Auth service (spec §7): signing in, passwords, profiles, pictures, invitations and e-mail preferences. */
export const accountArea: RoutePlugin[] = [invitationRoutes, mailPreferenceRoutes, passwordRoutes, photoUploadRoutes, profileRoutes, sessionRoutes];
