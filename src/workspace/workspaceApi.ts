import type { SaveReportRequest } from '../../contract/reportWriting';
import { endpoints } from '../providers/endpoints';
import { call } from '../providers/call';

/** The trainer's report calls (issue 10): their players, and starting, reading, saving and completing a report. */
export const workspaceApi = {
  getMyPlayers: async (clubSeasonId: string) =>
    (await call(endpoints.reportGetMyPlayers, { query: { clubSeasonId } })) ?? [],
  startReport: (playerUserId: string, clubSeasonId: string) =>
    call(endpoints.reportStartReport, { body: { playerUserId, clubSeasonId } }),
  getReport: (reportId: string) => call(endpoints.reportGetReport, { query: { reportId } }),
  saveReport: async (body: SaveReportRequest) => void (await call(endpoints.reportSaveReport, { body })),
  completeReport: (reportId: string) =>
    call(endpoints.reportCompleteReport, { body: { reportId } }).then(() => undefined),
};

export type WorkspaceApi = typeof workspaceApi;
