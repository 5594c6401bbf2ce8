import { useEffect } from 'react';
import { useI18nProvider } from 'react-admin';
import type { AppI18nProvider } from '../providers/i18nProvider';
import { preloadManagersOverview } from '../managerPages';

/** What a person does when they start signing in: type, autofill, tap. */
const FIRST_TOUCH = ['keydown', 'input', 'change', 'pointerdown'] as const;

/**
 * Issue 26, sign-in to figures. While the sign-in form waits for the person, the browser fetches the
 * scripts of the managers' app, its layout and the overview at low priority (`prefetch`: into the
 * cache, nothing run yet; the build names them on the prerendered page, scripts/prerenderPlugin.ts),
 * once it is idle, so the form's own code and paint go first. When the person starts signing in,
 * that code is run (and the managers' texts added to the phrases), so that after the sign-in the
 * overview draws from code that is there and ready, without suspending (managerPages.ts).
 * Running it only then keeps a phone that merely opened the page free for the page itself.
 */
export const usePrefetchManagerApp = (): void => {
  const i18nProvider = useI18nProvider() as AppI18nProvider;
  useEffect(() => {
    // A few links per idle moment: each costs the page a little, and the overview's code is dozens of
    // scripts (inserted at once, they made a long task of their own on a phone).
    let waiting = document.getElementById('root')?.dataset.nextScripts?.split(' ').filter(Boolean) ?? [];
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fetchScripts = (deadline?: IdleDeadline) => {
      do {
        // One insertion per batch: each insertion into the head makes the browser look at it again.
        document.head.append(...waiting.splice(0, 4).map((href) => Object.assign(document.createElement('link'), { rel: 'prefetch', as: 'script', href, crossOrigin: '' })));
      } while (waiting.length > 0 && (deadline?.timeRemaining() ?? 0) > 10);
      if (waiting.length > 0) schedule();
    };
    const schedule = () => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(fetchScripts, { timeout: 3000 });
      else timer = setTimeout(fetchScripts, 1000);
    };
    schedule();

    const run = () => {
      stopListening();
      // With its code, the managers' texts are in (ManagerApp.tsx hands them over as it loads): the
      // phrases are built with them now rather than while the managers' app first draws.
      void preloadManagersOverview().then(() => i18nProvider.withManagerTexts?.());
    };
    const stopListening = () => FIRST_TOUCH.forEach((type) => document.removeEventListener(type, run, true));
    FIRST_TOUCH.forEach((type) => document.addEventListener(type, run, true));
    return () => {
      if (idle !== undefined) cancelIdleCallback(idle);
      clearTimeout(timer);
      waiting = [];
      stopListening();
    };
  }, [i18nProvider]);
};
