import type { CalibratedAverage, PlayerHistory, TeamSkillProfile, TrainerCalibrationRow } from '../../contract/insight';
import { download, request } from './apiClient';

/** The insight calls (issue 14): development over seasons, a team's skill profile, calibration, the season export. */
export const insightApi = {
  getPlayerHistory: (userId: string) => request<PlayerHistory>('api', '/api/Player/GetPlayerHistory', { query: { userId } }),
  getTeamSkillProfile: (teamId: string, clubSeasonId: string) =>
    request<TeamSkillProfile>('api', '/api/Team/GetTeamSkillProfile', { query: { teamId, clubSeasonId } }),
  getTrainerCalibration: (clubSeasonId: string) =>
    request<TrainerCalibrationRow[]>('api', '/api/Dashboard/GetTrainerCalibration', { query: { clubSeasonId } }),
  getCalibratedAverages: (clubSeasonId: string) =>
    request<CalibratedAverage[]>('api', '/api/Player/GetCalibratedAverages', { query: { clubSeasonId } }),
  exportSeason: (clubSeasonId: string) => download('api', '/api/Report/ExportSeason', { query: { clubSeasonId } }),
};

export type InsightApi = typeof insightApi;
