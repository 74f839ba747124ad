/**
 * An open popover (the phone menu, the floating panel) closes when a link in it is followed, even if the address stays,
 * and when focus moves on past it, so that no focused control sits hidden behind it.
 */
export function closePopoversOnLeave() {
  document.addEventListener('click', (event) => {
    const popover = (event.target as Element).closest?.('[popover] a[href]')?.closest('[popover]');
    if (popover instanceof HTMLElement && popover.matches(':popover-open')) popover.hidePopover();
  });
  document.addEventListener('focusin', (event) => {
    const focused = event.target as Node;
    for (const popover of document.querySelectorAll<HTMLElement>('[popover]:popover-open')) {
      const opener = document.querySelector(`[popovertarget="${popover.id}"]`);
      if (!popover.contains(focused) && !opener?.contains(focused)) popover.hidePopover();
    }
  });
}
