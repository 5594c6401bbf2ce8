import type { RoutePlugin } from '../area.js';
import { photoRoutes } from './photos.js';

/** /photos/:id: the stored pictures; their ids are random, so anyone may load one (an <img> sends no token). */
export const photosArea: RoutePlugin[] = [photoRoutes];
