// The look of the case gallery: the centre case between its neighbours, which peek in from the screen's edges on a
// phone.
import { css } from '@linaria/core';
import { narrow, noScript } from '../styles/media';
import { oneColumnRules } from '../styles/ui';

/** How wide the centre picture is drawn: what the peeks leave of a phone's width, else 3 of 5 columns. */
export const imageSizes = '(max-width: 767.98px) calc(100vw - 6.5rem), (max-width: 1200px) 60vw, 720px';

/** How wide a thumbnail's picture is drawn: cropped from a whole picture on a phone, else 1 of 5 columns. */
export const thumbSizes = '(max-width: 767.98px) calc(100vw - 6.5rem), (max-width: 1200px) 20vw, 240px';

/** The stage above the controls. */
export const root = css`
  ${oneColumnRules}
  gap: var(--space-5);
`;

/** Three columns, neighbour · centre · neighbour; on a phone, from edge to edge with narrow peeks. */
export const stage = css`
  --gap: clamp(1rem, 0.5rem + 2vw, 2rem);
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 3fr) minmax(0, 1fr);
  align-items: start;
  gap: var(--gap);
  ${narrow} {
    --gap: var(--space-2);
    /* A 44 px target: the least a neighbour can show and still be tapped. */
    --peek: 2.75rem;
    grid-template-columns: var(--peek) minmax(0, 1fr) var(--peek);
    margin-inline: calc(-1 * var(--gutter));
    container-type: inline-size;
  }
  /* Without JavaScript there are no neighbours: the cases fill the width. */
  ${noScript} {
    grid-template-columns: minmax(0, 1fr);
    margin-inline: 0;
  }
`;

/** As tall as the centre picture, so its thumbnail and arrow centre beside it. */
export const aside = css`
  position: relative;
  display: grid;
  place-items: center;
  /* Its column is a third as wide as the centre one, whose picture is 3:2. */
  aspect-ratio: 1 / 2;
  ${narrow} {
    aspect-ratio: auto;
    /* The centre picture's height: what the peeks and gaps leave of the stage's width, at 3:2. */
    height: calc((100vw - 2 * (var(--peek) + var(--gap))) * 2 / 3);
    height: calc((100cqi - 2 * (var(--peek) + var(--gap))) * 2 / 3);
  }
`;

/** A neighbouring case as a button: a small picture over "Previous" or "Next"; on a phone, a sliver of it. */
export const thumb = css`
  display: grid;
  gap: var(--space-2);
  width: 100%;
  padding: var(--space-2);
  border: 1.5px solid transparent;
  border-radius: var(--radius-m);
  background: none;
  color: var(--color-muted);
  transition:
    border-color var(--duration) var(--ease),
    background-color var(--duration) var(--ease);
  &:hover {
    border-color: var(--color-border);
    background: var(--color-surface-tint);
    color: var(--color-primary-strong);
  }
  ${narrow} {
    height: 100%;
    padding: 0;
    border: 0;
  }
`;

/** The thumbnail's picture, a little faded until pointed at; on a phone, the edge nearest the centre. */
export const thumbImage = css`
  overflow: hidden;
  border-radius: var(--radius-s);
  opacity: 0.8;
  box-shadow: var(--shadow-s);
  button:hover > & {
    opacity: 1;
  }
  ${narrow} {
    height: 100%;
    border-radius: 0 var(--radius-m) var(--radius-m) 0;
    img {
      height: 100%;
      object-fit: cover;
      object-position: right;
    }
    [data-side='next'] & {
      border-radius: var(--radius-m) 0 0 var(--radius-m);
      img {
        object-position: left;
      }
    }
    /* A failed picture leaves its dashed frame: the words would not fit. */
    strong {
      display: none;
    }
  }
`;

/** The "Previous" / "Next" word under a thumbnail; on a phone the sliver has no room for it. */
export const thumbText = css`
  font-size: var(--text-s);
  font-weight: 600;
  ${narrow} {
    display: none;
  }
`;

/** The arrow, on the gap between the thumbnail and the centre picture; on a phone, under the case instead. */
export const arrow = css`
  position: absolute;
  /* Above the faded thumbnail, which paints in its own layer. */
  z-index: 1;
  inset-block: 0;
  margin-block: auto;
  /* Just clear of the neighbour, over the picture's edge: the gap is narrower than the arrow, and a tap on the arrow
     must never also be a tap on the neighbour. */
  [data-side='previous'] > & {
    right: calc(-2.75rem - 0.125rem);
  }
  [data-side='next'] > & {
    left: calc(-2.75rem - 0.125rem);
  }
  ${narrow} {
    && {
      display: none;
    }
  }
`;

/** The arrows in the row of dots, on a phone only: there the sides are peeks, each a control of its own. */
export const arrowBelow = css`
  && {
    display: none;
  }
  ${narrow} {
    && {
      display: inline-grid;
    }
  }
`;

/** One case: picture, Before/After, title and summary. */
export const figure = css`
  display: grid;
  gap: var(--space-3);
  margin: 0;
`;

/** The centre picture's frame. */
export const image = css`
  overflow: hidden;
  border-radius: var(--radius-l);
  box-shadow: var(--shadow-m);
  background: var(--color-surface-tint);
`;

/** "Before" under the left half of the picture, "After" under the right. */
export const halves = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  text-align: center;
  font-size: var(--text-s);
  font-weight: 650;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  span:first-child {
    color: var(--color-muted);
  }
  span:last-child {
    color: var(--color-primary);
  }
`;

/** The case's title and summary, centred. */
export const caption = css`
  display: grid;
  gap: var(--space-2);
  padding-top: var(--space-2);
  text-align: center;
  p {
    max-width: 36rem;
    margin-inline: auto;
    color: var(--color-muted);
  }
`;

/** The row of dots and counter. */
export const controls = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: var(--space-3);
`;

/** The dots, side by side. */
export const dots = css`
  display: flex;
  gap: var(--space-1);
`;

/** A 32 × 44 px button drawn as a ring; the current one a filled pill. */
export const dot = css`
  display: grid;
  place-items: center;
  width: 2rem;
  height: 2.75rem;
  padding: 0;
  border: 0;
  background: none;
  &::before {
    content: '';
    width: 0.75rem;
    height: 0.75rem;
    border: 2px solid var(--color-primary-hover);
    border-radius: 999px;
    transition:
      width var(--duration) var(--ease),
      background-color var(--duration) var(--ease);
  }
  &:hover::before {
    background: var(--color-surface-tint-strong);
  }
  &[aria-current='true']::before {
    width: 1.5rem;
    background: var(--color-primary);
    border-color: var(--color-primary);
  }
`;
