// Runs from first paint, long before React hydrates on a slow phone: a few hundred bytes for what the platform leaves out.
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
