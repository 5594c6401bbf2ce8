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
    const fetchScripts = () => {
      const hrefs = document.getElementById('root')?.dataset.nextScripts?.split(' ').filter(Boolean) ?? [];
      // One insertion for all of them: each insertion into the head makes the browser look at it again.
      document.head.append(...hrefs.map((href) => Object.assign(document.createElement('link'), { rel: 'prefetch', as: 'script', href, crossOrigin: '' })));
    };
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(fetchScripts, { timeout: 3000 }) : undefined;
    const timer = idle === undefined ? setTimeout(fetchScripts, 1000) : undefined;

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
      stopListening();
    };
  }, [i18nProvider]);
};
