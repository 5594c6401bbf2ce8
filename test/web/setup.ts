import { afterEach, expect, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { contractViolations } from './fetchMock';

// A first render of a whole page can take over a second on a busy 2-core machine, and the first test
// of a file also waits for the page's code to load (over 5 s at load 12 on 2 cores, 2026-11-27):
// findBy… and waitFor wait up to 10 s (a missing element still fails the test, just later).
configure({ asyncUtilTimeout: 10_000 });

// The browser loads the managers' app when its first page is shown (src/App.tsx, issue 13); here it is
// loaded before the tests: it hands the managers' English texts to the i18n catalogues (tests render its
// pages inside bare react-admin contexts), and a test's waiting time is not spent compiling it.
await import('../../src/ManagerApp');

// The app shows nothing until the stored language's texts are loaded (App.tsx waits for the i18n
// provider's `ready`); tests render pages inside bare react-admin contexts, so Dutch is loaded first.
await (await import('../../src/i18n/catalogues')).loadLanguage('nl');

// Each test starts signed out, in the default language, with the real fetch.
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Every fetch fixture a test used must be an answer the real server can give (fetchMock, apiContract).
afterEach(() => {
  const violations = contractViolations.splice(0);
  expect(violations, 'fetch fixtures that break the API contract').toEqual([]);
});
