import { endpoints } from './endpoints';
import { call } from './call';

/** The privacy calls (issue 25): a person's access log and export, and erasure (managers). */
export const privacyApi = {
  getAccessLog: (userId: string) => call(endpoints.privacyGetAccessLog, { query: { userId } }),
  exportPerson: (userId: string) => call(endpoints.privacyExportPerson, { query: { userId } }),
  erasePerson: (userId: string) =>
    call(endpoints.privacyErasePerson, { body: { userId } }),
};
