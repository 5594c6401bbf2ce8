import type { Role } from '../../../contract/schemas';

/** The import under way, kept in the browser so that its progress is shown again after a reload. */
const storageKey = (role: Role) => `touchline.import.${role}`;
export const runningImport = {
  get: (role: Role): string | null => localStorage.getItem(storageKey(role)),
  set: (role: Role, importId: string) => localStorage.setItem(storageKey(role), importId),
  clear: (role: Role) => localStorage.removeItem(storageKey(role)),
};
