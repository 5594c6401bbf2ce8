import type { MyPlayer, Report, SaveOutcome, SaveReportRequest, StartReportResult } from '../../contract/reportWriting';
import { request } from '../providers/apiClient';
import { localizedServerMessage } from '../providers/serverMessages';

/** The trainer's report calls (issue 10): their players, and starting, reading, saving and completing a report. */
export const workspaceApi = {
  getMyPlayers: async (clubSeasonId: string) =>
    (await request<MyPlayer[] | undefined>('api', '/api/Report/GetMyPlayers', { query: { clubSeasonId } })) ?? [],
  startReport: (playerUserId: string, clubSeasonId: string) =>
    request<StartReportResult>('api', '/api/Report/StartReport', { method: 'POST', body: { playerUserId, clubSeasonId } }),
  getReport: (reportId: string) => request<Report>('api', '/api/Report/GetReport', { query: { reportId } }),
  saveReport: (body: SaveReportRequest) => succeeded(request<SaveOutcome>('api', '/api/Report/SaveReport', { method: 'POST', body })),
  completeReport: (reportId: string) =>
    succeeded(request<SaveOutcome>('api', '/api/Report/CompleteReport', { method: 'POST', body: { reportId } })),
};

/** A save answered `isSucceeded: false` is a failure with the server's reason, in the person's language. */
async function succeeded(answer: Promise<SaveOutcome>): Promise<void> {
  const outcome = await answer;
  if (outcome && !outcome.isSucceeded) throw new Error(localizedServerMessage(outcome.errorMessage ?? ''));
}

export type WorkspaceApi = typeof workspaceApi;
