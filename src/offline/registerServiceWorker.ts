import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the service worker of the installable app (built by vite-plugin-pwa, see vite.config.ts).
 * A new version takes over in the background and is used from the next page load; the page is never
 * reloaded under a person's hands (a manager's open form, a trainer's report).
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV) return; // Vite's development server has no service worker.
  registerSW({ immediate: true, onNeedReload: () => undefined });
}
