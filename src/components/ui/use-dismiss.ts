import { useEffect, useRef, type RefObject } from 'react';

/**
 * Closes an open disclosure (the mobile menu, the floating panel) on Escape, giving focus back to its
 * toggle, and on a tap anywhere outside `within`, as visitors expect of a menu or popover.
 */
export function useDismiss(open: boolean, close: () => void, toggle: RefObject<HTMLElement | null>, within: RefObject<HTMLElement | null>) {
  const latestClose = useRef(close);
  latestClose.current = close;

  useEffect(() => {
    if (!open) return;
    // https://www.w3.org/WAI/ARIA/apg/patterns/disclosure/examples/disclosure-navigation/
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      latestClose.current();
      toggle.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!within.current?.contains(event.target as Node)) latestClose.current();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, toggle, within]);
}
