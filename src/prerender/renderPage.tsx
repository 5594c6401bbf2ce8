import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from '../App';

/**
 * One public page rendered to HTML at build time (issue 26), with the styles it uses: React's static
 * renderer waits for the page's lazily loaded code, and emotion's server part collects the CSS of what
 * was rendered (MUI's styles), so the first response paints the page before any script has run.
 * The browser then hydrates it (main.tsx); emotion's cache in the browser takes these style elements
 * over instead of writing them again (same key, `css`).
 */
export async function renderPage(location: string): Promise<{ html: string; styles: string }> {
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <App location={location} />
    </CacheProvider>,
  );
  const html = await text(prelude as Readable);
  return { html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}
