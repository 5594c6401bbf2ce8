import type { AccessLogEntry, PersonExport } from '../../contract/privacy';
import { request } from './apiClient';

/** The privacy calls (issue 25): a person's access log and export, and erasure (managers). */
export const privacyApi = {
  getAccessLog: (userId: string) => request<AccessLogEntry[]>('api', '/api/Privacy/GetAccessLog', { query: { userId } }),
  exportPerson: (userId: string) => request<PersonExport>('api', '/api/Privacy/ExportPerson', { query: { userId } }),
  erasePerson: (userId: string) =>
    request<{ isSucceeded: boolean; errorMessage: string | null }>('api', '/api/Privacy/ErasePerson', { method: 'POST', body: { userId } }),
};
