import type { Health } from '../../contract/schemas';
import { HttpError } from 'react-admin';
import { clubStructureApi } from './clubStructureApi';
import { dashboardApi } from './dashboardApi';
import { reportWritingApi } from './reportWritingApi';
import { insightApi } from './insightApi';
import { roundsApi } from './roundsApi';
import { reportsApi } from './reportsApi';
import { endpoints } from './endpoints';
import { call } from './call';

/** The non-CRUD calls of the main API (spec §7), typed. Part of the dataProvider. */
export const clubApi = {
  getClubDetails: () => call(endpoints.userGetClubDetails),
  getUserDetailHeader: () => call(endpoints.managerGetUserDetailHeader),
  getPositions: async () => (await call(endpoints.masterDataGetPositions)) ?? [],
  getHealth: () =>
    call(endpoints.health, { auth: false }).catch((error: unknown) => {
      // 503 with the same body: the server answers, its database does not.
      if (error instanceof HttpError && error.status === 503 && (error.body as Partial<Health> | undefined)?.server === 'ok') {
        return error.body as Health;
      }
      throw error;
    }),
  ...clubStructureApi,
  ...dashboardApi,
  ...reportWritingApi,
  ...insightApi,
  ...roundsApi,
  ...reportsApi,
};

export type ClubApi = typeof clubApi;

export { currentSeason } from './currentSeason';
