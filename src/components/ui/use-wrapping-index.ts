import { useState } from 'react';

/** Brings any whole number into 0 … count − 1, so stepping past either end comes round to the other. */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

/** The visible counter of a carousel, "2 / 4". */
export function counterText(index: number, count: number): string {
  return `${index + 1} / ${count}`;
}

/** The current position among `count` slides, moving one step either way with wrap-around (docs/requirements.md §4.5). */
export function useWrappingIndex(count: number) {
  const [index, setIndex] = useState(0);
  const step = (by: number) => setIndex((current) => wrapIndex(current + by, count));
  return {
    index,
    previous: wrapIndex(index - 1, count),
    next: wrapIndex(index + 1, count),
    counter: counterText(index, count),
    goTo: (target: number) => setIndex(wrapIndex(target, count)),
    step,
    goPrevious: () => step(-1),
    goNext: () => step(1),
  };
}
