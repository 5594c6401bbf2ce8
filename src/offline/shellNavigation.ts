/**
 * The service worker's answer to a navigation to one of the managers' pages (issue 26: the shell on
 * a second visit): the precached managers' shell in the language the person chose, as the server
 * would answer (contract/prerenderedPages.ts), from the cache at once, with or without a connection.
 *
 * workbox-build writes a route's matcher and handler into sw.js by their source text, so these two
 * run there with nothing around them: no imports, no names from this module. vite.config.ts hands
 * them what they need (the page pattern, the shell files, the cookie's name) as arguments written into
 * that text (serviceWorkerFunction).
 */

interface RouteContext {
  request: Request;
  url: URL;
}

/** Whether a request is a navigation to one of the managers' pages. */
export function isManagerNavigation({ request, url }: RouteContext, pattern: RegExp): boolean {
  return request.mode === 'navigate' && pattern.test(url.pathname + url.search);
}

/**
 * The shell in the chosen language (the cookie, read through the Cookie Store API where the browser
 * has one in service workers; English where not), or the network's answer when the shell is not
 * cached. Precached files are keyed with their revision in the query, so the query is ignored.
 */
export async function answerWithShell({ request }: RouteContext, shells: Record<string, string>, cookieName: string): Promise<Response> {
  const cookies = (self as unknown as { cookieStore?: { get: (name: string) => Promise<{ value: string } | null> } }).cookieStore;
  const chosen = cookies ? await cookies.get(cookieName).catch(() => null) : null;
  const shell = shells[chosen?.value ?? ''] ?? shells.en!;
  return (await caches.match(shell, { ignoreSearch: true })) ?? fetch(request);
}

/**
 * `run` as a function of one argument (workbox's route context) whose source text calls it with
 * `values` written in: regular expressions as literals, everything else as JSON.
 */
export function serviceWorkerFunction<R>(run: (context: RouteContext, ...values: never[]) => R, values: unknown[]): (context: RouteContext) => R {
  const written = values.map((value) => (value instanceof RegExp ? value.toString() : JSON.stringify(value)));
  return new Function('context', `return (${run.toString()})(context, ${written.join(', ')});`) as (context: RouteContext) => R;
}
