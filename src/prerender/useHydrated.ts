import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React takes over a prerendered page (issue 26) and in the build's render, true once the
 * page's script is in charge. A prerendered form's submit button waits for it: pressed before, the
 * browser would send the form itself and reload the page, and what was typed would be gone.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
