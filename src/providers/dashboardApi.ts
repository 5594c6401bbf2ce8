import type {
  GettingStarted,
  MainDashboard,
  PlayerDevelopment,
  TeamActivityRow,
  TrainerActivityRow,
} from '../../contract/dashboard';
import type { DashboardTotals } from '../../contract/schemas';
import { endpoints } from './endpoints';
import { call } from './call';

/**
 * The overview dashboard's calls (spec §7). `teamIds` empty means every team; the POST calls take
 * the spec's body, a JSON-encoded comma-joined string of team ids.
 */
export const dashboardApi = {
  getDashboardTotals: (clubSeasonId: string) =>
    call<DashboardTotals>(endpoints.dashboardGetDashboardTotalHeader, { query: { clubSeasonId } }),
  getMainDashboard: (clubSeasonId: string, teamIds: string[]) =>
    call<MainDashboard>(endpoints.dashboardGetMainDashboard, { query: { clubSeasonId, teamIds: teamIds.join(',') } }),
  getPlayerDevelopment: (clubSeasonId: string, teamIds: string[]) =>
    call<PlayerDevelopment>(endpoints.dashboardGetPlayerDevelopment, {
      query: { clubSeasonId },
      body: teamIds.join(','),
    }),
  getTrainerActivity: async (clubSeasonId: string, teamIds: string[]) =>
    (await call<TrainerActivityRow[] | undefined>(endpoints.dashboardGetDashboardTrainerOverview, {
      query: { clubSeasonId },
      body: teamIds.join(','),
    })) ?? [],
  getTeamActivity: async (clubSeasonId: string, teamIds: string[]) =>
    (await call<TeamActivityRow[] | undefined>(endpoints.dashboardGetDashboardTeamOverview, {
      query: { clubSeasonId },
      body: teamIds.join(','),
    })) ?? [],
  /** What the club has set up so far: the overview's getting-started checklist (issue 28). */
  getGettingStarted: () => call<GettingStarted>(endpoints.dashboardGetGettingStarted),
};
