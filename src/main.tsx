import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { registerServiceWorker } from './offline/registerServiceWorker';
import { storedLocale } from './providers/i18nProvider';
import { isLanguageLoaded, loadLanguage } from './i18n/catalogues';
import { session } from './providers/session';
import { keepShellUntilDrawn } from './beforeScripts/shellCover';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/*
 * The public pages arrive prerendered (issue 26, src/prerender): React takes over that HTML instead of
 * drawing it again, and what the person typed before the script arrived stays. They were rendered for
 * a first visit in each language (the server answers the one the person chose, else the browser's,
 * issue 37); a signed-in person (sent on from /login), or a page in another language than the app's
 * (an older build's, the service worker's English one), is drawn afresh instead of a hydration that
 * would not match. A Dutch page is taken over once the Dutch texts are in, so its first render is Dutch.
 */
/*
 * The managers' pages arrive as the managers' shell (data-shell): never hydrated, it stays over the
 * page until the app has drawn (src/beforeScripts/shellCover.ts).
 */
const isShell = container.dataset.shell !== undefined;
const locale = storedLocale();
const prerenderedFits = !isShell && container.hasChildNodes() && !session.hasToken() && locale === document.documentElement.lang;

const hydrate = () => {
  // A transition: React hydrates in slices of a few milliseconds and the phone stays responsive
  // meanwhile, instead of one long task (issue 26). A form sent before now was held by boot.ts.
  startTransition(() => {
    hydrateRoot(container, app);
  });
};
const drawAfresh = () => {
  if (isShell) keepShellUntilDrawn(container);
  container.replaceChildren();
  createRoot(container).render(app);
};

if (!prerenderedFits) drawAfresh();
else if (isLanguageLoaded(locale)) hydrate();
// Dutch texts that cannot load (no connection): the app draws the page afresh in English.
else loadLanguage(locale).then(hydrate, drawAfresh);
registerServiceWorker();
