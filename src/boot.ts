/**
 * The page's first script (issue 26, paint before JavaScript). A prerendered page (src/prerender) is
 * already drawn by its HTML; if its scripts were asked for at once, a phone on a fast network would
 * fetch and run them before painting anything, and the page would stay white while React starts. So
 * the app's code (main.tsx) and the page's own module are asked for only once that HTML has painted.
 * An empty page (index.html) has nothing to paint and starts at once, as does a hidden tab, which
 * does not paint until it is shown.
 */
import { holdEarlySubmits } from './beforeScripts/heldSubmits';

const root = document.getElementById('root');

/** How many scripts are asked for in one task: each link costs the page a little, 36 at once made one long task on a phone. */
const LINKS_PER_TASK = 8;

/**
 * The page's own scripts, which the build names on the prerendered root (scripts/prerenderPlugin.ts),
 * asked for a few per task, so the phone stays responsive while they are requested (issue 26: the
 * /login page names 36, and inserting them at once was a long task of its own right after the paint).
 */
const preloadPageScripts = (hrefs: string[]) => {
  if (hrefs.length === 0) return;
  // One insertion per batch: each insertion into the head makes the browser look at it again.
  document.head.append(...hrefs.slice(0, LINKS_PER_TASK).map((href) => Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' })));
  setTimeout(() => preloadPageScripts(hrefs.slice(LINKS_PER_TASK)));
};

/** An empty page (nothing prerendered to paint): the app at once. */
const startApp = () => void import('./main');

/**
 * A prerendered page, once it has painted: its scripts are asked for (the app's entry among them, named
 * first by the build), the libraries' module code runs in a task of its own (frameworkFirst.ts), and
 * the app's in the next, rather than both in one long task on a phone (issue 26, total blocking time).
 */
const startPrerendered = () => {
  const next = () => setTimeout(startApp);
  // Should the libraries' script fail to arrive, the app is still asked for (and says what failed).
  void import('./frameworkFirst').then(next, next);
  // What the build's loader has asked for already (the libraries) is not asked for again.
  const asked = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => new URL(link.href).pathname));
  const pageScripts = root?.dataset.pageScripts?.split(' ').filter((href) => href && !asked.has(href)) ?? [];
  setTimeout(() => preloadPageScripts(pageScripts));
};

const painted = (onPaint: () => void) => {
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(onPaint); // the task after the paint, not the frame that paints
  });
  observer.observe({ type: 'paint', buffered: true });
};

// A prerendered form sent before React has taken the page over is held, not sent by the browser.
if (root?.hasChildNodes()) holdEarlySubmits();

if (!root?.hasChildNodes()) startApp();
else if (document.visibilityState === 'visible' && PerformanceObserver.supportedEntryTypes?.includes('paint')) painted(startPrerendered);
else startPrerendered();
