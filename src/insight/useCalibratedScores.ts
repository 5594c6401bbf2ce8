import { useCallback, useSyncExternalStore } from 'react';

/** Where the manager's choice of calibrated averages is remembered on this device. */
export const CALIBRATED_KEY = 'touchline.calibratedAverages';

const listeners = new Set<() => void>();
const read = () => localStorage.getItem(CALIBRATED_KEY) === 'true';

/**
 * Whether averages are shown calibrated (issue 14). The raw numbers of the spec are the default; the
 * manager's choice is remembered across pages, reloads and sign-outs, like the language.
 */
export function useCalibratedScores(): [boolean, (calibrated: boolean) => void] {
  const calibrated = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
  );
  const set = useCallback((next: boolean) => {
    localStorage.setItem(CALIBRATED_KEY, String(next));
    for (const listener of listeners) listener();
  }, []);
  return [calibrated, set];
}
