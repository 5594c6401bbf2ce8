import type { RoutePlugin } from '../area.js';
import { memberImportRoutes } from './memberImport.js';

/** /api/Import: a manager's import of members from a file (issue 23). */
export const importArea: RoutePlugin[] = [memberImportRoutes];
