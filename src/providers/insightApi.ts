import { endpoints } from './endpoints';
import { call, callForFile } from './call';

/** The insight calls (issue 14): development over seasons, a team's skill profile, calibration, the season export. */
export const insightApi = {
  getPlayerHistory: (userId: string) => call(endpoints.playerGetPlayerHistory, { query: { userId } }),
  getTeamSkillProfile: (teamId: string, clubSeasonId: string) =>
    call(endpoints.teamGetTeamSkillProfile, { query: { teamId, clubSeasonId } }),
  getTrainerCalibration: (clubSeasonId: string) =>
    call(endpoints.dashboardGetTrainerCalibration, { query: { clubSeasonId } }),
  getCalibratedAverages: (clubSeasonId: string) =>
    call(endpoints.playerGetCalibratedAverages, { query: { clubSeasonId } }),
  exportSeason: (clubSeasonId: string) => callForFile(endpoints.reportExportSeason, { query: { clubSeasonId } }),
};

export type InsightApi = typeof insightApi;
