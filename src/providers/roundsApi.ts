import type { DueSoonRow, SaveSeasonRoundsRequest, SeasonRounds, SendRemindersRequest, SendRemindersResult, SetSeasonRemindersRequest } from '../../contract/rounds';
import type { SaveOutcome } from '../../contract/reportWriting';
import { endpoints } from './endpoints';
import { call } from './call';

/** The report-round calls (issue 15): a season's rounds and due dates, its reminders, and the trainers with reports due soon. */
export const roundsApi = {
  getSeasonRounds: (clubSeasonId: string) => call<SeasonRounds>(endpoints.masterDataGetSeasonRounds, { query: { clubSeasonId } }),
  saveSeasonRounds: (body: SaveSeasonRoundsRequest) =>
    call<SaveOutcome>(endpoints.masterDataSaveSeasonRounds, { body }),
  getDueSoon: (clubSeasonId: string) => call<DueSoonRow[]>(endpoints.dashboardGetDueSoon, { query: { clubSeasonId } }),
  setSeasonReminders: (body: SetSeasonRemindersRequest) =>
    call<SaveOutcome>(endpoints.masterDataSetSeasonReminders, { body }),
  sendReminders: (body: SendRemindersRequest) =>
    call<SendRemindersResult>(endpoints.trainerSendReminders, { body }),
};
