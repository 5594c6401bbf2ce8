import type { MyReports, SaveOutcome, SaveSkillsRequest, Skill } from '../../contract/reportWriting';
import { request } from './apiClient';

/** The main API's skill-set and report calls the web app makes (issue 10), typed. Part of clubApi. */
export const reportWritingApi = {
  /** The club's skills, in their order (every person of the club). */
  getSkills: async () => (await request<Skill[] | undefined>('api', '/api/MasterData/GetSkills')) ?? [],
  /** Adds (all-zero id) and changes skills in one transaction (managers). */
  saveSkills: (skills: SaveSkillsRequest) =>
    request<SaveOutcome>('api', '/api/MasterData/SaveSkills', { method: 'POST', body: skills }),
  /** The signed-in player's completed reports of a season and their averages (players). */
  getMyReports: (clubSeasonId: string) =>
    request<MyReports>('api', '/api/Report/GetMyReports', { query: { clubSeasonId } }),
};
