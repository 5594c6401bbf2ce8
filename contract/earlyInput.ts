/**
 * No early tap lost (issue 42): a prerendered page (contract/prerenderedPages.ts) is painted from its
 * HTML a moment before its scripts take it over, and a tap on a button in that moment did nothing.
 * This script, inline at the top of every prerendered page's head (scripts/prerenderPlugin.ts), runs
 * before anything is painted: until the page is React's, a click (a tap, or Enter or Space on a
 * focused button) on an element marked HOLD_CLICK_ATTRIBUTE is held by that element's id, and the
 * element's component makes it again once it is in charge (src/prerender/heldClicks.ts). The
 * server's Content-Security-Policy allows exactly this text, by its hash (server/plugins/securityHeaders.ts).
 */
export const HOLD_CLICK_ATTRIBUTE = 'data-hold-click';

/** Where the script keeps what it held: `clicks`, the ids of the elements tapped; `done`, set once the page is React's. */
export const HELD_INPUT_GLOBAL = 'touchlineHeld';

export const EARLY_INPUT_SCRIPT =
  `(function(){var h=window.${HELD_INPUT_GLOBAL}={clicks:[],done:false};` +
  `document.addEventListener('click',function(e){` +
  `var t=!h.done&&e.target instanceof Element&&e.target.closest('[${HOLD_CLICK_ATTRIBUTE}]');` +
  `if(!t||!t.id)return;e.preventDefault();e.stopImmediatePropagation();` +
  `if(h.clicks.indexOf(t.id)<0)h.clicks.push(t.id)},true)})();`;
