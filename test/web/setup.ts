import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

// Each test starts signed out, in the default language, with the real fetch.
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
