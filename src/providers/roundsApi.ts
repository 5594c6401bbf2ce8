import type { SaveSeasonRoundsRequest, SendRemindersRequest, SetSeasonRemindersRequest } from '../../contract/rounds';
import { endpoints } from './endpoints';
import { call } from './call';

/** The report-round calls (issue 15): a season's rounds and due dates, its reminders, and the trainers with reports due soon. */
export const roundsApi = {
  getSeasonRounds: (clubSeasonId: string) => call(endpoints.masterDataGetSeasonRounds, { query: { clubSeasonId } }),
  saveSeasonRounds: (body: SaveSeasonRoundsRequest) =>
    call(endpoints.masterDataSaveSeasonRounds, { body }),
  getDueSoon: (clubSeasonId: string) => call(endpoints.dashboardGetDueSoon, { query: { clubSeasonId } }),
  setSeasonReminders: (body: SetSeasonRemindersRequest) =>
    call(endpoints.masterDataSetSeasonReminders, { body }),
  sendReminders: (body: SendRemindersRequest) =>
    call(endpoints.trainerSendReminders, { body }),
};
