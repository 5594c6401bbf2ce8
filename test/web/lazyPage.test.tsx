import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { lazyPage } from '../../src/common/lazyPage';

const pageModule = { Greeting: () => <p>Hello from the page</p> };

/*
 * Issue 26, sign-in to figures: a page whose code was loaded ahead draws in the rendering that first
 * shows it. A suspension instead would show the fallback first, and React holds each page revealed
 * after one for up to 300 ms; the managers' app, its layout and the overview are three such pages.
 * renderToString draws in one pass and never waits: what a suspended page shows there is its fallback.
 */
describe('lazyPage', () => {
  it('draws a page whose code is not loaded yet once it arrives (the fallback first)', () => {
    const Page = lazyPage(() => Promise.resolve(pageModule), 'Greeting');
    expect(renderToString(<Page />)).not.toContain('Hello from the page');
  });

  it('draws a preloaded page at once, without suspending', async () => {
    let loads = 0;
    const Page = lazyPage(() => {
      loads++;
      return Promise.resolve(pageModule);
    }, 'Greeting');
    await Page.preload();
    expect(renderToString(<Page />)).toContain('Hello from the page');
    expect(renderToString(<Page />)).toContain('Hello from the page');
    expect(loads).toBe(1);
  });
});
