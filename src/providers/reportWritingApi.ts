import type { SaveSkillsRequest } from '../../contract/reportWriting';
import { endpoints } from './endpoints';
import { call } from './call';

/** The main API's skill-set and report calls the web app makes (issue 10), typed. Part of clubApi. */
export const reportWritingApi = {
  /** The club's skills, in their order (every person of the club). */
  getSkills: async () => (await call(endpoints.masterDataGetSkills)) ?? [],
  /** Adds (all-zero id) and changes skills in one transaction (managers). */
  saveSkills: (skills: SaveSkillsRequest) =>
    call(endpoints.masterDataSaveSkills, { body: skills }),
  /** The signed-in player's completed reports of a season and their averages (players). */
  getMyReports: (clubSeasonId: string) =>
    call(endpoints.reportGetMyReports, { query: { clubSeasonId } }),
};
