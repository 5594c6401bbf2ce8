import type { RoutePlugin } from '../area.js';
import { availablePeopleRoutes } from './availablePeople.js';
import { headerRoutes } from './header.js';
import { managerListRoutes } from './managers.js';

/** /api/Manager: the managers list and profiles, the header, the search and the people available for a team. */
export const managerArea: RoutePlugin[] = [availablePeopleRoutes, headerRoutes, managerListRoutes];
