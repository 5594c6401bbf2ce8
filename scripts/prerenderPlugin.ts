import { fileURLToPath } from 'node:url';
import { createServer, type Plugin, type Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;
import { LOCALE_KEY, PAGE_LOCALES, PRERENDERED_PAGES, SHELL_PAGES, publicPageFile } from '../contract/prerenderedPages.ts';
import { EARLY_INPUT_SCRIPT } from '../contract/earlyInput.ts';
import { SESSION_KEYS } from '../src/providers/session.ts';
import type { RenderedPage } from '../src/prerenderEntry.tsx';

interface Renderer {
  renderPage: (location: string) => Promise<RenderedPage>;
  renderManagerShell: () => Promise<RenderedPage>;
}

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

/** What the browser's storage holds for a render: nothing on a first visit. */
interface Visit {
  session?: Record<string, string>;
  local?: Record<string, string>;
}

const storageHolding = (items: Record<string, string> = {}): Storage => {
  const storage = new EmptyStorage();
  for (const [key, value] of Object.entries(items)) storage.setItem(key, value);
  return storage;
};

/**
 * A manager's visit in a language, as far as the shell can know it: signed in as a manager (the
 * token is a placeholder, never checked: the shell is drawn while the check would run, and draws
 * nothing of the person) with that language chosen.
 */
const managerVisit = (locale: string): Visit => ({
  session: { [SESSION_KEYS.token]: 'build-placeholder', [SESSION_KEYS.role]: 'Manager' },
  local: { [LOCALE_KEY]: locale },
});

/** Runs `render` with the visit's session and local storage (a first visit's: empty) in place of the browser's. */
async function asVisit<T>(visit: Visit, render: () => Promise<T>): Promise<T> {
  const scope = globalThis as Record<string, unknown>;
  const before = { sessionStorage: scope.sessionStorage, localStorage: scope.localStorage };
  const hadDocument = 'document' in scope;
  Object.assign(scope, { sessionStorage: storageHolding(visit.session), localStorage: storageHolding(visit.local) });
  // react-admin's layout reads `document?.body` while rendering (its preferences Inspector), which
  // throws where `document` is not even declared: declared, and still undefined, it reads as no browser.
  if (!hadDocument) scope.document = undefined;
  try {
    return await render();
  } finally {
    Object.assign(scope, before);
    if (!hadDocument) delete scope.document;
  }
}

/** The app's entry (vite.config.ts names it besides index.html's boot.ts). */
const APP_ENTRY = 'src/main.tsx';

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
 * pages of contract/prerenderedPages.ts are rendered with React's server renderer through a Vite
 * server in SSR mode (src/prerenderEntry.tsx) and written next to it: the public pages
 * (login.html, …: the same page with the rendered form inside #root, hydrated in the browser) and the
 * managers' shell per language (shell.html, shell.nl.html: the bar, menu and empty frame, which the app
 * replaces, #root marked data-shell), each with its critical CSS in the head and its scripts named on
 * #root (src/boot.ts asks for them once the page has painted). The server and the service worker answer the paths with them (server/app.ts,
 * vite.config.ts); the compression and service-worker plugins after this one see them like any other
 * page of the build.
 */
export const prerenderPages = (): Plugin => ({
  name: 'touchline:prerender-pages',
  apply: 'build',
  enforce: 'post',
  async generateBundle(_options, bundle) {
    const built = bundle['index.html'];
    if (!built || built.type !== 'asset') this.error('index.html is not in the build: the pages cannot be prerendered.');
    const index = String(built.source);
    if (!index.includes('<div id="root"></div>')) this.error('index.html has no empty <div id="root"></div> to render the pages into.');
    const vite = await createServer({
      configFile: false,
      root: fileURLToPath(new URL('..', import.meta.url)),
      logLevel: 'error',
      appType: 'custom',
      server: { middlewareMode: true, hmr: false, watch: null },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    try {
      const { renderPage, renderManagerShell } = (await vite.ssrLoadModule('/src/prerenderEntry.tsx')) as Renderer;
      // The page's scripts are named, not preloaded: src/boot.ts asks for them once its HTML has painted,
      // and the page fetches those of what comes next (`next`) while the person is busy with it.
      const emitPage = (file: string, { html, styles }: RenderedPage, lang: string, attributes: string, modules: readonly string[], nextModules: readonly string[] = []) => {
        // The app's own entry first: boot.ts runs the libraries' code before the app's (src/frameworkFirst.ts),
        // and the app's script must be in by then rather than asked for after.
        const scripts = scriptsOf(bundle, [APP_ENTRY, ...modules]);
        const next = scriptsOf(bundle, nextModules).filter((script) => !scripts.includes(script));
        const named = `data-page-scripts="${scripts.join(' ')}"${next.length ? ` data-next-scripts="${next.join(' ')}"` : ''}`;
        const source = index
          .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
          // First in the head, before anything is painted: taps held until the page is React's (issue 42).
          .replace(/<head>/, `<head><script>${EARLY_INPUT_SCRIPT}</script>`)
          .replace('</head>', `${styles}</head>`)
          .replace('<div id="root"></div>', `<div id="root"${attributes} ${named}>${html}</div>`);
        this.emitFile({ type: 'asset', fileName: file, source });
      };
      // Each public page in every language (issue 37: a browser set to Dutch gets login.nl.html, server/app.ts):
      // English as a first visit's empty storage renders it, Dutch as a browser in Dutch, whose page
      // also names the Dutch texts' script (main.tsx hydrates a Dutch page once they are in).
      for (const page of PRERENDERED_PAGES) {
        for (const locale of PAGE_LOCALES) {
          const visit: Visit = locale === 'en' ? {} : { local: { [LOCALE_KEY]: locale } };
          const modules = locale === 'en' ? [page.module] : [page.module, `src/i18n/${locale}.ts`];
          emitPage(publicPageFile(page.file, locale), await asVisit(visit, () => renderPage(page.location)), locale, '', modules, 'next' in page ? page.next : []);
        }
      }
      for (const page of SHELL_PAGES) {
        emitPage(page.file, await asVisit(managerVisit(page.locale), renderManagerShell), page.locale, ' data-shell', page.modules);
      }
    } finally {
      await vite.close();
    }
  },
});
