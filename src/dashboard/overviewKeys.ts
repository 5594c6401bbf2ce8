/*
 * The query keys of what the overview reads first, in one place: the overview's own queries use them,
 * and so does the sign-in that reads ahead for it (startOverviewCalls.ts), whose answers the managers'
 * app finds in its cache under the same keys (issue 26, sign-in to figures).
 */

import { SEASON_LIST } from '../common/list/seasonList';

export const overviewKeys = {
  /** react-admin's key of getList('season', SEASON_LIST) (ra-core's useGetList: resource, 'getList', its parameters). */
  seasons: ['season', 'getList', { ...SEASON_LIST, filter: {} }],
  teams: ['teams', 'getTeams'],
  gettingStarted: ['dashboard', 'gettingStarted'],
  myClubs: ['myClubs'],
  /** One of the overview's panels, for a season and a team filter ([] = all teams). */
  panel: (name: OverviewPanel, seasonId: string, teamIds: readonly string[]) => ['dashboard', name, seasonId, teamIds],
  calibration: (seasonId: string) => ['insight', 'trainerCalibration', seasonId],
};

export type OverviewPanel = 'totals' | 'main' | 'players' | 'trainers' | 'teams' | 'dueSoon';
