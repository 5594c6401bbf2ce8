import type { ImportField } from '../../../contract/importFields';
import type { SendInvitationsRequest } from '../../../contract/memberImport';
import type { Role } from '../../../contract/schemas';
import { endpoints } from '../../providers/endpoints';
import { call, callForFile } from '../../providers/call';
import { storedLocale } from '../../providers/i18nProvider';

/** The import of members from a file (issue 23): POST /api/Import/Preview and Run, GET /api/Import/Status. */
export const importApi = {
  /** Reads the file and answers what importing it would do; `mapping` is the manager's changes to the recognised columns. */
  preview: (file: File, role: Role, mapping?: Record<string, ImportField>) => {
    const form = new FormData();
    form.append('role', role);
    if (mapping) form.append('mapping', JSON.stringify(mapping));
    form.append('file', file, file.name);
    return call(endpoints.importPreview, { form });
  },
  /** `invite: false` imports without e-mailing anyone; sendInvitations sends them later. */
  run: (importId: string, createTeams: boolean, mapping: Record<string, ImportField> | undefined, invite: boolean) =>
    call(endpoints.importRun, { body: { importId, createTeams, mapping, invite } }),
  sendInvitations: (only: SendInvitationsRequest = {}) => call(endpoints.importSendInvitations, { body: only }),
  status: (importId: string) => call(endpoints.importStatus, { query: { importId } }),
  /**
   * The rows in error as a CSV file, ready to fix and import again, its reasons in the language the
   * manager reads the preview in (the app's, which may differ from the browser's Accept-Language).
   */
  errorRows: (importId: string) =>
    callForFile(endpoints.importErrorRows, { query: { importId }, headers: { 'Accept-Language': storedLocale() } }),
};

/** The import under way, kept in the browser so that its progress is shown again after a reload. */
const storageKey = (role: Role) => `touchline.import.${role}`;
export const runningImport = {
  get: (role: Role): string | null => localStorage.getItem(storageKey(role)),
  set: (role: Role, importId: string) => localStorage.setItem(storageKey(role), importId),
  clear: (role: Role) => localStorage.removeItem(storageKey(role)),
};
