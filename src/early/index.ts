// The early script: a few hundred bytes that run from the first paint, long before React hydrates on a slow
// phone. What the browser does natively (opening the dialog, the menu, the panel) needs none of it; this
// holds a form submitted before its code is live, fills in the state assistive tech reads and the gaps of older
// engines, keeps the floating button aside, and opens the language the visitor chose with the switch.
import { syncExpanded } from './expanded';
import { stepAsideForControls } from './fab-aside';
import { holdSubmits } from './hold-submits';
import { polyfillInvokers } from './invokers';
import { rememberLanguage } from './language';
import { completeModals } from './modal-focus';

polyfillInvokers();
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
  update();
  new MutationObserver(update).observe(document.body, { childList: true, subtree: true });
};
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
