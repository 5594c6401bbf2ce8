import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testApp.js';

/**
 * The error answers the OpenAPI document promises. Every 4xx and 5xx of every call is the one error
 * shape { statusCode, error, message } (with messageKey and messageValues when the sentence has a key), except where the spec fixes another answer: the sign-in's
 * refusals (LoginResponse with errorMessage) and the status call's 503 (it says which part is down);
 * and 431, which Node's HTTP server answers without a body before the request reaches the app.
 */
const OWN_ERROR_ANSWERS = new Set(['post /Account/Login 401', 'post /Account/Login 429', 'get /api/health 503']);

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, unknown>; required?: string[] } }> }>;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t?.close());

function documentedOperations() {
  const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ call: `${method} ${path}`, operation })),
  );
}

describe('the documented error answers', () => {
  it('are the one error shape on every call', () => {
    const operations = documentedOperations().filter(({ operation }) => operation.responses);
    expect(operations.length).toBeGreaterThan(60);
    const others: string[] = [];
    for (const { call, operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses!)) {
        if (Number(status) < 400 || OWN_ERROR_ANSWERS.has(`${call} ${status}`)) continue;
        if (status === '431') {
          if (response.content) others.push(`${call} 431 documents a body`);
          continue;
        }
        // A call that produces a file (ExportSeason) documents its errors under that media type.
        const schema = Object.values(response.content ?? {})[0]?.schema;
        const shape = Object.keys(schema?.properties ?? {}).sort().join(',');
        if (shape !== 'error,message,messageKey,messageValues,statusCode' || schema?.required?.length !== 3) others.push(`${call} ${status}: ${shape}`);
      }
    }
    expect(others).toEqual([]);
  });

  it('include the server errors (500, 503) on every call that documents its answers', () => {
    // Calls with no answer schema (pictures, the outbox's HTML pages) have only swagger's default 200.
    const missing = documentedOperations()
      .filter(({ operation }) => Object.keys(operation.responses ?? {}).some((status) => status !== '200'))
      .flatMap(({ call, operation }) => ['500', '503'].filter((status) => !operation.responses![status]).map((status) => `${call} ${status}`));
    expect(missing).toEqual([]);
  });

  it('are what a failing call answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/GetClubDetails' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Your session has ended. Please sign in again.', messageKey: 'sessionEnded' });
  });
});
