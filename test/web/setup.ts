import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// A first render of a whole page can take over a second on a busy 2-core machine: findBy… and
// waitFor wait up to 5 s (a missing element still fails the test, just later).
configure({ asyncUtilTimeout: 5000 });

// Each test starts signed out, in the default language, with the real fetch.
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
