/**
 * Reads started before the page that needs them has loaded (issue 26, sign-in to figures): the sign-in
 * page starts the overview's calls the moment the sign-in answer arrives, while the managers' app code
 * is still on its way. When that code then asks for the very same call (same service, method, address,
 * body and token), it takes the answer already under way instead of asking again: once, and only for
 * a short while, so a later visit reads fresh data.
 *
 * Kept at the level of the HTTP call rather than react-query's cache: the sign-in page has no query
 * cache (the managers' app makes its own), and the pages keep their own query keys and dataProvider
 * methods, so nothing here has to mirror them.
 */
const KEEP_MS = 20_000;

const started = new Map<string, { answer: Promise<unknown>; at: number }>();
let recording = false;

/** What makes two calls the same call. */
export const earlyKey = (method: string, url: string, body: unknown, token: string | null) => JSON.stringify([method, url, body ?? null, token]);

/** Runs `start` (which calls the typed API functions); every read it starts is kept for the page that needs it. */
export function startEarly(start: () => void): void {
  recording = true;
  try {
    start();
  } finally {
    recording = false;
  }
}

/** Called by the API client for each call it sends: keeps it when started by startEarly. */
export function keepIfEarly(key: string, answer: Promise<unknown>): void {
  if (!recording) return;
  // A failure is reported to whoever takes the answer; unclaimed, it is nobody's error.
  answer.catch(() => undefined);
  started.set(key, { answer, at: Date.now() });
}

/** The answer of the same call started early, if there is one still fresh; it is handed out once. */
export function takeEarly(key: string): Promise<unknown> | undefined {
  const early = started.get(key);
  if (!early) return undefined;
  started.delete(key);
  return Date.now() - early.at <= KEEP_MS ? early.answer : undefined;
}
