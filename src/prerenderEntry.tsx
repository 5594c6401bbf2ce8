import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import type { ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './App';
import { createI18nProvider } from './providers/i18nProvider';

export interface RenderedPage {
  html: string;
  styles: string;
}

/**
 * A page of the app rendered to HTML at build time (issue 26), with the styles it uses: React's static
 * renderer waits for the page's lazily loaded code, and emotion's server part collects the CSS of what
 * was rendered (MUI's styles), so the first response paints the page before any script has run.
 * Emotion's cache in the browser takes these style elements over instead of writing them again (same key, `css`).
 */
async function render(app: ReactNode): Promise<RenderedPage> {
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  // A part that fails to render would leave its place empty for the script to fill: the build stops instead.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(<CacheProvider value={cache}>{app}</CacheProvider>, {
    onError: (error) => void errors.push(error),
    // The page whole, in place: a part React would otherwise send after the rest needs an inline script to be put in its place, which the CSP forbids.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await text(prelude as Readable);
  if (errors.length > 0) throw new Error('A prerendered page failed to render', { cause: errors[0] });
  return { html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}

/**
 * One public page, as a first visit sees it in the language the storage names (a browser set to Dutch:
 * issue 37), its texts in before the first render, which a static render does not repeat; the browser
 * hydrates it (main.tsx).
 */
export async function renderPage(location: string): Promise<RenderedPage> {
  const i18nProvider = createI18nProvider();
  await i18nProvider.ready;
  return render(<App location={location} i18nProvider={{ ...i18nProvider, ready: undefined }} />);
}

/**
 * Where the shell is drawn: a path of the managers' app that is none of the menu's entries, so none is
 * marked as the current page (the shell answers every managers' page; the app marks the right one).
 */
const NO_MENU_ENTRY = '/shell';

/**
 * The managers' shell (src/layout/ManagerShell.tsx) in the language the storage names: the app as a
 * signed-in manager sees it while the stored sign-in is being checked, which is
 * all a build can know of a manager (scripts/prerenderPlugin.ts gives it a placeholder sign-in that is
 * never checked nor shown). The texts are in before the first render, which a static render does not
 * repeat: the managers' English (their app's module) and the chosen language.
 */
export async function renderManagerShell(): Promise<RenderedPage> {
  await import('./ManagerApp');
  const i18nProvider = createI18nProvider();
  await i18nProvider.ready;
  return render(<App location={NO_MENU_ENTRY} i18nProvider={{ ...i18nProvider, ready: undefined }} />);
}
