// The specialties selector's frame and detail cards; its tabs, in both looks, are in specialties-tab-styles.ts.
import { css } from '@linaria/core';
import { narrow, noScript, wide } from '../../styles/media';

/** Both columns (wide) or the diagram above the card (narrow). */
export const root = css`
  display: grid;
  gap: var(--space-5);
  ${wide} {
    grid-template-columns: minmax(15rem, 20rem) minmax(0, 1fr);
    align-items: start;
    gap: var(--space-6);
  }
  ${noScript} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** Narrow: a square with the tabs on a circle inside it; wide: just the list. */
export const diagram = css`
  ${narrow} {
    /* The page's content width, at most 20 rem; the tabs inherit it to find the radius. */
    --size: min(20rem, 100vw - 2 * var(--gutter));
    position: relative;
    width: var(--size);
    height: var(--size);
    /* Room for the names that stand above the top icon and below the bottom ones. */
    margin: var(--space-7) auto var(--space-6);
    /* The ring the icons sit on: the same radius the tabs are placed at. */
    &::before {
      content: '';
      position: absolute;
      inset: 3.25rem;
      border: 2px dashed var(--teal-300);
      border-radius: 50%;
    }
  }
  ${noScript} {
    display: none;
  }
`;

/** The tooth at the centre of the circle. */
export const hub = css`
  display: none;
  ${narrow} {
    position: absolute;
    inset: 50% auto auto 50%;
    display: grid;
    place-items: center;
    width: 4.5rem;
    height: 4.5rem;
    border-radius: 50%;
    background: radial-gradient(circle at 35% 30%, var(--paper), var(--teal-50) 70%);
    box-shadow: var(--shadow-m);
    color: var(--color-primary);
    transform: translate(-50%, -50%);
    svg {
      width: 2.25rem;
      height: 2.25rem;
    }
  }
`;

/** The detail card of one specialty; every card shows at once when scripting is off. */
export const panel = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  overflow: hidden;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-l);
  background: var(--paper);
  box-shadow: var(--shadow-m);
  &[hidden] {
    display: none;
  }
  ${noScript} {
    &[hidden] {
      display: grid;
    }
  }
`;

/** How wide a card's picture is drawn: the card's width when narrow, about half a 48 rem card when wide. */
export const imageSizes = '(max-width: 767.98px) 100vw, 400px';

/** The card's picture, filling its half. */
export const image = css`
  width: 100%;
  height: 100%;
  object-fit: cover;
  background: var(--teal-50);
`;

/** The card's title, text and Talk to us. */
export const body = css`
  display: grid;
  align-content: center;
  justify-items: start;
  gap: var(--space-4);
  padding: var(--space-6) var(--space-5);
  p {
    color: var(--color-muted);
  }
`;
