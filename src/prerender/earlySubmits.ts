import { useEffect } from 'react';

/** Forms sent while their prerendered page was not yet React's, by id. */
const held = new Set<string>();
let pageInCharge = false;

/**
 * Issue 26: a prerendered form sent (Enter, the button) after the app's script has started but before
 * React has taken the page over would go to the browser, which reloads the page and loses what was
 * typed. Until then such a send is held here (main.tsx installs this before hydrating) and made again
 * by the page once it is in charge (useSendHeldSubmit).
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

/**
 * The app's tree has been taken over (or drawn) by React: every form is React's from now on, on
 * whichever page the person goes to next (a token page reached from a prerendered one uses no
 * useSendHeldSubmit of its own). Marks the document too, so a browser test knows the page is live.
 */
export function PageInCharge(): null {
  useEffect(() => {
    pageInCharge = true;
    document.documentElement.dataset.ready = 'true';
  }, []);
  return null;
}

/** Once the page is React's: the form `formId` is sent again if the person sent it before. */
export function useSendHeldSubmit(formId: string): void {
  useEffect(() => {
    pageInCharge = true;
    const form = document.getElementById(formId);
    if (held.delete(formId) && form instanceof HTMLFormElement) form.requestSubmit();
  }, [formId]);
}
