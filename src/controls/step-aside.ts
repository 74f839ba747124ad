import { fabAttribute, focusableSelector, listenCapturing } from '../lib/dom';

/** How close a control may come to the floating button before it moves, in CSS pixels. */
const clearance = 8;

const overlaps = (a: DOMRect, b: { left: number; right: number; top: number; bottom: number }) =>
  a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

/**
 * Shrinks the floating button to its icon over a control, or steps it aside if the icon covers any part of a control or
 * the field being typed in; checks at most once a frame, after it, and returns the recheck function.
 */
export function stepAsideForControls(): () => void {
  let queued = false;
  const check = () => {
    queued = false;
    const fab = document.querySelector<HTMLElement>(`[${fabAttribute}]`);
    // Never under a press: moved away, it would take the tap with it (a finger down as this script arrives).
    if (!fab || fab.querySelector(':active')) return;
    // Where it sits in full: fixed to the bottom-right corner, so offsets and its full size say it all.
    const style = getComputedStyle(fab);
    const right = innerWidth - parseFloat(style.right);
    const bottom = innerHeight - parseFloat(style.bottom);
    // Compact, it keeps its full layout (only clipped), so its size is always the full one.
    const full = {
      left: right - fab.offsetWidth - clearance,
      right,
      top: bottom - fab.offsetHeight - clearance,
      bottom,
    };
    // Its footprint as a round icon: its height, squared, at the right edge.
    const icon = { ...full, left: right - (bottom - full.top) };
    const controls = [...document.querySelectorAll(focusableSelector)]
      .filter((el) => !fab.contains(el) && el.checkVisibility?.({ visibilityProperty: true }) !== false)
      .map((el) => el.getBoundingClientRect())
      .filter((box) => box.width > 0);
    const under = controls.some((box) => overlaps(box, full));
    const typing =
      document.activeElement?.matches('input, textarea') &&
      overlaps(document.activeElement.getBoundingClientRect(), full);
    // Any part of a control under the icon is a place a fingertip may land: a wide button is tapped at its ends too.
    const underIcon = controls.some((box) => overlaps(box, icon));
    // Never while its own panel is open or it holds the keyboard's focus: the visitor is using it (hidden, it would drop
    // that focus to the page's start).
    const inUse = fab.querySelector(':popover-open, :focus-visible');
    const state = inUse || !(under || typing) ? '' : underIcon || typing ? 'aside' : 'compact';
    fab.setAttribute(fabAttribute, state);
  };
  const schedule = () => {
    // Once the frame is drawn its layout is done: read before, the boxes would force it inside this script's task.
    if (!queued) requestAnimationFrame(() => setTimeout(check));
    queued = true;
  };
  // After pointerup or pointercancel, a press it stayed under for has ended.
  for (const type of ['scroll', 'resize', 'pointerup', 'pointercancel'])
    addEventListener(type, schedule, { passive: true });
  // A field taking focus (focusin) may sit under the button: a phone's keyboard scrolls it there.
  listenCapturing(['toggle', 'focusin', 'focusout'], schedule);
  return schedule;
}
