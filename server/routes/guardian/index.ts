import type { RoutePlugin } from '../area.js';
import { childrenRoutes } from './children.js';

/** /api/Guardian: what a guardian reads of their own children (issue 25). */
export const guardianArea: RoutePlugin[] = [childrenRoutes];
