import { endpoints } from './endpoints';
import { call } from './call';

/**
 * The season a trainer's page is about: undefined for the server's default (the current season),
 * '' for every season, else a season id.
 */
export type ReportSeason = string | undefined;

/** The reports calls of the detail pages (spec §7 GetTrainerPersonalDetail): custom dataProvider methods. */
export const reportsApi = {
  getTrainerReports: (userId: string, filter: 'completed' | 'open', searchname: string, season?: ReportSeason) =>
    call(endpoints.trainerGetTrainerPersonalDetail, {
      query: {
        userId,
        filter,
        searchname,
        ...(season === '' ? { allSeasons: 'true' } : season ? { clubSeasonId: season } : {}),
      },
    }),
};
