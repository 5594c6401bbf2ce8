import type { SaveOutcome, SaveReportRequest } from '../../contract/reportWriting';
import { localizedServerMessage } from '../providers/serverMessages';
import { endpoints } from '../providers/endpoints';
import { call } from '../providers/call';

/** The trainer's report calls (issue 10): their players, and starting, reading, saving and completing a report. */
export const workspaceApi = {
  getMyPlayers: async (clubSeasonId: string) =>
    (await call(endpoints.reportGetMyPlayers, { query: { clubSeasonId } })) ?? [],
  startReport: (playerUserId: string, clubSeasonId: string) =>
    call(endpoints.reportStartReport, { body: { playerUserId, clubSeasonId } }),
  getReport: (reportId: string) => call(endpoints.reportGetReport, { query: { reportId } }),
  saveReport: (body: SaveReportRequest) => succeeded(call(endpoints.reportSaveReport, { body })),
  completeReport: (reportId: string) =>
    succeeded(call(endpoints.reportCompleteReport, { body: { reportId } })),
};

/** A save answered `isSucceeded: false` is a failure with the server's reason, in the person's language. */
async function succeeded(answer: Promise<SaveOutcome>): Promise<void> {
  const outcome = await answer;
  if (outcome && !outcome.isSucceeded) throw new Error(localizedServerMessage(outcome.errorMessage ?? ''));
}

export type WorkspaceApi = typeof workspaceApi;
