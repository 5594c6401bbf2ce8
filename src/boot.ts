/**
 * The page's first script (issue 26, paint before JavaScript). A prerendered page (src/prerender) is
 * already drawn by its HTML; if its scripts were asked for at once, a phone on a fast network would
 * fetch and run them before painting anything, and the page would stay white while React starts. So
 * the app's code (main.tsx) and the page's own module are asked for only once that HTML has painted.
 * An empty page (index.html) has nothing to paint and starts at once, as does a hidden tab, which
 * does not paint until it is shown.
 */
import { holdEarlySubmits } from './prerender/heldSubmits';

const root = document.getElementById('root');

/** The page's own scripts, which the build names on the prerendered root (scripts/prerenderPlugin.ts). */
const preloadPageScripts = () => {
  const hrefs = root?.dataset.pageScripts?.split(' ').filter(Boolean) ?? [];
  // One insertion for all of them: each insertion into the head makes the browser look at it again.
  document.head.append(...hrefs.map((href) => Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' })));
};

const start = () => {
  preloadPageScripts();
  void import('./main');
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

if (root?.hasChildNodes() && document.visibilityState === 'visible' && PerformanceObserver.supportedEntryTypes?.includes('paint')) painted(start);
else start();
