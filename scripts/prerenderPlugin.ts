import { fileURLToPath } from 'node:url';
import { createServer, type Plugin, type Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;
import { PRERENDERED_PAGES } from '../contract/prerenderedPages.ts';

type RenderPage = (location: string) => Promise<{ html: string; styles: string }>;

/** What a first-time visitor's browser holds: nothing. The pages read it while rendering. */
class EmptyStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

/** Runs `render` with a first visit's empty session and local storage in place of the browser's. */
async function asFirstVisit<T>(render: () => Promise<T>): Promise<T> {
  const scope = globalThis as Record<string, unknown>;
  const before = { sessionStorage: scope.sessionStorage, localStorage: scope.localStorage };
  Object.assign(scope, { sessionStorage: new EmptyStorage(), localStorage: new EmptyStorage() });
  try {
    return await render();
  } finally {
    Object.assign(scope, before);
  }
}

/** The built scripts of these modules: each one's own and every script it imports, once each. */
function scriptsOf(bundle: OutputBundle, modules: readonly string[]): string[] {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const scripts = new Set<string>();
  const visit = (file: string) => {
    if (scripts.has(file)) return;
    scripts.add(file);
    byFile.get(file)?.imports.forEach(visit);
  };
  for (const module of modules) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module));
    if (!chunk) throw new Error(`${module} is no script of its own in the build: its page cannot name it.`);
    visit(chunk.fileName);
  }
  return [...scripts].map((file) => `/${file}`);
}

/**
 * Issue 26, paint before JavaScript: after Vite has written index.html (its scripts and styles), the
 * public pages (contract/prerenderedPages.ts) are rendered with React's server renderer through a
 * Vite server in SSR mode (src/prerender/renderPage.tsx) and written next to it as login.html, …: the
 * same page with the rendered form inside #root and its critical CSS in the head. The server answers
 * those paths with them (server/app.ts); the compression and service-worker plugins after this one
 * see them like any other page of the build.
 */
export const prerenderPublicPages = (): Plugin => ({
  name: 'touchline:prerender-public-pages',
  apply: 'build',
  enforce: 'post',
  async generateBundle(_options, bundle) {
    const index = bundle['index.html'];
    if (!index || index.type !== 'asset') this.error('index.html is not in the build: the public pages cannot be prerendered.');
    const shell = String(index.source);
    if (!shell.includes('<div id="root"></div>')) this.error('index.html has no empty <div id="root"></div> to render the public pages into.');
    const vite = await createServer({
      configFile: false,
      root: fileURLToPath(new URL('..', import.meta.url)),
      logLevel: 'error',
      appType: 'custom',
      server: { middlewareMode: true, hmr: false, watch: null },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    try {
      const { renderPage } = (await vite.ssrLoadModule('/src/prerender/renderPage.tsx')) as { renderPage: RenderPage };
      for (const page of PRERENDERED_PAGES) {
        const { html, styles } = await asFirstVisit(() => renderPage(page.location));
        // Named, not preloaded: src/boot.ts asks for the page's scripts once its HTML has painted, and
        // the page fetches those of what comes next while the person is busy with it.
        const scripts = scriptsOf(bundle, [page.module]);
        const next = 'next' in page ? scriptsOf(bundle, page.next).filter((file) => !scripts.includes(file)) : [];
        const named = `data-page-scripts="${scripts.join(' ')}"${next.length ? ` data-next-scripts="${next.join(' ')}"` : ''}`;
        const source = shell.replace('</head>', `${styles}</head>`).replace('<div id="root"></div>', `<div id="root" ${named}>${html}</div>`);
        this.emitFile({ type: 'asset', fileName: page.file, source });
      }
    } finally {
      await vite.close();
    }
  },
});
