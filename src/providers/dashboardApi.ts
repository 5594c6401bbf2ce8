import type {
  GettingStarted,
  MainDashboard,
  PlayerDevelopment,
  TeamActivityRow,
  TrainerActivityRow,
} from '../../contract/dashboard';
import type { DashboardTotals } from '../../contract/schemas';
import { request } from './apiClient';

/**
 * The overview dashboard's calls (spec §7). `teamIds` empty means every team; the POST calls take
 * the spec's body, a JSON-encoded comma-joined string of team ids.
 */
export const dashboardApi = {
  getDashboardTotals: (clubSeasonId: string) =>
    request<DashboardTotals>('api', '/api/Dashboard/GetDashboardTotalHeader', { query: { clubSeasonId } }),
  getMainDashboard: (clubSeasonId: string, teamIds: string[]) =>
    request<MainDashboard>('api', '/api/Dashboard/GetMainDashboard', { query: { clubSeasonId, teamIds: teamIds.join(',') } }),
  getPlayerDevelopment: (clubSeasonId: string, teamIds: string[]) =>
    request<PlayerDevelopment>('api', '/api/Dashboard/GetPlayerDevelopment', {
      method: 'POST',
      query: { clubSeasonId },
      body: teamIds.join(','),
    }),
  getTrainerActivity: async (clubSeasonId: string, teamIds: string[]) =>
    (await request<TrainerActivityRow[] | undefined>('api', '/api/Dashboard/GetDashboardTrainerOverview', {
      method: 'POST',
      query: { clubSeasonId },
      body: teamIds.join(','),
    })) ?? [],
  getTeamActivity: async (clubSeasonId: string, teamIds: string[]) =>
    (await request<TeamActivityRow[] | undefined>('api', '/api/Dashboard/GetDashboardTeamOverview', {
      method: 'POST',
      query: { clubSeasonId },
      body: teamIds.join(','),
    })) ?? [],
  /** What the club has set up so far: the overview's getting-started checklist (issue 28). */
  getGettingStarted: () => request<GettingStarted>('api', '/api/Dashboard/GetGettingStarted'),
};
