import { focusableSelector, listenCapturing, openModal } from '../lib/dom';

/** The elements inside `root` that Tab reaches, in order: visible, enabled, not taken out of the order. */
const focusableIn = (root: Element) =>
  [...root.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (el) => el.tabIndex >= 0 && el.getClientRects().length > 0,
  );

/** Focuses `opener` if it is still visible; if it sat in a popover that has since closed, that popover's toggle. */
function focusOpener(opener: Element) {
  if (opener instanceof HTMLElement && opener.isConnected && opener.getClientRects().length > 0) return opener.focus();
  const popover = opener.closest('[popover]');
  if (popover?.id) document.querySelector<HTMLElement>(`[popovertarget="${popover.id}"]`)?.focus();
}

/** What a modal needs beyond the platform: Tab wraps at its edges, and on close focus returns to a visible opener. */
export function completeModals() {
  let opener: Element | null = null;
  // Which button opened the dialog: the invoker's command event names it; else whatever had focus. Only while it is
  // closed: the dialog's own Close button is an invoker too, and it opened nothing.
  listenCapturing(['command'], (event) => {
    if (!(event.target as HTMLDialogElement).open)
      opener = (event as Event & { source?: Element }).source ?? document.activeElement;
  });
  listenCapturing(['toggle'], (event) => {
    if (event.target instanceof HTMLDialogElement && (event as ToggleEvent).newState === 'open')
      opener ??= document.activeElement;
  });
  listenCapturing(['close'], (event) => {
    const from = opener;
    opener = null;
    const dialog = event.target;
    if (!(dialog instanceof HTMLDialogElement) || !from) return;
    // The platform restores focus first; step in only when focus is left in the closed dialog or on nothing visible.
    requestAnimationFrame(() => {
      const at = document.activeElement;
      if (!at || at === document.body || dialog.contains(at) || at.getClientRects().length === 0) focusOpener(from);
    });
  });
  document.addEventListener('keydown', (event) => {
    const dialog = openModal();
    if (event.key !== 'Tab' || !dialog) return;
    const items = focusableIn(dialog);
    const first = items[0];
    const last = items[items.length - 1];
    const at = document.activeElement;
    // Tab on the last control (Shift+Tab on the first), or from outside the dialog, goes round to the other end.
    if (first && (at === (event.shiftKey ? first : last) || !dialog.contains(at))) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  });
}
