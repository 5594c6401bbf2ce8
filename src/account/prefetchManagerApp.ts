import { useEffect } from 'react';

/**
 * Issue 26, sign-in to figures: while the sign-in form waits for the person, the browser fetches the
 * managers' app in the background (when it is idle, so the form's own code and paint go first), and
 * the overview after signing in starts from code that is already there.
 */
export const usePrefetchManagerApp = (): void => {
  useEffect(() => {
    const load = () => void import('../ManagerApp').catch(() => undefined); // offline: it loads when needed
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(load, { timeout: 3000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(load, 1000);
    return () => clearTimeout(timer);
  }, []);
};
