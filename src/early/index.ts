// The early script: a classic script loaded `async`, running from the first paint, long before React on a slow phone.
import {
  closePopoversOnFollow,
  completeModals,
  holdSubmits,
  polyfillInvokers,
  rememberLanguage,
  syncExpanded,
} from './controls';
import { stepAsideForControls } from './fab-aside';

// The page painted from its inline CSS; the whole stylesheet, fetched meanwhile, now serves what script will show.
for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-deferred]')) link.media = 'all';
polyfillInvokers();
closePopoversOnFollow();
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
