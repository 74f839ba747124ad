/** How close a control may come to the floating button before it steps aside, in CSS pixels. */
const clearance = 8;

/**
 * The floating button steps aside while a control it would cover is under it (the hero's actions, a form's
 * submit button: anything marked `data-fab-avoid`), and comes back when none is. It compares boxes on
 * scroll and resize (a handful of elements, once a frame at most). Returns the function that checks again.
 */
export function stepAsideForControls(): () => void {
  let queued = false;
  const check = () => {
    queued = false;
    const fab = document.querySelector<HTMLElement>('[data-fab]');
    if (!fab) return;
    // Where it sits when not aside: fixed to the bottom-right corner, so offsets and size say it all.
    const style = getComputedStyle(fab);
    const right = innerWidth - parseFloat(style.right);
    const bottom = innerHeight - parseFloat(style.bottom);
    const left = right - fab.offsetWidth - clearance;
    const top = bottom - fab.offsetHeight - clearance;
    const covered = [...document.querySelectorAll('[data-fab-avoid]')].some((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.left < right && box.right > left && box.top < bottom && box.bottom > top;
    });
    // Never while its own panel is open: the visitor is using it.
    fab.toggleAttribute('data-aside', covered && !fab.querySelector(':popover-open'));
  };
  const schedule = () => {
    if (!queued) requestAnimationFrame(check);
    queued = true;
  };
  addEventListener('scroll', schedule, { passive: true });
  addEventListener('resize', schedule);
  document.addEventListener('toggle', schedule, true);
  return schedule;
}
