import type { DueSoonRow, SaveSeasonRoundsRequest, SeasonRounds } from '../../contract/rounds';
import type { SaveOutcome } from '../../contract/reportWriting';
import { request } from './apiClient';

/** The report-round calls (issue 15): a season's rounds and due dates, and the trainers with reports due soon. */
export const roundsApi = {
  getSeasonRounds: (clubSeasonId: string) => request<SeasonRounds>('api', '/api/MasterData/GetSeasonRounds', { query: { clubSeasonId } }),
  saveSeasonRounds: (body: SaveSeasonRoundsRequest) =>
    request<SaveOutcome>('api', '/api/MasterData/SaveSeasonRounds', { method: 'POST', body }),
  getDueSoon: (clubSeasonId: string) => request<DueSoonRow[]>('api', '/api/Dashboard/GetDueSoon', { query: { clubSeasonId } }),
};
