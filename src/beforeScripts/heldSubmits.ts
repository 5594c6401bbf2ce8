/**
 * Forms of a prerendered page sent before React has taken the page over, by id (issue 26). No React
 * here: boot.ts installs the hold before the app's code is even asked for; the hooks that end it are
 * in earlySubmits.ts.
 */
import { endClickHold } from './heldClicks';

const held = new Set<string>();
let pageInCharge = false;

/**
 * A prerendered form sent (Enter, the button) before React has taken the page over would go to the
 * browser, which reloads the page and loses what was typed. Until then such a send is held here and
 * made again by the page once it is in charge (useSendHeldSubmit).
 */
export function holdEarlySubmits(): void {
  document.addEventListener(
    'submit',
    (event) => {
      if (pageInCharge) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (event.target instanceof HTMLFormElement && event.target.id) held.add(event.target.id);
    },
    true,
  );
}

/** React is in charge of every form from now on, and of every button (heldClicks.ts). */
export function markPageInCharge(): void {
  pageInCharge = true;
  endClickHold();
}

/** Whether the form `formId` was sent while held (and is no longer held). */
export const takeHeldSubmit = (formId: string): boolean => held.delete(formId);
