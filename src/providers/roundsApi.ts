import type { DueSoonRow, SaveSeasonRoundsRequest, SeasonRounds, SendRemindersRequest, SendRemindersResult, SetSeasonRemindersRequest } from '../../contract/rounds';
import type { SaveOutcome } from '../../contract/reportWriting';
import { request } from './apiClient';

/** The report-round calls (issue 15): a season's rounds and due dates, its reminders, and the trainers with reports due soon. */
export const roundsApi = {
  getSeasonRounds: (clubSeasonId: string) => request<SeasonRounds>('api', '/api/MasterData/GetSeasonRounds', { query: { clubSeasonId } }),
  saveSeasonRounds: (body: SaveSeasonRoundsRequest) =>
    request<SaveOutcome>('api', '/api/MasterData/SaveSeasonRounds', { method: 'POST', body }),
  getDueSoon: (clubSeasonId: string) => request<DueSoonRow[]>('api', '/api/Dashboard/GetDueSoon', { query: { clubSeasonId } }),
  setSeasonReminders: (body: SetSeasonRemindersRequest) =>
    request<SaveOutcome>('api', '/api/MasterData/SetSeasonReminders', { method: 'POST', body }),
  sendReminders: (body: SendRemindersRequest) =>
    request<SendRemindersResult>('api', '/api/Trainer/SendReminders', { method: 'POST', body }),
};
