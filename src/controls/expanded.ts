import { onLayerChange } from '../lib/dom';

/** The buttons that open a popover or a dialog: their `aria-expanded` follows what they opened. */
const openers = 'button[popovertarget], button[commandfor][aria-haspopup]';

const targetOf = (button: Element) =>
  document.getElementById(button.getAttribute('popovertarget') ?? button.getAttribute('commandfor') ?? '');
const isOpen = (el: Element | null) => (el instanceof HTMLDialogElement ? el.open : !!el?.matches(':popover-open'));

/** Keeps openers' `aria-expanded` in step however they opened (prerendered HTML has none, so none is wrong early). */
export function syncExpanded(): () => void {
  const mark = () => {
    for (const button of document.querySelectorAll(openers))
      button.setAttribute('aria-expanded', String(isOpen(targetOf(button))));
  };
  onLayerChange(mark);
  return mark;
}
