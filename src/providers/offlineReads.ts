/**
 * What the installed web app keeps for use without a connection (issue 10: trainers score at the
 * pitch side). The service worker (vite.config.ts, vite-plugin-pwa) precaches the app itself and
 * keeps the last answer of these reads, network first: a trainer who has opened the workspace once
 * can reload it, see their players and open a report while offline. Only the calls the trainer's
 * workspace and the player's page read are kept, nothing of the managers' screens; the copies are
 * the signed-in person's, so they are deleted when the session ends (see session.clear).
 */

import { endpointAddresses as endpoints } from '../../contract/endpointAddresses.ts';

/** The Cache Storage name of the kept answers. */
export const OFFLINE_READS_CACHE = 'touchline-offline-reads';

/** The GET calls whose last answer is kept (paths of the main API). */
export const OFFLINE_READ_PATHS = [
  endpoints.masterDataGetClubSeason,
  endpoints.masterDataGetSkills,
  endpoints.masterDataGetSeasonRounds,
  endpoints.reportGetMyPlayers,
  endpoints.reportGetReport,
  endpoints.reportGetMyReports,
].map((endpoint) => endpoint.path);

/**
 * Matches the full URL of a kept read, on any origin (the API may have an address of its own).
 * Workbox matches a cross-origin request only when the expression matches from the URL's start.
 */
export const offlineReadPattern = (): RegExp =>
  new RegExp(`^[^?#]*(?:${OFFLINE_READ_PATHS.map((path) => path.replace(/\//g, '\\/')).join('|')})(?:\\?|$)`);

/** Deletes the kept answers: the next person on this device must not read them. */
export function forgetOfflineReads(): void {
  if (typeof caches === 'undefined') return;
  void caches.delete(OFFLINE_READS_CACHE).catch(() => undefined);
}
