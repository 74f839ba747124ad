/** The buttons that open a popover or a dialog: their `aria-expanded` follows what they opened. */
const openers = 'button[popovertarget], button[commandfor][aria-haspopup]';

const targetOf = (button: Element) => document.getElementById(button.getAttribute('popovertarget') ?? button.getAttribute('commandfor') ?? '');
const isOpen = (el: Element | null) => (el instanceof HTMLDialogElement ? el.open : !!el?.matches(':popover-open'));

/**
 * Keeps openers' `aria-expanded` in step with their popover or dialog however it opened (the prerendered HTML has none,
 * so nothing contradicts the browser before this runs); returns the function that marks new openers.
 */
export function syncExpanded(): () => void {
  const mark = () => {
    for (const button of document.querySelectorAll(openers)) button.setAttribute('aria-expanded', String(isOpen(targetOf(button))));
  };
  // toggle and close do not bubble: listen as they go down.
  document.addEventListener('toggle', mark, true);
  document.addEventListener('close', mark, true);
  return mark;
}
