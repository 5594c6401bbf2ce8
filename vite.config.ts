import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';
import { SERVER_PATH_PREFIXES } from './contract/serverPaths.ts';
import { OFFLINE_READS_CACHE, offlineReadPattern } from './src/providers/offlineReads.ts';
import { prerenderPages } from './scripts/prerenderPlugin.ts';
import { LOCALE_KEY, MANAGER_PAGE_PATTERN, SHELL_PAGES } from './contract/prerenderedPages.ts';
import { answerWithShell, isManagerNavigation, serviceWorkerFunction } from './src/offline/shellNavigation.ts';

// In development the web app runs on Vite's server and forwards the API calls to the
// Fastify server (npm run dev:server); in production the Fastify server serves dist/.
const apiServer = process.env.API_SERVER ?? 'http://127.0.0.1:3000';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The managers' shell page of each language, as the service worker finds it among the precached files. */
const shellByLocale = Object.fromEntries(SHELL_PAGES.map((page) => [page.locale, `/${page.file}`]));

/**
 * The installable app (issue 10): a web app manifest and a service worker that precaches the
 * built app, answers every page of the app from that cache, with or without a connection — the
 * managers' pages with the managers' shell in the chosen language (issue 26), the public pages
 * with their prerendered HTML, the others with index.html — and keeps the last answer of the
 * workspace's reads (src/offline/offlineReads.ts). A new version takes over at once
 * and is used from the next page load: no page reloads under a person's hands.
 */
const installableApp = VitePWA({
  registerType: 'autoUpdate',
  injectRegister: false,
  manifest: {
    name: 'Touchline',
    short_name: 'Touchline',
    description: 'Player evaluation for football clubs: write and follow reports on your players.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#1b5e20',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png}'],
    // The shared framework chunk is the largest file; the size limit must not silently drop it from the precache.
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    navigateFallback: '/index.html',
    // The prerendered pages are found by their clean address (/login → login.html) whatever the query
    // says: a token page's link carries ?token=…, and without this it fell back to the empty index.html.
    // Every precached file is named by its content hash or is such a page, so no query ever changes one.
    ignoreURLParametersMatching: [/./],
    // Nor is / answered with index.html by the precache's directory rule: it is the managers' overview,
    // which the shell route below answers.
    directoryIndex: '',
    // The managers' pages are left to their own route below (the fallback is one file for all).
    navigateFallbackDenylist: [...SERVER_PATH_PREFIXES.map((prefix) => new RegExp(`^${escape(prefix)}`)), MANAGER_PAGE_PATTERN],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    runtimeCaching: [
      {
        urlPattern: serviceWorkerFunction(isManagerNavigation, [MANAGER_PAGE_PATTERN]),
        method: 'GET',
        handler: serviceWorkerFunction(answerWithShell, [shellByLocale, LOCALE_KEY]),
      },
      {
        urlPattern: offlineReadPattern(),
        method: 'GET',
        handler: 'NetworkFirst',
        options: {
          cacheName: OFFLINE_READS_CACHE,
          // A connection that hangs at the pitch side is no connection.
          networkTimeoutSeconds: 5,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 200 },
        },
      },
    ],
  },
});

/**
 * Every script, style and page of the build also as name.br and name.gz, compressed once at the
 * highest levels, which the server sends as they are (@fastify/static `preCompressed`) instead of
 * compressing each answer again.
 */
const precompressed = compression({
  algorithms: ['brotliCompress', 'gzip'],
  include: /\.(js|mjs|css|html|svg|json|webmanifest)$/,
  threshold: 1024,
});

/**
 * How the build splits the app (issue 13): every page is its own chunk (React.lazy in App.tsx,
 * ManagerApp.tsx and the resources); the libraries of the first script, the light shell every page runs
 * in (React, the router, MUI's styling, react-admin's contexts), are one shared chunk that browsers keep
 * across versions of the pages; react-admin's user interface comes with the managers' app, and
 * libraries only some pages use (charts, date pickers, the spreadsheet writer) with those pages.
 */
const chunks = {
  groups: [
    { name: 'framework', test: /node_modules/, tags: ['$initial' as const], priority: 2 },
  ],
};

/**
 * Polyfills the browsers the app supports do not need, swapped for the built-in (issue 13: they were
 * part of the script every page loads).
 */
const builtIns = [{ find: /^object\.entries$/, replacement: fileURLToPath(new URL('./src/vendor/objectEntries.cjs', import.meta.url)) }];

/**
 * react-admin's routing adapter without its fallback hash router (src/providers/browserRouterProvider.ts
 * says why): ra-core's module is swapped for the app's at build time. The build stops when ra-core no
 * longer has that module (a new version moved it): the swap must be looked at again, not skipped.
 */
const RA_CORE_ROUTER_ADAPTER = /\/node_modules\/ra-core\/dist\/routing\/(RouterProviderContext|index)\.js$/;
const browserRouterOnly = (): Plugin => {
  let swapped = false;
  return {
    name: 'touchline:react-admin-in-browser-router',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './adapters/reactRouterProvider.js' || !importer || !RA_CORE_ROUTER_ADAPTER.test(importer)) return null;
      swapped = true;
      return fileURLToPath(new URL('./src/providers/browserRouterProvider.ts', import.meta.url));
    },
    buildEnd() {
      if (!swapped) this.error("ra-core's router adapter (routing/adapters/reactRouterProvider.js) was not found: check browserRouterOnly in vite.config.ts.");
    },
  };
};

export default defineConfig({
  plugins: [react(), browserRouterOnly(), prerenderPages(), installableApp, precompressed],
  resolve: { alias: builtIns },
  server: {
    proxy: Object.fromEntries(SERVER_PATH_PREFIXES.map((prefix) => [prefix.replace(/\/$/, ''), apiServer])),
  },
  // No source maps in the build: they would publish the whole source next to the app.
  build: {
    outDir: 'dist',
    sourcemap: false,
    // main.tsx is an entry of its own besides index.html's boot.ts (which imports it once the page has
    // painted), so the framework group above still gathers what main needs before anything else.
    rolldownOptions: { input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), main: fileURLToPath(new URL('./src/main.tsx', import.meta.url)) }, output: { codeSplitting: chunks } },
  },
});
