import { endpoints } from './endpoints';
import { call } from './call';

/**
 * The overview dashboard's calls (spec §7). `teamIds` empty means every team; the POST calls take
 * the spec's body, a JSON-encoded comma-joined string of team ids.
 */
export const dashboardApi = {
  getDashboardTotals: (clubSeasonId: string) =>
    call(endpoints.dashboardGetDashboardTotalHeader, { query: { clubSeasonId } }),
  getMainDashboard: (clubSeasonId: string, teamIds: string[]) =>
    call(endpoints.dashboardGetMainDashboard, { query: { clubSeasonId, teamIds: teamIds.join(',') } }),
  getPlayerDevelopment: (clubSeasonId: string, teamIds: string[]) =>
    call(endpoints.dashboardGetPlayerDevelopment, {
      query: { clubSeasonId },
      body: teamIds.join(','),
    }),
  getTrainerActivity: async (clubSeasonId: string, teamIds: string[]) =>
    (await call(endpoints.dashboardGetDashboardTrainerOverview, {
      query: { clubSeasonId },
      body: teamIds.join(','),
    })) ?? [],
  getTeamActivity: async (clubSeasonId: string, teamIds: string[]) =>
    (await call(endpoints.dashboardGetDashboardTeamOverview, {
      query: { clubSeasonId },
      body: teamIds.join(','),
    })) ?? [],
  /** What the club has set up so far: the overview's getting-started checklist (issue 28). */
  getGettingStarted: () => call(endpoints.dashboardGetGettingStarted),
};
