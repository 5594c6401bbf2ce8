/**
 * The managers' shell the server painted (issue 26, src/layout/ManagerShell.tsx) stays on screen
 * until the app has drawn something of its own: the app renders into the emptied #root underneath it
 * while its scripts load, and the shell goes when #root holds more than waiting (nothing, or react-admin's
 * Loading of a page whose code is still on the way). So the person sees the shell, then the app's
 * layout or the page it sends them to, never a blank page or a lone spinner in between.
 *
 * The shell is not hydrated: the real layout needs the session (the person's name, club), which the
 * server never saw. Its links are plain links, so a click before the script has run still works.
 */

/** react-admin's Loading: its one child, the message with the spinner (it has no class of its own on the outer element). */
const LOADING_MESSAGE = 'RaLoading-message';

/**
 * Waiting: react-admin's Loading, or the app's own drawing of this shell while it checks the stored
 * sign-in (ManagerShell marks it), which the real layout then replaces: the server's shell stays over
 * both, so the person sees one shell, then the page (what they typed into its search is taken over
 * by the real search as it renders: HeaderSearch's typedInStandIn).
 */
const isWaiting = (element: Element): boolean =>
  (element.childElementCount === 1 && element.firstElementChild!.classList.contains(LOADING_MESSAGE)) ||
  element.querySelector('[data-shell-waiting]') !== null;

/** The cover's class: what a test or a stylesheet finds it by. */
const COVER_CLASS = 'touchline-shell-cover';

/**
 * Whether the server's shell is on screen over the app: the app's own drawing of the shell is then
 * underneath, out of sight, and ManagerShell makes it inert, so that only the shell a person sees
 * can be found, focused or typed into (two search fields of one name were there at once).
 */
export const shellCovered = (): boolean => typeof document !== 'undefined' && document.querySelector(`.${COVER_CLASS}`) !== null;

/** Whether the app has drawn into `root` something a person should see instead of the shell. */
const hasDrawn = (root: Element): boolean => [...root.children].some((child) => !isWaiting(child));

/**
 * Moves the shell's HTML out of `root` onto a cover over the page, and takes the cover away once the
 * app has drawn. Call before the app is rendered into `root`.
 */
export function keepShellUntilDrawn(root: HTMLElement): void {
  const cover = document.createElement('div');
  cover.className = COVER_CLASS;
  // Set through the style object, which the server's CSP allows (an inline style attribute it would not).
  Object.assign(cover.style, { position: 'fixed', inset: '0', zIndex: '2000', overflow: 'hidden' });
  cover.append(...root.childNodes);
  root.before(cover);
  const observer = new MutationObserver(() => {
    if (!hasDrawn(root)) return;
    observer.disconnect();
    cover.remove();
  });
  observer.observe(root, { childList: true, subtree: true });
}
