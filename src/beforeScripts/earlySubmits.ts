import { useEffect } from 'react';
import { markPageInCharge, takeHeldSubmit } from './heldSubmits';
import { takeHeldClick } from './heldClicks';

/**
 * The page has been taken over (or drawn) by React (rendered at the end of each lazily loaded page's
 * boundary, common/lazyPage.tsx): every form is React's from now on, on
 * whichever page the person goes to next (a token page reached from a prerendered one uses no
 * useSendHeldSubmit of its own). Marks the document too, so a browser test knows the page is live.
 */
export function PageInCharge(): null {
  useEffect(() => {
    markPageInCharge();
    document.documentElement.dataset.ready = 'true';
  }, []);
  return null;
}

/** Once the page is React's: the form `formId` is sent again if the person sent it before (heldSubmits.ts). */
export function useSendHeldSubmit(formId: string): void {
  useEffect(() => {
    markPageInCharge();
    const form = document.getElementById(formId);
    if (takeHeldSubmit(formId) && form instanceof HTMLFormElement) form.requestSubmit();
  }, [formId]);
}

/**
 * Once the element `id` (marked HOLD_CLICK_ATTRIBUTE, contract/earlyInput.ts) is React's: the tap the
 * person made on it while the page was still its HTML is made again, so it does what it would have
 * done a moment later (issue 42).
 */
export function useReplayHeldClick(id: string): void {
  useEffect(() => {
    markPageInCharge();
    if (takeHeldClick(id)) document.getElementById(id)?.click();
  }, [id]);
}
