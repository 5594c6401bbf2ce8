import type { AccessLogEntry, PersonExport } from '../../contract/privacy';
import { endpoints } from './endpoints';
import { call } from './call';

/** The privacy calls (issue 25): a person's access log and export, and erasure (managers). */
export const privacyApi = {
  getAccessLog: (userId: string) => call<AccessLogEntry[]>(endpoints.privacyGetAccessLog, { query: { userId } }),
  exportPerson: (userId: string) => call<PersonExport>(endpoints.privacyExportPerson, { query: { userId } }),
  erasePerson: (userId: string) =>
    call<{ isSucceeded: boolean; errorMessage: string | null }>(endpoints.privacyErasePerson, { body: { userId } }),
};
