// APG carousel parts the interior carousel and case gallery share: https://www.w3.org/WAI/ARIA/apg/patterns/carousel/
import { css } from '@linaria/core';
import { useId, useRef, useState, type ReactNode } from 'react';
import { carouselRoles } from '../content/site';
import { crampedText, Icon, noScript } from './kit';

/** Brings any whole number into 0 … count − 1, so stepping past either end comes round to the other. */
export const wrapIndex = (index: number, count: number) => ((index % count) + count) % count;

/**
 * The current position among `count` slides, stepping either way with wrap-around (docs/requirements.md §4.5), and the
 * id of the box holding the slides, which every control names.
 */
export function useWrappingIndex(count: number) {
  const [index, setIndex] = useState(0);
  return {
    id: useId(),
    index,
    previous: wrapIndex(index - 1, count),
    next: wrapIndex(index + 1, count),
    counter: `${index + 1} / ${count}`,
    goTo: (target: number) => setIndex(wrapIndex(target, count)),
    step: (by: number) => setIndex((current) => wrapIndex(current + by, count)),
  };
}

export type Position = ReturnType<typeof useWrappingIndex>;

/**
 * The box holding every slide in one grid cell, so the current one cross-fades over the last. A mostly sideways touch
 * or pen drag on it steps; its `touch-action` leaves vertical scroll and zoom to the browser (which cancels the drag).
 */
export function SlideStack(props: { position: Position; children: ReactNode }) {
  const start = useRef<{ x: number; y: number } | null>(null);
  // Polite, because nothing rotates by itself: a change is always the visitor's own doing (APG).
  return (
    <div
      id={props.position.id}
      aria-live="polite"
      className={stack}
      onPointerDown={(event) => {
        // A mouse drag selects text or drags the picture; a second finger means a pinch, not a swipe.
        start.current =
          event.isPrimary && event.pointerType !== 'mouse' ? { x: event.clientX, y: event.clientY } : null;
      }}
      onPointerUp={(event) => {
        const from = start.current;
        start.current = null;
        if (!from) return;
        const dx = event.clientX - from.x;
        // 48 px sideways is deliberate, not a wobbly tap; far more than up or down, so a slanting scroll is no swipe.
        if (Math.abs(dx) >= 48 && Math.abs(dx) > 1.5 * Math.abs(event.clientY - from.y))
          props.position.step(dx < 0 ? 1 : -1);
      }}
    >
      {props.children}
    </div>
  );
}

/** One slide: a group labelled with its place (say "2 of 4"), visible only while it is the current one. */
export function CarouselSlide(props: { label: string; current: boolean; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: the APG's carousel slide is a group, not a <fieldset>.
    <div
      role="group"
      aria-roledescription={carouselRoles.slide}
      aria-label={props.label}
      data-state={props.current ? 'active' : 'inactive'}
      className={slide}
    >
      {props.children}
    </div>
  );
}

/** A 44 px round previous/next button stepping `position`. */
export function ArrowButton(props: {
  direction: 'previous' | 'next';
  label: string;
  position: Position;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={`${arrow} ${props.className ?? ''}`}
      aria-label={props.label}
      aria-controls={props.position.id}
      onClick={() => props.position.step(props.direction === 'next' ? 1 : -1)}
    >
      <Icon name={props.direction === 'previous' ? 'chevron-left' : 'chevron-right'} />
    </button>
  );
}

const stack = css`
  display: grid;
  touch-action: pan-y pinch-zoom;
  & > * {
    grid-area: 1 / 1;
  }
  /* Without JavaScript every slide is shown, side by side where they fit. */
  ${noScript} {
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 26rem), 1fr));
    touch-action: auto;
    gap: var(--space-6);
    & > * {
      grid-area: auto;
    }
  }
`;

const slide = css`
  min-width: 0;
  transition:
    opacity calc(var(--duration) * 2) var(--ease),
    visibility calc(var(--duration) * 2);
  &[data-state='inactive'] {
    opacity: 0;
    visibility: hidden;
  }
  ${noScript} {
    &[data-state='inactive'] {
      opacity: 1;
      visibility: visible;
    }
  }
`;

const arrow = css`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border: 1.5px solid var(--color-border);
  border-radius: 50%;
  background: var(--color-surface);
  color: var(--color-primary-strong);
  box-shadow: var(--shadow-s);
  transition:
    background-color var(--duration) var(--ease),
    border-color var(--duration) var(--ease),
    transform var(--duration) var(--ease);
  --icon: 1.375rem;
  &:hover {
    background: var(--color-surface-tint);
    border-color: var(--color-primary);
  }
  &:active {
    transform: scale(0.95);
  }
  ${noScript} {
    display: none;
  }
`;

/** The visible position, "1 / 4", on a <p>; the slides' own labels say it to screen readers. */
export const counter = css`
  min-width: 3.5rem;
  ${crampedText} {
    min-width: 0;
  }
  font-variant-numeric: tabular-nums;
  font-weight: 600;
  text-align: center;
  color: var(--color-muted);
  ${noScript} {
    display: none;
  }
`;
