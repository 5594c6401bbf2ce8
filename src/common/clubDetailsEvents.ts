import { useSyncExternalStore } from 'react';

/**
 * "The sidebar's logo and name change at once" (spec, club settings): whoever changes the club's
 * details or seasons calls clubDetailsChanged(); components that show them reload when the version
 * they read with useClubDetailsVersion() moves on.
 */
let version = 0;
const listeners = new Set<() => void>();

export function clubDetailsChanged(): void {
  version += 1;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useClubDetailsVersion = (): number => useSyncExternalStore(subscribe, () => version, () => version);
