import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { registerServiceWorker } from './offline/registerServiceWorker';
import { DEFAULT_LOCALE, storedLocale } from './providers/i18nProvider';
import { session } from './providers/session';
import { keepShellUntilDrawn } from './prerender/shellCover';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/*
 * The public pages arrive prerendered (issue 26, src/prerender): React takes over that HTML instead of
 * drawing it again, and what the person typed before the script arrived stays. They were rendered for
 * a first visit in English; a signed-in person (sent on from /login) or one who chose Dutch gets a
 * page drawn afresh instead of a hydration that would not match.
 */
/*
 * The managers' pages arrive as the managers' shell (data-shell): never hydrated, it stays over the
 * page until the app has drawn (src/prerender/shellCover.ts).
 */
const isShell = container.dataset.shell !== undefined;
const prerenderedFits = !isShell && container.hasChildNodes() && !session.hasToken() && storedLocale() === DEFAULT_LOCALE;
if (prerenderedFits) {
  // A transition: React hydrates in slices of a few milliseconds and the phone stays responsive
  // meanwhile, instead of one long task (issue 26). A form sent before now was held by boot.ts.
  startTransition(() => {
    hydrateRoot(container, app);
  });
}
else {
  if (isShell) keepShellUntilDrawn(container);
  container.replaceChildren();
  createRoot(container).render(app);
}
registerServiceWorker();
