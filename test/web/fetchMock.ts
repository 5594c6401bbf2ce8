import { vi } from 'vitest';
import { contractViolation } from './apiContract';

export interface Call {
  method: string;
  path: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

type Reply = { status: number; body?: unknown; headers?: Record<string, string> };
type Answer = Reply | ((call: Call) => Reply);

/** Fixtures that broke the server's contract in the current test (checked after each test, setup.ts). */
export const contractViolations: string[] = [];

/**
 * Replaces globalThis.fetch with a small router: answers keyed by 'METHOD /path' (query ignored).
 * Unknown calls answer 404 in the server's error shape. Returns the calls made, in order.
 * Every answer given is checked against the route's declared answer on the real server (apiContract).
 */
export function mockFetch(answers: Record<string, Answer>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const call: Call = {
      method,
      path: url.pathname,
      url,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const entry = answers[`${method} ${url.pathname}`];
    const answer = typeof entry === 'function' ? entry(call) : entry;
    const { status, body, headers } = answer ?? {
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: `no mock for ${method} ${url.pathname}` },
    };
    const violation = answer ? contractViolation(method, url.pathname, status, body) : undefined;
    if (violation && !contractViolations.includes(violation)) contractViolations.push(violation);
    return new Response(body === undefined || status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
