import { fireEvent } from '@testing-library/react';

/** The slide on show: the one marked active (the others stay in the DOM, faded out by CSS). */
export const currentSlide = () =>
  document.querySelector<HTMLElement>('[aria-roledescription="slide"][data-state="active"]')!;

/** Drags a pointer across the slides from x 200 to `toX` (and down by `dy`), as a finger or a mouse would. */
export function swipe(toX: number, { dy = 0, pointerType = 'touch' } = {}) {
  const slides = currentSlide().parentElement!;
  fireEvent.pointerDown(slides, { pointerType, isPrimary: true, clientX: 200, clientY: 300 });
  fireEvent.pointerUp(slides, { pointerType, isPrimary: true, clientX: toX, clientY: 300 + dy });
}
