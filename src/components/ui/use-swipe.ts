import { useRef, type PointerEvent } from 'react';

/** How far a finger must travel sideways, in CSS px, for a swipe: a deliberate move, not a wobbly tap. */
const swipeDistance = 48;

/**
 * Pointer handlers turning a mostly sideways touch or pen drag into a step (1 next, -1 previous); the surface needs
 * `touch-action: pan-y pinch-zoom` so the browser keeps vertical scroll and zoom (it cancels the pointer: no step).
 */
export function useSwipe(onStep: (step: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      // A mouse drag selects text or drags the picture; a second finger means a pinch, not a swipe.
      start.current = event.isPrimary && event.pointerType !== 'mouse' ? { x: event.clientX, y: event.clientY } : null;
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      // Mostly sideways: well over the distance up or down, so a slanting scroll is never taken for a swipe.
      if (Math.abs(dx) >= swipeDistance && Math.abs(dx) > 1.5 * Math.abs(event.clientY - from.y)) onStep(dx < 0 ? 1 : -1);
    },
  };
}
