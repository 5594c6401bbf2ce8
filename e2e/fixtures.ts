import { test as base, expect } from '@playwright/test';

/** The server the global setup started, read when the worker runs (it is set after config load). */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => use(process.env.E2E_BASE_URL),
});
export { expect };

export const DEMO_MANAGER = { email: 'manager@demo.club', password: 'Demo-Manager-1' };
