// The controls script: a classic `async` script, running from the first paint and for the whole visit, that completes
// what the platform's own controls leave out (invokers, held submits, modal focus, aria-expanded, popovers closed on
// leaving, header clearance, the language chosen, the page loaded again if its code is lost, popovers where the browser
// has none) and keeps the floating button off the controls it would cover.
import { controlsAttribute, turnOnWholeStylesheet } from '../lib/dom';
import { holdSubmits, resumeLostSubmits } from '../lib/held-submit';
import { syncExpanded } from './expanded';
import { clearOfHeader } from './header-clear';
import { polyfillInvokers } from './invokers';
import { rememberLanguage } from './language';
import { completeModals } from './modal';
import { closePopoversOnLeave } from './popovers';
import { stepAsideForControls } from './step-aside';

document.documentElement.setAttribute(controlsAttribute, '');
// Forced colours' rules are only in the whole stylesheet (src/build/critical-css.mjs).
if (matchMedia('(forced-colors: active)').matches) turnOnWholeStylesheet();
polyfillInvokers();
closePopoversOnLeave();
holdSubmits();
completeModals();
const markOpeners = syncExpanded();
const markAvoided = stepAsideForControls();

// The page grows as it parses, and changes without a reload later: mark what is new.
const update = () => {
  markOpeners();
  markAvoided();
};
const start = () => {
  rememberLanguage();
  resumeLostSubmits();
  clearOfHeader();
  // A node added after parsing is script's (a toast, an error, another page), styled by rules the HTML may lack.
  new MutationObserver(() => {
    turnOnWholeStylesheet();
    update();
  }).observe(document.body, { childList: true, subtree: true });
  update();
};
/** Imports a script of ours, asked for again every 5 s until it comes or `done` (a new name each time, as a failed
 * import is remembered); it settles after the first try. */
let tries = 0;
async function importUntil(url: string, done = () => false) {
  if (!done()) await import(`${url}#${tries++}`).catch(() => setTimeout(importUntil, 5_000, url, done));
}
// The page's modules, run or failed, come before the load event; run, they install importChunk (src/lib/load.ts). If
// not, the script that loads the page again comes (src/controls/lost-code.ts).
addEventListener('load', () => importUntil(LOST_CODE, () => 'importChunk' in globalThis));

// At the end of parsing: DOMContentLoaded would wait for the page's module script, which a slow network holds back.
function begin() {
  if (document.readyState === 'loading') document.addEventListener('readystatechange', start, { once: true });
  else start();
}
// A browser without popovers (Safari before 17) first gets the polyfill: the phone menu and the floating panel are
// popovers, and what starts asks whether one is open (docs/decisions.md, 30). Should it not come, the rest starts
// anyway, and the menu works once a later try brings it.
if ('popover' in HTMLElement.prototype) begin();
else importUntil(POPOVERS).finally(begin);
